import { useEffect } from 'react';
import { telegramStore, useTelegramRuntime } from './telegram.store';

/** The forms that have unsaved changes now; Telegram asks before closing while any has. */
const dirtyForms = new Set<symbol>();

function apply(): void {
  telegramStore.getState().runtime?.setClosingConfirmation(dirtyForms.size > 0);
}

/**
 * While `dirty` (the form has unsaved changes), closing the app inside Telegram asks the user to
 * confirm first (Telegram's closing confirmation); it stops asking once the form is saved, reset or
 * left. Several forms at once are counted, so one form saving does not drop another's question.
 * Nothing happens outside Telegram or before the SDK has started (it applies once started).
 */
export function useClosingConfirmation(dirty: boolean): void {
  const runtime = useTelegramRuntime();
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol('form');
    dirtyForms.add(form);
    apply();
    return () => {
      dirtyForms.delete(form);
      apply();
    };
  }, [dirty, runtime]);
}

/** While a horizontal drag is under way a vertical swipe must not close or collapse the app. */
export function holdVerticalSwipes(held: boolean): void {
  try {
    telegramStore.getState().runtime?.setVerticalSwipes(!held);
  } catch (error) {
    console.error('Telegram swipe behaviour failed', error);
  }
}

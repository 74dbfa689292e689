import { createStore, useStore } from 'zustand';
import { isInsideTelegram } from '../telegram/launch-params.lib';
import { whenTelegramSettled } from '../telegram/telegram.store';
import { uiTexts } from './ui.texts';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Default 'Подтвердить'. */
  confirmLabel?: string;
  /** Default 'Отмена'. */
  cancelLabel?: string;
  /** The confirm button warns (cancelling a booking, deleting). */
  destructive?: boolean;
}

export interface PendingConfirm extends Required<ConfirmOptions> {
  resolve: (ok: boolean) => void;
}

/** The on-page dialog's queue, rendered by {@link ConfirmHost}; one question at a time. */
export const confirmStore = createStore<{ pending: PendingConfirm | null }>()(() => ({ pending: null }));

/**
 * Asks the user to confirm; resolves true for the confirm button, false for cancel, Escape, the
 * overlay or closing the popup. Inside Telegram it is Telegram's native popup; outside, the
 * accessible dialog {@link ConfirmHost} renders. A second question while one is open answers the
 * first with false.
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const full = { confirmLabel: uiTexts.confirm, cancelLabel: uiTexts.cancel, destructive: false, ...options };
  // Inside Telegram the question waits for the SDK if it is still loading (a moment after the
  // first screen); a client without popups, or an SDK that failed, gets the on-page dialog.
  const runtime = isInsideTelegram() ? await whenTelegramSettled() : null;
  const native = runtime?.popup({
    title: full.title,
    message: full.message,
    buttons: [
      { id: 'ok', type: full.destructive ? 'destructive' : 'default', text: full.confirmLabel },
      { id: 'cancel', type: 'default', text: full.cancelLabel },
    ],
  });
  if (native) return (await native) === 'ok';
  return new Promise<boolean>((resolve) => {
    confirmStore.getState().pending?.resolve(false);
    const pending: PendingConfirm = {
      ...full,
      resolve: (ok) => {
        if (confirmStore.getState().pending === pending) confirmStore.setState({ pending: null });
        resolve(ok);
      },
    };
    confirmStore.setState({ pending });
  });
}

export const usePendingConfirm = () => useStore(confirmStore, (s) => s.pending);

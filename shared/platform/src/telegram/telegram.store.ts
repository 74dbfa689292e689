import { createStore, useStore } from 'zustand';
import { SCREEN_SHOWN_EVENT } from './screen-shown';
import type * as Runtime from './telegram-runtime';

/**
 * What the runtime of a messenger other than Telegram adds (MAX: its share sheet and its file
 * download, which take a link and a URL where Telegram's take a prepared message: reach.ts).
 * Telegram's own runtime has none of them: its share and download load apart (reach-runtime.ts).
 */
export interface OtherMessengerReach {
  /** Shares a link (with a line of text) through the messenger's sheet: true once shown, false if the user said no. */
  shareLink?: (link: string, text: string) => Promise<boolean>;
  /** Downloads a file through the messenger: true once it downloads, false if the user said no. */
  downloadFile?: (url: string, fileName: string) => Promise<boolean>;
}

/**
 * What the areas reach the messenger through: Telegram's SDK (telegram-runtime.ts), or inside MAX
 * the same interface over MAX's bridge (max/max-runtime.ts).
 */
export type TelegramRuntime = typeof Runtime & OtherMessengerReach;

/**
 * The messenger runtime's state on this page (Telegram's SDK, or MAX's bridge). The SDK's code loads after the first screen is shown
 * ({@link whenFirstScreenShown}), so everything that talks to Telegram (back button, main
 * button, popups, links) reads it here:
 * - `waiting`: not started yet (or never, outside Telegram without launch data);
 * - `ready`: started, `runtime` is the SDK's part of the app (inside MAX: MAX's, from the start);
 * - `failed`: it did not load or start; the app goes on without Telegram's chrome (on-page buttons).
 */
export interface TelegramState {
  status: 'waiting' | 'ready' | 'failed';
  runtime: TelegramRuntime | null;
}

export const telegramStore = createStore<TelegramState>()(() => ({ status: 'waiting', runtime: null }));

/** React binding: the started runtime, or null while waiting (or after a failure). */
export const useTelegramRuntime = (): TelegramRuntime | null => useStore(telegramStore, (s) => s.runtime);

/** Telegram's question to let the bot write (requestWriteAccess), once the SDK has started; null before (or without it). */
export const useWriteAccessQuestion = () => useTelegramRuntime()?.askWriteAccess ?? null;

/** React binding: the SDK's status. */
export const useTelegramStatus = (): TelegramState['status'] => useStore(telegramStore, (s) => s.status);

/** Resolves once the SDK has started (with its runtime) or failed (with null). */
export function whenTelegramSettled(): Promise<TelegramRuntime | null> {
  return new Promise((resolve) => {
    const check = ({ status, runtime }: TelegramState) => {
      if (status === 'waiting') return false;
      resolve(runtime);
      return true;
    };
    if (check(telegramStore.getState())) return;
    const stop = telegramStore.subscribe((state) => {
      if (check(state)) stop();
    });
  });
}

/** The SDK's part of the app, as its own chunk. */
export const loadTelegramRuntime = (): Promise<TelegramRuntime> => import('./telegram-runtime');

/**
 * How long after the page's load event the SDK starts when no area has said its first screen is
 * shown: a shell screen of its own that does not say so, or a remote built before areas said it
 * (remotes and the shell are released apart). Not sooner: the load event comes before an area's
 * first render (React DOM and the area still have to run), and the SDK's code would run first.
 */
export const SDK_FALLBACK_DELAY_MS = 3000;

/**
 * Resolves when an area has rendered the page it was opened at (its code has arrived, so the
 * SDK's code no longer competes with it for the network or the main thread), or a while after the
 * page has loaded ({@link SDK_FALLBACK_DELAY_MS}).
 */
export function whenFirstScreenShown(): Promise<void> {
  return new Promise<void>((resolve) => {
    window.addEventListener(SCREEN_SHOWN_EVENT, () => resolve(), { once: true });
    const fallback = () => setTimeout(resolve, SDK_FALLBACK_DELAY_MS);
    if (document.readyState === 'complete') fallback();
    else window.addEventListener('load', fallback, { once: true });
  });
}

import { isMessengerUrl } from '../lib/links.lib';
import { sessionStore } from '../session/session.store';
import { isInsideTelegram } from './launch-params.lib';
import { telegramStore, whenTelegramSettled, type TelegramRuntime } from './telegram.store';

/**
 * Opens a link the way the platform expects: inside Telegram, Telegram links through Telegram
 * itself and other links in the in-app browser (the SDK); inside MAX, its own links through MAX and
 * others in its browser (max-runtime.ts); outside, a new tab without access to this page.
 */
export function openLink(url: string): void {
  const inNewTab = () => void window.open(url, '_blank', 'noopener,noreferrer');
  if (!isInsideTelegram() && sessionStore.getState().container !== 'max') return inNewTab();
  const throughTelegram = (runtime: TelegramRuntime | null) => {
    if (!runtime?.openLinkInTelegram(url, isMessengerUrl(url))) inNewTab();
  };
  const { status, runtime } = telegramStore.getState();
  // A tap in the moment before the SDK has started opens the link once it has.
  if (status === 'waiting') void whenTelegramSettled().then(throughTelegram);
  else throughTelegram(runtime);
}

import { sessionStore } from '../session/session.store';
import { isInsideTelegram } from './launch-params.lib';
import { openLink } from './open-link';

/**
 * Sends the payer to ЮKassa's page (a client's deposit, a master's plan in rubles). Inside Telegram
 * and MAX the container opens it and the mini app stays open behind it (its screens read again when
 * the payer comes back); in a plain browser the tab itself goes there, since ЮKassa sends it back to
 * the return page (`/paid/{token}`, `/subscription/paid/{token}`) and a new tab would leave this one
 * waiting behind it.
 * True when the app stays open, false when the page is leaving.
 */
export function openPaymentPage(url: string): boolean {
  if (isInsideTelegram() || sessionStore.getState().container === 'max') {
    openLink(url);
    return true;
  }
  window.location.assign(url);
  return false;
}

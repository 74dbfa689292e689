import { isInsideTelegram, openLink, sessionStore } from '@booking/platform';

/**
 * Sends the client to ЮKassa's page for a deposit. Inside Telegram and MAX the container opens it
 * and the mini app stays open behind it (its cards read the bookings again when the client comes
 * back); in a plain browser the tab itself goes there, since ЮKassa sends it back to the return page
 * (`/paid/{token}`) and a new tab would leave this one waiting behind it.
 * True when the app stays open, false when the page is leaving.
 */
export function openPayment(url: string): boolean {
  if (isInsideTelegram() || sessionStore.getState().container === 'max') {
    openLink(url);
    return true;
  }
  window.location.assign(url);
  return false;
}

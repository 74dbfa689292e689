import { openLink as sdkOpenLink, openTelegramLink } from '@telegram-apps/sdk';
import { isMessengerUrl } from '../lib/links.lib';
import { isInsideTelegram } from './launch-params.lib';

/**
 * Opens a link the way the platform expects: inside Telegram, Telegram links through Telegram
 * itself and other links in the in-app browser (the SDK); outside, a new tab without access to this page.
 */
export function openLink(url: string): void {
  if (isInsideTelegram()) {
    if (isMessengerUrl(url) && openTelegramLink.isAvailable()) return openTelegramLink(url);
    if (!isMessengerUrl(url) && sdkOpenLink.isAvailable()) return sdkOpenLink(url);
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

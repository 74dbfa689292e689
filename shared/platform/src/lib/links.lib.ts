import { webConfig } from './config';

/** The messenger's https link host: chat links must start with it (docs/product.md, Form rules). */
export const MESSENGER_HOST = 'https://t.me/';

/** Thrown for a messenger link that does not start with {@link MESSENGER_HOST}. */
export class InvalidUrlError extends Error {
  constructor(url: string) {
    super(`Invalid URL: a messenger link must start with ${MESSENGER_HOST}, got "${url}"`);
    this.name = 'InvalidUrlError';
  }
}

/** Throws {@link InvalidUrlError} unless `url` is a messenger link. */
export function assertMessengerUrl(url: string): string {
  if (!url.startsWith(MESSENGER_HOST) || url.length === MESSENGER_HOST.length) throw new InvalidUrlError(url);
  return url;
}

/** Whether `url` is a Telegram link (opened through Telegram itself inside the app). */
export const isMessengerUrl = (url: string) => url.startsWith(MESSENGER_HOST) && url.length > MESSENGER_HOST.length;

/** The chat link of a username (with or without '@'); throws InvalidUrlError for an empty or malformed name. */
export function messengerChatUrl(username: string): string {
  const name = username.trim().replace(/^@/, '');
  if (!/^[A-Za-z0-9_]{1,32}$/.test(name)) throw new InvalidUrlError(`${MESSENGER_HOST}${name}`);
  return assertMessengerUrl(`${MESSENGER_HOST}${name}`);
}

/** A maps search for `address` on the configured maps service (`PUBLIC_MAPS_SEARCH_URL`, the query appended encoded). */
export function mapsSearchUrl(address: string, base: string = webConfig.mapsSearchUrl): string {
  return `${base}${encodeURIComponent(address.trim())}`;
}

/** A `tel:` link of a phone as written (spaces, brackets and dashes dropped). */
export const phoneUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

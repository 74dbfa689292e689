import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses (a master's CSV, a booking's .ics): Telegram's downloadFile fetches the file itself
 * and cannot send init data, so the app asks for an address that carries its own proof. The signature
 * is an HMAC-SHA256 of the grant's fields and its expiry, under a key derived from the bot token with
 * the address's own purpose (never the init data's key), so it cannot be guessed, moved to other
 * fields or another purpose, or stretched past its expiry.
 */

/** How long a signed address works (seconds). */
export const SIGNED_LINK_SECONDS = 600;

type Fields = readonly (string | number)[];

/** Signing and checking the addresses of one purpose ('booking-ics-link', ...). */
export function signedLinks(purpose: string) {
  const sign = (fields: Fields, expires: number, botToken: string): string => {
    const key = createHmac('sha256', purpose).update(botToken).digest();
    return createHmac('sha256', key).update([...fields, expires].join('\n')).digest('hex');
  };
  /** Whether `sig` signs these fields and expiry (in constant time) and the expiry is not before `nowSeconds`. */
  const verify = (fields: Fields, expires: number, sig: string, botToken: string, nowSeconds: number): boolean => {
    if (!/^[0-9a-f]{64}$/.test(sig) || !Number.isSafeInteger(expires) || expires < nowSeconds) return false;
    return timingSafeEqual(Buffer.from(sign(fields, expires, botToken), 'hex'), Buffer.from(sig, 'hex'));
  };
  return { sign, verify };
}

/**
 * A token naming one id for a page that opens without a session (where ЮKassa returns a payer):
 * `{id}-{expires}-{signature}`, with dashes, not dots, since a path whose last segment has a dot
 * reads as a file to the web server. `read` answers the id, or null for anything it did not sign,
 * expired or not.
 */
export function idTokens(purpose: string, lifetimeSeconds: number) {
  const links = signedLinks(purpose);
  return {
    make: (id: number, at: Date, secret: string): string => {
      const expires = Math.floor(at.getTime() / 1000) + lifetimeSeconds;
      return `${id}-${expires}-${links.sign([id], expires, secret)}`;
    },
    read: (token: string, at: Date, secret: string): number | null => {
      const [raw, expires, sig] = token.split('-');
      const id = Number(raw);
      return Number.isSafeInteger(id) && links.verify([id], Number(expires), sig ?? '', secret, Math.floor(at.getTime() / 1000)) ? id : null;
    },
  };
}

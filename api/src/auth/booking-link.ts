import { createHmac, timingSafeEqual } from 'node:crypto';
import { links } from '@booking/contracts/links';

/**
 * A booking's own link, the address an SMS carries (`/b/{token}`): it opens that one booking for its
 * client with nobody signed in, for as long as the booking has not started. The token is the
 * booking's id, a hyphen (a dot would read as a file's extension) and 128 bits of an HMAC-SHA256 of it, under a key derived from the bot token for this
 * purpose alone (neither the init data's key nor a signed download's). It names no time, so a move
 * keeps it working; the start is judged at each use against the booking as it is then
 * (plugins/auth.plugin.ts), and a join of people keeps it too, since it names no person.
 */

const PURPOSE = 'booking-link';
const TOKEN = /^([1-9][0-9]{0,14})-([A-Za-z0-9_-]{22})$/;

let lastKey: { secret: string; key: Buffer } | undefined;
const keyOf = (secret: string): Buffer => {
  if (lastKey?.secret !== secret) lastKey = { secret, key: createHmac('sha256', PURPOSE).update(secret).digest() };
  return lastKey.key;
};

const mac = (bookingId: number, secret: string): Buffer => createHmac('sha256', keyOf(secret)).update(String(bookingId)).digest().subarray(0, 16);

/** The token of a booking's link. */
export function bookingLinkToken(bookingId: number, secret: string): string {
  return `${bookingId}-${mac(bookingId, secret).toString('base64url')}`;
}

/** The booking a token names when this server signed it (compared in constant time), else null. */
export function bookingOfLinkToken(token: string | undefined, secret: string): number | null {
  const match = token === undefined ? null : TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === 16 && timingSafeEqual(given, mac(id, secret)) ? id : null;
}

/** The link's full address on the deployment's public origin. */
export const bookingLinkUrl = (publicOrigin: string, bookingId: number, secret: string): string =>
  `${publicOrigin}${links.bookingLink(bookingLinkToken(bookingId, secret))}`;

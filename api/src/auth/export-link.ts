import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses of a master's CSV (issue 42): Telegram's downloadFile fetches the file itself and
 * cannot send init data, so the app asks for an address that carries its own proof. The signature is
 * an HMAC-SHA256 of the worker, the period and the expiry, under a key derived from the bot token
 * with a purpose of its own (never the init data's key), so it cannot be guessed, moved to another
 * worker or period, or stretched past its expiry.
 */

/** How long a signed address works (seconds). */
export const EXPORT_LINK_SECONDS = 600;

const keyFor = (botToken: string) => createHmac('sha256', 'booking-analytics-export').update(botToken).digest();

export interface ExportGrant {
  workerId: number;
  from: string;
  to: string;
  /** Unix seconds after which the address no longer works. */
  expires: number;
}

const payload = (g: ExportGrant) => `${g.workerId}\n${g.from}\n${g.to}\n${g.expires}`;

export function signExport(grant: ExportGrant, botToken: string): string {
  return createHmac('sha256', keyFor(botToken)).update(payload(grant)).digest('hex');
}

/** Whether `sig` is this grant's signature (in constant time) and the grant has not expired at `nowSeconds`. */
export function verifyExport(grant: ExportGrant, sig: string, botToken: string, nowSeconds: number): boolean {
  if (!/^[0-9a-f]{64}$/.test(sig) || !Number.isSafeInteger(grant.expires) || grant.expires < nowSeconds) return false;
  return timingSafeEqual(Buffer.from(signExport(grant, botToken), 'hex'), Buffer.from(sig, 'hex'));
}

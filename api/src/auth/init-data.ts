import { createHmac, timingSafeEqual } from 'node:crypto';

export interface InitDataUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  language_code?: string;
  /** The user let the bot write to them (Telegram sets it once they have). */
  allows_write_to_pm?: boolean;
}

export type InitDataResult =
  | { ok: true; user: InitDataUser; authDate: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' | 'from the future' };

/**
 * How far ahead of the server's clock an auth_date may be (seconds): clocks drift a little, but
 * data signed for a later moment would otherwise outlive INIT_DATA_MAX_AGE.
 */
export const MAX_CLOCK_SKEW_SECONDS = 60;

/** The age check of a signed auth_date: too old, or further ahead than the clocks' drift allows. */
function ageProblem(authDate: number, nowSeconds: number, maxAgeSeconds: number): 'expired' | 'from the future' | null {
  if (authDate - nowSeconds > MAX_CLOCK_SKEW_SECONDS) return 'from the future';
  if (nowSeconds - authDate > maxAgeSeconds) return 'expired';
  return null;
}

let lastKey: { botToken: string; key: Buffer } | null = null;

/** Telegram derives the signing key from the bot token with the constant "WebAppData"; derived once per token. */
function secretKey(botToken: string): Buffer {
  if (lastKey?.botToken !== botToken) lastKey = { botToken, key: createHmac('sha256', 'WebAppData').update(botToken).digest() };
  return lastKey.key;
}

function dataCheckString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

/** Signs init data fields as Telegram does; used by the demo endpoint and by tests. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const params = new URLSearchParams(fields);
  const hash = createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest('hex');
  params.set('hash', hash);
  return params.toString();
}

/**
 * Checks raw init data (the query string Telegram hands the Mini App) against the bot token.
 * The hash comparison is constant-time; data older than maxAgeSeconds, or dated more than
 * MAX_CLOCK_SKEW_SECONDS ahead of now, is refused.
 */
export function verifyInitData(
  raw: string | undefined,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): InitDataResult {
  return verifySigned(raw, botToken, maxAgeSeconds, nowSeconds, false);
}

/**
 * Checks MAX's init data (the `WebAppData` of its launch fragment) against the MAX bot's token: the
 * same scheme as Telegram's (dev.max.ru, webapps/validation). MAX does not say whether auth_date is in
 * seconds or milliseconds, so a value above 10^11 (the year 5138 in seconds) is read as milliseconds.
 * A MAX bot without a token here refuses every such request ('missing').
 */
export function verifyMaxInitData(
  raw: string | undefined,
  botToken: string | undefined,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): InitDataResult {
  if (!botToken) return { ok: false, reason: 'missing' };
  return verifySigned(raw, botToken, maxAgeSeconds, nowSeconds, true);
}

/** A MAX auth_date above this is in milliseconds. */
const MILLISECONDS_FROM = 1e11;

function verifySigned(raw: string | undefined, botToken: string, maxAgeSeconds: number, nowSeconds: number, milliseconds: boolean): InitDataResult {
  if (!raw) return { ok: false, reason: 'missing' };
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Each parameter once: a repeated one would be read one way here and signed another way.
  const keys = [...params.keys()];
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'malformed' };
  const hash = params.get('hash');
  const dated = Number(params.get('auth_date'));
  const authDate = milliseconds && dated > MILLISECONDS_FROM ? Math.floor(dated / 1000) : dated;
  const userRaw = params.get('user');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash) || !Number.isInteger(authDate) || authDate <= 0 || !userRaw) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secretKey(botToken)).update(dataCheckString(params)).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'forged' };
  const tooOld = ageProblem(authDate, nowSeconds, maxAgeSeconds);
  if (tooOld) return { ok: false, reason: tooOld };
  let user: unknown;
  try {
    user = JSON.parse(userRaw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof user !== 'object' || user === null ||
    !Number.isSafeInteger((user as InitDataUser).id) || (user as InitDataUser).id <= 0 ||
    typeof (user as InitDataUser).first_name !== 'string'
  ) {
    return { ok: false, reason: 'malformed' };
  }
  return { ok: true, user: user as InitDataUser, authDate };
}

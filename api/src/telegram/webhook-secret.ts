import { timingSafeEqual } from 'node:crypto';

/** The header in which Telegram sends the secret given to setWebhook. */
export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** The header in which MAX sends the secret given to POST /subscriptions. */
export const MAX_SECRET_HEADER = 'x-max-bot-api-secret';

/** Whether `given` is the webhook's secret, compared in constant time. */
export function secretMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

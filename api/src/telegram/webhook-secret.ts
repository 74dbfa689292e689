import { timingSafeEqual } from 'node:crypto';

/** The header in which Telegram sends the secret given to setWebhook. */
export const WEBHOOK_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Whether `given` is the webhook's secret, compared in constant time. */
export function secretMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

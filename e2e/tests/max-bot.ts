import { randomBytes } from 'node:crypto';
import { startBotApiStandin, type BotApiStandin } from '@booking/api/bot-api-standin';
import { startMaxApiStandin, type MaxApiStandin } from '@booking/api/max-api-standin';
import { startSmsRuStandin, type SmsRuStandin } from '@booking/api/sms-ru-standin';
import { clockShiftMs, nowMs } from '../support/clock.mjs';
import { startProduct } from '../support/product.mjs';
import { E2E_MAX_BOT_TOKEN } from './max-client';

/**
 * The product with both bots on: Telegram's Bot API stand-in and MAX's (neither messenger can be
 * reached from here), as the server's TELEGRAM_API_ROOT and MAX_API_ROOT, with MAX's token (which
 * signs the emulated MAX client's init data) and its webhook's secret, so a story can read what
 * each bot sent and deliver MAX's updates (bot_started) to POST /api/max/webhook.
 */
export interface ProductWithMax {
  baseUrl: string;
  masterPort: number;
  telegram: BotApiStandin;
  max: MaxApiStandin;
  /** SMS.ru's stand-in: sign-in codes of people who come by phone. */
  sms: SmsRuStandin;
  /** Delivers an update as MAX does; resolves with the webhook's HTTP status. */
  deliverMax(update: Record<string, unknown>): Promise<number>;
  /** The first message MAX delivered to `userId` whose text matches, waiting up to `ms` for it. */
  maxMessageTo(userId: number, match: RegExp, ms?: number): Promise<{ text: string; buttons: Record<string, unknown>[][] }>;
  /** The first message Telegram delivered to `chat` whose text matches. */
  telegramMessageTo(chat: number, match: RegExp, ms?: number): Promise<{ text: string }>;
  stop(): Promise<void>;
}

async function waitFor<T>(what: string, find: () => T | undefined, ms: number, seen: () => unknown): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > until) throw new Error(`${what}; delivered: ${JSON.stringify(seen())}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startProductWithMax(): Promise<ProductWithMax> {
  const telegram = await startBotApiStandin();
  const max = await startMaxApiStandin({ token: E2E_MAX_BOT_TOKEN });
  const sms = await startSmsRuStandin();
  const secret = randomBytes(16).toString('hex');
  const testClock = clockShiftMs !== 0 ? `${new Date(nowMs()).toISOString()}@${Date.now()}` : undefined;
  const product = await startProduct({
    testClock,
    env: {
      TELEGRAM_API_ROOT: telegram.apiRoot, TELEGRAM_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
      SMS_RU_API_ID: sms.apiId, SMS_API_ROOT: sms.apiRoot,
      MAX_BOT_TOKEN: E2E_MAX_BOT_TOKEN, MAX_API_ROOT: max.apiRoot, MAX_WEBHOOK_SECRET: secret, MAX_BOT_NAME: 'booking_demo_bot',
    },
  });
  return {
    baseUrl: product.baseUrl,
    masterPort: product.masterPort,
    telegram,
    max,
    sms,
    deliverMax: async (update) => {
      const res = await fetch(`${product.baseUrl}/api/max/webhook`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-max-bot-api-secret': secret }, body: JSON.stringify(update),
      });
      return res.status;
    },
    maxMessageTo: (userId, match, ms = 15_000) =>
      waitFor(`no MAX message to ${userId} matching ${match}`, () => max.delivered().find((m) => m.userId === userId && match.test(m.text)), ms,
        () => max.delivered().map((m) => [m.userId, m.text.split('\n')[0]])),
    telegramMessageTo: (chat, match, ms = 15_000) =>
      waitFor(`no Telegram message to ${chat} matching ${match}`, () => telegram.delivered().find((m) => m.chat_id === chat && match.test(m.text)), ms,
        () => telegram.delivered().map((m) => [m.chat_id, m.text.split('\n')[0]])),
    stop: async () => {
      await product.stop();
      await telegram.close();
      await max.close();
      await sms.close();
    },
  };
}

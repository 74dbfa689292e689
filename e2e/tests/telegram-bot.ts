import { randomBytes } from 'node:crypto';
import { startBotApiStandin, type BotApiStandin } from '@booking/api/bot-api-standin';
import { clockShiftMs, nowMs } from '../support/clock.mjs';
import { startProduct } from '../support/product.mjs';

/**
 * The product with its bot on: a Bot API stand-in (Telegram cannot be reached from here) as the
 * server's TELEGRAM_API_ROOT, and the webhook's secret, so a story can play Telegram's side: read
 * what the bot sent, and deliver updates (a payment, a /start) to POST /api/telegram/webhook.
 */
export interface ProductWithBot {
  baseUrl: string;
  /** Where its remotes.json expects the master remote (serve remote-master/dist there for the master's screens). */
  masterPort: number;
  standin: BotApiStandin;
  /** Delivers an update as Telegram does; resolves with the webhook's HTTP status. */
  deliver(update: Record<string, unknown>): Promise<number>;
  /** The first message the stand-in delivered to `chat` whose text matches, waiting up to `ms` for it. */
  messageTo(chat: number, match: RegExp, ms?: number): Promise<{ text: string; reply_markup?: unknown }>;
  stop(): Promise<void>;
}

export async function startProductWithBot(options: { testClock?: string } = {}): Promise<ProductWithBot> {
  const standin = await startBotApiStandin();
  const secret = randomBytes(16).toString('hex');
  // On the stories' clock (E2E_CLOCK) unless told otherwise, like the suite's own product.
  const testClock = options.testClock ?? (clockShiftMs !== 0 ? `${new Date(nowMs()).toISOString()}@${Date.now()}` : undefined);
  const product = await startProduct({
    testClock,
    env: { TELEGRAM_API_ROOT: standin.apiRoot, TELEGRAM_WEBHOOK_SECRET: secret, REMINDER_OFFSETS: '1440,120' },
  });
  return {
    baseUrl: product.baseUrl,
    masterPort: product.masterPort,
    standin,
    deliver: async (update) => {
      const res = await fetch(`${product.baseUrl}/api/telegram/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
        body: JSON.stringify(update),
      });
      return res.status;
    },
    messageTo: async (chat, match, ms = 15_000) => {
      const until = Date.now() + ms;
      for (;;) {
        const found = standin.delivered().find((m) => m.chat_id === chat && match.test(m.text));
        if (found) return found;
        if (Date.now() > until) throw new Error(`no message to ${chat} matching ${match}; delivered: ${JSON.stringify(standin.delivered().map((m) => [m.chat_id, m.text.split('\n')[0]]))}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop: async () => {
      await product.stop();
      await standin.close();
    },
  };
}

/** A client who allowed the bot to write to them when they opened the app (init data allows_write_to_pm). */
export const botClient = (id: number, first_name: string) => ({ id, first_name, allows_write_to_pm: true }) as { id: number; first_name: string };

let updateId = 1000;
/** Telegram's update objects, as its Bot API documents them. */
export const updates = {
  preCheckout: (from: number, q: { payload: string; amount: number; currency?: string }) => {
    updateId += 1;
    return {
      update_id: updateId,
      pre_checkout_query: { id: `pcq-${updateId}`, from: { id: from, is_bot: false, first_name: 'Плательщик' }, currency: q.currency ?? 'XTR', total_amount: q.amount, invoice_payload: q.payload },
    };
  },
  successfulPayment: (from: number, p: { payload: string; amount: number; charge: string }) => {
    updateId += 1;
    return {
      update_id: updateId,
      message: {
        message_id: updateId,
        date: Math.floor(Date.now() / 1000),
        chat: { id: from, type: 'private' },
        from: { id: from, is_bot: false, first_name: 'Плательщик' },
        successful_payment: {
          currency: 'XTR', total_amount: p.amount, invoice_payload: p.payload, telegram_payment_charge_id: p.charge, provider_payment_charge_id: '',
          is_recurring: true, is_first_recurring: true, subscription_expiration_date: Math.floor(Date.now() / 1000) + 30 * 86400,
        },
      },
    };
  },
  /** The user pressed Start (or allowed messages): the bot may write to them from now on. */
  start: (from: number) => {
    updateId += 1;
    return {
      update_id: updateId,
      message: { message_id: updateId, date: Math.floor(Date.now() / 1000), chat: { id: from, type: 'private' }, from: { id: from, is_bot: false, first_name: 'Пользователь' }, text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
    };
  },
};

import { Bot, MaxError } from '@maxhub/max-bot-api';
import type { SendResult } from '../services/outbox-runner';
import { MAX_CONTACT_BUTTON } from '../domain/messages/render';

/**
 * The MAX bot, on MAX's own framework (@maxhub/max-bot-api): its Bot API at MAX_API_ROOT (tests point
 * it at a loopback stand-in) with MAX_BOT_TOKEN in the Authorization header. Only its API is used:
 * updates come to our webhook route (routes/max-webhook.routes.ts), which checks MAX's secret itself,
 * and nothing calls MAX at start-up (the framework's start() would ask GET /me).
 */
export function createMaxBot(config: { maxBotToken: string; maxApiRoot: string }): Bot {
  return new Bot(config.maxBotToken, { clientOptions: { baseUrl: config.maxApiRoot } });
}

/** A message for a MAX user, as the outbox runner hands it over. */
export interface MaxMessage {
  userId: number;
  text: string;
  /** The message's buttons as the catalogue writes them (Telegram's inline keyboard of url buttons). */
  replyMarkup: unknown;
}

export interface MaxSender {
  send(message: MaxMessage): Promise<SendResult>;
}

/** MAX takes up to 4000 characters of text. */
const MAX_TEXT = 4000;

type MaxButton =
  | { type: 'open_app'; text: string; web_app: string; payload: string }
  | { type: 'link'; text: string; url: string }
  | { type: 'request_contact'; text: string };

/**
 * The catalogue's buttons in MAX's terms: a button into the app (`https://t.me/{bot}?startapp={payload}`)
 * becomes an open_app button of the MAX bot with the same start payload, so both messengers open the
 * same screen; any other address stays a link. MAX allows 3 such buttons a row and 30 rows.
 */
export function maxKeyboard(replyMarkup: unknown, maxBotName: string): MaxButton[][] {
  const rows = (replyMarkup as { inline_keyboard?: unknown } | null)?.inline_keyboard;
  if (!Array.isArray(rows)) return [];
  const out: MaxButton[][] = [];
  for (const row of rows.slice(0, 30)) {
    if (!Array.isArray(row)) continue;
    const buttons: MaxButton[] = [];
    for (const b of row.slice(0, 3) as { text?: unknown; url?: unknown }[]) {
      if (typeof b?.text !== 'string' || typeof b.url !== 'string') continue;
      if (b.url === MAX_CONTACT_BUTTON) {
        buttons.push({ type: 'request_contact', text: b.text });
        continue;
      }
      const app = /^https:\/\/t\.me\/[A-Za-z0-9_]+\?startapp=([A-Za-z0-9_-]{1,512})$/.exec(b.url);
      buttons.push(app ? { type: 'open_app', text: b.text, web_app: maxBotName, payload: app[1]! } : { type: 'link', text: b.text, url: b.url });
    }
    if (buttons.length) out.push(buttons);
  }
  return out;
}

/** MAX's answer to a send, as the outbox runner reads it: 429 waits (MAX names no time: a second), 403 withdraws the consent. */
export function maxResultOf(error: unknown): SendResult {
  if (error instanceof MaxError) {
    const text = `${error.status} ${error.code ?? ''} ${error.description ?? ''}`.trim();
    if (error.status === 429) return { ok: false, kind: 'retry_after', seconds: 1, error: text };
    if (error.status === 403) return { ok: false, kind: 'blocked', error: text };
    return { ok: false, kind: 'error', error: text };
  }
  return { ok: false, kind: 'error', error: String((error as Error)?.message ?? error) };
}

/** POST /messages?user_id= through the bot, for the outbox runner. */
export function maxSender(bot: Bot, maxBotName: string): MaxSender {
  return {
    async send({ userId, text, replyMarkup }) {
      const keyboard = maxKeyboard(replyMarkup, maxBotName);
      try {
        await bot.api.sendMessageToUser(userId, text.slice(0, MAX_TEXT), {
          ...(keyboard.length ? { attachments: [{ type: 'inline_keyboard', payload: { buttons: keyboard } }] as never } : {}),
        });
        return { ok: true };
      } catch (error) {
        return maxResultOf(error);
      }
    },
  };
}

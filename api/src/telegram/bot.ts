import { Bot, GrammyError } from 'grammy';
import type { UserFromGetMe } from 'grammy/types';
import type { MessageSender, SendResult } from '../services/outbox-runner';

/**
 * The bot, on grammY: the Bot API at TELEGRAM_API_ROOT (tests point it at a local stand-in) with
 * the token that also signs init data. Its identity is given, not asked for, so nothing calls
 * Telegram at start-up (getMe would need the internet).
 */
export function createBot(config: { botToken: string; telegramApiRoot: string; botUsername: string }): Bot {
  const id = Number(config.botToken.split(':')[0]);
  const botInfo = {
    id: Number.isSafeInteger(id) ? id : 0,
    is_bot: true,
    first_name: config.botUsername,
    username: config.botUsername,
    can_join_groups: false,
    can_read_all_group_messages: false,
    supports_inline_queries: true,
    can_connect_to_business: true,
    has_main_web_app: true,
  } as UserFromGetMe;
  return new Bot(config.botToken, { botInfo, client: { apiRoot: config.telegramApiRoot, timeoutSeconds: 15 } });
}

/** Telegram's answer to a send, as the outbox runner reads it. */
export function sendResultOf(error: unknown): SendResult {
  if (error instanceof GrammyError) {
    const text = `${error.error_code} ${error.description}`;
    if (error.error_code === 429) return { ok: false, kind: 'retry_after', seconds: Math.max(1, error.parameters.retry_after ?? 1), error: text };
    if (error.error_code === 403) return { ok: false, kind: 'blocked', error: text };
    return { ok: false, kind: 'error', error: text };
  }
  return { ok: false, kind: 'error', error: String((error as Error)?.message ?? error) };
}

/** sendMessage through the bot, for the outbox runner. */
export function botSender(bot: Bot): MessageSender {
  return {
    async send({ chatId, text, replyMarkup, businessConnectionId }) {
      try {
        await bot.api.sendMessage(chatId, text, {
          ...(replyMarkup ? { reply_markup: replyMarkup as never } : {}),
          // An answer in a master's own chat (Telegram Business), sent on their behalf.
          ...(businessConnectionId ? { business_connection_id: businessConnectionId } : {}),
        });
        return { ok: true };
      } catch (error) {
        return sendResultOf(error);
      }
    },
  };
}

import type { Bot } from 'grammy';
import type { Database } from '../db/database';
import { answerBusinessMessage, saveBusinessConnection } from '../services/business-autoreply.service';
import type { Notifier } from '../services/notifications.service';
import { inlineCardOf, type CardSettings } from '../services/share-card.service';

/**
 * The updates of Telegram Business (a master's own account connected to the bot, and messages
 * in their private chats) and inline queries (`@bot` in any chat). Edits and deletions of business
 * messages are not listened to, so they are ignored. The rules are in services.
 */
export function handleReachUpdates(bot: Bot, db: Database, notifier: Notifier, cards: CardSettings): void {
  bot.on('business_connection', async (ctx) => {
    const c = ctx.businessConnection;
    // Bot API 9.0+ gives rights.can_reply; older updates the top-level can_reply.
    const legacy = c as unknown as { can_reply?: boolean };
    await saveBusinessConnection(db, {
      id: c.id, userId: c.user.id, userChatId: c.user_chat_id, date: c.date, isEnabled: c.is_enabled,
      ...(c.rights ? { rights: { can_reply: c.rights.can_reply === true } } : {}), canReply: legacy.can_reply === true,
    });
  });

  bot.on('business_message', async (ctx) => {
    const m = ctx.businessMessage;
    if (m.chat.type !== 'private' || !m.business_connection_id) return;
    await answerBusinessMessage(db, notifier, {
      connectionId: m.business_connection_id,
      chatId: m.chat.id,
      from: m.from ? { id: m.from.id, isBot: m.from.is_bot, languageCode: m.from.language_code ?? null } : null,
      viaBot: m.sender_business_bot !== undefined,
    });
  });

  // The asker's own master card, never cached for anyone else (is_personal); nothing for others.
  bot.on('inline_query', async (ctx) => {
    const card = await inlineCardOf(db, cards, ctx.inlineQuery.from.id);
    await ctx.answerInlineQuery(card ? [card] : [], { is_personal: true, cache_time: 60 });
  });
}

import type { Bot } from 'grammy';
import type { CardGateway } from '../services/share-card.service';

/** The master's card through the bot: a prepared inline message the app shares with shareMessage. */
export function cardGateway(bot: Bot): CardGateway {
  return {
    async prepare(userId, card) {
      const prepared = await bot.api.savePreparedInlineMessage(userId, card, {
        allow_user_chats: true, allow_bot_chats: false, allow_group_chats: true, allow_channel_chats: true,
      });
      return { id: prepared.id, expirationDate: prepared.expiration_date };
    },
  };
}

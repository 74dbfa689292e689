import type { Bot } from 'grammy';
import type { Database } from '../db/database';
import { handleStart, handleWriteAccessAllowed } from '../services/bot-updates.service';
import type { Notifier } from '../services/notifications.service';

/** What the bot does with the updates Telegram sends to the webhook; the rules are in services. */
export function handleBotUpdates(bot: Bot, db: Database, notifier: Notifier): void {
  // /start, with or without a start parameter (`t.me/{bot}?start=…`): a greeting and the app's button.
  bot.command('start', async (ctx) => {
    if (!ctx.from || ctx.chat.type !== 'private') return;
    await handleStart(db, notifier, {
      updateId: ctx.update.update_id,
      user: { id: ctx.from.id, firstName: ctx.from.first_name, lastName: ctx.from.last_name ?? null, username: ctx.from.username ?? null },
      startParam: ctx.match.trim() || null,
    });
  });
  // The Mini App asked (requestWriteAccess) and the user allowed it.
  bot.on('message:write_access_allowed', async (ctx) => {
    if (!ctx.from) return;
    await handleWriteAccessAllowed(db, { id: ctx.from.id, firstName: ctx.from.first_name, lastName: ctx.from.last_name ?? null, username: ctx.from.username ?? null });
  });
}

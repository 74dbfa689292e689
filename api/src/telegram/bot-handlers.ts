import type { Bot } from 'grammy';
import type { Database } from '../db/database';
import { handleStart, handleWriteAccessAllowed } from '../services/bot-updates.service';
import type { Notifier } from '../services/notifications.service';
import { applyStarsPayment, checkPreCheckout } from '../services/star-payments.service';
import type { StarsGateway } from '../services/subscriptions.service';

/** What the bot does with the updates Telegram sends to the webhook; the rules are in services. */
export function handleBotUpdates(bot: Bot, db: Database, notifier: Notifier, stars: StarsGateway): void {
  // /start, with or without a start parameter (`t.me/{bot}?start=…`): a greeting and the app's button.
  bot.command('start', async (ctx) => {
    if (!ctx.from || ctx.chat.type !== 'private') return;
    await handleStart(db, notifier, {
      updateId: ctx.update.update_id,
      user: { id: ctx.from.id, firstName: ctx.from.first_name, lastName: ctx.from.last_name ?? null, username: ctx.from.username ?? null, languageCode: ctx.from.language_code ?? null },
      startParam: ctx.match.trim() || null,
    });
  });
  // Telegram asks before taking a payment; it must hear back within 10 s: ok only for the payer's own
  // pending invoice with the same amount and currency, else a reason in the payer's language.
  bot.on('pre_checkout_query', async (ctx) => {
    const query = ctx.preCheckoutQuery;
    const refusal = await checkPreCheckout(db, { userId: query.from.id, payload: query.invoice_payload, currency: query.currency, totalAmount: query.total_amount, languageCode: query.from.language_code ?? null });
    await ctx.answerPreCheckoutQuery(refusal === null, refusal === null ? undefined : { error_message: refusal });
  });
  // The payment went through (the first one, or a renewal of a Stars subscription).
  bot.on('message:successful_payment', async (ctx) => {
    const payment = ctx.message.successful_payment;
    await applyStarsPayment(db, stars, {
      userId: ctx.from.id,
      payload: payment.invoice_payload,
      currency: payment.currency,
      totalAmount: payment.total_amount,
      chargeId: payment.telegram_payment_charge_id,
      isRecurring: payment.is_recurring === true,
      isFirstRecurring: payment.is_first_recurring === true,
    });
  });
  // The Mini App asked (requestWriteAccess) and the user allowed it.
  bot.on('message:write_access_allowed', async (ctx) => {
    if (!ctx.from) return;
    await handleWriteAccessAllowed(db, {
      id: ctx.from.id, firstName: ctx.from.first_name, lastName: ctx.from.last_name ?? null, username: ctx.from.username ?? null, languageCode: ctx.from.language_code ?? null,
    });
  });
}

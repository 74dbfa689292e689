import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import * as q from '../db/queries/subscriptions.queries';
import { now } from '../domain/clock';
import { conflict, notFound, unavailable } from '../domain/errors';

/**
 * Plans and the caller's subscription, bought with Telegram Stars (currency XTR):
 * 1. choosePlan makes a pending subscription and its invoice, and asks Telegram for the invoice's
 *    link (createInvoiceLink; a 30-day plan is a Stars subscription that renews every 30 days);
 * 2. the app opens the link (openInvoice); Telegram asks the bot (pre_checkout_query): checkPreCheckout;
 * 3. Telegram reports the payment (successful_payment, and each renewal): applyStarsPayment activates
 *    or extends the plan, once per telegram_payment_charge_id; a payment no pending invoice explains
 *    is refunded;
 * 4. cancelSubscription stops renewal (editUserStarSubscription) and keeps the plan until its end.
 */

/** Telegram's side of Stars payments (telegram/stars.ts implements it with the bot). */
export interface StarsGateway {
  createInvoiceLink(invoice: { title: string; description: string; payload: string; amount: number; subscriptionPeriod: number | null }): Promise<string>;
  refund(userId: number, chargeId: string): Promise<void>;
  /** Cancels (true) or re-enables (false) the renewal of the Stars subscription started by `chargeId`. */
  setRenewalCanceled(userId: number, chargeId: string, canceled: boolean): Promise<void>;
}

/** Telegram's only period for Stars subscriptions: 30 days, in seconds. */
export const STARS_SUBSCRIPTION_PERIOD = 2_592_000;
const CURRENCY = 'XTR';

/**
 * Choosing a plan. The free plan becomes the caller's active subscription at once; a plan with a
 * price becomes a pending subscription with a Stars invoice (earlier pending choices are cancelled),
 * and stays pending until its payment. The link is asked for after the commit: no transaction waits
 * on Telegram.
 */
export async function choosePlan(db: Database, stars: StarsGateway, userId: number, planId: number) {
  const at = now();
  const made = await db.transaction(async (tx) => {
    const plan = await q.findPlanForPurchase(tx, planId);
    if (!plan) throw notFound('Тариф не найден', 'plan_id');
    if (!plan.paid) {
      const id = await q.insertPendingSubscription(tx, userId, planId, at);
      await q.activateSubscription(tx, { userId, subscriptionId: id, durationDays: Number(plan.duration_days), at, autoRenew: false });
      return { subscriptionId: id, invoice: null };
    }
    if (!plan.price_stars) throw conflict('Этот тариф пока нельзя оплатить', 'plan_id');
    await q.cancelSubscriptions(tx, userId, ['pending'], at);
    const subscriptionId = await q.insertPendingSubscription(tx, userId, planId, at);
    const invoice = {
      // Names the pending invoice (at most 128 bytes): the subscription and a random part nobody can guess.
      payload: `sub-${subscriptionId}-${randomBytes(12).toString('hex')}`,
      title: `Тариф «${plan.name}»`,
      description: plan.description ?? `Тариф «${plan.name}» на ${plan.duration_days} дней`,
      currency: CURRENCY,
      amount: Number(plan.price_stars),
      subscriptionPeriod: Number(plan.duration_days) === 30 ? STARS_SUBSCRIPTION_PERIOD : null,
    };
    await q.insertPayment(tx, { subscriptionId, userId, payload: invoice.payload, currency: invoice.currency, amount: invoice.amount });
    return { subscriptionId, invoice };
  });
  const subscription = await q.findSubscription(db, made.subscriptionId);
  if (!made.invoice) return { ...subscription, invoice: null };
  let link: string;
  try {
    link = await stars.createInvoiceLink(made.invoice);
  } catch (error) {
    console.error('createInvoiceLink failed', error);
    throw unavailable('Не удалось создать счёт в Telegram. Попробуйте ещё раз.');
  }
  const { payload, title, description, amount } = made.invoice;
  return { ...subscription, invoice: { payload, title, description, amount, currency: 'XTR' as const, invoice_link: link } };
}

/** Why a pre-checkout is refused, in Russian (Telegram shows it to the payer); null: ok. */
export async function checkPreCheckout(db: Database, c: { userId: number; payload: string; currency: string; totalAmount: number }): Promise<string | null> {
  const invoice = await q.findInvoice(db, c.payload);
  if (!invoice || invoice.user_id !== c.userId) return 'Счёт не найден. Откройте тарифы в приложении и выберите тариф снова.';
  if (invoice.status !== 'pending' || invoice.sub_status !== 'pending') return 'Этот счёт уже оплачен или отменён. Откройте тарифы в приложении.';
  if (c.currency !== CURRENCY || c.totalAmount !== invoice.amount) return 'Сумма или валюта не совпадают со счётом.';
  return null;
}

export interface StarsPaymentReport {
  userId: number;
  payload: string;
  currency: string;
  totalAmount: number;
  chargeId: string;
  isRecurring: boolean;
  isFirstRecurring: boolean;
}

export type PaymentOutcome = 'activated' | 'extended' | 'renewed' | 'duplicate' | 'refunded';

/**
 * A successful payment Telegram reported. Once per charge id: the same payment delivered again (as
 * Telegram does until it gets a 200) changes nothing. The first payment of a pending invoice
 * activates its plan (or extends the same plan still in force); a renewal of a Stars subscription
 * extends it; a payment no pending invoice of this user explains is refunded.
 */
export async function applyStarsPayment(db: Database, stars: StarsGateway, p: StarsPaymentReport, log: Pick<Console, 'warn'> = console): Promise<PaymentOutcome> {
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome | 'refund'> => {
    const invoice = await q.findInvoice(tx, p.payload, true);
    const matches = !!invoice && invoice.user_id === p.userId && p.currency === CURRENCY && p.totalAmount === invoice.amount;
    const renewal = p.isRecurring && !p.isFirstRecurring;
    const charge = { chargeId: p.chargeId, userId: p.userId, payload: p.payload, amount: p.totalAmount, currency: p.currency, isRecurring: p.isRecurring, isFirstRecurring: p.isFirstRecurring };
    if (matches && renewal && invoice.status === 'paid') {
      if (!(await q.recordCharge(tx, { ...charge, paymentId: invoice.id, status: 'applied' })).inserted) return 'duplicate';
      await q.extendSubscription(tx, invoice.subscription_id, invoice.duration_days, at);
      return 'renewed';
    }
    if (matches && !renewal && invoice.status === 'pending' && invoice.sub_status === 'pending') {
      if (!(await q.recordCharge(tx, { ...charge, paymentId: invoice.id, status: 'applied' })).inserted) return 'duplicate';
      await q.markPaymentPaid(tx, invoice.id, p.chargeId, at);
      // The same plan still in force: the new period starts where it ends.
      const current = await q.findActiveSubscription(tx, p.userId, at);
      const sub = await q.findSubscription(tx, invoice.subscription_id);
      const extendsCurrent = current && current.plan_id === sub?.plan_id && typeof current.expires_at === 'string';
      await q.activateSubscription(tx, {
        userId: p.userId, subscriptionId: invoice.subscription_id, durationDays: invoice.duration_days, at,
        from: extendsCurrent ? new Date(current.expires_at as string) : at, autoRenew: p.isRecurring,
      });
      return extendsCurrent ? 'extended' : 'activated';
    }
    const recorded = await q.recordCharge(tx, { ...charge, paymentId: invoice?.id ?? null, status: 'refund_pending' });
    if (!recorded.inserted && recorded.status !== 'refund_pending') return 'duplicate';
    log.warn(`Stars payment ${p.chargeId} of user ${p.userId} (${p.totalAmount} ${p.currency}, payload ${p.payload}) matches no pending invoice: refunding it`);
    return 'refund';
  });
  if (outcome !== 'refund') return outcome;
  // Outside the transaction: if Telegram fails, the report fails too, Telegram delivers it again, and the refund is retried.
  await stars.refund(p.userId, p.chargeId);
  await q.setChargeStatus(db, p.chargeId, 'refunded');
  return 'refunded';
}

export const listActivePlans = (db: Database) => q.listActivePlans(db);

export async function getPlan(db: Database, id: number) {
  const plan = await q.findPlan(db, id);
  if (!plan) throw notFound('Тариф не найден');
  return plan;
}

const NO_SUBSCRIPTION = 'Нет активной подписки';

/** The caller's plan in force; 404 when they have none (the free plan then applies). */
export async function getActiveSubscription(db: Database, userId: number) {
  const sub = await q.findActiveSubscription(db, userId, now());
  if (!sub) throw notFound(NO_SUBSCRIPTION);
  return sub;
}

export const listSubscriptions = (db: Database, userId: number) => q.listSubscriptions(db, userId);

/**
 * 'Отменить подписку'. A paid plan in force stops renewing (Telegram first: editUserStarSubscription
 * with is_canceled) and stays until its end; cancelling it again changes nothing. A free plan and
 * pending choices end at once. 404 when there is nothing to cancel.
 */
export async function cancelSubscription(db: Database, stars: StarsGateway, userId: number) {
  const at = now();
  const current = await q.findActiveSubscription(db, userId, at);
  const paid = current ? (await q.findPlanForPurchase(db, Number(current.plan_id)))?.paid === true : false;
  if (current && paid && current.auto_renew === true) {
    const charge = await q.findRenewingCharge(db, Number(current.id));
    if (charge) {
      try {
        await stars.setRenewalCanceled(userId, charge.charge, true);
      } catch (error) {
        console.error('editUserStarSubscription failed', error);
        throw unavailable('Не удалось отменить подписку в Telegram. Попробуйте ещё раз.');
      }
    }
    await q.stopRenewal(db, Number(current.id), at);
  }
  const cancelled = await q.cancelSubscriptions(db, userId, current && !paid ? ['active', 'pending'] : ['pending'], at);
  if (cancelled.length === 0 && !(current && paid)) throw notFound(NO_SUBSCRIPTION);
  return { cancelled, active_until: current && paid ? (current.expires_at as string | null) : null };
}

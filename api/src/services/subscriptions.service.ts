import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import * as q from '../db/queries/subscriptions.queries';
import { now } from '../domain/clock';
import { DOCUMENT_TEXTS } from '../domain/documents';
import { conflict, notFound, unavailable } from '../domain/errors';
import { languageOf } from './language.service';
import { choosePlanInRubles, type PlanShop } from './plan-rubles.service';

/**
 * Plans and the caller's subscription, bought with Telegram Stars (currency XTR) inside Telegram, and
 * in rubles elsewhere (plan-rubles.service.ts, the same rules of one plan in force):
 * 1. choosePlan makes a pending subscription and its invoice, and asks Telegram for the invoice's
 *    link (createInvoiceLink; a 30-day plan is a Stars subscription that renews every 30 days);
 * 2. the app opens the link (openInvoice); Telegram asks the bot (pre_checkout_query) and reports
 *    the payment (successful_payment, and each renewal): star-payments.service.ts;
 * 3. cancelSubscription stops renewal (editUserStarSubscription) and keeps the plan until its end;
 *    choosing the free plan does the same, and the free plan follows.
 * One plan is in force at a time: a plan chosen or bought while a paid one is in force waits for its
 * end ('scheduled'), and the database refuses a second active row or overlapping periods (migration 25).
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
export const CURRENCY = 'XTR';

/**
 * Choosing a plan. The free plan ends the renewal of any paid plan as 'Отменить подписку' does
 * (Telegram first) and follows the paid plans in force, or is the caller's at once when none is. A
 * plan with a price becomes a pending subscription with a Stars invoice (earlier pending choices are
 * cancelled), and stays pending until its payment. The link is asked for after the commit: no
 * transaction waits on Telegram.
 */
export async function choosePlan(db: Database, stars: StarsGateway, userId: number, planId: number, rubles?: { shop: PlanShop; email?: string }) {
  const plan = await q.findPlanForPurchase(db, planId);
  if (!plan) throw notFound('not_found.plan', 'plan_id');
  if (!plan.paid) return chooseFreePlan(db, stars, userId, planId, Number(plan.duration_days));
  // Outside Telegram there are no Stars: the plan's price in rubles, through the product's ЮKassa shop.
  if (rubles) return choosePlanInRubles(db, rubles.shop, userId, { id: planId, name: plan.name, duration_days: Number(plan.duration_days), price: plan.price }, rubles.email);
  if (!plan.price_stars) throw conflict('plan.not_payable', 'plan_id');
  const at = now();
  // Telegram shows the invoice to the payer: in their language, the plan's own name and description as written.
  const words = DOCUMENT_TEXTS[await languageOf(db, userId)].invoice;
  const made = await db.transaction(async (tx) => {
    await q.lockUser(tx, userId);
    await q.cancelPending(tx, userId, at);
    const subscriptionId = await q.insertPendingSubscription(tx, userId, planId, at);
    const invoice = {
      // Names the pending invoice (at most 128 bytes): the subscription and a random part nobody can guess.
      payload: `sub-${subscriptionId}-${randomBytes(12).toString('hex')}`,
      title: words.title(plan.name),
      description: plan.description ?? words.description(plan.name, Number(plan.duration_days)),
      currency: CURRENCY,
      amount: Number(plan.price_stars),
      subscriptionPeriod: Number(plan.duration_days) === 30 ? STARS_SUBSCRIPTION_PERIOD : null,
    };
    await q.insertPayment(tx, { subscriptionId, userId, payload: invoice.payload, currency: invoice.currency, amount: invoice.amount });
    return { subscriptionId, invoice };
  });
  const subscription = await q.findSubscription(db, made.subscriptionId);
  let link: string;
  try {
    link = await stars.createInvoiceLink(made.invoice);
  } catch (error) {
    console.error('createInvoiceLink failed', error);
    throw unavailable('payment.invoice_failed');
  }
  const { payload, title, description, amount } = made.invoice;
  return { ...subscription, invoice: { payload, title, description, amount, currency: 'XTR' as const, invoice_link: link }, checkout: null };
}

async function chooseFreePlan(db: Database, stars: StarsGateway, userId: number, planId: number, durationDays: number) {
  const id = await withRenewalsStopped(db, stars, userId, async (tx, at) => {
    await q.cancelPending(tx, userId, at);
    await q.endFreePlans(tx, userId, at);
    const paidUntil = await q.paidPlansEnd(tx, userId, at);
    const subscriptionId = await q.insertPendingSubscription(tx, userId, planId, at);
    if (paidUntil) await q.scheduleSubscription(tx, { subscriptionId, from: paidUntil.exact, durationDays, autoRenew: false });
    else await q.activateSubscription(tx, { userId, subscriptionId, durationDays, at, autoRenew: false });
    return subscriptionId;
  });
  return { ...(await q.findSubscription(db, id)), invoice: null, checkout: null };
}

/**
 * Runs `change` once every subscription of the user that renews has been told to stop (a rubles one
 * needs nobody told: the product charges it itself), Telegram
 * first (editUserStarSubscription with is_canceled; when Telegram fails, 503 and nothing changes
 * here), then marked so in the same transaction as the change, with the user's row locked. A
 * subscription paid for in between (its payment's transaction started renewing it) sends the whole
 * step round again, so nothing is left renewing before a plan that follows it.
 */
async function withRenewalsStopped<T>(db: Database, stars: StarsGateway, userId: number, change: (tx: Queryable, at: Date) => Promise<T>): Promise<T> {
  for (let round = 1; ; round++) {
    const renewing = await q.findRenewing(db, userId);
    for (const r of renewing) {
      if (r.charge === null) continue;
      try {
        await stars.setRenewalCanceled(userId, r.charge, true);
      } catch (error) {
        console.error('editUserStarSubscription failed', error);
        throw unavailable('payment.cancel_failed');
      }
    }
    const done = await db.transaction(async (tx) => {
      const at = now();
      await q.lockUser(tx, userId);
      await q.settleSubscriptions(tx, userId, at);
      const stopped = new Set(renewing.map((r) => r.id));
      if ((await q.findRenewing(tx, userId)).some((r) => !stopped.has(r.id))) return null;
      await q.stopRenewals(tx, [...stopped], at);
      return { value: await change(tx, at) };
    });
    if (done) return done.value;
    if (round === 3) throw conflict('subscription.changed');
  }
}

/** A plan as the app shows it: `payable_in_rubles` when it costs something and this server takes rubles (`rubles`). */
const withRubles = (plan: Record<string, unknown>, rubles: boolean) => ({ ...plan, payable_in_rubles: rubles && Number(plan.price) > 0 });

export const listActivePlans = async (db: Database, rubles = false) => (await q.listActivePlans(db)).map((p) => withRubles(p, rubles));

export async function getPlan(db: Database, id: number, rubles = false) {
  const plan = await q.findPlan(db, id);
  if (!plan) throw notFound('not_found.plan');
  return withRubles(plan, rubles);
}


/**
 * Settles the user's subscriptions before a read, only when a scheduled plan's start has come (a
 * plain read otherwise: no transaction, so reads do not count as writes for the day cache).
 */
async function settleIfDue(db: Database, userId: number): Promise<void> {
  if (!(await q.hasDueScheduled(db, userId, now()))) return;
  await db.transaction(async (tx) => {
    await q.lockUser(tx, userId);
    await q.settleSubscriptions(tx, userId, now());
  });
}

/** The caller's plan in force; 404 when they have none (the free plan then applies). */
export async function getActiveSubscription(db: Database, userId: number) {
  await settleIfDue(db, userId);
  const sub = await q.findActiveSubscription(db, userId, now());
  if (!sub) throw notFound('not_found.subscription');
  return sub;
}

export async function listSubscriptions(db: Database, userId: number) {
  await settleIfDue(db, userId);
  return q.listSubscriptions(db, userId);
}

/**
 * 'Отменить подписку'. Paid plans in force or waiting stop renewing (Telegram first:
 * editUserStarSubscription with is_canceled) and stay until their end; cancelling again changes
 * nothing. A free plan (in force or waiting) and pending choices end at once. 404 when there is
 * nothing to cancel.
 */
export async function cancelSubscription(db: Database, stars: StarsGateway, userId: number) {
  return withRenewalsStopped(db, stars, userId, async (tx, at) => {
    const cancelled = [...(await q.cancelPending(tx, userId, at)), ...(await q.endFreePlans(tx, userId, at))];
    const paidUntil = await q.paidPlansEnd(tx, userId, at);
    if (cancelled.length === 0 && !paidUntil) throw notFound('not_found.subscription');
    return { cancelled, active_until: paidUntil?.until ?? null };
  });
}

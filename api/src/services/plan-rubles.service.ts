import { randomUUID } from 'node:crypto';
import { deepLinks, type schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { Queryable } from '../db/queryable';
import * as pc from '../db/queries/plan-charges.queries';
import * as q from '../db/queries/subscriptions.queries';
import { enqueue } from '../db/queries/outbox.queries';
import { idTokens } from '../auth/signed-link';
import { now } from '../domain/clock';
import { DOCUMENT_TEXTS } from '../domain/documents';
import { conflict, invalid, notFound, unavailable } from '../domain/errors';
import type { MessageNotice } from '../domain/notices';
import { YookassaError, yookassaClient, type Receipt, type ShopCredentials, type Yookassa, type YookassaPayment } from '../payments/yookassa';
import { languageOf } from './language.service';
import type { Notifier } from './notifications.service';
import type { StarsGateway } from './subscriptions.service';

/**
 * 'Про' paid in rubles where Telegram Stars are not (MAX, a browser), through the product's own
 * ЮKassa shop (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY). As with Stars, nothing but a payment makes a
 * paid plan the master's, and one plan is in force at a time however it was paid:
 * 1. choosing the plan makes a pending subscription and a ЮKassa payment (its charge row's id is the
 *    Idempotence-Key), with a receipt, and the app sends the master to ЮKassa's page;
 * 2. ЮKassa's notification (or the return page, or the job runner) is only a hint: the payment is
 *    read back, and applied once, when its amount, currency and charge match; the plan is then in
 *    force, or waits for the end of the one in force;
 * 3. where ЮKassa lets the shop save cards (YOOKASSA_AUTOPAYMENTS), the first payment saves it and
 *    the job runner charges it a day before each period ends (one charge per period: the period's
 *    end is in the charge's key); a refused charge ends the plan at its end and the master is told.
 *    Otherwise the master is reminded three days before the end to pay the next period by hand;
 * 4. 'Отменить подписку' stops the renewals (a flag: there is nobody else to tell) and the plan
 *    holds until its end, as with Stars (subscriptions.service.ts).
 * Money that came for nothing (a plan cancelled while its payment was on its way) is refunded.
 */

export interface PlanShop {
  yookassa: Yookassa;
  /** The product's shop; undefined: plans cannot be paid in rubles here. */
  shop: ShopCredentials | undefined;
  autopayments: boolean;
  publicOrigin: string | null;
  /** What return tokens are signed with (the bot token, as the other signed links). */
  linkSecret: string;
  botUsername: string;
}

export function planShopOf(config: {
  yookassaApiRoot: string; productShop: ShopCredentials | undefined; yookassaAutopayments: boolean; publicOrigin: string | null; botToken: string; botUsername: string;
}): PlanShop {
  return {
    yookassa: yookassaClient(config.yookassaApiRoot),
    shop: config.productShop,
    autopayments: config.yookassaAutopayments,
    publicOrigin: config.publicOrigin,
    linkSecret: config.botToken,
    botUsername: config.botUsername,
  };
}

/** A day before a period ends its card is charged: a refusal is known while the plan still holds. */
const RENEW_AHEAD_MS = 86_400_000;
/** Three days before a period paid by hand ends, its master is reminded. */
const REMIND_AHEAD_MS = 3 * 86_400_000;
/** A charge ЮKassa never answered (no payment page was shown) is given up after this. */
const CREATING_GIVE_UP_MS = 10 * 60_000;
const REFUND_TRIES = 10;

/** The return page's token: the subscription, for 7 days. */
const returnTokens = idTokens('plan-return', 7 * 86_400);

export const planReturnToken = (ps: PlanShop, subscriptionId: number, at: Date): string => returnTokens.make(subscriptionId, at, ps.linkSecret);

function subscriptionOfToken(ps: PlanShop, token: string, at: Date): number {
  const subscriptionId = returnTokens.read(token, at, ps.linkSecret);
  if (subscriptionId === null) throw invalid('payment.return_invalid', 'token');
  return subscriptionId;
}

/** The plan's one receipt item (54-ФЗ): the plan for its period, paid in full. */
function receiptOf(contact: { phone?: string; email?: string }, description: string, amount: string): Receipt {
  return {
    customer: contact,
    items: [{ description: description.slice(0, 128), quantity: 1, amount: { value: amount, currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }],
  };
}

const planWords = async (db: Database, userId: number, plan: { name: string; duration_days: number }) =>
  DOCUMENT_TEXTS[await languageOf(db, userId)].invoice.description(plan.name, plan.duration_days);

/**
 * Choosing a paid plan outside Telegram. The receipt goes to the master's phone on record, else to
 * the email they give on the payment step, or gave last time (without either: 409, the page asks for an email). The
 * payment is asked for after the commit: no transaction waits on ЮKassa; if ЮKassa refuses or does
 * not answer, the pending choice ends and the master is told to try again.
 */
export async function choosePlanInRubles(
  db: Database, ps: PlanShop, userId: number, plan: { id: number; name: string; duration_days: number; price: string }, email: string | undefined,
): Promise<schemas.SubscriptionCreated> {
  const shop = ps.shop;
  const origin = ps.publicOrigin;
  if (!shop || !origin) throw conflict('plan.rubles_off', 'plan_id');
  const amount = Number(plan.price).toFixed(2);
  const at = now();
  const made = await db.transaction(async (tx) => {
    await q.lockUser(tx, userId);
    await q.cancelPending(tx, userId, at);
    const subscriptionId = await q.insertPendingSubscription(tx, userId, plan.id, at, 'rubles');
    await pc.setReceiptEmail(tx, subscriptionId, email ?? (await pc.lastReceiptEmail(tx, userId)) ?? null);
    const contact = await pc.receiptContact(tx, subscriptionId);
    // Nothing is kept without a receipt's address: the whole choice is undone.
    if (!contact.phone && !contact.email) throw conflict('plan.receipt_contact', 'email');
    const chargeId = randomUUID();
    await pc.insertCharge(tx, { id: chargeId, subscriptionId, userId, kind: 'first', periodEnd: null, amount }, at);
    return { subscriptionId, chargeId, contact };
  });
  const description = await planWords(db, userId, plan);
  let url: string;
  try {
    const payment = await ps.yookassa.createPayment(shop, made.chargeId, {
      amount: { value: amount, currency: 'RUB' },
      capture: true,
      ...(ps.autopayments ? { save_payment_method: true } : {}),
      confirmation: { type: 'redirect', return_url: `${origin}/subscription/paid/${planReturnToken(ps, made.subscriptionId, at)}` },
      description: description.slice(0, 128),
      metadata: { subscription_id: String(made.subscriptionId), plan_charge_id: made.chargeId },
      receipt: receiptOf(made.contact, description, amount),
    });
    const confirmation = payment.confirmation?.confirmation_url;
    if (!confirmation) throw new YookassaError(502, 'no_confirmation', 'YooKassa answered without a confirmation page');
    url = confirmation;
    await pc.markChargePending(db, made.chargeId, payment.id, url);
  } catch (error) {
    console.warn(`Plan charge ${made.chargeId}: YooKassa refused or did not answer the payment: ${(error as Error).message}`);
    await db.transaction(async (tx) => {
      await pc.setChargeState(tx, made.chargeId, 'canceled', now());
      await pc.cancelPendingSubscription(tx, made.subscriptionId, now());
    });
    throw unavailable('payment.unavailable');
  }
  const subscription = (await q.findSubscription(db, made.subscriptionId)) as schemas.Subscription;
  return { ...subscription, invoice: null, checkout: { amount: Number(amount), currency: 'RUB', confirmation_url: url } };
}

/** Whether ЮKassa's payment is the charge's: its id, amount, currency, charge and the product's shop. */
function matches(ps: PlanShop, c: pc.PlanChargeRow, payment: YookassaPayment): boolean {
  return payment.id === c.yookassa_id
    && payment.amount?.value === c.amount && payment.amount?.currency === 'RUB'
    && payment.metadata?.plan_charge_id === c.id
    && (payment.recipient?.account_id === undefined || String(payment.recipient.account_id) === ps.shop?.shopId);
}

const plansUrl = (ps: PlanShop) => deepLinks.startAppUrl(ps.botUsername, { kind: 'plans' });
const dayOf = (iso: string) => iso.slice(0, 10);

function planNotice(ps: PlanShop, key: 'plan_pay_reminder' | 'plan_renewal_failed', userId: number, subscriptionId: number, plan: string, until: string, at: Date): MessageNotice {
  return {
    chatId: userId,
    message: { key, params: { plan, until: dayOf(until), plansUrl: plansUrl(ps) } },
    dedupeKey: `${key}:${subscriptionId}:${until}`,
    sendAfter: at,
    bookingId: null,
  };
}

/**
 * Reads the charge's payment from ЮKassa and applies what it says, once. Succeeded: the first
 * payment puts the plan in force (or after the one in force; the other plans' renewals end, Telegram
 * told after the commit), a renewal adds a period; money for a plan no longer wanted is owed back.
 * Canceled: a first payment's pending choice ends; a renewal's card was refused, so the plan renews
 * no more and its master is told. Pending: nothing yet.
 */
export async function settleCharge(db: Database, ps: PlanShop, stars: StarsGateway, notifier: Notifier, chargeId: string): Promise<void> {
  const c = await pc.readCharge(db, { id: chargeId });
  if (!c?.yookassa_id) return;
  if (!ps.shop) throw unavailable('payment.unavailable');
  let payment: YookassaPayment;
  try {
    payment = await ps.yookassa.getPayment(ps.shop, c.yookassa_id);
  } catch (error) {
    if (error instanceof YookassaError && error.status === 404) throw conflict('payment.contradicted');
    throw unavailable('payment.unavailable');
  }
  if (!matches(ps, c, payment)) throw conflict('payment.contradicted');
  if (payment.status !== 'succeeded' && payment.status !== 'canceled') return;
  const stop = await db.transaction(async (tx): Promise<string[]> => {
    const at = now();
    await q.lockUser(tx, c.user_id);
    const locked = await pc.readCharge(tx, { id: c.id }, true);
    if (!locked || locked.state === 'succeeded') return [];
    if (locked.state === 'canceled') {
      // Given up here, yet paid after all: nothing waits for it any more, so the money goes back.
      if (payment.status === 'succeeded') {
        await pc.setChargeState(tx, locked.id, 'succeeded', at);
        await pc.owePlanRefund(tx, locked.id);
      }
      return [];
    }
    await pc.setChargeState(tx, locked.id, payment.status === 'succeeded' ? 'succeeded' : 'canceled', at);
    if (payment.status === 'canceled') {
      if (locked.kind === 'first') await pc.cancelPendingSubscription(tx, locked.subscription_id, at);
      else await renewalRefused(tx, ps, locked, at);
      return [];
    }
    if (locked.kind === 'renewal') {
      if (locked.auto_renew && ['active', 'scheduled'].includes(locked.sub_status)) await q.extendSubscription(tx, locked.subscription_id, locked.duration_days, at);
      else await pc.owePlanRefund(tx, locked.id);
      return [];
    }
    if (locked.sub_status !== 'pending') {
      // Chosen otherwise, or cancelled, while the payment was on its way: the money goes back.
      await pc.owePlanRefund(tx, locked.id);
      return [];
    }
    await q.settleSubscriptions(tx, locked.user_id, at);
    const others = await q.findRenewing(tx, locked.user_id);
    await q.stopRenewals(tx, others.map((r) => r.id), at);
    await q.endFreePlans(tx, locked.user_id, at);
    const method = payment.payment_method?.saved && payment.payment_method.id ? payment.payment_method.id : null;
    await pc.setRublesMethod(tx, locked.subscription_id, method);
    const paidUntil = await q.paidPlansEnd(tx, locked.user_id, at);
    const s = { subscriptionId: locked.subscription_id, durationDays: locked.duration_days, autoRenew: method !== null };
    if (paidUntil) await q.scheduleSubscription(tx, { ...s, from: paidUntil.exact });
    else await q.activateSubscription(tx, { ...s, userId: locked.user_id, at });
    return others.flatMap((r) => (r.charge === null ? [] : [r.charge]));
  });
  // After the commit: no transaction waits on Telegram.
  for (const charge of stop) {
    await stars.setRenewalCanceled(c.user_id, charge, true).catch((error: unknown) => console.warn(`editUserStarSubscription ${charge} failed: ${String(error)}`));
  }
  notifier.wake();
}

/** The bank refused the saved card: no more renewals, the plan ends at its end, and its master hears so once. */
async function renewalRefused(tx: Queryable, ps: PlanShop, c: pc.PlanChargeRow, at: Date): Promise<void> {
  await pc.stopRenewing(tx, c.subscription_id, at);
  if (c.expires_at && (await pc.markTold(tx, c.subscription_id))) {
    await enqueue(tx, [planNotice(ps, 'plan_renewal_failed', c.user_id, c.subscription_id, c.plan_name, c.expires_at, at)]);
  }
}

/** ЮKassa's notification of a plan's payment (the charge it names, in the product's shop), settled from ЮKassa's own reading. */
export async function applyPlanNotification(db: Database, ps: PlanShop, stars: StarsGateway, notifier: Notifier, c: pc.PlanChargeRow, body: schemas.YookassaNotification): Promise<{ ok: true }> {
  const account = body.object.recipient?.account_id;
  if (account !== undefined && account !== ps.shop?.shopId) throw notFound('payment.unknown');
  // A refund's notice changes nothing here: the job runner records the refund from ЮKassa's answer.
  if (body.event !== 'refund.succeeded') await settleCharge(db, ps, stars, notifier, c.id);
  return { ok: true };
}

/** The charge a notification names, if it is a plan's (else it may be a deposit's). */
export const chargeOfPayment = (db: Database, yookassaId: string) => pc.readCharge(db, { yookassaId });

/** The return page: where the plan's first payment stands, read from ЮKassa while it is awaited. */
export async function planPaymentReturn(db: Database, ps: PlanShop, stars: StarsGateway, notifier: Notifier, token: string): Promise<schemas.PlanPaymentReturn> {
  const subscriptionId = subscriptionOfToken(ps, token, now());
  let c = await pc.readCharge(db, { subscriptionId, kind: 'first' });
  if (!c) throw invalid('payment.return_invalid', 'token');
  if (c.state === 'pending') {
    try {
      await settleCharge(db, ps, stars, notifier, c.id);
    } catch {
      // ЮKassa unreachable or contradicting: the page shows what is known and asks again.
    }
    c = (await pc.readCharge(db, { id: c.id }))!;
  }
  const paid = c.state === 'succeeded' && c.refund_state === null && ['active', 'scheduled', 'expired'].includes(c.sub_status);
  const state = paid ? 'paid' : c.state === 'pending' || c.state === 'creating' ? 'awaiting' : 'failed';
  return { subscription_id: subscriptionId, state, plan_id: c.plan_id, scheduled: c.sub_status === 'scheduled', expires_at: paid ? c.expires_at : null };
}

/**
 * One round of the job runner: charges still undecided are read from ЮKassa, refunds owed are paid,
 * cards are charged for the periods ending within a day, and masters paying by hand are reminded.
 */
export async function runPlanJobs(db: Database, ps: PlanShop, stars: StarsGateway, notifier: Notifier, log: Pick<Console, 'warn'> = console): Promise<{ renewed: number; reminded: number; refunded: number }> {
  const shop = ps.shop;
  if (!shop) return { renewed: 0, reminded: 0, refunded: 0 };
  let renewed = 0;
  let reminded = 0;
  let refunded = 0;
  const at = now();
  // Undecided charges are read a minute on (the notification usually comes first), then further apart,
  // for two days at most (then the notification alone).
  for (const id of await pc.openCharges(db, at, new Date(at.getTime() - 2 * 86_400_000), 50)) {
    const c = await pc.readCharge(db, { id });
    if (!c) continue;
    await pc.checkLater(db, id, at);
    if (c.state === 'creating' && c.kind === 'renewal' && c.payment_method_id) {
      // Its create call never came back: asked again with the same key, ЮKassa answers with the same payment.
      await chargeCard(db, ps, shop, stars, notifier, c, c.payment_method_id, log);
    } else if (c.state === 'pending') {
      await settleCharge(db, ps, stars, notifier, c.id).catch((error: unknown) => log.warn(`Plan charge ${c.id}: ${(error as Error).message}`));
    }
    const after = await pc.readCharge(db, { id });
    if (after?.refund_state === 'pending' && after.yookassa_id) {
      try {
        await ps.yookassa.createRefund(shop, `refund-${after.id}`, { payment_id: after.yookassa_id, amount: { value: after.amount, currency: 'RUB' } });
        await pc.planRefundDone(db, after.id, true, false);
        refunded += 1;
      } catch (error) {
        const retry = error instanceof YookassaError && error.retryable && after.refund_attempts + 1 < REFUND_TRIES;
        log.warn(`Refund of plan charge ${after.id} failed: ${(error as Error).message}`);
        await pc.planRefundDone(db, after.id, false, !retry);
      }
    }
  }
  await giveUpUnanswered(db, at);
  for (const due of await pc.dueRenewals(db, new Date(at.getTime() + RENEW_AHEAD_MS), 20)) {
    if (await renew(db, ps, shop, stars, notifier, due, at, log)) renewed += 1;
  }
  for (const due of await pc.dueReminders(db, at, new Date(at.getTime() + REMIND_AHEAD_MS), 50)) {
    const told = await db.transaction(async (tx) => {
      if (!(await pc.markTold(tx, due.id))) return false;
      await enqueue(tx, [planNotice(ps, 'plan_pay_reminder', due.user_id, due.id, due.plan_name, due.expires_at, at)]);
      return true;
    });
    if (told) reminded += 1;
  }
  if (reminded > 0) notifier.wake();
  return { renewed, reminded, refunded };
}

/** First payments whose create call never came back: no page was shown, so the choice ends. */
async function giveUpUnanswered(db: Database, at: Date): Promise<void> {
  await db.query(
    `WITH gone AS (UPDATE plan_charges SET state = 'canceled' WHERE state = 'creating' AND kind = 'first' AND created_at <= $1 RETURNING subscription_id)
     UPDATE subscriptions SET status = 'cancelled', canceled_at = $2 WHERE status = 'pending' AND id IN (SELECT subscription_id FROM gone)`,
    [new Date(at.getTime() - CREATING_GIVE_UP_MS).toISOString(), at.toISOString()],
  );
}

/**
 * Charges the saved card for the period after `expires_at`: the charge row is made first (one per
 * period, by its key), then ЮKassa is asked with that row's id as the Idempotence-Key, so a retry
 * after a crash asks for the same payment and never a second one.
 */
async function renew(
  db: Database, ps: PlanShop, shop: ShopCredentials, stars: StarsGateway, notifier: Notifier,
  due: { id: number; user_id: number; expires_at: string; price: string; payment_method_id: string }, at: Date, log: Pick<Console, 'warn'>,
): Promise<boolean> {
  const chargeId = randomUUID();
  const amount = Number(due.price).toFixed(2);
  if (!(await pc.insertCharge(db, { id: chargeId, subscriptionId: due.id, userId: due.user_id, kind: 'renewal', periodEnd: due.expires_at, amount }, at))) return false;
  const c = await pc.readCharge(db, { id: chargeId });
  return c ? chargeCard(db, ps, shop, stars, notifier, c, due.payment_method_id, log) : false;
}

async function chargeCard(db: Database, ps: PlanShop, shop: ShopCredentials, stars: StarsGateway, notifier: Notifier, c: pc.PlanChargeRow, methodId: string, log: Pick<Console, 'warn'>): Promise<boolean> {
  const description = await planWords(db, c.user_id, { name: c.plan_name, duration_days: c.duration_days });
  try {
    const payment = await ps.yookassa.createPayment(shop, c.id, {
      amount: { value: c.amount, currency: 'RUB' },
      capture: true,
      payment_method_id: methodId,
      description: description.slice(0, 128),
      metadata: { subscription_id: String(c.subscription_id), plan_charge_id: c.id },
      receipt: receiptOf(await pc.receiptContact(db, c.subscription_id), description, c.amount),
    });
    await pc.markChargePending(db, c.id, payment.id, null);
    await settleCharge(db, ps, stars, notifier, c.id);
    return true;
  } catch (error) {
    // ЮKassa refused the charge itself (not only the bank): a refused renewal. No answer at all: the row waits for the next round.
    log.warn(`Renewal of subscription ${c.subscription_id} failed: ${(error as Error).message}`);
    if (error instanceof YookassaError && !error.retryable) {
      await db.transaction(async (tx) => {
        const locked = await pc.readCharge(tx, { id: c.id }, true);
        if (locked?.state !== 'creating') return;
        await pc.setChargeState(tx, c.id, 'canceled', now());
        await renewalRefused(tx, ps, locked, now());
      });
      notifier.wake();
    }
    return false;
  }
}

/** Runs the plan jobs every `pollMs` in this process (several processes are safe: each charge is applied under its lock). */
export function startPlanRunner(db: Database, ps: PlanShop, stars: StarsGateway, notifier: Notifier, pollMs = 5_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runPlanJobs(db, ps, stars, notifier)).catch((error: unknown) => console.warn(`Plan jobs: ${(error as Error).message}`));
  }, pollMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

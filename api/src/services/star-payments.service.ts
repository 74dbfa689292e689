import type { Database } from '../db/database';
import * as q from '../db/queries/subscriptions.queries';
import { effectiveLanguage } from '@booking/contracts/schemas';
import { findLanguage } from '../db/queries/users.queries';
import { now } from '../domain/clock';
import { DOCUMENT_TEXTS, type DocumentTexts } from '../domain/documents';
import { CURRENCY, type StarsGateway } from './subscriptions.service';

/**
 * What Telegram reports about Stars payments to the bot's webhook (telegram/bot-handlers.ts): the
 * pre-checkout question, and each successful payment (the first one of an invoice, and every renewal
 * of a Stars subscription). Each charge is handled once by its telegram_payment_charge_id
 * (`star_charges`); a payment that nothing here explains is refunded.
 */

/** Why a pre-checkout is refused (the key of its words); null: ok. */
export type PreCheckoutRefusal = keyof DocumentTexts['preCheckout'];

/**
 * Why a pre-checkout is refused, in the payer's language (Telegram shows it to them): their own
 * choice, else their messenger's (`languageCode`, the query's); null: ok.
 */
export async function checkPreCheckout(
  db: Database,
  c: { userId: number; payload: string; currency: string; totalAmount: number; languageCode?: string | null },
): Promise<string | null> {
  const refusal = await preCheckoutRefusal(db, c);
  if (refusal === null) return null;
  const stored = await findLanguage(db, c.userId);
  return DOCUMENT_TEXTS[effectiveLanguage(stored?.chosen ?? null, stored?.messenger ?? c.languageCode)].preCheckout[refusal];
}

async function preCheckoutRefusal(db: Database, c: { userId: number; payload: string; currency: string; totalAmount: number }): Promise<PreCheckoutRefusal | null> {
  const invoice = await q.findInvoice(db, c.payload);
  if (!invoice || invoice.user_id !== c.userId) return 'noInvoice';
  if (invoice.status !== 'pending' || invoice.sub_status !== 'pending') return 'notPending';
  if (c.currency !== CURRENCY || c.totalAmount !== invoice.amount) return 'mismatch';
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

export type PaymentOutcome = 'activated' | 'scheduled' | 'renewed' | 'duplicate' | 'refunded';

/** What the transaction decided, and what Telegram is told after it: renewals to stop, a charge to refund. */
type Decision = { outcome: PaymentOutcome | 'refund'; stopRenewals: string[] };

/**
 * A successful payment Telegram reported. Once per charge id: the same payment delivered again (as
 * Telegram does until it gets a 200) changes nothing.
 * - The first payment of a pending invoice: its plan is in force at once, or, while a paid plan is
 *   in force, begins at that plan's end; the free plan and the other plans' renewals end (Telegram
 *   is told after the commit; if that fails, a renewal it still charges is refunded, below).
 * - A renewal of a Stars subscription still renewing adds a period.
 * - Anything else is refunded and applies nothing: a renewal of a subscription that was cancelled or
 *   replaced (and Telegram is told again to stop it), a payment no pending invoice of the user
 *   explains. A refund that fails is tried again when Telegram delivers the update again.
 */
export async function applyStarsPayment(db: Database, stars: StarsGateway, p: StarsPaymentReport, log: Pick<Console, 'warn'> = console): Promise<PaymentOutcome> {
  const at = now();
  const decision = await db.transaction(async (tx): Promise<Decision> => {
    await q.lockUser(tx, p.userId);
    const invoice = await q.findInvoice(tx, p.payload, true);
    const matches = !!invoice && invoice.user_id === p.userId && p.currency === CURRENCY && p.totalAmount === invoice.amount;
    const renewal = p.isRecurring && !p.isFirstRecurring;
    const charge = { chargeId: p.chargeId, userId: p.userId, payload: p.payload, amount: p.totalAmount, currency: p.currency, isRecurring: p.isRecurring, isFirstRecurring: p.isFirstRecurring };
    const renewing = matches && renewal && invoice.status === 'paid' && invoice.auto_renew && ['active', 'scheduled'].includes(invoice.sub_status);
    if (renewing) {
      if (!(await q.recordCharge(tx, { ...charge, paymentId: invoice.id, status: 'applied' })).inserted) return { outcome: 'duplicate', stopRenewals: [] };
      await q.extendSubscription(tx, invoice.subscription_id, invoice.duration_days, at);
      return { outcome: 'renewed', stopRenewals: [] };
    }
    if (matches && !renewal && invoice.status === 'pending' && invoice.sub_status === 'pending') {
      if (!(await q.recordCharge(tx, { ...charge, paymentId: invoice.id, status: 'applied' })).inserted) return { outcome: 'duplicate', stopRenewals: [] };
      await q.markPaymentPaid(tx, invoice.id, p.chargeId, at);
      await q.settleSubscriptions(tx, p.userId, at);
      const others = await q.findRenewing(tx, p.userId);
      await q.stopRenewals(tx, others.map((r) => r.id), at);
      await q.endFreePlans(tx, p.userId, at);
      const paidUntil = await q.paidPlansEnd(tx, p.userId, at);
      const s = { subscriptionId: invoice.subscription_id, durationDays: invoice.duration_days, autoRenew: p.isRecurring };
      if (paidUntil) await q.scheduleSubscription(tx, { ...s, from: paidUntil.exact });
      else await q.activateSubscription(tx, { ...s, userId: p.userId, at });
      return { outcome: paidUntil ? 'scheduled' : 'activated', stopRenewals: others.flatMap((r) => (r.charge === null ? [] : [r.charge])) };
    }
    const recorded = await q.recordCharge(tx, { ...charge, paymentId: invoice?.id ?? null, status: 'refund_pending' });
    if (!recorded.inserted && recorded.status !== 'refund_pending') return { outcome: 'duplicate', stopRenewals: [] };
    const stale = matches && renewal && invoice.status === 'paid';
    const why = stale ? 'renews a subscription that was cancelled or replaced' : 'matches no pending invoice';
    log.warn(`Stars payment ${p.chargeId} of user ${p.userId} (${p.totalAmount} ${p.currency}, payload ${p.payload}) ${why}: refunding it`);
    return { outcome: 'refund', stopRenewals: stale && invoice.charge ? [invoice.charge] : [] };
  });
  // After the commit: no transaction waits on Telegram.
  for (const charge of decision.stopRenewals) {
    await stars.setRenewalCanceled(p.userId, charge, true).catch((error: unknown) => log.warn(`editUserStarSubscription ${charge} failed: ${String(error)}`));
  }
  if (decision.outcome !== 'refund') return decision.outcome;
  // If Telegram fails, the report fails too, Telegram delivers it again, and the refund is retried.
  await stars.refund(p.userId, p.chargeId);
  await q.setChargeStatus(db, p.chargeId, 'refunded');
  return 'refunded';
}

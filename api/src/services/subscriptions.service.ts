import { randomBytes } from 'node:crypto';
import type { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import * as q from '../db/queries/subscriptions.queries';
import type { StarsGateway } from '../payments/stars-seam';

/**
 * Choosing a plan. The free plan becomes the caller's active subscription at once; a plan with a
 * price becomes a pending subscription with a Telegram Stars invoice, and stays pending until
 * confirmPayment (earlier pending choices of the caller are cancelled).
 */
export async function choosePlan(db: Database, stars: StarsGateway, userId: number, planId: number) {
  return db.transaction(async (tx) => {
    const plan = await q.findPlanForPurchase(tx, planId);
    if (!plan) throw notFound('Тариф не найден', 'plan_id');
    if (!plan.paid) {
      const id = await q.insertPendingSubscription(tx, userId, planId);
      await q.activateSubscription(tx, userId, id, Number(plan.duration_days));
      return { ...(await q.findSubscription(tx, id)), invoice: null };
    }
    if (!plan.price_stars) throw conflict('Этот тариф пока нельзя оплатить', 'plan_id');
    await q.cancelSubscriptions(tx, userId, ['pending']);
    const subscriptionId = await q.insertPendingSubscription(tx, userId, planId);
    const invoice = {
      payload: `sub-${subscriptionId}-${randomBytes(12).toString('hex')}`,
      title: `Тариф «${plan.name}»`,
      description: plan.description ?? `Тариф «${plan.name}» на ${plan.duration_days} дней`,
      currency: 'XTR' as const,
      amount: Number(plan.price_stars),
    };
    await q.insertPayment(tx, { subscriptionId, userId, payload: invoice.payload, currency: invoice.currency, amount: invoice.amount });
    return { ...(await q.findSubscription(tx, subscriptionId)), invoice: { ...invoice, invoice_link: await stars.createInvoiceLink(invoice) } };
  });
}

/**
 * The bot's report of a successful Stars payment: activates the invoice's subscription when the
 * payload is a pending invoice and amount and currency match. The same charge twice is answered
 * again without change; another charge for a paid invoice is 409.
 */
export async function confirmPayment(db: Database, payment: schemas.StarsPayment) {
  return db.transaction(async (tx) => {
    const row = await q.lockPaymentByPayload(tx, payment.invoice_payload);
    if (!row) throw notFound('Счёт не найден', 'invoice_payload');
    if (row.status === 'paid') {
      if (row.charge !== payment.telegram_payment_charge_id) throw conflict('Счёт уже оплачен другим платежом');
      return { subscription_id: Number(row.subscription_id), status: 'active', duplicate: true };
    }
    if (Number(row.amount) !== payment.total_amount || row.currency !== payment.currency) throw invalid('Сумма или валюта не совпадают со счётом', 'total_amount');
    if (row.sub_status !== 'pending') throw conflict('Подписка этого счёта уже не ожидает оплаты');
    await q.markPaymentPaid(tx, Number(row.id), payment.telegram_payment_charge_id);
    await q.activateSubscription(tx, Number(row.user_id), Number(row.subscription_id), Number(row.duration_days));
    return { subscription_id: Number(row.subscription_id), status: 'active', duplicate: false };
  });
}

export const listActivePlans = (db: Database) => q.listActivePlans(db);

export async function getPlan(db: Database, id: number) {
  const plan = await q.findPlan(db, id);
  if (!plan) throw notFound('Тариф не найден');
  return plan;
}

const NO_SUBSCRIPTION = 'Нет активной подписки';

/** The caller's active subscription; 404 when they have none. */
export async function getActiveSubscription(db: Database, userId: number) {
  const sub = await q.findActiveSubscription(db, userId);
  if (!sub) throw notFound(NO_SUBSCRIPTION);
  return sub;
}

export const listSubscriptions = (db: Database, userId: number) => q.listSubscriptions(db, userId);

/** Cancels the caller's active and pending subscriptions; 404 when there is none. */
export async function cancelSubscriptions(db: Database, userId: number) {
  const cancelled = await q.cancelSubscriptions(db, userId, ['active', 'pending']);
  if (cancelled.length === 0) throw notFound(NO_SUBSCRIPTION);
  return { cancelled };
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { noStarsGateway, type StarsGateway } from '../payments/stars-seam';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const IdParams = v.object({ id: schemas.IdSchema });
const PLAN_SELECT = `SELECT id, name, description, price::text AS price, duration_days, plan_type, is_active, features FROM plans`;
const SUB_SELECT = `SELECT id, plan_id, status, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at FROM subscriptions`;
const NO_SUBSCRIPTION = 'Нет активной подписки';

/** Makes the subscription the caller's only active one, running for the plan's days from now. */
async function activate(tx: Queryable, userId: number, subscriptionId: number, durationDays: number): Promise<void> {
  await tx.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status = 'active' AND id <> $2`, [userId, subscriptionId]);
  await tx.query(`UPDATE subscriptions SET status = 'active', started_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1`, [subscriptionId, durationDays]);
}

/** Constant-time comparison of the bot's secret header with PAYMENT_WEBHOOK_SECRET. */
function secretMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Plans and the caller's subscription (spec section 7). The free plan is chosen directly; a plan
 * with a price is bought through Telegram Stars (payments/stars-seam.ts): it stays 'pending' until
 * the bot reports the confirmed payment, so nothing but a payment activates a paid plan.
 */
export async function planRoutes(app: FastifyInstance, { db, config, stars = noStarsGateway }: { db: Database; config: Config; stars?: StarsGateway }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/payments/plans', { schema: { summary: 'Active plans', tags: ['payments'], response: { 200: schemas.PlanListSchema } } }, async () => (await db.query(`${PLAN_SELECT} WHERE is_active ORDER BY price::numeric, id`)).rows);

  api.get('/payments/plans/:id', { schema: { summary: "One plan", tags: ['payments'], params: IdParams, response: { 200: schemas.PlanSchema } } }, async (req) => {
    const { id } = req.params;
    const plan = (await db.query(`${PLAN_SELECT} WHERE id = $1`, [id])).rows[0];
    if (!plan) throw new HttpError(404, 'Тариф не найден');
    return plan;
  });

  api.get('/payments/subscriptions/me', { schema: { summary: "The caller’s active subscription (404: none)", tags: ['payments'], response: { 200: schemas.SubscriptionSchema } } }, async (req) => {
    const sub = (
      await db.query(`${SUB_SELECT} WHERE user_id = $1 AND status = 'active' AND (expires_at IS NULL OR expires_at > now()) ORDER BY started_at DESC LIMIT 1`, [req.caller.id])
    ).rows[0];
    if (!sub) throw new HttpError(404, NO_SUBSCRIPTION);
    return sub;
  });

  api.get('/payments/subscriptions', { schema: { summary: 'The caller’s subscriptions', tags: ['payments'], response: { 200: v.array(schemas.SubscriptionSchema) } } }, async (req) => (await db.query(`${SUB_SELECT} WHERE user_id = $1 ORDER BY started_at DESC, id DESC`, [req.caller.id])).rows);

  api.post('/payments/subscriptions', { schema: { summary: "Choose a plan: the free plan is active at once; a paid plan is pending with a Telegram Stars invoice", tags: ['payments'], body: schemas.SubscriptionCreateSchema, response: { 201: schemas.SubscriptionCreatedSchema } } }, async (req, reply) => {
    const body = req.body;
    const created = await db.transaction(async (tx) => {
      const plan = (
        await tx.query<{ name: string; description: string | null; duration_days: number; paid: boolean; price_stars: number | null }>(
          'SELECT name, description, duration_days, price > 0 AS paid, price_stars FROM plans WHERE id = $1 AND is_active',
          [body.plan_id],
        )
      ).rows[0];
      if (!plan) throw new HttpError(404, 'Тариф не найден', 'plan_id');
      if (!plan.paid) {
        const { rows } = await tx.query<{ id: number }>(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, $2, 'pending') RETURNING id`, [req.caller.id, body.plan_id]);
        await activate(tx, req.caller.id, Number(rows[0]!.id), Number(plan.duration_days));
        return { ...(await tx.query(`${SUB_SELECT} WHERE id = $1`, [rows[0]!.id])).rows[0], invoice: null };
      }
      if (!plan.price_stars) throw new HttpError(409, 'Этот тариф пока нельзя оплатить', 'plan_id');
      // A new choice replaces the caller's earlier unpaid ones; their invoices can no longer be paid.
      await tx.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status = 'pending'`, [req.caller.id]);
      const { rows } = await tx.query<{ id: number }>(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, $2, 'pending') RETURNING id`, [req.caller.id, body.plan_id]);
      const subscriptionId = Number(rows[0]!.id);
      const invoice = {
        payload: `sub-${subscriptionId}-${randomBytes(12).toString('hex')}`,
        title: `Тариф «${plan.name}»`,
        description: plan.description ?? `Тариф «${plan.name}» на ${plan.duration_days} дней`,
        currency: 'XTR' as const,
        amount: Number(plan.price_stars),
      };
      await tx.query('INSERT INTO payments (subscription_id, user_id, invoice_payload, currency, amount) VALUES ($1, $2, $3, $4, $5)', [subscriptionId, req.caller.id, invoice.payload, invoice.currency, invoice.amount]);
      const sub = (await tx.query(`${SUB_SELECT} WHERE id = $1`, [subscriptionId])).rows[0];
      return { ...sub, invoice: { ...invoice, invoice_link: await stars.createInvoiceLink(invoice) } };
    });
    return reply.status(201).send(created);
  });

  api.post('/payments/subscriptions/cancel', { schema: { summary: "Cancel the caller’s subscription", tags: ['payments'] } }, async (req) => {
    const { rows } = await db.query<{ id: number }>(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status IN ('active', 'pending') RETURNING id`, [req.caller.id]);
    if (rows.length === 0) throw new HttpError(404, NO_SUBSCRIPTION);
    return { cancelled: rows.map((r) => Number(r.id)) };
  });

  // Called by the bot, not the Mini App: no init data, the shared secret instead. Off (404) while
  // PAYMENT_WEBHOOK_SECRET is unset. Idempotent: the same charge reported twice activates once.
  api.post('/payments/telegram/successful-payment', { schema: { summary: "The payment bot reports a Stars payment (header x-payment-webhook-secret): activates the paid plan", tags: ['payments'], body: schemas.StarsPaymentSchema } }, async (req) => {
    if (!config.paymentWebhookSecret) throw new HttpError(404, 'Приём платежей не настроен');
    if (!secretMatches(config.paymentWebhookSecret, req.headers['x-payment-webhook-secret'])) throw new HttpError(401, 'Неверный секрет платёжного бота');
    const body = req.body;
    return db.transaction(async (tx) => {
      const payment = (
        await tx.query<{ id: number; subscription_id: number; user_id: number; amount: number; currency: string; status: string; charge: string | null; sub_status: string; duration_days: number }>(
          `SELECT p.id, p.subscription_id, p.user_id, p.amount, p.currency, p.status, p.telegram_payment_charge_id AS charge, s.status AS sub_status, pl.duration_days
             FROM payments p JOIN subscriptions s ON s.id = p.subscription_id JOIN plans pl ON pl.id = s.plan_id
            WHERE p.invoice_payload = $1 FOR UPDATE OF p, s`,
          [body.invoice_payload],
        )
      ).rows[0];
      if (!payment) throw new HttpError(404, 'Счёт не найден', 'invoice_payload');
      if (payment.status === 'paid') {
        if (payment.charge !== body.telegram_payment_charge_id) throw new HttpError(409, 'Счёт уже оплачен другим платежом');
        return { subscription_id: Number(payment.subscription_id), status: 'active', duplicate: true };
      }
      if (Number(payment.amount) !== body.total_amount || payment.currency !== body.currency) throw new HttpError(400, 'Сумма или валюта не совпадают со счётом', 'total_amount');
      if (payment.sub_status !== 'pending') throw new HttpError(409, 'Подписка этого счёта уже не ожидает оплаты');
      await tx.query(`UPDATE payments SET status = 'paid', telegram_payment_charge_id = $2, paid_at = now() WHERE id = $1`, [payment.id, body.telegram_payment_charge_id]);
      await activate(tx, Number(payment.user_id), Number(payment.subscription_id), Number(payment.duration_days));
      return { subscription_id: Number(payment.subscription_id), status: 'active', duplicate: false };
    });
  });
}

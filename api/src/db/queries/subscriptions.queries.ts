import type { Queryable } from '../database';

/** Plans, subscriptions and Stars payments: the SQL of the payments area. */
const PLAN_SELECT = `SELECT id, name, description, price::text AS price, duration_days, plan_type, is_active, features FROM plans`;
const SUB_SELECT = `SELECT id, plan_id, status, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at FROM subscriptions`;

type Row = Record<string, unknown>;

export const listActivePlans = async (db: Queryable) => (await db.query<Row>(`${PLAN_SELECT} WHERE is_active ORDER BY price::numeric, id`)).rows;
export const findPlan = async (db: Queryable, id: number) => (await db.query<Row>(`${PLAN_SELECT} WHERE id = $1`, [id])).rows[0];

/** What choosing a plan needs: its name, length, whether it costs anything, and its price in Stars. */
export async function findPlanForPurchase(db: Queryable, id: number) {
  const { rows } = await db.query<{ name: string; description: string | null; duration_days: number; paid: boolean; price_stars: number | null }>(
    'SELECT name, description, duration_days, price > 0 AS paid, price_stars FROM plans WHERE id = $1 AND is_active',
    [id],
  );
  return rows[0];
}

export const findSubscription = async (db: Queryable, id: number) => (await db.query<Row>(`${SUB_SELECT} WHERE id = $1`, [id])).rows[0];
export const listSubscriptions = async (db: Queryable, userId: number) => (await db.query<Row>(`${SUB_SELECT} WHERE user_id = $1 ORDER BY started_at DESC, id DESC`, [userId])).rows;
export const findActiveSubscription = async (db: Queryable, userId: number) =>
  (await db.query<Row>(`${SUB_SELECT} WHERE user_id = $1 AND status = 'active' AND (expires_at IS NULL OR expires_at > now()) ORDER BY started_at DESC LIMIT 1`, [userId])).rows[0];

export async function insertPendingSubscription(db: Queryable, userId: number, planId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, $2, 'pending') RETURNING id`, [userId, planId]);
  return Number(rows[0]!.id);
}

export async function cancelSubscriptions(db: Queryable, userId: number, statuses: ('active' | 'pending')[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status = ANY($2::text[]) RETURNING id`, [userId, statuses]);
  return rows.map((r) => Number(r.id));
}

/** Makes the subscription the user's only active one, running for `durationDays` from now. */
export async function activateSubscription(db: Queryable, userId: number, subscriptionId: number, durationDays: number): Promise<void> {
  await db.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status = 'active' AND id <> $2`, [userId, subscriptionId]);
  await db.query(`UPDATE subscriptions SET status = 'active', started_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1`, [subscriptionId, durationDays]);
}

export async function insertPayment(db: Queryable, p: { subscriptionId: number; userId: number; payload: string; currency: string; amount: number }): Promise<void> {
  await db.query('INSERT INTO payments (subscription_id, user_id, invoice_payload, currency, amount) VALUES ($1, $2, $3, $4, $5)', [p.subscriptionId, p.userId, p.payload, p.currency, p.amount]);
}

/** The payment of an invoice with its subscription and plan, both rows locked. */
export async function lockPaymentByPayload(db: Queryable, payload: string) {
  const { rows } = await db.query<{ id: number; subscription_id: number; user_id: number; amount: number; currency: string; status: string; charge: string | null; sub_status: string; duration_days: number }>(
    `SELECT p.id, p.subscription_id, p.user_id, p.amount, p.currency, p.status, p.telegram_payment_charge_id AS charge, s.status AS sub_status, pl.duration_days
       FROM payments p JOIN subscriptions s ON s.id = p.subscription_id JOIN plans pl ON pl.id = s.plan_id
      WHERE p.invoice_payload = $1 FOR UPDATE OF p, s`,
    [payload],
  );
  return rows[0];
}

export async function markPaymentPaid(db: Queryable, paymentId: number, chargeId: string): Promise<void> {
  await db.query(`UPDATE payments SET status = 'paid', telegram_payment_charge_id = $2, paid_at = now() WHERE id = $1`, [paymentId, chargeId]);
}

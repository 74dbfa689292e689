import type { Queryable } from '../database';

/** Plans, subscriptions, Stars invoices (`payments`) and charges: the SQL of the payments area. */
const PLAN_SELECT = `SELECT id, name, description, price::text AS price, price_stars, duration_days, plan_type, is_active, features FROM plans`;
const SUB_SELECT = `SELECT id, plan_id, status, auto_renew, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at FROM subscriptions`;

type Row = Record<string, unknown>;
const iso = (d: Date) => d.toISOString();

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

/** The plan in force: active and not past its end (`at` is the server's clock). */
export const findActiveSubscription = async (db: Queryable, userId: number, at: Date) =>
  (await db.query<Row>(`${SUB_SELECT} WHERE user_id = $1 AND status = 'active' AND (expires_at IS NULL OR expires_at > $2) ORDER BY started_at DESC LIMIT 1`, [userId, iso(at)])).rows[0];

export async function insertPendingSubscription(db: Queryable, userId: number, planId: number, at: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO subscriptions (user_id, plan_id, status, started_at) VALUES ($1, $2, 'pending', $3) RETURNING id`, [userId, planId, iso(at)]);
  return Number(rows[0]!.id);
}

/** Ends the user's subscriptions of these statuses at once (a new choice replaces pending ones). */
export async function cancelSubscriptions(db: Queryable, userId: number, statuses: ('active' | 'pending')[], at: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE subscriptions SET status = 'cancelled', auto_renew = false, canceled_at = $3 WHERE user_id = $1 AND status = ANY($2::text[]) RETURNING id`,
    [userId, statuses, iso(at)],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Makes the subscription the user's only active one, started at `at` and running `durationDays`
 * from `from` (later than `at` when it extends a plan still in force).
 */
export async function activateSubscription(
  db: Queryable,
  s: { userId: number; subscriptionId: number; durationDays: number; at: Date; from?: Date; autoRenew: boolean },
): Promise<void> {
  await db.query(`UPDATE subscriptions SET status = 'cancelled', auto_renew = false, canceled_at = $3 WHERE user_id = $1 AND status = 'active' AND id <> $2`, [s.userId, s.subscriptionId, iso(s.at)]);
  await db.query(
    `UPDATE subscriptions SET status = 'active', started_at = $3, expires_at = $5::timestamptz + make_interval(days => $2), auto_renew = $4, canceled_at = NULL WHERE id = $1`,
    [s.subscriptionId, s.durationDays, iso(s.at), s.autoRenew, iso(s.from ?? s.at)],
  );
}

/** Another period on an active subscription: from its end, or from `at` when it has already ended. */
export async function extendSubscription(db: Queryable, subscriptionId: number, durationDays: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = 'active', expires_at = GREATEST(COALESCE(expires_at, $3), $3::timestamptz) + make_interval(days => $2) WHERE id = $1`,
    [subscriptionId, durationDays, iso(at)],
  );
}

/** The user cancelled renewal: the plan stays until its end. */
export async function stopRenewal(db: Queryable, subscriptionId: number, at: Date): Promise<void> {
  await db.query('UPDATE subscriptions SET auto_renew = false, canceled_at = $2 WHERE id = $1', [subscriptionId, iso(at)]);
}

export async function insertPayment(db: Queryable, p: { subscriptionId: number; userId: number; payload: string; currency: string; amount: number }): Promise<void> {
  await db.query('INSERT INTO payments (subscription_id, user_id, invoice_payload, currency, amount) VALUES ($1, $2, $3, $4, $5)', [p.subscriptionId, p.userId, p.payload, p.currency, p.amount]);
}

export type InvoiceRow = {
  id: number; subscription_id: number; user_id: number; amount: number; currency: string; status: string; charge: string | null;
  sub_status: string; duration_days: number; auto_renew: boolean;
};

/** The invoice of a payload, with its subscription and plan (rows locked when `lock`). */
export async function findInvoice(db: Queryable, payload: string, lock = false): Promise<InvoiceRow | undefined> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT p.id, p.subscription_id, p.user_id, p.amount, p.currency, p.status, p.telegram_payment_charge_id AS charge,
            s.status AS sub_status, s.auto_renew, pl.duration_days
       FROM payments p JOIN subscriptions s ON s.id = p.subscription_id JOIN plans pl ON pl.id = s.plan_id
      WHERE p.invoice_payload = $1 ${lock ? 'FOR UPDATE OF p, s' : ''}`,
    [payload],
  );
  const r = rows[0];
  return r && { ...r, id: Number(r.id), subscription_id: Number(r.subscription_id), user_id: Number(r.user_id), amount: Number(r.amount), duration_days: Number(r.duration_days) };
}

export async function markPaymentPaid(db: Queryable, paymentId: number, chargeId: string, at: Date): Promise<void> {
  await db.query(`UPDATE payments SET status = 'paid', telegram_payment_charge_id = $2, paid_at = $3 WHERE id = $1`, [paymentId, chargeId, iso(at)]);
}

export type ChargeStatus = 'applied' | 'refund_pending' | 'refunded';

/**
 * Records a charge Telegram reported, once by its id. Null when it was already recorded (Telegram
 * delivered the same payment again): then its status says what became of it.
 */
export async function recordCharge(
  db: Queryable,
  c: { chargeId: string; paymentId: number | null; userId: number; payload: string; amount: number; currency: string; isRecurring: boolean; isFirstRecurring: boolean; status: ChargeStatus },
): Promise<{ inserted: boolean; status: ChargeStatus }> {
  const { rows } = await db.query<{ status: ChargeStatus }>(
    `INSERT INTO star_charges (telegram_payment_charge_id, payment_id, user_id, invoice_payload, amount, currency, is_recurring, is_first_recurring, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (telegram_payment_charge_id) DO NOTHING RETURNING status`,
    [c.chargeId, c.paymentId, c.userId, c.payload, c.amount, c.currency, c.isRecurring, c.isFirstRecurring, c.status],
  );
  if (rows[0]) return { inserted: true, status: rows[0].status };
  const existing = await db.query<{ status: ChargeStatus }>('SELECT status FROM star_charges WHERE telegram_payment_charge_id = $1', [c.chargeId]);
  return { inserted: false, status: existing.rows[0]!.status };
}

export async function setChargeStatus(db: Queryable, chargeId: string, status: ChargeStatus): Promise<void> {
  await db.query('UPDATE star_charges SET status = $2 WHERE telegram_payment_charge_id = $1', [chargeId, status]);
}

/** The charge that started the user's active renewing subscription (what editUserStarSubscription names). */
export async function findRenewingCharge(db: Queryable, subscriptionId: number): Promise<{ charge: string; user_id: number } | undefined> {
  const { rows } = await db.query<{ charge: string; user_id: string }>(
    `SELECT p.telegram_payment_charge_id AS charge, p.user_id FROM payments p WHERE p.subscription_id = $1 AND p.status = 'paid' ORDER BY p.paid_at LIMIT 1`,
    [subscriptionId],
  );
  return rows[0] && { charge: rows[0].charge, user_id: Number(rows[0].user_id) };
}

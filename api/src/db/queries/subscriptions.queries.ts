import type { Queryable } from '../database';

/** Plans, subscriptions, Stars invoices (`payments`) and charges: the SQL of the payments area. */
const PLAN_SELECT = `SELECT id, name, description, price::text AS price, price_stars, duration_days, plan_type, is_active, features FROM plans`;
const SUB_SELECT = `SELECT id, plan_id, status, auto_renew, paid_with, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at FROM subscriptions`;

type Row = Record<string, unknown>;
const iso = (d: Date) => d.toISOString();

export const listActivePlans = async (db: Queryable) => (await db.query<Row>(`${PLAN_SELECT} WHERE is_active ORDER BY price::numeric, id`)).rows;
export const findPlan = async (db: Queryable, id: number) => (await db.query<Row>(`${PLAN_SELECT} WHERE id = $1`, [id])).rows[0];

/** What choosing a plan needs: its name, length, whether it costs anything, and its price in Stars and in rubles. */
export async function findPlanForPurchase(db: Queryable, id: number) {
  const { rows } = await db.query<{ name: string; description: string | null; duration_days: number; paid: boolean; price_stars: number | null; price: string }>(
    'SELECT name, description, duration_days, price > 0 AS paid, price_stars, price::text AS price FROM plans WHERE id = $1 AND is_active',
    [id],
  );
  return rows[0];
}

export const findSubscription = async (db: Queryable, id: number) => (await db.query<Row>(`${SUB_SELECT} WHERE id = $1`, [id])).rows[0];
export const listSubscriptions = async (db: Queryable, userId: number) => (await db.query<Row>(`${SUB_SELECT} WHERE user_id = $1 ORDER BY started_at DESC, id DESC`, [userId])).rows;

/**
 * A subscription's status: 'pending' (a paid plan waiting for its payment), 'scheduled' (bought or
 * chosen, begins at started_at, when the plan before it ends), 'active' (the plan in force, or the
 * last one when its period is over and nothing followed: at most one per user, migration 25),
 * 'expired' (its period ended and a later plan took over), 'cancelled' (ended early, replaced, or
 * never paid). "In force at `at`": active (begun when it was made so), or scheduled and begun; not ended.
 */
const IN_FORCE = `(status = 'active' OR (status = 'scheduled' AND started_at <= $2)) AND (expires_at IS NULL OR expires_at > $2)`;

/** The plan in force at `at` (the server's clock). */
export const findActiveSubscription = async (db: Queryable, userId: number, at: Date) =>
  (await db.query<Row>(`${SUB_SELECT} WHERE user_id = $1 AND ${IN_FORCE} ORDER BY started_at DESC LIMIT 1`, [userId, iso(at)])).rows[0];

/** Serializes the changes of one user's subscriptions (choices, cancels, payments, settling): their user row, locked. */
export async function lockUser(db: Queryable, userId: number): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/**
 * A scheduled plan whose start has come becomes the active one, and the plans before it expire (two
 * statements, in this order: one active row per user at every moment).
 */
export async function settleSubscriptions(db: Queryable, userId: number, at: Date): Promise<void> {
  const due = `SELECT id, started_at FROM subscriptions WHERE user_id = $1 AND status = 'scheduled' AND started_at <= $2 ORDER BY started_at DESC, id DESC LIMIT 1`;
  await db.query(
    `UPDATE subscriptions s SET status = 'expired' FROM (${due}) d WHERE s.user_id = $1 AND s.status IN ('active', 'scheduled') AND s.id <> d.id AND s.started_at <= d.started_at`,
    [userId, iso(at)],
  );
  await db.query(`UPDATE subscriptions SET status = 'active' WHERE id = (SELECT id FROM (${due}) d)`, [userId, iso(at)]);
}

/** Whether a scheduled plan of the user has begun (settleSubscriptions has something to do). */
export async function hasDueScheduled(db: Queryable, userId: number, at: Date): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND status = 'scheduled' AND started_at <= $2 LIMIT 1`, [userId, iso(at)]);
  return rows.length > 0;
}

export async function insertPendingSubscription(db: Queryable, userId: number, planId: number, at: Date, paidWith: 'stars' | 'rubles' = 'stars'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO subscriptions (user_id, plan_id, status, started_at, paid_with) VALUES ($1, $2, 'pending', $3, $4) RETURNING id`, [userId, planId, iso(at), paidWith],
  );
  return Number(rows[0]!.id);
}

/** Ends the user's pending choices at once (a new choice or a cancel replaces them). */
export async function cancelPending(db: Queryable, userId: number, at: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE subscriptions SET status = 'cancelled', auto_renew = false, canceled_at = $2 WHERE user_id = $1 AND status = 'pending' RETURNING id`,
    [userId, iso(at)],
  );
  return rows.map((r) => Number(r.id));
}

/** Ends the user's free plan in force and any free plan waiting: a cancel, a new choice or a paid plan replaces them. */
export async function endFreePlans(db: Queryable, userId: number, at: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE subscriptions SET status = 'cancelled', auto_renew = false, canceled_at = $2
      WHERE user_id = $1 AND status IN ('active', 'scheduled') AND plan_id IN (SELECT id FROM plans WHERE price <= 0) RETURNING id`,
    [userId, iso(at)],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * The end of the user's paid plans in force or waiting, null when none is: `until` as the API shows
 * it (ISO 8601, whole seconds), `exact` for SQL (to the microsecond: a plan that follows begins there).
 */
export async function paidPlansEnd(db: Queryable, userId: number, at: Date): Promise<{ until: string; exact: string } | null> {
  const { rows } = await db.query<{ until: string | null; exact: string | null }>(
    `SELECT to_char(max(s.expires_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS until, max(s.expires_at)::text AS exact
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.user_id = $1 AND s.status IN ('active', 'scheduled') AND p.price > 0 AND s.expires_at > $2`,
    [userId, iso(at)],
  );
  const r = rows[0];
  return r?.until && r.exact ? { until: r.until, exact: r.exact } : null;
}

/**
 * Makes the subscription the user's plan in force from `at` for `durationDays`; the plans in force or
 * waiting before it end ('expired' when their period is over, else 'cancelled').
 */
export async function activateSubscription(db: Queryable, s: { userId: number; subscriptionId: number; durationDays: number; at: Date; autoRenew: boolean }): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = CASE WHEN expires_at <= $3 THEN 'expired' ELSE 'cancelled' END, auto_renew = false,
            canceled_at = CASE WHEN expires_at <= $3 THEN canceled_at ELSE $3 END
      WHERE user_id = $1 AND status IN ('active', 'scheduled') AND id <> $2`,
    [s.userId, s.subscriptionId, iso(s.at)],
  );
  await db.query(
    `UPDATE subscriptions SET status = 'active', started_at = $3, expires_at = $3::timestamptz + make_interval(days => $2), auto_renew = $4, canceled_at = NULL WHERE id = $1`,
    [s.subscriptionId, s.durationDays, iso(s.at), s.autoRenew],
  );
}

/** Makes the subscription wait for the plan in force: it begins at `from` (that plan's end) and runs `durationDays`. */
export async function scheduleSubscription(db: Queryable, s: { subscriptionId: number; from: string; durationDays: number; autoRenew: boolean }): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET status = 'scheduled', started_at = $3, expires_at = $3::timestamptz + make_interval(days => $2), auto_renew = $4, canceled_at = NULL WHERE id = $1`,
    [s.subscriptionId, s.durationDays, s.from, s.autoRenew],
  );
}

/** Another period on a renewing subscription: from its end, or from `at` when it has already ended. */
export async function extendSubscription(db: Queryable, subscriptionId: number, durationDays: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET expires_at = GREATEST(COALESCE(expires_at, $3), $3::timestamptz) + make_interval(days => $2) WHERE id = $1`,
    [subscriptionId, durationDays, iso(at)],
  );
}

/**
 * The user's subscriptions that still renew (in force or waiting, not cancelled), each with the
 * Stars charge that started it, what editUserStarSubscription names (null for one paid in rubles:
 * the product itself charges its card, so stopping it is only the flag here).
 */
export async function findRenewing(db: Queryable, userId: number): Promise<{ id: number; charge: string | null }[]> {
  const { rows } = await db.query<{ id: number; charge: string | null }>(
    `SELECT s.id, (SELECT p.telegram_payment_charge_id FROM payments p WHERE p.subscription_id = s.id AND p.status = 'paid' ORDER BY p.paid_at LIMIT 1) AS charge
       FROM subscriptions s WHERE s.user_id = $1 AND s.status IN ('active', 'scheduled') AND s.auto_renew
        AND (s.paid_with = 'rubles' OR EXISTS (SELECT 1 FROM payments p WHERE p.subscription_id = s.id AND p.status = 'paid')) ORDER BY s.id`,
    [userId],
  );
  return rows.map((r) => ({ id: Number(r.id), charge: r.charge }));
}

/** These subscriptions no longer renew: each stays until its end. */
export async function stopRenewals(db: Queryable, ids: number[], at: Date): Promise<void> {
  if (ids.length > 0) await db.query('UPDATE subscriptions SET auto_renew = false, canceled_at = $2 WHERE id = ANY($1::int[]) AND auto_renew', [ids, iso(at)]);
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

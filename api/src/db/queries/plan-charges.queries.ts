import type { Queryable } from '../database';

/** 'Про' paid in rubles (services/plan-rubles.service.ts): each ЮKassa payment of a plan, and the subscriptions it renews. */

const iso = (d: Date) => d.toISOString();

export interface PlanChargeRow {
  id: string;
  subscription_id: number;
  user_id: number;
  kind: 'first' | 'renewal';
  /** ЮKassa's writing of the amount: '990.00'. */
  amount: string;
  state: 'creating' | 'pending' | 'succeeded' | 'canceled';
  yookassa_id: string | null;
  refund_state: 'pending' | 'succeeded' | 'failed' | null;
  refund_attempts: number;
  /** The subscription as it is now. */
  sub_status: string;
  auto_renew: boolean;
  duration_days: number;
  plan_id: number;
  plan_name: string;
  expires_at: string | null;
  payment_method_id: string | null;
}

const CHARGE_SELECT = `SELECT c.id, c.subscription_id, c.user_id, c.kind, c.amount::text AS amount, c.state, c.yookassa_id, c.refund_state, c.refund_attempts,
       s.status AS sub_status, s.auto_renew, pl.duration_days, pl.id AS plan_id, pl.name AS plan_name,
       to_char(s.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, s.payment_method_id
  FROM plan_charges c JOIN subscriptions s ON s.id = c.subscription_id JOIN plans pl ON pl.id = s.plan_id`;

const chargeOf = (r: PlanChargeRow): PlanChargeRow => ({
  ...r, subscription_id: Number(r.subscription_id), user_id: Number(r.user_id), duration_days: Number(r.duration_days), plan_id: Number(r.plan_id), refund_attempts: Number(r.refund_attempts),
});

/** One charge by its id or by ЮKassa's payment id (the charge and its subscription locked when `lock`). */
export async function readCharge(db: Queryable, by: { id: string } | { yookassaId: string } | { subscriptionId: number; kind: 'first' }, lock = false): Promise<PlanChargeRow | undefined> {
  const [where, value] = 'id' in by ? ['c.id = $1', by.id] : 'yookassaId' in by ? ['c.yookassa_id = $1', by.yookassaId] : [`c.subscription_id = $1 AND c.kind = 'first'`, by.subscriptionId];
  const { rows } = await db.query<PlanChargeRow>(`${CHARGE_SELECT} WHERE ${where} ${lock ? 'FOR UPDATE OF c, s' : ''}`, [value]);
  return rows[0] && chargeOf(rows[0]);
}

export async function insertCharge(db: Queryable, c: { id: string; subscriptionId: number; userId: number; kind: 'first' | 'renewal'; periodEnd: string | null; amount: string }, at: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO plan_charges (id, subscription_id, user_id, kind, period_end, amount, created_at, next_check_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7::timestamptz + interval '1 minute')
     ON CONFLICT (subscription_id, period_end) DO NOTHING RETURNING id`,
    [c.id, c.subscriptionId, c.userId, c.kind, c.periodEnd, c.amount, iso(at)],
  );
  return rows.length > 0;
}

export async function markChargePending(db: Queryable, id: string, yookassaId: string, url: string | null): Promise<void> {
  await db.query(`UPDATE plan_charges SET state = 'pending', yookassa_id = $2, confirmation_url = $3 WHERE id = $1 AND state = 'creating'`, [id, yookassaId, url]);
}

export async function setChargeState(db: Queryable, id: string, state: 'succeeded' | 'canceled', at: Date): Promise<void> {
  await db.query(`UPDATE plan_charges SET state = $2, paid_at = CASE WHEN $2 = 'succeeded' THEN $3::timestamptz ELSE paid_at END WHERE id = $1`, [id, state, iso(at)]);
}

export async function owePlanRefund(db: Queryable, id: string): Promise<void> {
  // Due at once: the job runner's next round makes it.
  await db.query(`UPDATE plan_charges SET refund_state = 'pending', next_check_at = created_at WHERE id = $1 AND refund_state IS NULL`, [id]);
}

export async function planRefundDone(db: Queryable, id: string, ok: boolean, giveUp: boolean): Promise<void> {
  await db.query(
    `UPDATE plan_charges SET refund_attempts = refund_attempts + 1, refund_state = CASE WHEN $2 THEN 'succeeded' WHEN $3 THEN 'failed' ELSE refund_state END WHERE id = $1`,
    [id, ok, giveUp],
  );
}

/**
 * Charges due to be read again (not answered, or awaiting the payer or the bank; made after `since`)
 * and refunds owed, the longest waiting first.
 */
export async function openCharges(db: Queryable, at: Date, since: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM plan_charges WHERE ((state IN ('creating', 'pending') AND created_at > $2) OR refund_state = 'pending') AND next_check_at <= $1
      ORDER BY next_check_at LIMIT $3`,
    [iso(at), iso(since), limit],
  );
  return rows.map((r) => r.id);
}

/** Read again later, further apart as the charge ages: half its age, between a minute and six hours. */
export async function checkLater(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE plan_charges SET next_check_at = $2::timestamptz + LEAST(GREATEST(($2::timestamptz - created_at) / 2, interval '1 minute'), interval '6 hours') WHERE id = $1`,
    [id, iso(at)],
  );
}

/** Rubles subscriptions that renew by their saved card and whose period ends by `until`, with no charge for that period yet. */
export async function dueRenewals(db: Queryable, until: Date, limit: number): Promise<{ id: number; user_id: number; expires_at: string; price: string; payment_method_id: string }[]> {
  const { rows } = await db.query<{ id: number; user_id: number; expires_at: string; price: string; payment_method_id: string }>(
    `SELECT s.id, s.user_id, s.expires_at::text AS expires_at, pl.price::text AS price, s.payment_method_id
       FROM subscriptions s JOIN plans pl ON pl.id = s.plan_id
      WHERE s.paid_with = 'rubles' AND s.status IN ('active', 'scheduled') AND s.auto_renew AND s.payment_method_id IS NOT NULL
        AND s.expires_at <= $1 AND NOT EXISTS (SELECT 1 FROM plan_charges c WHERE c.subscription_id = s.id AND c.period_end = s.expires_at)
      ORDER BY s.expires_at LIMIT $2`,
    [iso(until), limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id) }));
}

/**
 * Rubles subscriptions paid by hand (no saved card, never cancelled) whose period ends by `until`,
 * with nothing waiting after them and their master not yet told of this period's end.
 */
export async function dueReminders(db: Queryable, at: Date, until: Date, limit: number): Promise<{ id: number; user_id: number; expires_at: string; plan_name: string }[]> {
  const { rows } = await db.query<{ id: number; user_id: number; expires_at: string; plan_name: string }>(
    `SELECT s.id, s.user_id, to_char(s.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, pl.name AS plan_name
       FROM subscriptions s JOIN plans pl ON pl.id = s.plan_id
      WHERE s.paid_with = 'rubles' AND s.status IN ('active', 'scheduled') AND NOT s.auto_renew AND s.canceled_at IS NULL
        AND s.expires_at > $1 AND s.expires_at <= $2 AND s.told_for IS DISTINCT FROM s.expires_at
        AND NOT EXISTS (SELECT 1 FROM subscriptions n WHERE n.user_id = s.user_id AND n.status = 'scheduled' AND n.started_at >= s.expires_at)
      ORDER BY s.expires_at LIMIT $3`,
    [iso(at), iso(until), limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), user_id: Number(r.user_id) }));
}

/** Records that the master was told of this period's end (true the first time only). */
export async function markTold(db: Queryable, subscriptionId: number): Promise<boolean> {
  const { rows } = await db.query(`UPDATE subscriptions SET told_for = expires_at WHERE id = $1 AND told_for IS DISTINCT FROM expires_at RETURNING id`, [subscriptionId]);
  return rows.length > 0;
}

/** The receipt's address of a rubles subscription: the master's phone on record, else the email they gave. */
export async function receiptContact(db: Queryable, subscriptionId: number): Promise<{ phone?: string; email?: string }> {
  const { rows } = await db.query<{ phone: string | null; email: string | null }>(
    `SELECT (SELECT external_id FROM identities i WHERE i.user_id = s.user_id AND i.kind = 'phone' ORDER BY created_at LIMIT 1) AS phone, s.receipt_email AS email
       FROM subscriptions s WHERE s.id = $1`,
    [subscriptionId],
  );
  const r = rows[0];
  return r?.phone ? { phone: r.phone } : r?.email ? { email: r.email } : {};
}

/** The email the user last gave for a plan's receipt (a later payment needs not ask again). */
export async function lastReceiptEmail(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    'SELECT receipt_email AS email FROM subscriptions WHERE user_id = $1 AND receipt_email IS NOT NULL ORDER BY id DESC LIMIT 1', [userId],
  );
  return rows[0]?.email;
}

export async function setReceiptEmail(db: Queryable, subscriptionId: number, email: string | null): Promise<void> {
  await db.query('UPDATE subscriptions SET receipt_email = $2 WHERE id = $1', [subscriptionId, email]);
}

/** A pending choice whose payment was never made (ЮKassa refused or did not answer, or the payer cancelled) ends. */
export async function cancelPendingSubscription(db: Queryable, subscriptionId: number, at: Date): Promise<void> {
  await db.query(`UPDATE subscriptions SET status = 'cancelled', canceled_at = $2 WHERE id = $1 AND status = 'pending'`, [subscriptionId, at.toISOString()]);
}

/** A paid first payment makes the subscription a rubles one, with the card ЮKassa saved (null: paid by hand). */
export async function setRublesMethod(db: Queryable, subscriptionId: number, methodId: string | null): Promise<void> {
  await db.query(`UPDATE subscriptions SET paid_with = 'rubles', payment_method_id = $2 WHERE id = $1`, [subscriptionId, methodId]);
}

/** A renewal the bank refused: the subscription renews no more and ends at its end. */
export async function stopRenewing(db: Queryable, subscriptionId: number, at: Date): Promise<void> {
  await db.query(`UPDATE subscriptions SET auto_renew = false, canceled_at = COALESCE(canceled_at, $2) WHERE id = $1`, [subscriptionId, iso(at)]);
}

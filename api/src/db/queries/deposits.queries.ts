import type { Queryable } from '../queryable';
import type { DepositState } from '@booking/contracts/schemas';

/**
 * The SQL of deposits (migration 37): the master's ЮKassa shop (its key sealed), and each booking's
 * deposit with its refund. A deposit's `state` is its payment's as ЮKassa last told it (creating:
 * not yet asked; expired: its hold ended unpaid); its `refund_state` is the refund the job runner
 * owes (services/deposits.service.ts).
 */

export interface ShopRow {
  worker_id: number;
  shop_id: string;
  account_id: string;
  secret_sealed: string;
  receipts: boolean;
}

export async function readShop(db: Queryable, workerId: number): Promise<ShopRow | undefined> {
  return (await db.query<ShopRow>('SELECT worker_id, shop_id, account_id, secret_sealed, receipts FROM worker_payment_settings WHERE worker_id = $1', [workerId])).rows[0];
}

export async function saveShop(db: Queryable, s: Omit<ShopRow, 'worker_id'> & { workerId: number }, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO worker_payment_settings (worker_id, shop_id, account_id, secret_sealed, receipts, connected_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (worker_id) DO UPDATE SET shop_id = $2, account_id = $3, secret_sealed = $4, receipts = $5, connected_at = $6`,
    [s.workerId, s.shop_id, s.account_id, s.secret_sealed, s.receipts, at.toISOString()],
  );
}

export async function deleteShop(db: Queryable, workerId: number): Promise<void> {
  await db.query('DELETE FROM worker_payment_settings WHERE worker_id = $1', [workerId]);
}

export interface DepositRow {
  id: string;
  booking_id: number;
  worker_id: number;
  account_id: string;
  amount: number;
  state: 'creating' | 'pending' | 'succeeded' | 'canceled' | 'expired';
  yookassa_id: string | null;
  confirmation_url: string | null;
  expires_at: string;
  refund_state: 'pending' | 'succeeded' | 'failed' | null;
  refund_attempts: number;
  booking_status: string;
  client_id: number;
  /** Where the receipt goes when the client has no phone on record (asked on the payment step). */
  receipt_email: string | null;
  /** The shop it was taken through and that shop's key as sealed then: the deposit is finished with them even after the master disconnects (null: taken before they were kept). */
  shop_id: string | null;
  secret_sealed: string | null;
}

const DEPOSIT_COLUMNS = `d.id, d.booking_id, d.worker_id, d.account_id, d.amount, d.state, d.yookassa_id, d.confirmation_url,
  to_char(d.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at, d.refund_state, d.refund_attempts,
  b.status AS booking_status, b.client_id, d.receipt_email, d.shop_id, d.secret_sealed`;

const numeric = (r: DepositRow | undefined): DepositRow | undefined =>
  r && { ...r, booking_id: Number(r.booking_id), worker_id: Number(r.worker_id), amount: Number(r.amount), client_id: Number(r.client_id), refund_attempts: Number(r.refund_attempts) };

export async function insertDeposit(
  tx: Queryable,
  d: { id: string; bookingId: number; workerId: number; accountId: string; amount: number; expiresAt: Date; receiptEmail: string | null; shopId: string; secretSealed: string },
  at: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO deposits (id, booking_id, worker_id, account_id, amount, expires_at, created_at, receipt_email, shop_id, secret_sealed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [d.id, d.bookingId, d.workerId, d.accountId, d.amount, d.expiresAt.toISOString(), at.toISOString(), d.receiptEmail, d.shopId, d.secretSealed],
  );
}

/** The email the client last gave for a deposit's receipt (the next deposit needs not ask again). */
export async function lastDepositEmail(db: Queryable, clientId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT d.receipt_email AS email FROM deposits d JOIN bookings b ON b.id = d.booking_id
      WHERE b.client_id = $1 AND d.receipt_email IS NOT NULL ORDER BY d.created_at DESC LIMIT 1`,
    [clientId],
  );
  return rows[0]?.email;
}

/** ЮKassa made the payment: its id and page (only while the deposit was still being created). */
export async function markDepositPending(db: Queryable, id: string, yookassaId: string, confirmationUrl: string): Promise<void> {
  await db.query(`UPDATE deposits SET state = 'pending', yookassa_id = $2, confirmation_url = $3 WHERE id = $1 AND state = 'creating'`, [id, yookassaId, confirmationUrl]);
}

/** A deposit with its booking, by its own id, ЮKassa's payment id or the booking (`lock`: FOR UPDATE of both). */
export async function readDeposit(db: Queryable, by: { id?: string; yookassaId?: string; bookingId?: number }, lock = false): Promise<DepositRow | undefined> {
  const [where, value] = by.id !== undefined ? ['d.id = $1::uuid', by.id] : by.yookassaId !== undefined ? ['d.yookassa_id = $1', by.yookassaId] : ['d.booking_id = $1', by.bookingId];
  const sql = `SELECT ${DEPOSIT_COLUMNS} FROM deposits d JOIN bookings b ON b.id = d.booking_id WHERE ${where}${lock ? ' FOR UPDATE OF d, b' : ''}`;
  return numeric((await db.query<DepositRow>(sql, [value])).rows[0]);
}

export async function setDepositState(tx: Queryable, id: string, state: DepositRow['state'], at: Date): Promise<void> {
  await tx.query(`UPDATE deposits SET state = $2, paid_at = CASE WHEN $2 = 'succeeded' THEN $3::timestamptz ELSE paid_at END WHERE id = $1`, [id, state, at.toISOString()]);
}

/** Owes the deposit back (once: a deposit already refunded or owed is left as it is); whether this asked it. */
export async function askRefund(tx: Queryable, id: string, reason: string, at: Date): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE deposits SET refund_state = 'pending', refund_reason = $2, refund_after = $3 WHERE id = $1 AND state = 'succeeded' AND refund_state IS NULL RETURNING id`,
    [id, reason, at.toISOString()],
  );
  return rows.length > 0;
}

/** Holds whose time is up, oldest first. */
export async function dueHolds(db: Queryable, at: Date, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM deposits WHERE state IN ('creating', 'pending') AND expires_at <= $1 ORDER BY expires_at LIMIT $2`, [at.toISOString(), limit],
  );
  return rows.map((r) => r.id);
}

/** Refunds due now, taken so no other process takes them until `lockedUntil` (at least once: a process that dies leaves them to the next). */
export async function takeDueRefunds(db: Queryable, at: Date, lockedUntil: Date, limit: number): Promise<{ id: string; attempts: number }[]> {
  const { rows } = await db.query<{ id: string; refund_attempts: number }>(
    `UPDATE deposits SET refund_after = $2, refund_attempts = refund_attempts + 1
      WHERE id IN (SELECT id FROM deposits WHERE refund_state = 'pending' AND refund_after <= $1 ORDER BY refund_after LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, refund_attempts`,
    [at.toISOString(), lockedUntil.toISOString(), limit],
  );
  return rows.map((r) => ({ id: r.id, attempts: Number(r.refund_attempts) }));
}

export async function refundDone(db: Queryable, id: string, refundId: string): Promise<void> {
  // The money is back: the deposit needs its shop's key no more.
  await db.query(`UPDATE deposits SET refund_state = 'succeeded', refund_id = $2, refund_error = NULL, secret_sealed = NULL WHERE id = $1 AND refund_state = 'pending'`, [id, refundId]);
}

export async function refundFailed(db: Queryable, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE deposits SET refund_state = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END, refund_after = COALESCE($3::timestamptz, refund_after), refund_error = $2,
            secret_sealed = CASE WHEN $3::timestamptz IS NULL THEN NULL ELSE secret_sealed END
      WHERE id = $1 AND refund_state = 'pending'`,
    [id, error.slice(0, 500), retryAt?.toISOString() ?? null],
  );
}

/**
 * SQL columns of a booking's deposit for the lists and the day (booking `b`, deposit joined as `d`):
 * NULL amount when it has none. depositView turns them into the card's DepositSchema.
 */
export const DEPOSIT_VIEW_COLUMNS = `d.amount AS deposit_amount, d.state AS deposit_state, d.refund_state AS deposit_refund,
  d.confirmation_url AS deposit_url, to_char(d.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS deposit_expires`;

export interface DepositViewRow {
  deposit_amount: number | null;
  deposit_state: DepositRow['state'] | null;
  deposit_refund: DepositRow['refund_state'];
  deposit_url: string | null;
  deposit_expires: string | null;
}

/** Where a booking's deposit stands for its cards (contracts' DEPOSIT_STATES); undefined: it has none. */
export function depositStateOf(r: DepositViewRow, booking: { status: string; attendance?: string | null }): DepositState | undefined {
  if (r.deposit_amount === null || r.deposit_state === null) return undefined;
  if (r.deposit_state === 'creating' || r.deposit_state === 'pending') return booking.status === 'awaiting_payment' ? 'awaiting' : 'released';
  if (r.deposit_state !== 'succeeded') return 'released';
  if (r.deposit_refund === 'succeeded') return 'refunded';
  if (r.deposit_refund !== null) return 'refunding';
  if (booking.status === 'cancelled' || booking.attendance === 'no_show') return 'kept';
  return 'paid';
}

/** The phone a person confirmed (international digits), for a receipt; undefined: none known. */
export async function phoneOf(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ phone: string }>(
    `SELECT external_id AS phone FROM identities WHERE user_id = $1 AND kind = 'phone' ORDER BY created_at LIMIT 1`, [userId],
  );
  return rows[0]?.phone;
}

/** A booking's services as its receipt lists them: each title with its price as booked and its deposit's terms, in order. */
export async function receiptServices(db: Queryable, bookingId: number): Promise<{ title: string; price: number; deposit_type: 'none' | 'fixed' | 'percent'; deposit_value: number }[]> {
  const { rows } = await db.query<{ title: string; price: number; deposit_type: 'none' | 'fixed' | 'percent'; deposit_value: number }>(
    `SELECT s.title, bs.price, s.deposit_type, s.deposit_value FROM booking_services bs JOIN services s ON s.id = bs.service_id
      WHERE bs.booking_id = $1 ORDER BY bs.position`, [bookingId],
  );
  return rows.map((r) => ({ ...r, price: Number(r.price), deposit_value: Number(r.deposit_value) }));
}

/** The deposits of a master's bookings dated in a period: paid, refunded and kept (paid, not refunded, the client did not come), rubles. */
export async function depositFigures(db: Queryable, workerId: number, from: string, to: string): Promise<{ paid: number; refunded: number; kept: number }> {
  const { rows } = await db.query<{ paid: string; refunded: string; kept: string }>(
    `SELECT COALESCE(sum(d.amount) FILTER (WHERE d.state = 'succeeded'), 0) AS paid,
            COALESCE(sum(d.amount) FILTER (WHERE d.state = 'succeeded' AND d.refund_state = 'succeeded'), 0) AS refunded,
            COALESCE(sum(d.amount) FILTER (WHERE d.state = 'succeeded' AND d.refund_state IS NULL AND (b.status = 'cancelled' OR b.attendance = 'no_show')), 0) AS kept
       FROM deposits d JOIN bookings b ON b.id = d.booking_id
      WHERE d.worker_id = $1 AND b.date BETWEEN $2::date AND $3::date`,
    [workerId, from, to],
  );
  const r = rows[0]!;
  return { paid: Number(r.paid), refunded: Number(r.refunded), kept: Number(r.kept) };
}

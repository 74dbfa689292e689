import type { Queryable } from '../queryable';
import { DEFAULT_TIMEZONE } from '../../domain/clock';
import { planFeatureSql } from './plan-limits.queries';

/**
 * A master's clients' SMS (migration 35): whether the master lets them go, the plan's monthly cap
 * (features.max_sms, in billed parts; -1 unlimited) and what the month has used, the month read in
 * the master's zone (Moscow when unset).
 */
export interface SmsAllowance {
  workerId: number;
  enabled: boolean;
  /** The month's cap in billed parts; -1: no cap. */
  max: number;
  used: number;
  /** The month's first day (YYYY-MM-DD). */
  month: string;
}

const MONTH = (at: string) => `date_trunc('month', ${at}::timestamptz AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}'))::date`;

const ALLOWANCE_SQL = `
  SELECT w.id AS worker_id, w.client_sms AS enabled, ${planFeatureSql('max_sms', '$1', '$2::timestamptz')} AS max,
         to_char(${MONTH('$2')}, 'YYYY-MM-DD') AS month,
         COALESCE((SELECT u.parts FROM sms_usage u WHERE u.worker_id = w.id AND u.month = ${MONTH('$2')}), 0) AS used
    FROM workers w LEFT JOIN users mu ON mu.id = w.user_id
   WHERE w.id = $1`;

/** The allowance of worker `workerId` in the month of `at` (undefined: no such worker). */
export async function smsAllowance(db: Queryable, workerId: number, at: Date): Promise<SmsAllowance | undefined> {
  const row = (await db.query<{ worker_id: number; enabled: boolean; max: number | null; used: number; month: string }>(ALLOWANCE_SQL, [workerId, at.toISOString()])).rows[0];
  if (!row) return undefined;
  return { workerId: Number(row.worker_id), enabled: row.enabled, max: row.max === null ? -1 : Number(row.max), used: Number(row.used), month: row.month };
}

/** The allowance of the master of booking `bookingId`. */
export async function smsAllowanceOfBooking(db: Queryable, bookingId: number, at: Date): Promise<SmsAllowance | undefined> {
  const { rows } = await db.query<{ worker_id: number }>('SELECT worker_id FROM bookings WHERE id = $1', [bookingId]);
  return rows[0] ? smsAllowance(db, Number(rows[0].worker_id), at) : undefined;
}

/** Turns the master's clients' SMS on or off. */
export async function setClientSms(db: Queryable, workerId: number, enabled: boolean): Promise<void> {
  await db.query('UPDATE workers SET client_sms = $2 WHERE id = $1', [workerId, enabled]);
}

/**
 * Takes `parts` of the master's month before an SMS goes, in one statement, only while they fit
 * under `max` (-1: no cap): the runner sends several messages at once, and two SMS of one master
 * must not both pass a check of the same count. False: they do not fit, and nothing was taken.
 */
export async function reserveSms(db: Queryable, a: Pick<SmsAllowance, 'workerId' | 'month' | 'max'>, parts: number): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO sms_usage (worker_id, month, parts) SELECT $1, $2::date, $3 WHERE $4::int < 0 OR $3 <= $4
     ON CONFLICT (worker_id, month) DO UPDATE SET parts = sms_usage.parts + EXCLUDED.parts
      WHERE $4::int < 0 OR sms_usage.parts + EXCLUDED.parts <= $4
     RETURNING parts`,
    [a.workerId, a.month, parts, a.max],
  );
  return rows.length > 0;
}

/** Gives back what {@link reserveSms} took for an SMS that did not go. */
export async function releaseSms(db: Queryable, a: Pick<SmsAllowance, 'workerId' | 'month'>, parts: number): Promise<void> {
  await db.query('UPDATE sms_usage SET parts = GREATEST(parts - $3, 0) WHERE worker_id = $1 AND month = $2::date', [a.workerId, a.month, parts]);
}

/** An SMS went: its row is sent, with SMS.ru's id and its billed parts. */
export async function markSmsSent(db: Queryable, id: number, at: Date, smsId: string, parts: number): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL, provider_id = $3, sms_parts = $4 WHERE id = $1`,
    [id, at.toISOString(), smsId, parts],
  );
}

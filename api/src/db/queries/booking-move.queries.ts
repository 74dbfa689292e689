import type { Queryable } from '../queryable';
import { DEFAULT_TIMEZONE } from '../../domain/clock';

/** One booking as its client or master reads it, moving it (issue 41), and who came. */

/** A booking with its master, the master's rules and its services' ids (BIGINT ids may come as strings). */
export interface BookingRow {
  id: number;
  status: string;
  client_id: string | number;
  business_id: number;
  place_id: number;
  worker_id: number;
  worker_name: string;
  worker_avatar: string;
  worker_user_id: string | number | null;
  timezone: string | null;
  cancel_cutoff_hours: number;
  max_moves: number | null;
  date: string;
  time_start: string;
  time_end: string;
  starts_at: string;
  client_moves: number;
  attendance: 'came' | 'no_show' | null;
  service_ids: number[];
}

const BOOKING_SQL = `
  SELECT b.id, b.status, b.client_id, w.business_id, b.place_id, w.id AS worker_id, w.title AS worker_name, w.avatar AS worker_avatar,
         w.user_id AS worker_user_id, mu.timezone, w.cancel_cutoff_hours, w.max_moves,
         to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
         to_char((b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
         b.client_moves, b.attendance,
         ARRAY(SELECT bs.service_id FROM booking_services bs WHERE bs.booking_id = b.id ORDER BY bs.position, bs.service_id) AS service_ids
    FROM bookings b JOIN workers w ON w.id = b.worker_id LEFT JOIN users mu ON mu.id = w.user_id
   WHERE b.id = $1`;
const LOCK_SQL = `${BOOKING_SQL} FOR UPDATE OF b`;

/** The booking (undefined: none), its row locked when `lock` (in a transaction). */
export async function readBooking(db: Queryable, id: number, lock = false): Promise<BookingRow | undefined> {
  const row = (await db.query<BookingRow>(lock ? LOCK_SQL : BOOKING_SQL, [id])).rows[0];
  return row && { ...row, id: Number(row.id), place_id: Number(row.place_id), worker_id: Number(row.worker_id), client_moves: Number(row.client_moves), service_ids: row.service_ids.map(Number) };
}

/**
 * Locks the row of the booking's master (false: no such booking): a move holds it first, as every
 * booking and every change of the master's schedule does, so they queue instead of racing.
 */
export async function lockMasterOfBooking(tx: Queryable, bookingId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM workers WHERE id = (SELECT worker_id FROM bookings WHERE id = $1) FOR UPDATE', [bookingId]);
  return rows.length > 0;
}

/** The master and date of a timeslot (undefined: none). */
export async function timeslotDay(db: Queryable, slotId: number): Promise<{ workerId: number; date: string } | undefined> {
  const row = (await db.query<{ worker_id: number; date: string }>(`SELECT worker_id, to_char(date, 'YYYY-MM-DD') AS date FROM timeslots WHERE id = $1`, [slotId])).rows[0];
  return row && { workerId: Number(row.worker_id), date: row.date };
}

export interface MoveWrite {
  bookingId: number;
  workerId: number;
  clientId: number;
  by: 'client' | 'master';
  /** A client's move: counts against the master's max_moves. */
  counted: boolean;
  from: { date: string; time_start: string; time_end: string };
  to: { date: string; time_start: string; time_end: string };
}

/**
 * The move in one statement: the booking's new date and time (its list card follows by trigger,
 * migration 22), the client's count, its revision; the move in booking_moves; and the end of the
 * client's wait for the new day (they have a time there now).
 */
export async function writeMove(tx: Queryable, m: MoveWrite, at: Date): Promise<void> {
  await tx.query(
    `WITH moved AS (
       UPDATE bookings SET date = $2, time_start = $3, time_end = $4, client_moves = client_moves + $5::int, revision = revision + 1 WHERE id = $1 RETURNING id
     ), logged AS (
       INSERT INTO booking_moves (booking_id, worker_id, moved_by, counted, from_date, from_start, from_end, to_date, to_start, to_end, moved_at)
       SELECT id, $6, $7, $5::int = 1, $8, $9, $10, $2, $3, $4, $11 FROM moved
     )
     UPDATE waitlist SET ended_at = $11 WHERE client_id = $12 AND worker_id = $6 AND date = $2 AND ended_at IS NULL`,
    [m.bookingId, m.to.date, m.to.time_start, m.to.time_end, m.counted ? 1 : 0, m.workerId, m.by,
      m.from.date, m.from.time_start, m.from.time_end, at.toISOString(), m.clientId],
  );
}

/** Who came (null: not marked), and when it was marked. */
export async function setAttendance(db: Queryable, id: number, attendance: 'came' | 'no_show' | null, at: Date): Promise<void> {
  await db.query('UPDATE bookings SET attendance = $2, attendance_at = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::timestamptz END WHERE id = $1', [id, attendance, at.toISOString()]);
}

import type { Queryable } from '../db/database';

export interface DaySlot {
  id: number;
  time_start: string;
  time_end: string;
  status: 'free' | 'break' | 'busy';
  booking_id: number | null;
  place_id: number;
}

/**
 * A master's day: the schedule rows, and busy time taken from active bookings. Busy time is
 * derived, not stored on timeslots, so a cancelled booking frees its time at once.
 */
export async function loadDay(db: Queryable, workerId: number, date: string) {
  const timeslots = (
    await db.query<DaySlot>(
      `SELECT id, to_char(time_start, 'HH24:MI:SS') AS time_start, to_char(time_end, 'HH24:MI:SS') AS time_end, status, booking_id, place_id
       FROM timeslots WHERE worker_id = $1 AND date = $2 ORDER BY time_start, id`,
      [workerId, date],
    )
  ).rows.map((r) => ({ ...r, id: Number(r.id), place_id: Number(r.place_id), booking_id: r.booking_id === null ? null : Number(r.booking_id) }));
  const busy = (
    await db.query<{ time_start: string; time_end: string; booking_id: number }>(
      `SELECT to_char(time_start, 'HH24:MI:SS') AS time_start, to_char(time_end, 'HH24:MI:SS') AS time_end, id AS booking_id
       FROM bookings WHERE worker_id = $1 AND date = $2 AND status IN ('confirmed', 'created') ORDER BY time_start`,
      [workerId, date],
    )
  ).rows.map((r) => ({ ...r, booking_id: Number(r.booking_id) }));
  return { timeslots, busy };
}

/** Whether any active booking of the master falls on the date (then the day cannot be replaced). */
export async function dayHasBookings(db: Queryable, workerId: number, date: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM bookings WHERE worker_id = $1 AND date = $2 AND status IN ('confirmed', 'created') LIMIT 1`,
    [workerId, date],
  );
  return rows.length > 0;
}

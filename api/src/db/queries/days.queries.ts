import type { Queryable } from '../database';
import type { BusyInterval, Day, DaySlot } from '../../domain/day';
import { activeSql } from './active-booking.queries';

/** SQL: the schedule rows of worker `w` on date `d`, as one JSON array (DaySlot[]). */
export const daySlotsJson = (w: string, d: string) => `
    (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'time_start', t.time_start::text, 'time_end', t.time_end::text,
              'status', t.status, 'booking_id', t.booking_id, 'place_id', t.place_id) ORDER BY t.time_start, t.id), '[]'::json)
       FROM timeslots t WHERE t.worker_id = ${w} AND t.date = ${d})`;

/** SQL: the active bookings of worker `w` on date `d`, as one JSON array (BusyInterval[]). */
export const dayBusyJson = (w: string, d: string) => `
    (SELECT COALESCE(json_agg(json_build_object('time_start', b.time_start::text, 'time_end', b.time_end::text, 'booking_id', b.id)
              ORDER BY b.time_start), '[]'::json)
       FROM bookings b WHERE b.worker_id = ${w} AND b.date = ${d} AND ${activeSql('b')})`;

/** The master's day in one statement: on PGlite every statement has a fixed cost (0.3 ms prepared, 0.6 ms before). */
const DAY_SQL = `SELECT u.timezone, ${daySlotsJson('w.id', '$2')}::text AS timeslots, ${dayBusyJson('w.id', '$2')}::text AS busy
  FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1`;

/**
 * A master's day: the schedule rows, and busy time taken from active bookings. Busy time is
 * derived, not stored on timeslots, so a cancelled booking frees its time at once. Null when the
 * worker does not exist.
 */
export async function readDay(db: Queryable, workerId: number, date: string): Promise<Day | null> {
  const row = (await db.query<{ timezone: string | null; timeslots: string; busy: string }>(DAY_SQL, [workerId, date])).rows[0];
  if (!row) return null;
  return { timezone: row.timezone, timeslots: JSON.parse(row.timeslots) as DaySlot[], busy: JSON.parse(row.busy) as BusyInterval[] };
}

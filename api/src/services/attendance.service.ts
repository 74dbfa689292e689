import { bookingRules } from '@booking/contracts';
import type { Database } from '../db/database';
import { readBooking, setAttendance } from '../db/queries/bookings.queries';
import { now, wallClock } from '../domain/clock';
import { forbidden, notFound } from '../domain/errors';
import { attendanceRefused } from '../domain/refusals';

type Attendance = 'came' | 'no_show' | null;

/**
 * Who came: the booking's master marks an active booking whose start has passed, dated
 * from their today minus 7 days on, and may change the mark within those days. The client is told
 * it is not theirs to mark; anyone else that the booking does not exist.
 */
export async function markAttendance(db: Database, callerId: number, id: number, attendance: Attendance) {
  return db.transaction(async (tx) => {
    const at = now();
    const row = await readBooking(tx, id, true);
    const isMaster = row?.worker_user_id != null && Number(row.worker_user_id) === callerId;
    if (!row || (!isMaster && Number(row.client_id) !== callerId)) throw notFound('not_found.booking');
    if (!isMaster) throw forbidden('attendance.master_only');
    const refusal = bookingRules.attendanceRefusal({ status: row.status, startsAt: row.starts_at, date: row.date }, wallClock(row.timezone, at).date, at);
    if (refusal) throw attendanceRefused(refusal);
    await setAttendance(tx, id, attendance, at);
    return { id, attendance };
  });
}

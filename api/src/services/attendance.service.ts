import { bookingRules } from '@booking/contracts';
import type { Database } from '../db/database';
import { readBooking, setAttendance } from '../db/queries/bookings.queries';
import { now, wallClock } from '../domain/clock';
import { conflict, forbidden, notFound } from '../domain/errors';

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
    if (!row || (!isMaster && Number(row.client_id) !== callerId)) throw notFound('Запись не найдена');
    if (!isMaster) throw forbidden('Отметить, пришёл ли клиент, может только мастер');
    const refusal = bookingRules.attendanceRefusal({ status: row.status, startsAt: row.starts_at, date: row.date }, wallClock(row.timezone, at).date, at);
    if (refusal) throw conflict(bookingRules.attendanceRefusalMessage(refusal));
    await setAttendance(tx, id, attendance, at);
    return { id, attendance };
  });
}

import type { Database } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import { hasStarted, now } from '../domain/clock';
import { isActiveBooking } from '../domain/active-booking';
import { ownWorker, requireOwnWorker } from './ownership';
import * as q from '../db/queries/bookings.queries';
import { isEmptyList, type ClientLists } from '../speed/list-cards';
import { noticeCancelled, type Notifier } from './notifications.service';

/**
 * Reading and cancelling bookings, by the client and by the master. Only an active booking that has
 * not started (on the master's clock) can be cancelled. (Creating bookings: booking-create.service.ts.)
 */

/** A booking whose start has come (on the master's clock) stays as it is. */
export const PAST_BOOKING = 'Прошедшую или уже начавшуюся запись отменить нельзя';

/** A master may cancel a booking that is active and has not started (on the master's clock). */
const canCancel = (status: string, timezone: string | null, date: string, timeStart: string) => isActiveBooking(status) && !hasStarted(timezone, date, timeStart);

/** A client's bookings, optionally at one place or with one master, by date and start. */
export const listClientBookings = (lists: ClientLists, db: Database, clientId: number, filter: { placeId?: number; workerId?: number } = {}) => lists.whole(db, clientId, filter);

/** Past bookings per page when a page is asked for without `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The client's list in pages (additive to the spec's whole list): without `before`, every upcoming
 * booking soonest first, then the `limit` most recent past ones; with `before` (the last booking of
 * the page before), the next `limit` past ones. Past means started, on the master's clock.
 */
export async function listClientBookingPage(lists: ClientLists, db: Database, clientId: number, page: { limit?: number; before?: number }) {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  if (page.before === undefined) return lists.firstPage(db, clientId, now(), limit);
  const past = await lists.pastPage(db, clientId, now(), limit, page.before);
  // An empty page is the end of the list, unless the cursor was never one of the caller's bookings.
  if (isEmptyList(past) && !(await q.isBookingOfClient(db, page.before, clientId))) throw invalid('Нет такой записи среди ваших', 'before');
  return past;
}

/** The client cancels their own booking; someone else's reads as unknown (404). */
export async function cancelClientBooking(db: Database, notifier: Notifier, callerId: number, id: number) {
  const done = await db.transaction(async (tx) => {
    const booking = await q.lockBookingForClient(tx, id);
    if (!booking || Number(booking.client_id) !== callerId) throw notFound('Запись не найдена');
    if (!isActiveBooking(booking.status)) throw conflict('Эта запись уже отменена');
    if (hasStarted(booking.timezone, booking.date, booking.time_start)) throw conflict(PAST_BOOKING);
    await q.cancelBooking(tx, id);
    await noticeCancelled(tx, notifier, id, 'client');
    return { id, status: 'cancelled' as const };
  });
  notifier.wake();
  return done;
}

/** The caller's worker's client bookings of a day, each with whether the master may cancel it. */
export async function listMasterDayBookings(db: Database, callerId: number, workerId: number, date: string) {
  // The worker and its day in one statement: the rows are dropped unless the caller is its master.
  const day = await q.readWorkerDay(db, workerId, date);
  const worker = ownWorker(day.worker, callerId);
  return day.rows.map((r) => ({
    ...r,
    booking_id: Number(r.booking_id),
    client_telegram_id: Number(r.client_telegram_id),
    place_id: Number(r.place_id),
    can_cancel: canCancel(r.status, worker.timezone, date, r.time_start),
  }));
}

export async function cancelMasterBooking(db: Database, notifier: Notifier, callerId: number, workerId: number, bookingId: number) {
  const done = await db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, workerId);
    const row = await q.lockBookingOfWorker(tx, bookingId, workerId);
    if (!row) throw notFound('Запись не найдена');
    if (!isActiveBooking(row.status)) throw conflict('Эта запись уже отменена');
    if (hasStarted(worker.timezone, row.date, row.time_start)) throw conflict(PAST_BOOKING);
    await q.cancelBooking(tx, bookingId);
    await noticeCancelled(tx, notifier, bookingId, 'master');
    return { id: bookingId, status: 'cancelled' as const };
  });
  notifier.wake();
  return done;
}

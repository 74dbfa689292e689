import { bookingRules } from '@booking/contracts';
import type { Database } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import { cancelRefused } from '../domain/refusals';
import { hasStarted, now, wallClock } from '../domain/clock';
import { isActiveBooking } from '../domain/active-booking';
import { ownWorker, requireOwnWorker } from './ownership';
import * as q from '../db/queries/bookings.queries';
import type { DepositViewRow } from '../db/queries/deposits.queries';
import { refundOnCancel } from './deposits.service';
import { noticeCancelled, type Notifier } from './notifications.service';

/**
 * Reading and cancelling bookings, by the client and by the master. Only an active booking that has
 * not started (on the master's clock) can be cancelled. (Creating bookings: booking-create.service.ts.)
 */

/** A booking whose start has come (on the master's clock) stays as it is. */

/** A master may cancel a booking that is active and has not started (on the master's clock). */
const canCancel = (status: string, timezone: string | null, date: string, timeStart: string) => isActiveBooking(status) && !hasStarted(timezone, date, timeStart);

/** A booking of the client's list, with whether the client may still move and cancel it. */
export type ListedBooking = Omit<q.BookingRow, 'rules' | 'deposit'> & {
  can_move: boolean; can_cancel: boolean; deposit?: NonNullable<q.BookingRow['deposit']> & { refund_on_cancel: boolean };
};

/**
 * Whether the client may still move and cancel a booking, by the master's rules in force `at` (the
 * shared rules of @booking/contracts): judged at every read, since the answer changes with the clock.
 */
function judged({ rules, deposit, ...b }: q.BookingRow, at: Date): ListedBooking {
  const booking = { status: b.status, startsAt: b.time.starts_at, clientMoves: Number(rules.client_moves) };
  const change = { cancel_cutoff_hours: Number(rules.cancel_cutoff_hours), max_moves: rules.max_moves === null ? null : Number(rules.max_moves) };
  const canCancelNow = bookingRules.canCancel(booking, change, at);
  // A cancel the client may make now returns a paid deposit (refundOnClientCancel): the card says so before they confirm.
  const withDeposit = deposit ? { deposit: { ...deposit, refund_on_cancel: canCancelNow && deposit.state === 'paid' } } : {};
  return { ...b, can_move: bookingRules.canMove(booking, change, at), can_cancel: canCancelNow, ...withDeposit };
}

/** A client's bookings, optionally at one place or with one master, by date and start. */
export async function listClientBookings(db: Database, clientId: number, filter: { placeId?: number; workerId?: number } = {}): Promise<ListedBooking[]> {
  const at = now();
  return (await q.listClientBookings(db, clientId, filter)).map((b) => judged(b, at));
}

/** One booking of the client's as a card of their list; anyone else's reads as unknown (404). */
export async function clientBookingCard(db: Database, clientId: number, id: number): Promise<ListedBooking> {
  const booking = await q.readClientBookingCard(db, id, clientId);
  if (!booking) throw notFound('not_found.booking');
  return judged(booking, now());
}

/** Past bookings per page when a page is asked for without `limit`. */
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The client's list in pages (additive to the whole list, which stays as it was): without `before`, every upcoming
 * booking soonest first, then the `limit` most recent past ones; with `before` (the last booking of
 * the page before), the next `limit` past ones. Past means started, on the master's clock.
 */
export async function listClientBookingPage(db: Database, clientId: number, page: { limit?: number; before?: number }): Promise<ListedBooking[]> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  const at = now();
  if (page.before === undefined) return (await q.listClientFirstPage(db, clientId, at, limit)).map((b) => judged(b, at));
  const past = await q.listClientPastPage(db, clientId, at, limit, page.before);
  // An empty page is the end of the list, unless the cursor was never one of the caller's bookings.
  if (past.length === 0 && !(await q.isBookingOfClient(db, page.before, clientId))) throw invalid('list.unknown_booking', 'before');
  return past.map((b) => judged(b, at));
}

/**
 * The client cancels their own booking, under the master's cut-off (judged against its present start
 * and the rules in force now); someone else's reads as unknown (404).
 */
export async function cancelClientBooking(db: Database, notifier: Notifier, callerId: number, id: number) {
  const done = await db.transaction(async (tx) => {
    const at = now();
    const booking = await q.readBooking(tx, id, true);
    if (!booking || Number(booking.client_id) !== callerId) throw notFound('not_found.booking');
    const rules = { cancel_cutoff_hours: Number(booking.cancel_cutoff_hours), max_moves: booking.max_moves };
    const refusal = bookingRules.clientCancelRefusal({ status: booking.status, startsAt: booking.starts_at, clientMoves: booking.client_moves }, rules, at);
    if (refusal) throw cancelRefused(refusal, rules);
    await q.cancelBooking(tx, id, 'client', at);
    // Only a cancel before the master's cut-off gets here: a paid deposit goes back in full.
    await refundOnCancel(tx, id, 'client', at);
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
  const at = now();
  const today = wallClock(worker.timezone, at).date;
  return day.rows.map(({ starts_at: startsAt, ...r }) => ({
    ...q.withMasterDeposit(r as typeof r & DepositViewRow),
    booking_id: Number(r.booking_id),
    client_telegram_id: Number(r.client_telegram_id),
    place_id: Number(r.place_id),
    can_cancel: canCancel(r.status, worker.timezone, date, r.time_start),
    // Who came, once the start has passed, on a date from the master's today minus 7 days.
    can_mark_attendance: bookingRules.attendanceRefusal({ status: r.status, startsAt, date }, today, at) === null,
  }));
}

export async function cancelMasterBooking(db: Database, notifier: Notifier, callerId: number, workerId: number, bookingId: number) {
  const done = await db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, workerId);
    const row = await q.lockBookingOfWorker(tx, bookingId, workerId);
    if (!row) throw notFound('not_found.booking');
    if (!isActiveBooking(row.status)) throw conflict('booking.cancelled_already');
    if (hasStarted(worker.timezone, row.date, row.time_start)) throw conflict('booking.cancel_started');
    await q.cancelBooking(tx, bookingId, 'master', now());
    // The master's cancel always returns a paid deposit.
    await refundOnCancel(tx, bookingId, 'master', now());
    await noticeCancelled(tx, notifier, bookingId, 'master');
    return { id: bookingId, status: 'cancelled' as const };
  });
  notifier.wake();
  return done;
}

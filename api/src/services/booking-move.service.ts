import { bookingRules, type schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import { isConcurrencyConflict } from '../db/db-errors';
import { lockMasterOfBooking, readBooking, readBookingDay, timeslotDay, writeMove, type BookingRecord } from '../db/queries/bookings.queries';
import { checkBooking, type BookingDay } from '../domain/booking-check';
import { freedIntervals, sameTime } from '../domain/booking-move';
import { now, wallClock } from '../domain/clock';
import { conflict, invalid, notFound } from '../domain/errors';
import { moveRefused } from '../domain/refusals';
import { noticeMoved, type Notifier } from './notifications.service';

/**
 * One booking for its client or its master (GET /bookings/{id}) and its move. A move is
 * one transaction under the master's row lock: the new time passes the same rules as a new booking
 * (checkBooking, with the booking's own time not busy), the booking keeps its id, services, place
 * and master, and the bot's messages are written with it. The client is bound by the master's rules
 * (cut-off, number of moves); the master is not.
 */

type Party = 'client' | 'master';

/** The caller's side of the booking; null for anyone else (who is told it does not exist). */
function partyOf(row: BookingRecord, callerId: number): Party | null {
  if (row.worker_user_id !== null && Number(row.worker_user_id) === callerId) return 'master';
  return Number(row.client_id) === callerId ? 'client' : null;
}

const rulesOf = (row: BookingRecord): bookingRules.ChangeRules => ({ cancel_cutoff_hours: Number(row.cancel_cutoff_hours), max_moves: row.max_moves === null ? null : Number(row.max_moves) });
const judged = (row: BookingRecord): bookingRules.JudgedBooking => ({ status: row.status, startsAt: row.starts_at, clientMoves: row.client_moves });

/** Why the caller may not move it now (null: they may): the client under the master's rules, the master until it starts. */
function moveRefusal(row: BookingRecord, party: Party, at: Date): bookingRules.ChangeRefusal | null {
  if (party === 'client') return bookingRules.clientMoveRefusal(judged(row), rulesOf(row), at);
  if (bookingRules.masterMayChange(judged(row), at)) return null;
  return row.status === 'confirmed' || row.status === 'created' ? 'started' : 'inactive';
}

function detailOf(row: BookingRecord, party: Party, at: Date): schemas.BookingDetail {
  return {
    id: row.id, status: row.status, business_id: Number(row.business_id), place_id: row.place_id,
    worker: { id: row.worker_id, name: row.worker_name, avatar: row.worker_avatar },
    service_ids: row.service_ids,
    time: { date: row.date, time_start: row.time_start, time_end: row.time_end, starts_at: row.starts_at },
    client_moves: row.client_moves,
    can_move: moveRefusal(row, party, at) === null,
    can_cancel: party === 'client' ? bookingRules.canCancel(judged(row), rulesOf(row), at) : bookingRules.masterMayChange(judged(row), at),
  };
}

export async function getBooking(db: Database, callerId: number, id: number): Promise<schemas.BookingDetail> {
  const row = await readBooking(db, id);
  const party = row && partyOf(row, callerId);
  if (!row || !party) throw notFound('not_found.booking');
  return detailOf(row, party, now());
}

/** `maxPerClient` is MAX_ACTIVE_PER_CLIENT: read as a new booking would, then not applied (the rules know a move). */
export async function moveBooking(db: Database, notifier: Notifier, callerId: number, id: number, body: schemas.BookingMove, maxPerClient = 0): Promise<schemas.BookingDetail> {
  let moved: schemas.BookingDetail;
  try {
    moved = await db.transaction(async (tx) => {
      const at = now();
      const row = (await lockMasterOfBooking(tx, id)) ? await readBooking(tx, id, true) : undefined;
      const party = row && partyOf(row, callerId);
      if (!row || !party) throw notFound('not_found.booking');
      const rules = rulesOf(row);
      const refusal = moveRefusal(row, party, at);
      if (refusal === 'inactive' || refusal === 'started') throw moveRefused(refusal, rules);
      const slot = await timeslotDay(tx, body.timeslot_id);
      if (!slot) throw notFound('not_found.slot', 'timeslot_id');
      if (slot.workerId !== row.worker_id) throw invalid('booking.move_other_master', 'timeslot_id');
      // A retried request finds the booking where it asked for it: done already, nothing counted.
      if (sameTime(row, { date: slot.date, time_start: body.time_start })) return detailOf(row, party, at);
      if (refusal) throw moveRefused(refusal, rules);

      const read = await readBookingDay(tx, row.worker_id, slot.date, row.service_ids, Number(row.client_id), at, maxPerClient);
      const day: BookingDay | undefined = read && {
        workerId: row.worker_id, date: slot.date, timeslots: read.timeslots, busy: read.busy, worker: read, now: wallClock(read.timezone, at),
        services: new Map(read.services.map((s) => [s.id, s])), allowance: { max: read.max ?? -1, count: read.count }, share: read.share, maxPerClient, moving: row.id,
        // A client the master blocked cannot move; the master still may.
        blocked: party === 'client' && read.blocked,
      };
      const request = { telegram_id: Number(row.client_id), place_id: row.place_id, service_ids: row.service_ids, timeslot_id: body.timeslot_id, time_start: body.time_start };
      const checked = checkBooking({ callerId: Number(row.client_id), body: request }, day);
      if (!checked.ok) throw checked.error;
      const to = checked.booking;
      const counted = party === 'client';
      await writeMove(tx, {
        bookingId: row.id, workerId: row.worker_id, clientId: Number(row.client_id), by: party, counted,
        from: row, to: { date: to.date, time_start: to.time_start, time_end: to.time_end },
      }, at);
      const from = { date: row.date, timeStart: row.time_start, timeEnd: row.time_end, startsAt: new Date(row.starts_at) };
      const after = await noticeMoved(tx, notifier, row.id, from, party, freedIntervals(row, to));
      const startsAt = after!.startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
      return detailOf({ ...row, date: to.date, time_start: to.time_start, time_end: to.time_end, starts_at: startsAt, client_moves: row.client_moves + (counted ? 1 : 0) }, party, at);
    });
  } catch (error) {
    if (isConcurrencyConflict(error)) throw conflict('booking.slot_taken');
    throw error;
  }
  notifier.wake();
  return moved;
}

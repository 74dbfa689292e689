import type * as v from 'valibot';
import { bookingRules, type schemas } from '@booking/contracts';
import type { Database, Queryable } from '../db/database';
import { conflict, invalid, notFound } from '../domain/errors';
import { wallClock } from '../domain/clock';
import { readDay } from '../db/queries/days.queries';
import { requireOwnWorker } from './ownership';
import { assertWithinHorizon, isPast, validateOneSlot, validateSlots } from '../domain/schedule';
import { assertWorkerPlace, dayLock, fitsDay } from './schedule-locks';
import * as q from '../db/queries/timeslots.queries';
import { findWorkerTimezone } from '../db/queries/workers.queries';
import { workerHasActiveBookingBetween } from '../db/queries/bookings.queries';

/** A master's schedule (docs/product.md, Form rules): days, slots, multi-date changes and paste. */


/** The day as clients and masters read it; past time only with includeExpired. */
export async function readTimetable(db: Queryable, workerId: number, date: string, includeExpired: boolean) {
  const day = await readDay(db, workerId, date);
  if (!day) throw notFound('not_found.worker');
  const now = wallClock(day.timezone);
  const nowTime = bookingRules.formatTime(now.minutes);
  const expired = (end: string) => !includeExpired && (date < now.date || (date === now.date && end <= nowTime));
  return {
    worker_id: workerId,
    date,
    timeslots: day.timeslots.filter((t) => !expired(t.time_end)).map(({ id, time_start, time_end, status, booking_id, place_id }) => ({ id, time_start, time_end, status, booking_id, place_id })),
    timeslots_busy: day.busy.filter((b) => !expired(b.time_end)).map(({ time_start, time_end }) => ({ time_start, time_end })),
  };
}

/**
 * ISO dates with work time: all of them with includeExpired, else from now on the master's clock
 * (today only while some of its work time has not ended); with placeId, only dates with work time
 * at that place (the client's time step books one place).
 */
export async function listScheduledDates(db: Database, workerId: number, includeExpired: boolean, placeId?: number) {
  const worker = await findWorkerTimezone(db, workerId);
  if (!worker) throw notFound('not_found.worker');
  const now = wallClock(worker.timezone);
  const from = includeExpired ? { date: '0001-01-01', time: '00:00:00' } : { date: now.date, time: bookingRules.formatTime(now.minutes) };
  return q.listScheduledDates(db, workerId, from, placeId ?? null);
}

/** Creates (create) or replaces a day; not a past one, nor one with client bookings. */
export async function upsertDay(db: Database, callerId: number, body: v.InferOutput<typeof schemas.TimetableUpsertSchema>, create: boolean) {
  validateSlots(body.slots);
  return db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, body.worker_id);
    assertWithinHorizon(worker, body.date, 'date');
    await assertWorkerPlace(tx, worker.id, body.place_id);
    const lock = await dayLock(tx, worker, body.date);
    if (lock) throw conflict(lock);
    const existing = await q.findDaySlots(tx, worker.id, body.date);
    if (create && existing.slots.length > 0) throw conflict('schedule.day_exists');
    if (!create && existing.slots.length === 0) throw notFound('not_found.schedule_day');
    await q.replaceDay(tx, worker.id, body.place_id, body.date, body.slots);
    return readTimetable(tx, worker.id, body.date, true);
  });
}

export async function deleteDay(db: Database, callerId: number, workerId: number, date: string) {
  return db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, workerId);
    const lock = await dayLock(tx, worker, date);
    if (lock) throw conflict(lock);
    await q.deleteDay(tx, worker.id, date);
    return { worker_id: worker.id, date, deleted: true };
  });
}

/** Many days at once: writes every date it may; failed_dates lists the past or booked ones. */
export async function createDays(db: Database, callerId: number, body: v.InferOutput<typeof schemas.TimetableMultipleCreateSchema>) {
  validateSlots(body.slots);
  return db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, body.worker_id);
    assertWithinHorizon(worker, body.dates, 'dates');
    await assertWorkerPlace(tx, worker.id, body.place_id);
    const created: string[] = [];
    const failed_dates: string[] = [];
    for (const date of [...new Set(body.dates)].sort()) {
      if (await dayLock(tx, worker, date)) failed_dates.push(date);
      else {
        await q.replaceDay(tx, worker.id, body.place_id, date, body.slots);
        created.push(date);
      }
    }
    return { worker_id: worker.id, created_dates: created, failed_dates };
  });
}

/** Multi-date delete: does every date it may, reports the rest (the texts of docs/product.md, Messages and errors, use it). */
export async function deleteDates(db: Database, callerId: number, workerId: number, dates: string[]) {
  return db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, workerId);
    const deleted_dates: string[] = [];
    const failed_dates: string[] = [];
    for (const date of [...new Set(dates)].sort()) {
      if (await dayLock(tx, worker, date)) failed_dates.push(date);
      else {
        await q.deleteDay(tx, worker.id, date);
        deleted_dates.push(date);
      }
    }
    return { worker_id: worker.id, deleted_dates, failed_dates };
  });
}

/** Pastes one day onto another (not onto a past day or one with bookings). */
export async function copyDay(db: Database, callerId: number, body: v.InferOutput<typeof schemas.TimetableCopySchema>) {
  if (body.from_date === body.to_date) throw invalid('schedule.same_dates', 'to_date');
  return db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, body.worker_id);
    assertWithinHorizon(worker, body.to_date, 'to_date');
    const source = await q.findDaySlots(tx, worker.id, body.from_date);
    if (source.slots.length === 0) throw notFound('not_found.schedule_source');
    const lock = await dayLock(tx, worker, body.to_date);
    if (lock) throw conflict(lock === 'schedule.day_has_bookings' ? 'schedule.paste_blocked' : lock);
    const placeId = body.place_id ?? source.place_id;
    await assertWorkerPlace(tx, worker.id, placeId);
    await q.replaceDay(tx, worker.id, placeId, body.to_date, source.slots);
    return readTimetable(tx, worker.id, body.to_date, true);
  });
}

/** Loads a timeslot for change by its master: 404 unknown, 403 not theirs, 409 on a past date. */
async function ownSlot(db: Queryable, callerId: number, id: number) {
  const ownerId = await q.findSlotWorkerId(db, id);
  if (ownerId === undefined) throw notFound('not_found.slot');
  // The master's row first (as bookings do), then the slot as it is under that lock.
  const worker = await requireOwnWorker(db, callerId, ownerId);
  const slot = await q.findSlotOfWorker(db, id, worker.id);
  if (!slot) throw notFound('not_found.slot');
  if (isPast(worker, slot.date)) throw conflict('schedule.past_read_only');
  return { slot, worker };
}

export async function updateSlot(db: Database, callerId: number, id: number, body: v.InferOutput<typeof schemas.TimeslotUpdateSchema>) {
  return db.transaction(async (tx) => {
    const { slot, worker } = await ownSlot(tx, callerId, id);
    const next = { time_start: body.time_start ?? slot.time_start, time_end: body.time_end ?? slot.time_end, status: body.status ?? (slot.status === 'break' ? 'break' : 'free') };
    validateOneSlot(next);
    if ((await workerHasActiveBookingBetween(tx, worker.id, slot.date, slot.time_start, slot.time_end)) || (await workerHasActiveBookingBetween(tx, worker.id, slot.date, next.time_start, next.time_end))) {
      throw conflict('schedule.slot_has_bookings');
    }
    if (!(await fitsDay(tx, worker.id, slot.date, next, id))) throw conflict('schedule.slot_conflict');
    await q.updateSlot(tx, id, next);
    return { id, ...next, booking_id: null, place_id: Number(slot.place_id) };
  });
}

export async function deleteSlot(db: Database, callerId: number, id: number) {
  return db.transaction(async (tx) => {
    const { slot, worker } = await ownSlot(tx, callerId, id);
    if (await workerHasActiveBookingBetween(tx, worker.id, slot.date, slot.time_start, slot.time_end)) throw conflict('schedule.slot_has_bookings');
    await q.deleteSlot(tx, id);
    return { id, deleted: true };
  });
}

/**
 * One slot on many dates: the schedule editor sends work time, then each break, one call per slot.
 * created: dates where the slot went in; failed_dates: dates whose client bookings it would cover
 * (a break over a booking); past_dates: dates before today (read-only); conflict_dates: dates
 * where it does not fit the day (work over other work, a break outside work or over a break).
 */
export async function addSlotOnDates(db: Database, callerId: number, body: v.InferOutput<typeof schemas.TimeslotBulkSchema>) {
  const slot = { time_start: body.time_start, time_end: body.time_end, status: body.status };
  validateOneSlot(slot);
  return db.transaction(async (tx) => {
    const worker = await requireOwnWorker(tx, callerId, body.worker_id);
    assertWithinHorizon(worker, body.dates, 'dates');
    await assertWorkerPlace(tx, worker.id, body.place_id);
    const created: { id: number; date: string }[] = [];
    const failed_dates: string[] = [];
    const past_dates: string[] = [];
    const conflict_dates: string[] = [];
    for (const date of [...new Set(body.dates)].sort()) {
      if (isPast(worker, date)) past_dates.push(date);
      else if (slot.status === 'break' && (await workerHasActiveBookingBetween(tx, worker.id, date, slot.time_start, slot.time_end))) failed_dates.push(date);
      else if (!(await fitsDay(tx, worker.id, date, slot))) conflict_dates.push(date);
      else created.push({ id: await q.insertSlot(tx, worker.id, body.place_id, date, slot), date });
    }
    return { created, failed_dates, past_dates, conflict_dates };
  });
}

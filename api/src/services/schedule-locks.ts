import type { Queryable } from '../db/database';
import { workerHasActiveBookingOn } from '../db/queries/bookings.queries';
import { listDayRows } from '../db/queries/timeslots.queries';
import { workerHasPlace } from '../db/queries/workers.queries';
import { invalid } from '../domain/errors';
import { isPast, slotFitsRows } from '../domain/schedule';
import type { OwnedWorker } from './ownership';

/** What the schedule's changes check against the stored day (services/schedule.service.ts uses them). */

/** Whether a slot fits the day's other rows as stored (domain/schedule.ts `slotFitsRows`). */
export async function fitsDay(db: Queryable, workerId: number, date: string, slot: { time_start: string; time_end: string; status: 'free' | 'break' }, exceptId = 0): Promise<boolean> {
  return slotFitsRows(await listDayRows(db, workerId, date, exceptId), slot);
}

export async function assertWorkerPlace(db: Queryable, workerId: number, placeId: number): Promise<void> {
  if (!(await workerHasPlace(db, workerId, placeId))) throw invalid('schedule.not_workers_place', 'place_id');
}

/** Why a date cannot be changed (the refusal's code), or null when it can. */
export async function dayLock(db: Queryable, worker: OwnedWorker, date: string): Promise<'schedule.past_read_only' | 'schedule.day_has_bookings' | null> {
  if (isPast(worker, date)) return 'schedule.past_read_only';
  if (await workerHasActiveBookingOn(db, worker.id, date)) return 'schedule.day_has_bookings';
  return null;
}

import { bookingRules, schemas } from '@booking/shared';
import type { Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { wallClock } from './clock';
import { dayHasBookings } from './day';
import type { OwnedWorker } from './ownership';

export const PAST_READ_ONLY = 'Прошедшие даты доступны только для просмотра';
export const DAY_HAS_BOOKINGS = 'На эту дату есть записи клиентов: расписание нельзя изменить или удалить';
export const PASTE_BLOCKED = 'На целевой дате есть брони. Вставка запрещена.';

const { parseTime } = bookingRules;

/** Spec section 5: start before end, breaks inside working time; working intervals do not overlap. */
export function validateSlots(slots: schemas.ScheduleSlot[]): void {
  const work = slots.filter((s) => s.status === 'free');
  const breaks = slots.filter((s) => s.status === 'break');
  if (work.length === 0) throw new HttpError(400, 'Добавьте рабочее время', 'body.slots');
  for (const s of work) if (parseTime(s.time_start) >= parseTime(s.time_end)) throw new HttpError(400, 'Начало работы должно быть раньше конца', 'body.slots');
  for (const s of breaks) if (parseTime(s.time_start) >= parseTime(s.time_end)) throw new HttpError(400, 'Начало перерыва должно быть раньше конца', 'body.slots');
  const sorted = [...work].sort((a, b) => parseTime(a.time_start) - parseTime(b.time_start));
  for (let i = 1; i < sorted.length; i++) {
    if (parseTime(sorted[i]!.time_start) < parseTime(sorted[i - 1]!.time_end)) throw new HttpError(400, 'Рабочие интервалы не должны пересекаться', 'body.slots');
  }
  const dayStart = parseTime(sorted[0]!.time_start);
  const dayEnd = Math.max(...work.map((s) => parseTime(s.time_end)));
  for (const b of breaks) {
    if (parseTime(b.time_start) < dayStart || parseTime(b.time_end) > dayEnd) throw new HttpError(400, 'Перерывы должны быть в рамках рабочего времени', 'body.slots');
  }
}

/** Today on the master's clock; earlier dates are read-only. */
export function isPast(worker: OwnedWorker, date: string): boolean {
  return date < wallClock(worker.timezone).date;
}

export async function assertWorkerPlace(db: Queryable, workerId: number, placeId: number): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM worker_places WHERE worker_id = $1 AND place_id = $2', [workerId, placeId]);
  if (rows.length === 0) throw new HttpError(400, 'У сотрудника нет такого места', 'body.place_id');
}

/** Why a date cannot be changed, or null when it can. */
export async function dayLock(db: Queryable, worker: OwnedWorker, date: string): Promise<string | null> {
  if (isPast(worker, date)) return PAST_READ_ONLY;
  if (await dayHasBookings(db, worker.id, date)) return DAY_HAS_BOOKINGS;
  return null;
}

/** Replaces the schedule rows of one date (free and break rows only; busy time comes from bookings). */
export async function writeDay(db: Queryable, workerId: number, placeId: number, date: string, slots: schemas.ScheduleSlot[]): Promise<void> {
  await db.query('DELETE FROM timeslots WHERE worker_id = $1 AND date = $2', [workerId, date]);
  for (const s of slots) {
    await db.query(
      'INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES ($1, $2, $3, $4, $5, $6)',
      [workerId, placeId, date, s.time_start, s.time_end, s.status],
    );
  }
}

export async function readDaySlots(db: Queryable, workerId: number, date: string): Promise<{ place_id: number; slots: schemas.ScheduleSlot[] }> {
  const { rows } = await db.query<{ place_id: number; time_start: string; time_end: string; status: 'free' | 'break' }>(
    `SELECT place_id, to_char(time_start, 'HH24:MI') AS time_start, to_char(time_end, 'HH24:MI') AS time_end, status
     FROM timeslots WHERE worker_id = $1 AND date = $2 AND status IN ('free', 'break') ORDER BY time_start`,
    [workerId, date],
  );
  return { place_id: Number(rows[0]?.place_id ?? 0), slots: rows.map(({ time_start, time_end, status }) => ({ time_start, time_end, status })) };
}

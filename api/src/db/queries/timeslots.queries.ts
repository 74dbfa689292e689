import type { schemas } from '@booking/contracts';
import type { Queryable } from '../database';

/** The schedule: a master's free and break rows per date. (A day as read with busy time: domain/day.ts.) */

export type SlotStatus = 'free' | 'break' | 'busy';

/** ISO dates from `from` on where the worker has work time. */
export async function listScheduledDates(db: Queryable, workerId: number, from: { date: string; time: string }, placeId: number | null): Promise<string[]> {
  const { rows } = await db.query<{ date: string }>(
    `SELECT DISTINCT to_char(date, 'YYYY-MM-DD') AS date FROM timeslots
     WHERE worker_id = $1 AND (date > $2 OR (date = $2 AND time_end > $3::time)) AND status = 'free' AND ($4::int IS NULL OR place_id = $4)
     ORDER BY date`,
    [workerId, from.date, from.time, placeId],
  );
  return rows.map((r) => r.date);
}

/** The free and break rows of a date by start, with the place of the first (0: none). */
export async function findDaySlots(db: Queryable, workerId: number, date: string): Promise<{ place_id: number; slots: schemas.ScheduleSlot[] }> {
  const { rows } = await db.query<{ place_id: number; time_start: string; time_end: string; status: 'free' | 'break' }>(
    `SELECT place_id, to_char(time_start, 'HH24:MI') AS time_start, to_char(time_end, 'HH24:MI') AS time_end, status
     FROM timeslots WHERE worker_id = $1 AND date = $2 AND status IN ('free', 'break') ORDER BY time_start`,
    [workerId, date],
  );
  return { place_id: Number(rows[0]?.place_id ?? 0), slots: rows.map(({ time_start, time_end, status }) => ({ time_start, time_end, status })) };
}

/** Every row of a date but `exceptId` (HH:MM times), to check a slot against. */
export async function listDayRows(db: Queryable, workerId: number, date: string, exceptId = 0) {
  const { rows } = await db.query<{ id: number; time_start: string; time_end: string; status: string }>(
    `SELECT id, to_char(time_start, 'HH24:MI') AS time_start, to_char(time_end, 'HH24:MI') AS time_end, status
       FROM timeslots WHERE worker_id = $1 AND date = $2 AND id <> $3`,
    [workerId, date, exceptId],
  );
  return rows;
}

export async function deleteDay(db: Queryable, workerId: number, date: string): Promise<void> {
  await db.query('DELETE FROM timeslots WHERE worker_id = $1 AND date = $2', [workerId, date]);
}

export async function insertSlot(db: Queryable, workerId: number, placeId: number, date: string, s: { time_start: string; time_end: string; status: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [workerId, placeId, date, s.time_start, s.time_end, s.status],
  );
  return Number(rows[0]!.id);
}

/** Replaces the rows of one date (free and break rows only; busy time comes from bookings). */
export async function replaceDay(db: Queryable, workerId: number, placeId: number, date: string, slots: schemas.ScheduleSlot[]): Promise<void> {
  await deleteDay(db, workerId, date);
  for (const s of slots) {
    await db.query(
      'INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES ($1, $2, $3, $4, $5, $6)',
      [workerId, placeId, date, s.time_start, s.time_end, s.status],
    );
  }
}

export async function findSlotWorkerId(db: Queryable, id: number): Promise<number | undefined> {
  const row = (await db.query<{ worker_id: number }>('SELECT worker_id FROM timeslots WHERE id = $1', [id])).rows[0];
  return row ? Number(row.worker_id) : undefined;
}

/** A slot of the worker (HH:MM:SS times). */
export async function findSlotOfWorker(db: Queryable, id: number, workerId: number) {
  const { rows } = await db.query<{ worker_id: number; place_id: number; date: string; time_start: string; time_end: string; status: SlotStatus }>(
    `SELECT worker_id, place_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI:SS') AS time_start,
              to_char(time_end, 'HH24:MI:SS') AS time_end, status FROM timeslots WHERE id = $1 AND worker_id = $2`,
    [id, workerId],
  );
  return rows[0];
}

export async function updateSlot(db: Queryable, id: number, s: { time_start: string; time_end: string; status: string }): Promise<void> {
  await db.query('UPDATE timeslots SET time_start = $2, time_end = $3, status = $4 WHERE id = $1', [id, s.time_start, s.time_end, s.status]);
}

export async function deleteSlot(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM timeslots WHERE id = $1', [id]);
}

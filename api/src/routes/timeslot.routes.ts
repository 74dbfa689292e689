import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { bookingRules, schemas } from '@booking/shared';
import type { Database, Queryable } from '../db/database';
import { HttpError, parseInput } from '../http-errors';
import { requireOwnWorker } from '../domain/ownership';
import { PAST_READ_ONLY, assertWorkerPlace, isPast } from '../domain/schedule';
import { deleteDates } from './timetable.routes';

const IdParams = v.object({ id: schemas.IdSchema });
const { parseTime } = bookingRules;

async function overlapsActiveBooking(db: Queryable, workerId: number, date: string, start: string, end: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM bookings WHERE worker_id = $1 AND date = $2 AND status IN ('confirmed', 'created')
       AND time_start < $4::time AND $3::time < time_end LIMIT 1`,
    [workerId, date, start, end],
  );
  return rows.length > 0;
}

async function overlapsOtherSlot(db: Queryable, workerId: number, date: string, start: string, end: string, exceptId = 0): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM timeslots WHERE worker_id = $1 AND date = $2 AND id <> $5 AND time_start < $4::time AND $3::time < time_end LIMIT 1`,
    [workerId, date, start, end, exceptId],
  );
  return rows.length > 0;
}

/** Loads a timeslot for change by its master: 404 unknown, 403 not theirs, 409 on a past date. */
async function ownSlot(db: Queryable, callerId: number, id: number) {
  const owner = (await db.query<{ worker_id: number }>('SELECT worker_id FROM timeslots WHERE id = $1', [id])).rows[0];
  if (!owner) throw new HttpError(404, 'Слот не найден');
  // The master's row first (as bookings do), then the slot as it is under that lock.
  const worker = await requireOwnWorker(db, callerId, Number(owner.worker_id));
  const slot = (
    await db.query<{ worker_id: number; date: string; time_start: string; time_end: string; status: 'free' | 'break' | 'busy' }>(
      `SELECT worker_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI:SS') AS time_start,
              to_char(time_end, 'HH24:MI:SS') AS time_end, status FROM timeslots WHERE id = $1 AND worker_id = $2`,
      [id, worker.id],
    )
  ).rows[0];
  if (!slot) throw new HttpError(404, 'Слот не найден');
  if (isPast(worker, slot.date)) throw new HttpError(409, PAST_READ_ONLY);
  return { slot, worker };
}

export async function timeslotRoutes(api: FastifyInstance, { db }: { db: Database }) {
  api.put('/timeslots/:id', async (req) => {
    const { id } = parseInput(IdParams, req.params, 'params');
    const body = parseInput(schemas.TimeslotUpdateSchema, req.body, 'body');
    return db.transaction(async (tx) => {
      const { slot, worker } = await ownSlot(tx, req.caller.id, id);
      const next = { time_start: body.time_start ?? slot.time_start, time_end: body.time_end ?? slot.time_end, status: body.status ?? slot.status };
      if (parseTime(next.time_start) >= parseTime(next.time_end)) throw new HttpError(400, 'Начало работы должно быть раньше конца', 'body.time_start');
      if ((await overlapsActiveBooking(tx, worker.id, slot.date, slot.time_start, slot.time_end)) || (await overlapsActiveBooking(tx, worker.id, slot.date, next.time_start, next.time_end))) {
        throw new HttpError(409, 'В это время есть записи клиентов');
      }
      if (await overlapsOtherSlot(tx, worker.id, slot.date, next.time_start, next.time_end, id)) throw new HttpError(409, 'Слот пересекается с другим слотом');
      await tx.query('UPDATE timeslots SET time_start = $2, time_end = $3, status = $4 WHERE id = $1', [id, next.time_start, next.time_end, next.status]);
      return { id, ...next, booking_id: null };
    });
  });

  api.delete('/timeslots/by-dates', async (req) => {
    const body = parseInput(schemas.TimetableMultipleDeleteSchema, req.body, 'body');
    return deleteDates(db, req.caller.id, body.worker_id, body.dates);
  });

  api.delete('/timeslots/:id', async (req) => {
    const { id } = parseInput(IdParams, req.params, 'params');
    return db.transaction(async (tx) => {
      const { slot, worker } = await ownSlot(tx, req.caller.id, id);
      if (await overlapsActiveBooking(tx, worker.id, slot.date, slot.time_start, slot.time_end)) throw new HttpError(409, 'В это время есть записи клиентов');
      await tx.query('DELETE FROM timeslots WHERE id = $1', [id]);
      return { id, deleted: true };
    });
  });

  // One slot on many dates (the UI sends one call per slot); dates where it cannot go are reported.
  api.post('/timeslots/bulk', async (req, reply) => {
    const body = parseInput(schemas.TimeslotBulkSchema, req.body, 'body');
    if (parseTime(body.time_start) >= parseTime(body.time_end)) throw new HttpError(400, 'Начало работы должно быть раньше конца', 'body.time_start');
    const result = await db.transaction(async (tx) => {
      const worker = await requireOwnWorker(tx, req.caller.id, body.worker_id);
      await assertWorkerPlace(tx, worker.id, body.place_id);
      const created: { id: number; date: string }[] = [];
      const failed_dates: string[] = [];
      for (const date of [...new Set(body.dates)].sort()) {
        const blocked =
          isPast(worker, date) ||
          (await overlapsOtherSlot(tx, worker.id, date, body.time_start, body.time_end)) ||
          (body.status === 'break' && (await overlapsActiveBooking(tx, worker.id, date, body.time_start, body.time_end)));
        if (blocked) {
          failed_dates.push(date);
          continue;
        }
        const row = await tx.query<{ id: number }>(
          'INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
          [worker.id, body.place_id, date, body.time_start, body.time_end, body.status],
        );
        created.push({ id: Number(row.rows[0]!.id), date });
      }
      return { created, failed_dates };
    });
    return reply.status(201).send(result);
  });
}

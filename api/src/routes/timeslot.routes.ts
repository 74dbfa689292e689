import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { assertOwnWorker } from '../plugins/auth.plugin';
import { PAST_READ_ONLY, assertWorkerPlace, fitsDay, isPast, validateOneSlot } from '../domain/schedule';
import { deleteDates } from './timetable.routes';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { activeSql } from '../domain/active-booking';

const IdParams = v.object({ id: schemas.IdSchema });

async function overlapsActiveBooking(db: Queryable, workerId: number, date: string, start: string, end: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM bookings b WHERE b.worker_id = $1 AND b.date = $2 AND ${activeSql('b')}
       AND b.time_start < $4::time AND $3::time < b.time_end LIMIT 1`,
    [workerId, date, start, end],
  );
  return rows.length > 0;
}

/** Loads a timeslot for change by its master: 404 unknown, 403 not theirs, 409 on a past date. */
async function ownSlot(db: Queryable, req: Pick<FastifyRequest, 'caller'>, id: number) {
  const owner = (await db.query<{ worker_id: number }>('SELECT worker_id FROM timeslots WHERE id = $1', [id])).rows[0];
  if (!owner) throw new HttpError(404, 'Слот не найден');
  // The master's row first (as bookings do), then the slot as it is under that lock.
  const worker = await assertOwnWorker(db, req, Number(owner.worker_id));
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

export async function timeslotRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.put('/timeslots/:id', { schema: { summary: "Change one slot", tags: ['schedule'], params: IdParams, body: schemas.TimeslotUpdateSchema } }, async (req) => {
    const { id } = req.params;
    const body = req.body;
    return db.transaction(async (tx) => {
      const { slot, worker } = await ownSlot(tx, req, id);
      const next = { time_start: body.time_start ?? slot.time_start, time_end: body.time_end ?? slot.time_end, status: body.status ?? (slot.status === 'break' ? 'break' : 'free') };
      validateOneSlot(next);
      if ((await overlapsActiveBooking(tx, worker.id, slot.date, slot.time_start, slot.time_end)) || (await overlapsActiveBooking(tx, worker.id, slot.date, next.time_start, next.time_end))) {
        throw new HttpError(409, 'В это время есть записи клиентов');
      }
      if (!(await fitsDay(tx, worker.id, slot.date, next, id))) throw new HttpError(409, SLOT_CONFLICT);
      await tx.query('UPDATE timeslots SET time_start = $2, time_end = $3, status = $4 WHERE id = $1', [id, next.time_start, next.time_end, next.status]);
      return { id, ...next, booking_id: null };
    });
  });

  api.delete('/timeslots/by-dates', { schema: { summary: "Delete the slots of several dates", tags: ['schedule'], body: schemas.TimetableMultipleDeleteSchema } }, async (req) => {
    const body = req.body;
    return deleteDates(db, req, body.worker_id, body.dates);
  });

  api.delete('/timeslots/:id', { schema: { summary: "Delete one slot (not over a booking)", tags: ['schedule'], params: IdParams } }, async (req) => {
    const { id } = req.params;
    return db.transaction(async (tx) => {
      const { slot, worker } = await ownSlot(tx, req, id);
      if (await overlapsActiveBooking(tx, worker.id, slot.date, slot.time_start, slot.time_end)) throw new HttpError(409, 'В это время есть записи клиентов');
      await tx.query('DELETE FROM timeslots WHERE id = $1', [id]);
      return { id, deleted: true };
    });
  });

  // One slot on many dates: the schedule editor sends work time, then each break, one call per slot.
  // created: dates where the slot went in; failed_dates: dates whose client bookings it would cover
  // (a break over a booking); past_dates: dates before today (read-only); conflict_dates: dates
  // where it does not fit the day (work over other work, a break outside work or over a break).
  api.post('/timeslots/bulk', { schema: { summary: "Add one slot on several dates (a break goes inside work time); failed_dates: bookings, past_dates, conflict_dates", tags: ['schedule'], body: schemas.TimeslotBulkSchema } }, async (req, reply) => {
    const body = req.body;
    const slot = { time_start: body.time_start, time_end: body.time_end, status: body.status };
    validateOneSlot(slot);
    const result = await db.transaction(async (tx) => {
      const worker = await assertOwnWorker(tx, req, body.worker_id);
      await assertWorkerPlace(tx, worker.id, body.place_id);
      const created: { id: number; date: string }[] = [];
      const failed_dates: string[] = [];
      const past_dates: string[] = [];
      const conflict_dates: string[] = [];
      for (const date of [...new Set(body.dates)].sort()) {
        if (isPast(worker, date)) past_dates.push(date);
        else if (slot.status === 'break' && (await overlapsActiveBooking(tx, worker.id, date, slot.time_start, slot.time_end))) failed_dates.push(date);
        else if (!(await fitsDay(tx, worker.id, date, slot))) conflict_dates.push(date);
        else {
          const row = await tx.query<{ id: number }>(
            'INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
            [worker.id, body.place_id, date, slot.time_start, slot.time_end, slot.status],
          );
          created.push({ id: Number(row.rows[0]!.id), date });
        }
      }
      return { created, failed_dates, past_dates, conflict_dates };
    });
    return reply.status(201).send(result);
  });
}

const SLOT_CONFLICT = 'Слот пересекается с другим слотом или выходит за рабочее время';

import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bookingRules, schemas } from '@booking/shared';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-errors';
import { wallClock } from '../domain/clock';
import { readDay } from '../domain/day';
import type { DayCache } from '../domain/day-cache';
import { assertOwnWorker } from '../plugins/auth.plugin';
import { DAY_HAS_BOOKINGS, PASTE_BLOCKED, assertWorkerPlace, dayLock, readDaySlots, validateSlots, writeDay } from '../domain/schedule';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const DayParams = v.object({ workerId: schemas.IdSchema, date: schemas.IsoDateSchema });
const ExpiredQuery = v.object({ include_expired: v.optional(v.picklist(['true', 'false', ''])) });
const WorkerParams = v.object({ id: schemas.IdSchema });

/** The day as clients and masters read it; past time only with include_expired=true. */
async function readTimetable(db: Queryable, workerId: number, date: string, includeExpired: boolean, cache?: DayCache) {
  const day = cache ? await cache.read(workerId, date, () => readDay(db, workerId, date)) : await readDay(db, workerId, date);
  if (!day) throw new HttpError(404, 'Работник не найден');
  const now = wallClock(day.timezone);
  const nowTime = bookingRules.formatTime(now.minutes);
  const expired = (end: string) => !includeExpired && (date < now.date || (date === now.date && end <= nowTime));
  return {
    worker_id: workerId,
    date,
    timeslots: day.timeslots.filter((t) => !expired(t.time_end)).map(({ id, time_start, time_end, status, booking_id }) => ({ id, time_start, time_end, status, booking_id })),
    timeslots_busy: day.busy.filter((b) => !expired(b.time_end)).map(({ time_start, time_end }) => ({ time_start, time_end })),
  };
}

export async function timetableRoutes(app: FastifyInstance, { db, dayCache }: { db: Database; dayCache: DayCache }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/timetable/:workerId/:date', { schema: { summary: "A master’s day: slots and busy time", tags: ['schedule'], params: DayParams, querystring: ExpiredQuery, response: { 200: schemas.TimetableSchema } } }, async (req) => {
    const { workerId, date } = req.params;
    const q = req.query;
    return readTimetable(db, workerId, date, q.include_expired === 'true', dayCache);
  });

  api.get('/timeslots/:workerId/:date', { schema: { summary: "The day as a one-item list", tags: ['schedule'], params: DayParams, querystring: ExpiredQuery, response: { 200: v.array(schemas.TimetableSchema) } } }, async (req) => {
    const { workerId, date } = req.params;
    const q = req.query;
    return [await readTimetable(db, workerId, date, q.include_expired === 'true', dayCache)];
  });

  api.get('/workers/:id/dates', { schema: { summary: "ISO dates with a schedule (past ones with include_expired=true)", tags: ['schedule'], params: WorkerParams, querystring: ExpiredQuery, response: { 200: v.array(v.string()) } } }, async (req) => {
    const { id } = req.params;
    const q = req.query;
    const worker = (await db.query<{ timezone: string | null }>('SELECT u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1', [id])).rows[0];
    if (!worker) throw new HttpError(404, 'Работник не найден');
    const from = q.include_expired === 'true' ? '0001-01-01' : wallClock(worker.timezone).date;
    const { rows } = await db.query<{ date: string }>(
      `SELECT DISTINCT to_char(date, 'YYYY-MM-DD') AS date FROM timeslots WHERE worker_id = $1 AND date >= $2 AND status = 'free' ORDER BY date`,
      [id, from],
    );
    return rows.map((r) => r.date);
  });

  const upsert = (create: boolean) => async (req: { body: v.InferOutput<typeof schemas.TimetableUpsertSchema>; caller: FastifyRequest['caller'] }) => {
    const { body } = req;
    validateSlots(body.slots);
    return db.transaction(async (tx) => {
      const worker = await assertOwnWorker(tx, req, body.worker_id);
      await assertWorkerPlace(tx, worker.id, body.place_id);
      const lock = await dayLock(tx, worker, body.date);
      if (lock) throw new HttpError(409, lock);
      const existing = await readDaySlots(tx, worker.id, body.date);
      if (create && existing.slots.length > 0) throw new HttpError(409, 'Расписание на эту дату уже есть');
      if (!create && existing.slots.length === 0) throw new HttpError(404, 'Расписания на эту дату нет');
      await writeDay(tx, worker.id, body.place_id, body.date, body.slots);
      return readTimetable(tx, worker.id, body.date, true);
    });
  };
  const day = { tags: ['schedule'], response: { 200: schemas.TimetableSchema, 201: schemas.TimetableSchema } };
  api.post('/timetable/', { schema: { summary: 'Create a day', body: schemas.TimetableUpsertSchema, ...day } }, async (req, reply) => reply.status(201).send(await upsert(true)(req)));
  api.put('/timetable/', { schema: { summary: 'Replace a day (not with client bookings)', body: schemas.TimetableUpsertSchema, ...day } }, async (req) => upsert(false)(req));

  api.delete('/timetable/', { schema: { summary: "Delete a day (query worker_id, date)", tags: ['schedule'], querystring: schemas.TimetableDeleteSchema } }, async (req) => {
    const q = req.query;
    return db.transaction(async (tx) => {
      const worker = await assertOwnWorker(tx, req, q.worker_id);
      const lock = await dayLock(tx, worker, q.date);
      if (lock) throw new HttpError(409, lock);
      await tx.query('DELETE FROM timeslots WHERE worker_id = $1 AND date = $2', [worker.id, q.date]);
      return { worker_id: worker.id, date: q.date, deleted: true };
    });
  });

  api.post('/timetable/multiple', { schema: { summary: "Create many days; failed_dates lists those with bookings", tags: ['schedule'], body: schemas.TimetableMultipleCreateSchema } }, async (req, reply) => {
    const body = req.body;
    validateSlots(body.slots);
    const result = await db.transaction(async (tx) => {
      const worker = await assertOwnWorker(tx, req, body.worker_id);
      await assertWorkerPlace(tx, worker.id, body.place_id);
      const created: string[] = [];
      const failed_dates: string[] = [];
      for (const date of [...new Set(body.dates)].sort()) {
        if (await dayLock(tx, worker, date)) failed_dates.push(date);
        else {
          await writeDay(tx, worker.id, body.place_id, date, body.slots);
          created.push(date);
        }
      }
      return { worker_id: worker.id, created_dates: created, failed_dates };
    });
    return reply.status(201).send(result);
  });

  api.delete('/timetable/multiple', { schema: { summary: "Delete many days; failed_dates lists those with bookings", tags: ['schedule'], body: schemas.TimetableMultipleDeleteSchema } }, async (req) => {
    const body = req.body;
    return deleteDates(db, req, body.worker_id, body.dates);
  });

  const copy = async (req: { body: v.InferOutput<typeof schemas.TimetableCopySchema>; caller: FastifyRequest['caller'] }) => {
    const { body } = req;
    if (body.from_date === body.to_date) throw new HttpError(400, 'Исходная и целевая даты должны различаться', 'to_date');
    return db.transaction(async (tx) => {
      const worker = await assertOwnWorker(tx, req, body.worker_id);
      const source = await readDaySlots(tx, worker.id, body.from_date);
      if (source.slots.length === 0) throw new HttpError(404, 'Расписания на исходную дату нет');
      const lock = await dayLock(tx, worker, body.to_date);
      if (lock) throw new HttpError(409, lock === DAY_HAS_BOOKINGS ? PASTE_BLOCKED : lock);
      const placeId = body.place_id ?? source.place_id;
      await assertWorkerPlace(tx, worker.id, placeId);
      await writeDay(tx, worker.id, placeId, body.to_date, source.slots);
      return readTimetable(tx, worker.id, body.to_date, true);
    });
  };
  api.post('/timetable/copy', { schema: { summary: 'Paste one day onto another', body: schemas.TimetableCopySchema, ...day } }, async (req, reply) => reply.status(201).send(await copy(req)));
  api.post('/timeslots/copy', { schema: { summary: 'Paste one day onto another (the timeslot variant, with place_id)', body: schemas.TimetableCopySchema, ...day } }, async (req, reply) => reply.status(201).send(await copy(req)));
}

/** Multi-date delete: does every date it may, reports the rest (spec section 8 texts use it). */
export async function deleteDates(db: Database, req: Pick<FastifyRequest, 'caller'>, workerId: number, dates: string[]) {
  return db.transaction(async (tx) => {
    const worker = await assertOwnWorker(tx, req, workerId);
    const deleted_dates: string[] = [];
    const failed_dates: string[] = [];
    for (const date of [...new Set(dates)].sort()) {
      if (await dayLock(tx, worker, date)) failed_dates.push(date);
      else {
        await tx.query('DELETE FROM timeslots WHERE worker_id = $1 AND date = $2', [worker.id, date]);
        deleted_dates.push(date);
      }
    }
    return { worker_id: worker.id, deleted_dates, failed_dates };
  });
}

import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import type { DayCache } from '../speed/day-cache';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { ExpiredQuery, IdParams, WorkerDayParams } from './route-params';
import * as schedule from '../services/schedule.service';

const DatesQuery = v.object({ ...ExpiredQuery.entries, place_id: v.optional(schemas.IdSchema) });

/** A master's days (spec sections 5 and 7); the rules are in services/schedule.service.ts. */
export async function timetableRoutes(app: FastifyInstance, { db, dayCache }: { db: Database; dayCache: DayCache }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/timetable/:workerId/:date', { schema: { summary: "A master’s day: slots and busy time", tags: ['schedule'], params: WorkerDayParams, querystring: ExpiredQuery, response: { 200: schemas.TimetableSchema } } }, async (req) => {
    const { workerId, date } = req.params;
    return schedule.readTimetable(db, workerId, date, req.query.include_expired === 'true', dayCache);
  });

  api.get('/timeslots/:workerId/:date', { config: { profileAside: true }, schema: { summary: "The day as a one-item list", tags: ['schedule'], params: WorkerDayParams, querystring: ExpiredQuery, response: { 200: v.array(schemas.TimetableSchema) } } }, async (req) => {
    const { workerId, date } = req.params;
    return [await schedule.readTimetable(db, workerId, date, req.query.include_expired === 'true', dayCache)];
  });

  api.get('/workers/:id/dates', { schema: { summary: "ISO dates with work time (past ones with include_expired=true; with place_id, work time at that place)", tags: ['schedule'], params: IdParams, querystring: DatesQuery, response: { 200: v.array(v.string()) } } }, async (req) =>
    schedule.listScheduledDates(db, req.params.id, req.query.include_expired === 'true', req.query.place_id));

  const day = { tags: ['schedule'], response: { 200: schemas.TimetableSchema, 201: schemas.TimetableSchema } };
  api.post('/timetable/', { schema: { summary: 'Create a day', body: schemas.TimetableUpsertSchema, ...day } }, async (req, reply) => reply.status(201).send(await schedule.upsertDay(db, req.caller.id, req.body, true)));
  api.put('/timetable/', { schema: { summary: 'Replace a day (not with client bookings)', body: schemas.TimetableUpsertSchema, ...day } }, async (req) => schedule.upsertDay(db, req.caller.id, req.body, false));

  api.delete('/timetable/', { schema: { summary: "Delete a day (query worker_id, date)", tags: ['schedule'], querystring: schemas.TimetableDeleteSchema, response: { 200: schemas.DayDeletedSchema } } }, async (req) =>
    schedule.deleteDay(db, req.caller.id, req.query.worker_id, req.query.date));

  api.post('/timetable/multiple', { schema: { summary: "Create many days; failed_dates lists those with bookings", tags: ['schedule'], body: schemas.TimetableMultipleCreateSchema, response: { 201: schemas.MultipleCreatedSchema } } }, async (req, reply) =>
    reply.status(201).send(await schedule.createDays(db, req.caller.id, req.body)));

  api.delete('/timetable/multiple', { schema: { summary: "Delete many days; failed_dates lists those with bookings", tags: ['schedule'], body: schemas.TimetableMultipleDeleteSchema, response: { 200: schemas.MultipleDeletedSchema } } }, async (req) =>
    schedule.deleteDates(db, req.caller.id, req.body.worker_id, req.body.dates));

  api.post('/timetable/copy', { schema: { summary: 'Paste one day onto another', body: schemas.TimetableCopySchema, ...day } }, async (req, reply) => reply.status(201).send(await schedule.copyDay(db, req.caller.id, req.body)));
  api.post('/timeslots/copy', { schema: { summary: 'Paste one day onto another (the timeslot variant, with place_id)', body: schemas.TimetableCopySchema, ...day } }, async (req, reply) => reply.status(201).send(await schedule.copyDay(db, req.caller.id, req.body)));
}

import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import * as schedule from '../services/schedule.service';
import { isGuest, timetableForGuest } from '../domain/guest-view';

/** A master's days (docs/product.md, Form rules and API paths); the rules are in services/schedule.service.ts. */
export async function timetableRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.getTimetableDay, async (req) => {
    const { workerId, date } = req.params;
    const day = await schedule.readTimetable(db, workerId, date, req.query.include_expired === 'true');
    return isGuest(req) ? timetableForGuest(day) : day;
  });

  route(app, ops.listTimeslots, async (req) => {
    const { workerId, date } = req.params;
    const day = await schedule.readTimetable(db, workerId, date, req.query.include_expired === 'true');
    return [isGuest(req) ? timetableForGuest(day) : day];
  });

  route(app, ops.listWorkerDates, async (req) => schedule.listScheduledDates(db, req.params.id, req.query.include_expired === 'true', req.query.place_id));

  route(app, ops.createTimetableDay, async (req) => schedule.upsertDay(db, req.caller.id, req.body, true));
  route(app, ops.replaceTimetableDay, async (req) => schedule.upsertDay(db, req.caller.id, req.body, false));
  route(app, ops.deleteTimetableDay, async (req) => schedule.deleteDay(db, req.caller.id, req.query.worker_id, req.query.date));
  route(app, ops.createTimetableDays, async (req) => schedule.createDays(db, req.caller.id, req.body));
  route(app, ops.deleteTimetableDays, async (req) => schedule.deleteDates(db, req.caller.id, req.body.worker_id, req.body.dates));
  route(app, ops.copyTimetableDay, async (req) => schedule.copyDay(db, req.caller.id, req.body));
  route(app, ops.copyTimeslots, async (req) => schedule.copyDay(db, req.caller.id, req.body));
}

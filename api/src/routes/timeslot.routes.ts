import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { IdParams } from './route-params';
import * as schedule from '../services/schedule.service';


/** One slot at a time (the schedule editor); the rules are in services/schedule.service.ts. */
export async function timeslotRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.put('/timeslots/:id', { schema: { summary: "Change one slot", tags: ['schedule'], params: IdParams, body: schemas.TimeslotUpdateSchema, response: { 200: schemas.TimeslotSchema } } }, async (req) =>
    schedule.updateSlot(db, req.caller.id, req.params.id, req.body));

  api.delete('/timeslots/by-dates', { schema: { summary: "Delete the slots of several dates", tags: ['schedule'], body: schemas.TimetableMultipleDeleteSchema, response: { 200: schemas.MultipleDeletedSchema } } }, async (req) =>
    schedule.deleteDates(db, req.caller.id, req.body.worker_id, req.body.dates));

  api.delete('/timeslots/:id', { schema: { summary: "Delete one slot (not over a booking)", tags: ['schedule'], params: IdParams, response: { 200: schemas.TimeslotDeletedSchema } } }, async (req) =>
    schedule.deleteSlot(db, req.caller.id, req.params.id));

  // One slot on many dates: the schedule editor sends work time, then each break, one call per slot.
  api.post('/timeslots/bulk', { schema: { summary: "Add one slot on several dates (a break goes inside work time); failed_dates: bookings, past_dates, conflict_dates", tags: ['schedule'], body: schemas.TimeslotBulkSchema, response: { 201: schemas.TimeslotsBulkCreatedSchema } } }, async (req, reply) =>
    reply.status(201).send(await schedule.addSlotOnDates(db, req.caller.id, req.body)));
}

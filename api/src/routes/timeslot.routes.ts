import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import * as schedule from '../services/schedule.service';

/** One slot at a time (the schedule editor); the rules are in services/schedule.service.ts. */
export async function timeslotRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.updateTimeslot, async (req) => schedule.updateSlot(db, req.caller.id, req.params.id, req.body));
  route(app, ops.deleteTimeslotsByDates, async (req) => schedule.deleteDates(db, req.caller.id, req.body.worker_id, req.body.dates));
  route(app, ops.deleteTimeslot, async (req) => schedule.deleteSlot(db, req.caller.id, req.params.id));
  // One slot on many dates: the schedule editor sends work time, then each break, one call per slot.
  route(app, ops.createTimeslotsBulk, async (req) => schedule.addSlotOnDates(db, req.caller.id, req.body));
}

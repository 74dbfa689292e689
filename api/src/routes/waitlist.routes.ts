import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { waitForTime } from '../services/waitlist.service';

/** POST /waitlist: the time step's 'Сообщить, когда освободится время' (a path added to the first API). */
export async function waitlistRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.joinWaitlist, async (req) => waitForTime(db, req.caller.id, req.body));
}

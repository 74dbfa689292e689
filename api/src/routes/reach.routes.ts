import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { getAutoreply, setAutoreply } from '../services/business-autoreply.service';

/** Issue 43: the master's own chat answering with free times (Telegram Business). */
export async function reachRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.getBusinessAutoreply, async (req) => getAutoreply(db, req.caller.id, req.params.id));
  route(app, ops.setBusinessAutoreply, async (req) => setAutoreply(db, req.caller.id, req.params.id, req.body.enabled));
}

import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { getUser, listCaller } from '../services/users.service';
import { answerWriteAccess, getWriteAccess } from '../services/write-access.service';

/** The caller's own user record, and the bot's permission to write to them. */
export async function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.listUsers, async (req) => listCaller(db, req.caller.id));
  route(app, ops.getUser, async (req) => getUser(db, req.caller.id, req.params.id));
  route(app, ops.getWriteAccess, async (req) => getWriteAccess(db, req.caller.id));
  route(app, ops.answerWriteAccess, async (req) => answerWriteAccess(db, req.caller.id, req.body.allowed));
}

import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { getLanguage, saveLanguage } from '../services/language.service';
import { getUser, listCaller } from '../services/users.service';
import { answerWriteAccess, getWriteAccess } from '../services/write-access.service';

/** The caller's own user record, the bot's permission to write to them and the language it writes in. */
export async function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, ops.listUsers, async (req) => listCaller(db, req.caller.id));
  route(app, ops.getUser, async (req) => getUser(db, req.caller.id, req.params.id));
  route(app, ops.getWriteAccess, async (req) => getWriteAccess(db, req.caller.id));
  route(app, ops.answerWriteAccess, async (req) => answerWriteAccess(db, req.caller.id, req.body.allowed));
  route(app, ops.getLanguage, async (req) => getLanguage(db, req.caller.id));
  route(app, ops.saveLanguage, async (req) => saveLanguage(db, req.caller.id, req.body.language));
}

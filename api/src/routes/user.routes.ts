import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { TelegramIdParams } from './route-params';
import { getUser, listCaller } from '../services/users.service';
import { answerWriteAccess, getWriteAccess } from '../services/write-access.service';


export async function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  /** The caller's own record, as a one-item list (a user never lists other users). */
  api.get('/users', { schema: { summary: 'The caller as a user list', tags: ['users'], response: { 200: v.array(schemas.UserSchema) } } }, async (req) => listCaller(db, req.caller.id));

  api.get('/users/:id', { schema: { summary: "The caller (others: 403)", tags: ['users'], params: TelegramIdParams, response: { 200: schemas.UserSchema } } }, async (req) =>
    getUser(db, req.caller.id, req.params.id));

  /** Issue 28: permission for the bot's messages, asked in the app; the 30-day rule is the server's. */
  api.get('/profile/write-access', { schema: { summary: 'Whether the bot may write to the caller, and whether to ask now', tags: ['users'], response: { 200: schemas.WriteAccessStateSchema } } }, async (req) =>
    getWriteAccess(db, req.caller.id));

  api.post('/profile/write-access', { schema: { summary: "Store the caller’s answer to requestWriteAccess", tags: ['users'], body: schemas.WriteAccessAnswerSchema, response: { 200: schemas.WriteAccessStateSchema } } }, async (req) =>
    answerWriteAccess(db, req.caller.id, req.body.allowed));
}

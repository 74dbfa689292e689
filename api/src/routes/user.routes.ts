import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { TelegramIdParams } from './route-params';
import { getUser, listCaller } from '../services/users.service';


export async function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  /** The caller's own record, as a one-item list (a user never lists other users). */
  api.get('/users', { schema: { summary: 'The caller as a user list', tags: ['users'], response: { 200: v.array(schemas.UserSchema) } } }, async (req) => listCaller(db, req.caller.id));

  api.get('/users/:id', { schema: { summary: "The caller (others: 403)", tags: ['users'], params: TelegramIdParams, response: { 200: schemas.UserSchema } } }, async (req) =>
    getUser(db, req.caller.id, req.params.id));
}

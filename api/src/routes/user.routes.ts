import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const IdParams = v.object({ id: schemas.TelegramIdSchema });
const USER_SELECT = 'SELECT id, first_name, last_name, username, photo_url, timezone FROM users';

export async function userRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  /** The caller's own record, as a one-item list (a user never lists other users). */
  api.get('/users', { schema: { summary: 'The caller as a user list', tags: ['users'], response: { 200: v.array(schemas.UserSchema) } } }, async (req) => (await db.query(`${USER_SELECT} WHERE id = $1`, [req.caller.id])).rows);

  api.get('/users/:id', { schema: { summary: "The caller (others: 403)", tags: ['users'], params: IdParams, response: { 200: schemas.UserSchema } } }, async (req) => {
    const { id } = req.params;
    if (id !== req.caller.id) throw new HttpError(404, 'User not found');
    const row = (await db.query(`${USER_SELECT} WHERE id = $1`, [id])).rows[0];
    if (!row) throw new HttpError(404, 'User not found');
    return row;
  });
}

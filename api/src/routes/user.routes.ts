import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError, parseInput } from '../http-errors';

const IdParams = v.object({ id: schemas.TelegramIdSchema });
const USER_SELECT = 'SELECT id, first_name, last_name, username, photo_url, timezone FROM users';

export async function userRoutes(api: FastifyInstance, { db }: { db: Database }) {
  /** The caller's own record, as a one-item list (a user never lists other users). */
  api.get('/users', async (req) => (await db.query(`${USER_SELECT} WHERE id = $1`, [req.caller.id])).rows);

  api.get('/users/:id', async (req) => {
    const { id } = parseInput(IdParams, req.params, 'params');
    if (id !== req.caller.id) throw new HttpError(404, 'User not found');
    const row = (await db.query(`${USER_SELECT} WHERE id = $1`, [id])).rows[0];
    if (!row) throw new HttpError(404, 'User not found');
    return row;
  });
}

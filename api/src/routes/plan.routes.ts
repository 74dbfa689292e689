import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError, parseInput } from '../http-errors';

const IdParams = v.object({ id: schemas.IdSchema });
const PLAN_SELECT = `SELECT id, name, description, price::text AS price, duration_days, plan_type, is_active, features FROM plans`;
const SUB_SELECT = `SELECT id, plan_id, status, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS started_at,
  to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS expires_at FROM subscriptions`;

/**
 * Plans and the caller's subscription (spec section 7). No payment provider is wired in: choosing
 * a plan activates it at once, which is what the demo needs and what a payment webhook would do.
 */
export async function planRoutes(api: FastifyInstance, { db }: { db: Database }) {
  api.get('/payments/plans', async () => (await db.query(`${PLAN_SELECT} WHERE is_active ORDER BY price::numeric, id`)).rows);

  api.get('/payments/plans/:id', async (req) => {
    const { id } = parseInput(IdParams, req.params, 'params');
    const plan = (await db.query(`${PLAN_SELECT} WHERE id = $1`, [id])).rows[0];
    if (!plan) throw new HttpError(404, 'Plan not found');
    return plan;
  });

  api.get('/payments/subscriptions/me', async (req) => {
    const sub = (
      await db.query(`${SUB_SELECT} WHERE user_id = $1 AND status = 'active' AND (expires_at IS NULL OR expires_at > now()) ORDER BY started_at DESC LIMIT 1`, [req.caller.id])
    ).rows[0];
    if (!sub) throw new HttpError(404, 'No active subscription');
    return sub;
  });

  api.get('/payments/subscriptions', async (req) => (await db.query(`${SUB_SELECT} WHERE user_id = $1 ORDER BY started_at DESC, id DESC`, [req.caller.id])).rows);

  api.post('/payments/subscriptions', async (req, reply) => {
    const body = parseInput(schemas.SubscriptionCreateSchema, req.body, 'body');
    const created = await db.transaction(async (tx) => {
      const plan = (await tx.query<{ duration_days: number }>('SELECT duration_days FROM plans WHERE id = $1 AND is_active', [body.plan_id])).rows[0];
      if (!plan) throw new HttpError(404, 'Plan not found', 'body.plan_id');
      await tx.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status = 'active'`, [req.caller.id]);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO subscriptions (user_id, plan_id, status, expires_at) VALUES ($1, $2, 'active', now() + make_interval(days => $3)) RETURNING id`,
        [req.caller.id, body.plan_id, Number(plan.duration_days)],
      );
      return (await tx.query(`${SUB_SELECT} WHERE id = $1`, [rows[0]!.id])).rows[0];
    });
    return reply.status(201).send(created);
  });

  api.post('/payments/subscriptions/cancel', async (req) => {
    const { rows } = await db.query<{ id: number }>(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1 AND status = 'active' RETURNING id`, [req.caller.id]);
    if (rows.length === 0) throw new HttpError(404, 'No active subscription');
    return { cancelled: rows.map((r) => Number(r.id)) };
  });
}

import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Config } from '../config';
import { route } from '../plugins/operation-route';
import { demoInitData, listDemoUsers } from '../services/demo.service';

/**
 * Registered only when DEMO is on: lets a person outside Telegram enter as a seeded user.
 * Only the seeded demo users can be signed here, never an arbitrary id.
 */
export async function demoRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, ops.listDemoUsers, async () => listDemoUsers());
  route(app, ops.demoInitData, async (req) => demoInitData(config.botToken, req.body.user_id));
}

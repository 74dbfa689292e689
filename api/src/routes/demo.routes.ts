import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Config } from '../config';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { demoInitData, listDemoUsers } from '../services/demo.service';

const DemoBody = v.object({ user_id: schemas.IdSchema });

/**
 * Registered only when DEMO is on: lets a person outside Telegram enter as a seeded user.
 * Only the seeded demo users can be signed here, never an arbitrary id.
 */
export async function demoRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/demo/users', { config: { public: true }, schema: { summary: 'Seeded demo users (DEMO on only)', tags: ['demo'], response: { 200: schemas.DemoUserListSchema } } }, async () => listDemoUsers());

  api.post('/demo/init-data', { config: { public: true }, schema: { summary: "Init data signed for a seeded demo user (DEMO on only)", tags: ['demo'], body: DemoBody, response: { 200: schemas.DemoInitDataSchema } } }, async (req) =>
    demoInitData(config.botToken, req.body.user_id));
}

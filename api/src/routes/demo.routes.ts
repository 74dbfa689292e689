import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { signInitData } from '../auth/init-data';
import { DEMO_USERS } from '../db/seed';
import { nowSeconds } from '../domain/clock';
import { HttpError } from '../http-errors';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const DemoBody = v.object({ user_id: schemas.IdSchema });

/**
 * Registered only when DEMO is on: lets a person outside Telegram enter as a seeded user.
 * Only the seeded demo users can be signed here, never an arbitrary id.
 */
export async function demoRoutes(app: FastifyInstance, { config }: { db: Database; config: Config }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/demo/users', { schema: { summary: 'Seeded demo users (DEMO on only)', tags: ['demo'] } }, async () => DEMO_USERS);

  api.post('/demo/init-data', { schema: { summary: "Init data signed for a seeded demo user (DEMO on only)", tags: ['demo'], body: DemoBody } }, async (req) => {
    const { user_id } = req.body;
    const user = DEMO_USERS.find((u) => u.id === user_id);
    if (!user) throw new HttpError(404, 'Demo user not found');
    const initData = signInitData(
      {
        auth_date: String(nowSeconds()),
        query_id: `demo-${user.id}`,
        // Telegram adds an Ed25519 `signature` for third-party checks, and the SDK refuses init data
        // without one. Demo data is not Telegram's, so this one says so; the HMAC hash is what we verify.
        signature: 'demo-not-signed-by-telegram',
        user: JSON.stringify({ id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username, language_code: 'ru' }),
      },
      config.botToken,
    );
    return { init_data: initData };
  });
}

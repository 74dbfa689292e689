import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import type { Database } from '../../../src/db/database';
import { migrate } from '../../../src/db/migrations';
import { seedDemo } from '../../../src/db/seed';
import { startBotApiStandin, type BotApiStandin } from '../../../test-support/bot-api-standin';
import { TEST_BOT_TOKEN, freshDatabase, initDataFor } from '../../helper';

// On PostgreSQL the hot reads marked `profileAside` compare the caller's profile while they read
// (plugins/auth.plugin.ts): the answer must still leave only once the profile is stored, so a request
// through any process right after it sees the new profile. The profile statement is slowed down here
// so that an answer sent before it ends would be caught.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a hot read compares the caller\'s profile beside it (PostgreSQL)', () => {
  let app: FastifyInstance;
  let db: Database;
  let drop: () => Promise<void>;
  let telegram: BotApiStandin;
  let profileStatements = 0;

  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    await migrate(db);
    await seedDemo(db);
    telegram = await startBotApiStandin();
    const slowProfiles: Database = {
      ...db,
      query: (async (sql: string, params?: unknown[]) => {
        if (sql.includes('INSERT INTO users') && sql.includes('unnest')) {
          profileStatements += 1;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return db.query(sql, params);
      }) as Database['query'],
    };
    app = await buildApp({ ...loadConfig({ BOT_TOKEN: TEST_BOT_TOKEN }), demo: true, validateResponses: true, telegramApiRoot: telegram.apiRoot }, slowProfiles);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await telegram?.close();
    await drop?.();
  });

  const storedName = async (id: number) => (await db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [id])).rows[0]?.first_name;

  it.each([
    ['a day', '/api/timeslots/1/2026-12-07'],
    ['services', '/api/services/?worker_id=1'],
    ["the client's first page", '/api/bookings/telegram_id/{id}?limit=20'],
  ])('%s: answered once the new name is stored', async (_, url) => {
    const id = 710_000 + Math.floor(Math.random() * 10_000);
    await app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id, first_name: 'Прежнее' }) } });
    expect(await storedName(id)).toBe('Прежнее');
    const before = profileStatements;
    const res = await app.inject({ url: url.replace('{id}', String(id)), headers: { 'x-telegram-init-data': initDataFor({ id, first_name: 'Новое' }) } });
    expect(res.statusCode, res.body).toBe(200);
    expect(profileStatements).toBeGreaterThan(before);
    expect(await storedName(id)).toBe('Новое');
  });

  it('a refused read still stores nothing wrong and answers its refusal', async () => {
    const id = 720_000 + Math.floor(Math.random() * 10_000);
    const res = await app.inject({ url: '/api/bookings/telegram_id/100001?limit=20', headers: { 'x-telegram-init-data': initDataFor({ id, first_name: 'Чужой' }) } });
    expect(res.statusCode).toBe(403);
    expect(await storedName(id)).toBe('Чужой');
  });
});

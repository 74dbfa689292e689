import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { openDatabase } from '../../../src/db/database';
import { migrate } from '../../../src/db/migrations';
import { seedDemo } from '../../../src/db/seed';
import { SPEED_PIECES, parsePlainPieces } from '../../../src/speed/pieces';
import { loadConfig } from '../../../src/config';
import { ANNA, BORIS, TEST_BOT_TOKEN, initDataFor, useApp } from '../../helper';

// Each speed piece (api/src/speed) has a plain version behind the same interface. With every piece
// plain (SPEED_PLAIN), the API answers byte for byte what it answers with the fast ones.
const ctx = useApp();
let plain: FastifyInstance;
beforeAll(async () => {
  plain = await buildApp({ ...ctx.config, plain: new Set(SPEED_PIECES) }, ctx.db);
});
afterAll(() => plain?.close());

const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

/** The same request to both apps: the same status and body. */
async function same(url: string, user: number) {
  const fast = await ctx.app.inject({ url, headers: as(user) });
  const slow = await plain.inject({ url, headers: as(user) });
  expect(slow.statusCode, slow.body).toBe(fast.statusCode);
  expect(slow.body).toBe(fast.body);
  return fast;
}

describe('SPEED_PLAIN', () => {
  it('names pieces; an unknown name stops the server at start', () => {
    expect(loadConfig({ BOT_TOKEN: TEST_BOT_TOKEN }).plain.size).toBe(0);
    expect([...loadConfig({ BOT_TOKEN: TEST_BOT_TOKEN, SPEED_PLAIN: 'booking-queue, list-cards' }).plain]).toEqual(['booking-queue', 'list-cards']);
    expect(() => parsePlainPieces('booking-queue,day-cash')).toThrow(/SPEED_PLAIN names no such piece: day-cash/);
  });

  it('every piece plain: bookings, refusals, a day, the lists and services answer as with the fast pieces', async () => {
    const date = moscowDate(4);
    const day = ((await same(`/api/timeslots/1/${date}`, ANNA)).json() as { timeslots: { id: number; time_start: string }[] }[])[0]!;
    const slot = day.timeslots.find((t) => t.time_start === '09:00:00')!;
    const book = (app: FastifyInstance, client: number, time_start: string, service_ids: number[]) =>
      app.inject({ method: 'POST', url: '/api/bookings/', headers: as(client), payload: { telegram_id: client, place_id: 1, service_ids, timeslot_id: slot.id, time_start } });
    const fast = await book(ctx.app, ANNA, '10:00', [2, 1]);
    const slow = await book(plain, BORIS, '11:30', [2, 1]);
    expect([fast.statusCode, slow.statusCode]).toEqual([201, 201]);
    const strip = (b: { id: number; time_start: string; time_end: string }) => ({ ...b, id: 0, time_start: '', time_end: '' });
    expect(strip(slow.json())).toEqual(strip(fast.json()));
    expect(slow.json()).toMatchObject({ time_start: '11:30:00', time_end: '13:00:00' });
    const [taken1, taken2] = [await book(ctx.app, BORIS, '10:30', [2]), await book(plain, ANNA, '12:30', [2])];
    expect([taken1.statusCode, taken2.statusCode]).toEqual([409, 409]);
    expect(taken2.body).toBe(taken1.body);
    await same(`/api/timeslots/1/${date}`, BORIS);
    await same(`/api/timetable/1/${date}`, ANNA);
    for (const client of [ANNA, BORIS]) {
      await same(`/api/bookings/telegram_id/${client}`, client);
      await same(`/api/bookings/telegram_id/${client}?limit=1`, client);
      await same(`/api/bookings/telegram_id/${client}/place/1`, client);
      await same(`/api/bookings/telegram_id/${client}/worker/1`, client);
    }
    await same('/api/services/?worker_id=1', ANNA);
    const forged = initDataFor({ id: ANNA }, { token: 'another-token' });
    for (const app of [ctx.app, plain]) expect((await app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': forged } })).statusCode).toBe(401);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)('the embedded database on PGlite’s own driver serves the same', async () => {
    const db = await openDatabase({ dataDir: null, plain: new Set(['pglite-session']) });
    try {
      await migrate(db);
      await seedDemo(db);
      const app = await buildApp(ctx.config, db);
      try {
        const res = await app.inject({ url: '/api/services/?worker_id=1', headers: as(ANNA) });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe((await ctx.app.inject({ url: '/api/services/?worker_id=1', headers: as(ANNA) })).body);
        await expect(db.transaction(async (tx) => {
          await tx.query(`UPDATE services SET title = 'Другое' WHERE id = 1`);
          throw new Error('rolled back');
        })).rejects.toThrow('rolled back');
        expect((await db.query<{ title: string }>('SELECT title FROM services WHERE id = 1')).rows[0]!.title).not.toBe('Другое');
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { DEFAULT_TIMEZONE, setClock, wallClock } from '../../../src/domain/clock';
import { TEST_BOT_TOKEN, initDataFor, useApp } from '../../helper';

// Fair shares: on a plan with a monthly limit, one client holds at most
// MAX_ACTIVE_PER_CLIENT (default 3) future active bookings with a master.
const ctx = useApp();
const REFUSAL = 'К этому мастеру можно иметь не больше 3 будущих записей.';
let today = '';
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);

beforeAll(() => {
  // Noon in Moscow on the seeded day: the seed's timeslots run from yesterday to 14 days ahead.
  today = wallClock(DEFAULT_TIMEZONE).date;
  setClock(new Date(`${today}T12:00:00+03:00`));
});
afterAll(() => setClock(null));

async function slotId(workerId: number, date: string, start: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND time_start <= $3::time AND time_end > $3::time AND status = 'free'`,
    [workerId, date, start],
  );
  return Number(rows[0]!.id);
}

/** A booking of worker 1's 30-minute service (place 1), of worker 3's 2-hour one (place 2) or worker 2's 90-minute one (place 1). */
const SERVICE = { 1: { service: 2, place: 1 }, 2: { service: 4, place: 1 }, 3: { service: 6, place: 2 } } as const;

async function bodyFor(client: number, workerId: 1 | 2 | 3, date: string, start: string) {
  const { service, place } = SERVICE[workerId];
  return { telegram_id: client, place_id: place, service_ids: [service], timeslot_id: await slotId(workerId, date, start), time_start: start };
}

async function book(client: number, workerId: 1 | 2 | 3, date: string, start: string, app: FastifyInstance = ctx.app) {
  return app.inject({ method: 'POST', url: '/api/bookings/', headers: { 'x-telegram-init-data': initDataFor({ id: client }) }, payload: await bodyFor(client, workerId, date, start) });
}

async function insertBooking(client: number, status: string, date: string, start: string, end: string) {
  await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Клиент') ON CONFLICT (id) DO NOTHING`, [client]);
  await ctx.db.query(
    `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ($1, $2, 1, 1, $3, $4, $5)`,
    [status, client, date, start, end],
  );
}

describe('one client cannot hold a free-plan master’s month', () => {
  it('refuses a 4th future booking with the same master, and another client still books', async () => {
    const date = day(2);
    for (const start of ['09:00', '10:00', '11:00']) expect((await book(300001, 1, date, start)).statusCode).toBe(201);
    const fourth = await book(300001, 1, date, '15:00');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ message: REFUSAL, error: REFUSAL });
    expect((await book(300002, 1, date, '15:00')).statusCode).toBe(201);
    // Another master (also on the free plan) is another share.
    expect((await book(300001, 3, date, '09:00')).statusCode).toBe(201);
  });

  it('counts neither past nor cancelled bookings, and today’s count starts at now on the master’s clock', async () => {
    const client = 300003;
    await insertBooking(client, 'confirmed', day(-1), '10:00', '10:30');
    await insertBooking(client, 'confirmed', today, '11:00', '11:30'); // earlier today: the clock reads 12:00 in Moscow
    await insertBooking(client, 'cancelled', day(4), '10:00', '10:30');
    await insertBooking(client, 'confirmed', today, '17:00', '17:30'); // later today: counts
    for (const start of ['09:00', '09:30']) expect((await book(client, 1, day(4), start)).statusCode).toBe(201);
    expect((await book(client, 1, day(4), '10:30')).json().message).toBe(REFUSAL);
  });

  it('does not apply to a master on an unlimited plan (Про)', async () => {
    await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES (200002, 2, 'active')`);
    const codes = [];
    for (const [date, start] of [[day(5), '09:00'], [day(5), '10:30'], [day(6), '09:00'], [day(6), '10:30']] as const) {
      codes.push((await book(300004, 2, date, start)).statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201]);
  });

  it('counts concurrent requests: 6 at once from one client, exactly 3 accepted', async () => {
    const client = 300005;
    const times = [[day(7), '09:00'], [day(7), '11:00'], [day(7), '14:00'], [day(7), '16:00'], [day(8), '09:00'], [day(8), '11:00']] as const;
    const answers = await Promise.all(times.map(([date, start]) => book(client, 3, date, start)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === REFUSAL)).toBe(true);
  });

  it('MAX_ACTIVE_PER_CLIENT=0 turns the rule off', async () => {
    const config = loadConfig({ BOT_TOKEN: TEST_BOT_TOKEN, MAX_ACTIVE_PER_CLIENT: '0' });
    expect(loadConfig({ BOT_TOKEN: TEST_BOT_TOKEN }).maxActivePerClient).toBe(3);
    const unlimited = await buildApp({ ...ctx.config, maxActivePerClient: config.maxActivePerClient }, ctx.db);
    try {
      const codes = [];
      for (const start of ['09:00', '10:00', '11:00', '15:00']) codes.push((await book(300007, 1, day(10), start, unlimited)).statusCode);
      expect(codes).toEqual([201, 201, 201, 201]);
    } finally {
      await unlimited.close();
    }
  });
});

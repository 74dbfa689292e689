import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, setClock, wallClock } from '../../../src/domain/clock';
import { initDataFor, useApp } from '../../helper';

// Bounds: work time, bookings and waits at most a year ahead on the master's clock; at
// most 50 categories a master; at most 20 open waits a client.
const ctx = useApp();
const BEYOND = 'Нельзя выбрать дату дальше чем на год вперёд.';
const MARIA = 200001;
let today = '';
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, user = MARIA) => ctx.app.inject({ method, url, headers: as(user), payload });

beforeAll(() => {
  today = wallClock(DEFAULT_TIMEZONE).date;
  // 01:30 in Moscow: the master's today, while in UTC it is still yesterday (22:30).
  setClock(new Date(`${today}T01:30:00+03:00`));
});
afterAll(() => setClock(null));


describe('waits', () => {
  const wait = (client: number, workerId: number, placeId: number, serviceId: number, date: string) =>
    send('POST', '/api/waitlist', { worker_id: workerId, place_id: placeId, date, service_ids: [serviceId] }, client);

  it('refuses a date past the horizon', async () => {
    const res = await wait(600201, 1, 1, 2, day(366));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: BEYOND, field: 'date' });
  });

  it('holds at most 20 open waits a client; joining one again, ended and past ones do not count', async () => {
    const client = 600202;
    await ctx.db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Ждун')`, [client]);
    await ctx.db.query(
      `INSERT INTO waitlist (client_id, worker_id, place_id, date, service_ids, ended_at) VALUES
       ($1, 1, 1, $2, '{2}', NULL), ($1, 1, 1, $3, '{2}', now())`,
      [client, day(-3), day(30)],
    );
    for (let n = 1; n <= 20; n++) expect((await wait(client, n % 2 ? 1 : 2, 1, n % 2 ? 2 : 4, day(n))).statusCode).toBe(201);
    const refused = await wait(client, 1, 1, 2, day(40));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Можно ждать свободное время не больше чем на 20 датах сразу.' });
    expect((await wait(client, 1, 1, 2, day(1))).statusCode).toBe(201); // the same wait again
    expect((await wait(600203, 1, 1, 2, day(40))).statusCode).toBe(201); // another client
  });
});

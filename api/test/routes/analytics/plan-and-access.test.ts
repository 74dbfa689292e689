import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { ANNA, useApp } from '../../helper';
import { MARIA, OLGA, as, moveHelpers } from '../bookings/move-helpers';

// Figures and the CSV only for a master whose plan in force has features.analytics; a
// worker's figures, clients and client cards only for its own master (403 for anyone else, as the
// cabinet's other calls); a client of another master is no client of this one (404).
const T0 = new Date('2026-12-01T08:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
const h = moveHelpers(ctx);
const PRO_ONLY = 'Статистика доступна в плане «Про»';
const PERIOD = 'from=2026-12-01&to=2026-12-07';

const get = (caller: number, url: string) => ctx.app.inject({ url: `/api${url}`, headers: as(caller) });
const link = (caller: number, worker: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/workers/${worker}/analytics/export-link`, headers: as(caller), payload: { from: '2026-12-01', to: '2026-12-07' } });
/** Every plan-gated call of `caller` on `worker`: status and message each. */
const gated = async (caller: number, worker: number) =>
  Promise.all([get(caller, `/workers/${worker}/analytics?${PERIOD}`), get(caller, `/workers/${worker}/analytics.csv?${PERIOD}`), link(caller, worker)])
    .then((all) => all.map((r) => [r.statusCode, r.statusCode === 200 ? 'ok' : r.json().message]));
const proUntil = (user: number, until: string) =>
  ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at) VALUES ($1, 2, 'active', '2026-11-01T00:00:00Z', $2)`, [user, until]);

let olgasClient: number;
beforeAll(async () => {
  await proUntil(MARIA, '2026-12-10T00:00:00+03:00');
  await h.book(h.client(), '2026-12-02', '12:00');
  olgasClient = h.client();
  const slot = await h.slot(2, '2026-12-02', '10:00');
  const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(olgasClient), payload: { telegram_id: olgasClient, place_id: 1, service_ids: [4], timeslot_id: slot, time_start: '10:00' } });
  expect(res.statusCode, res.body).toBe(201);
});

describe('the plan decides', () => {
  it("a 'Про' master gets the figures, the CSV and the link", async () => {
    expect(await gated(MARIA, 1)).toEqual([[200, 'ok'], [200, 'ok'], [200, 'ok']]);
  });

  it('a master on the free plan is told the figures come with «Про»; on «Про» they come', async () => {
    expect(await gated(OLGA, 2)).toEqual([[403, PRO_ONLY], [403, PRO_ONLY], [403, PRO_ONLY]]);
    await proUntil(OLGA, '2027-01-01T00:00:00Z');
    expect(await gated(OLGA, 2)).toEqual([[200, 'ok'], [200, 'ok'], [200, 'ok']]);
  });

  it("once the 'Про' period is over, the free plan's answer again", async () => {
    setClock(new Date('2026-12-10T00:00:01+03:00'));
    try {
      expect(await gated(MARIA, 1)).toEqual([[403, PRO_ONLY], [403, PRO_ONLY], [403, PRO_ONLY]]);
    } finally {
      setClock(T0);
    }
  });

  it('the clients list and cards come with every plan', async () => {
    await ctx.db.query(`UPDATE subscriptions SET status = 'expired' WHERE user_id = $1`, [OLGA]);
    expect((await get(OLGA, '/workers/2/clients')).statusCode).toBe(200);
    expect((await get(OLGA, `/workers/2/clients/${olgasClient}`)).statusCode).toBe(200);
  });
});

describe('only the worker’s own master', () => {
  const ownerOnly = 'Это может изменить только сам мастер';
  const calls = (worker: number, client: number) => [
    (c: number) => get(c, `/workers/${worker}/analytics?${PERIOD}`),
    (c: number) => get(c, `/workers/${worker}/analytics.csv?${PERIOD}`),
    (c: number) => link(c, worker),
    (c: number) => get(c, `/workers/${worker}/clients`),
    (c: number) => get(c, `/workers/${worker}/clients/${client}`),
    (c: number) => ctx.app.inject({ method: 'PUT', url: `/api/workers/${worker}/clients/${client}/note`, headers: as(c), payload: { note: 'x' } }),
    (c: number) => ctx.app.inject({ method: 'PUT', url: `/api/workers/${worker}/clients/${client}/block`, headers: as(c), payload: { blocked: true } }),
  ];

  it("another master's or a client's request is 403, an unknown worker 404, and nothing changes", async () => {
    const before = await h.snapshot();
    for (const call of calls(1, ANNA)) {
      for (const caller of [OLGA, ANNA, olgasClient]) {
        const res = await call(caller);
        expect([res.statusCode, res.json().message], res.body).toEqual([403, ownerOnly]);
      }
    }
    for (const call of calls(999, ANNA)) expect((await call(MARIA)).statusCode).toBe(404);
    expect(await h.snapshot()).toBe(before);
    expect((await ctx.db.query('SELECT count(*)::int AS n FROM worker_clients')).rows[0]).toEqual({ n: 0 });
  });

  it("another master's client, or someone who never booked, is no client of this master: 404", async () => {
    for (const client of [olgasClient, 123_456_789]) {
      for (const res of [
        await get(MARIA, `/workers/1/clients/${client}`),
        await ctx.app.inject({ method: 'PUT', url: `/api/workers/1/clients/${client}/note`, headers: as(MARIA), payload: { note: 'x' } }),
        await ctx.app.inject({ method: 'PUT', url: `/api/workers/1/clients/${client}/block`, headers: as(MARIA), payload: { blocked: true } }),
      ]) expect([res.statusCode, res.json().message]).toEqual([404, 'Клиент не найден']);
    }
    const list = (await get(MARIA, '/workers/1/clients?limit=100')).json() as { telegram_id: number }[];
    expect(list.map((c) => c.telegram_id)).not.toContain(olgasClient);
    const olgas = (await get(OLGA, '/workers/2/clients?limit=100')).json() as { telegram_id: number }[];
    expect(olgas.map((c) => c.telegram_id)).toContain(olgasClient);
  });
});

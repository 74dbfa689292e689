import { describe, expect, it } from 'vitest';
import { ANNA, BORIS, ENDPOINTS, MARIA, OLGA, day, type Endpoint } from './endpoints';
import { fingerprint } from './fingerprint';
import { initDataFor, useApp } from './helper';

const ctx = useApp({ rateLimitPerMinute: 0 });

/** The table's body, with ids that only exist at run time filled in. */
async function bodyOf(e: Endpoint): Promise<Record<string, unknown> | undefined> {
  if (e.name !== 'book') return e.body;
  const slot = await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND time_start = '14:00'`, [day(8)]);
  return { ...e.body, timeslot_id: Number(slot.rows[0]!.id) };
}

async function call(e: Endpoint, caller: number | null) {
  let body = await bodyOf(e);
  if (e.callerScoped && caller !== null && body) body = { ...body, telegram_id: caller };
  return ctx.app.inject({
    method: e.method,
    url: e.url,
    headers: caller === null ? {} : { 'x-telegram-init-data': initDataFor({ id: caller }) },
    ...(body ? { payload: body } : {}),
  });
}

/** Strangers: another master, a client, and (for master-owned things) the other kind of user. */
function strangers(e: Endpoint): number[] {
  if (e.callerScoped) return [];
  return e.owner === ANNA ? [BORIS, MARIA] : [e.owner === MARIA ? OLGA : MARIA, BORIS, ANNA];
}

describe('who may do what: every mutating endpoint x {owner, another master, a client, no init data}', () => {
  it('warms up the callers (users are upserted from init data on their first request)', async () => {
    for (const id of [MARIA, OLGA, ANNA, BORIS]) await ctx.app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id }) } });
    // A future booking of Boris with master 1, for the master-cancel row.
    await ctx.db.query(`INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end) VALUES (500, 'confirmed', ${BORIS}, 1, 1, $1, '16:00', '16:30')`, [day(9)]);
  });

  for (const e of ENDPOINTS) {
    it(`${e.name}: ${e.method} ${e.url.split('?')[0]}`, async () => {
      const before = await fingerprint(ctx.db);
      expect((await call(e, null)).statusCode, 'no init data').toBe(401);
      for (const stranger of strangers(e)) {
        const res = await call(e, stranger);
        expect(res.statusCode, `caller ${stranger}`).toBe(e.stranger);
      }
      if (e.callerScoped && e.body) {
        // Naming someone else in the body is refused, whoever asks.
        const other = await ctx.app.inject({ method: e.method, url: e.url, headers: { 'x-telegram-init-data': initDataFor({ id: OLGA }) }, payload: await bodyOf(e) });
        expect(other.statusCode).toBe(403);
      }
      expect(await fingerprint(ctx.db), 'refused calls change nothing').toBe(before);
      const own = await call(e, e.owner);
      expect(own.statusCode, own.body).toBeLessThan(300);
    });
  }
});

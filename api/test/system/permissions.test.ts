import { beforeAll, describe, expect, it } from 'vitest';
import { ANNA, BORIS, BOUNDARY, ENDPOINTS, MARIA, NEW_MASTER, OLGA, PNG, day, multipartBody, type Endpoint } from '../endpoints';
import { fingerprint } from '../fingerprint';
import { initDataFor, useApp } from '../helper';

const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

const ctx = useApp({ rateLimitPerMinute: 0 });

/** The request of the table, with ids that only exist at run time filled in. */
async function requestOf(e: Endpoint): Promise<{ url: string; body?: Record<string, unknown> }> {
  return { url: e.url, body: e.body, ...(e.resolve ? await e.resolve(ctx.db) : {}) };
}

async function call(e: Endpoint, caller: number | null) {
  const { url, body } = await requestOf(e);
  const headers: Record<string, string> = caller === null ? {} : { 'x-telegram-init-data': initDataFor({ id: caller }) };
  if (e.multipart) {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    return ctx.app.inject({ method: e.method, url, headers, payload: multipartBody('me.png', PNG) });
  }
  return ctx.app.inject({ method: e.method, url, headers, ...(body ? { payload: body } : {}) });
}

/**
 * Callers who are not the owner: another master and a client (both kinds when the owner is a
 * client). For endpoints whose body names the caller, they send the owner's body unchanged.
 */
function strangers(e: Endpoint): number[] {
  if (e.selfOnly) return [];
  if (e.owner === ANNA || e.owner === BORIS) return [e.owner === ANNA ? BORIS : ANNA, MARIA];
  return [e.owner === MARIA ? OLGA : MARIA, BORIS, ANNA];
}

describe('who may do what: every mutating endpoint x {owner, another master, a client, no init data}', () => {
  // The table's rows need every caller to be a user already (users are stored from init data on
  // their first request) and a future booking of Boris with master 1 (the master-cancel row).
  beforeAll(async () => {
    for (const id of [MARIA, OLGA, ANNA, BORIS, NEW_MASTER]) {
      const first = await ctx.app.inject({ url: '/api/places', headers: { 'x-telegram-init-data': initDataFor({ id }) } });
      expect(first.statusCode, `first request of ${id}`).toBe(200);
    }
    const stored = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::bigint[])', [[MARIA, OLGA, ANNA, BORIS, NEW_MASTER]]);
    expect(stored.rows, 'every caller is a user').toHaveLength(5);
    await ctx.db.query(`INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end) VALUES (500, 'confirmed', ${BORIS}, 1, 1, $1, '16:00', '16:30')`, [day(9)]);
  });

  for (const e of ENDPOINTS) {
    it(`${e.name}: ${e.method} ${e.url.split('?')[0]}`, async () => {
      const before = await fingerprint(ctx.db);
      expect((await call(e, null)).statusCode, 'no init data').toBe(401);
      for (const stranger of strangers(e)) {
        const res = await call(e, stranger);
        expect(res.statusCode, `caller ${stranger}: ${res.body}`).toBe(e.stranger);
      }
      expect(await fingerprint(ctx.db), 'refused calls change nothing').toBe(before);
      const own = await call(e, e.owner);
      expect(own.statusCode, own.body).toBeLessThan(300);
    });
  }

  it('a user acts on their own subscription and uploads only: another user’s cancel finds nothing', async () => {
    // Olga subscribed and cancelled above; Maria has no subscription, so her cancel cannot touch Olga's.
    await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: { 'x-telegram-init-data': initDataFor({ id: OLGA }) }, payload: { plan_id: 1 } });
    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions/cancel', headers: { 'x-telegram-init-data': initDataFor({ id: MARIA }) } });
    expect(cancel.statusCode).toBe(404);
    const mine = await ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: { 'x-telegram-init-data': initDataFor({ id: OLGA }) } });
    expect(mine.json()).toMatchObject({ plan_id: 1, status: 'active' });
  });

  it('shared records: a second master of business 1 cannot rename the business or rewrite place 1; its owner can', async () => {
    const before = await fingerprint(ctx.db);
    const olga = (body: Record<string, unknown>) => ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(OLGA), payload: { telegram_id: OLGA, ...body } });
    for (const body of [{ business_name: 'Захвачено' }, { business_description: null }, { place_address: 'Другой адрес' }, { place_contacts: { phone: '+7 999 000 00 00' } }, { place_id: 1, place_name: 'Чужое' }]) {
      const res = await olga(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(await fingerprint(ctx.db), 'refused calls change nothing').toBe(before);
    // Her own worker she changes freely, and resending the shared values unchanged is no change.
    const business = (await ctx.app.inject({ url: '/api/business/1', headers: as(ANNA) })).json();
    const place = (await ctx.app.inject({ url: '/api/places/1', headers: as(ANNA) })).json();
    const own = await olga({ worker_title: 'Ольга П.', business_name: business.name, place_address: place.address });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().title).toBe('Ольга П.');
    const owner = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(MARIA), payload: { telegram_id: MARIA, business_name: 'Студия «Лайм» и К°' } });
    expect(owner.statusCode, owner.body).toBe(200);
    expect((await ctx.app.inject({ url: '/api/business/1', headers: as(ANNA) })).json().name).toBe('Студия «Лайм» и К°');
  });
});

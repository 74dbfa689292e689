import { describe, expect, it } from 'vitest';
import { ANNA, initDataFor, useApp } from '../helper';
import { verifyInitData } from '../../src/auth/init-data';

describe('init data check on every request', () => {
  const ctx = useApp();
  const get = (initData?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/bookings/telegram_id/${ANNA}`, headers: initData === undefined ? {} : { 'x-telegram-init-data': initData } });

  it('accepts correctly signed data', async () => {
    const res = await get(initDataFor({ id: ANNA }));
    expect(res.statusCode).toBe(200);
  });

  it('lets through without init data exactly the routes marked public on themselves and the catalogue reads a guest may make', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const open: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url });
        if (res.statusCode !== 401) open.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // The calendar feed: its secret token instead; a signed .ics link needs its `sig`, so stays closed here.
    // Who is asking and sign-in by phone read the caller themselves.
    const publicOnes = [
      'GET /api/calendar/{token}.ics', 'GET /api/demo/users', 'GET /api/files/{name}', 'GET /api/gallery/{name}', 'GET /api/health', 'GET /api/health/ready',
      'POST /api/demo/init-data', 'GET /api/me', 'POST /api/auth/code', 'POST /api/auth/sign-in', 'POST /api/auth/sign-out',
      // ЮKassa's notifications (only a hint: the payment is read back) and the return page (its signed token).
      'POST /api/yookassa/notifications', 'GET /api/payments/return/{token}', 'GET /api/payments/subscriptions/return/{token}',
    ];
    // The catalogue: places, a place and its contacts, a business, a place's masters, a master, services, categories, dates, a day's free times.
    const guestReads = [
      'GET /api/places', 'GET /api/places/{id}', 'GET /api/places/{id}/contacts', 'GET /api/business/{id}', 'GET /api/workers/places/{placeId}',
      'GET /api/workers/uuid/{uuid}', 'GET /api/workers/{id}', 'GET /api/workers/{id}/places', 'GET /api/services/', 'GET /api/services/categories/{workerId}',
      'GET /api/services/{id}', 'GET /api/workers/{id}/dates', 'GET /api/timeslots/{workerId}/{date}', 'GET /api/timetable/{workerId}/{date}',
    ];
    expect(open.sort()).toEqual([...publicOnes, ...guestReads].sort());
  });

  it('refuses missing data with a JSON 401', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/missing/);
  });

  it('refuses data signed with another token', async () => {
    const res = await get(initDataFor({ id: ANNA }, { token: 'someone-elses-token' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/forged/);
  });

  it('refuses data whose user was changed after signing', async () => {
    const genuine = new URLSearchParams(initDataFor({ id: 555 }));
    genuine.set('user', JSON.stringify({ id: ANNA, first_name: 'Test' }));
    const res = await get(genuine.toString());
    expect(res.statusCode).toBe(401);
  });

  it('refuses expired data', async () => {
    const old = Math.floor(Date.now() / 1000) - ctx.config.initDataMaxAge - 60;
    const res = await get(initDataFor({ id: ANNA }, { authDate: old }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/expired/);
  });

  it('refuses data dated more than a minute ahead of the server clock, and accepts a little skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ahead = await get(initDataFor({ id: ANNA }, { authDate: now + 3600 }));
    expect(ahead.statusCode).toBe(401);
    expect(ahead.json().error).toMatch(/future/);
    expect((await get(initDataFor({ id: ANNA }, { authDate: now + 120 }))).statusCode).toBe(401);
    expect((await get(initDataFor({ id: ANNA }, { authDate: now + 30 }))).statusCode).toBe(200);
  });

  it('refuses garbage without a 500', async () => {
    for (const junk of ['x', 'hash=zz', 'user=%7B&hash=' + 'a'.repeat(64) + '&auth_date=1', '%%%', 'auth_date=abc&hash=&user=']) {
      const res = await get(junk);
      expect(res.statusCode).toBe(401);
    }
  });

  it('verifies against the documented algorithm', () => {
    const raw = initDataFor({ id: 42 });
    expect(verifyInitData(raw, 'test-bot-token', 60)).toMatchObject({ ok: true, user: { id: 42 } });
    expect(verifyInitData(raw, 'test-bot-token', 60, Math.floor(Date.now() / 1000) + 3600)).toEqual({ ok: false, reason: 'expired' });
  });

  it('judges the same init data again on every call: its age, its date and every byte of it', () => {
    const verify = (raw: string, at: number) => verifyInitData(raw, 'test-bot-token', 60, at);
    const now = Math.floor(Date.now() / 1000);
    const raw = initDataFor({ id: 42 });
    expect(verify(raw, now)).toMatchObject({ ok: true, user: { id: 42 } });
    expect(verify(raw, now + 30)).toMatchObject({ ok: true, user: { id: 42 } });
    // The same string with another user inside: a different string, checked in full.
    const altered = raw.replace(encodeURIComponent('"id":42'), encodeURIComponent('"id":43'));
    expect(altered).not.toBe(raw);
    expect(verify(altered, now + 30)).toEqual({ ok: false, reason: 'forged' });
    // Past its age it is refused although it was accepted a moment before.
    expect(verify(raw, now + 3600)).toEqual({ ok: false, reason: 'expired' });
    // The clock turned back refuses it too.
    expect(verify(raw, now - 3600)).toEqual({ ok: false, reason: 'from the future' });
    // Another bot's token does not accept it.
    expect(verifyInitData(raw, 'another-token', 60, now)).toEqual({ ok: false, reason: 'forged' });
  });
});

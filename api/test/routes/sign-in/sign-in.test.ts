import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { ANNA, initDataFor, useApp } from '../../helper';

// The server's clock is fixed for the file (the codes' 60 s, 5 minutes and 30 days are read off it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
beforeAll(() => setClock(T0));
// Each test starts at T0 (the clock runs on from there); its phones are its own.
beforeEach(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 }, { sms: true });

const APP = { 'x-booking-app': '1' };
let phoneSeq = 0;
/** A phone no other test of this file uses: '79990000001', … */
const freshPhone = () => `7999${String(++phoneSeq).padStart(7, '0')}`;
let addressSeq = 0;
const freshAddress = () => `10.0.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

const askCode = (phone: string, over: { name?: string; headers?: Record<string, string>; address?: string } = {}) =>
  ctx.app.inject({
    method: 'POST', url: '/api/auth/code', headers: { ...APP, ...over.headers }, remoteAddress: over.address ?? freshAddress(),
    payload: { name: over.name ?? 'Вера', phone },
  });
const signIn = (phone: string, code: string, headers: Record<string, string> = APP) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers, payload: { phone, code } });
/** The code in the last SMS to the phone, as the person reads it. */
const codeOf = (phone: string) => /^(\d{6}) /.exec(ctx.sms.lastTo(phone)?.text ?? '')?.[1] ?? '';
const cookieOf = (res: { headers: Record<string, unknown> }) => {
  const raw = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []).find((c) => c.startsWith('booking_session='));
  return raw ?? '';
};
const session = (res: { headers: Record<string, unknown> }) => cookieOf(res).split(';')[0]!;

/** Signs a new person in by phone; answers their session cookie and id. */
async function signedIn(name = 'Вера') {
  const phone = freshPhone();
  expect((await askCode(phone, { name })).statusCode).toBe(200);
  const res = await signIn(phone, codeOf(phone));
  expect(res.statusCode, res.body).toBe(200);
  return { phone, cookie: session(res), id: res.json().person.id as number };
}
const as = (cookie: string, headers: Record<string, string> = APP) => ({ cookie, ...headers });

describe('a code by SMS', () => {
  it('goes out at once through SMS.ru, to the phone in international digits, with the documented length and times', async () => {
    const res = await askCode('+7 (999) 555-12-34');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ phone: '+7 999 ***-**-34', length: 6, expires_in: 300, resend_in: 60 });
    expect(codeOf('79995551234')).toMatch(/^\d{6}$/);
    expect(ctx.sms.lastTo('79995551234')!.text).toContain('Действует 5 мин.');
    const row = (await ctx.db.query<{ sms_id: string }>("SELECT sms_id FROM sign_in_codes WHERE phone = '79995551234'")).rows[0];
    expect(row?.sms_id).toBe(ctx.sms.lastTo('79995551234')!.smsId);
  });

  it('comes in English to a person who reads English', async () => {
    const phone = freshPhone();
    await askCode(phone, { headers: { 'accept-language': 'en' } });
    expect(ctx.sms.lastTo(phone)!.text).toMatch(/^\d{6} is your sign-in code/);
  });

  it('is one per phone per 60 s, saying when to try again (429 and Retry-After), whatever the format typed', async () => {
    const phone = freshPhone();
    expect((await askCode(phone)).statusCode).toBe(200);
    setClock(new Date(T0.getTime() + 20_500));
    const again = await askCode(`8${phone.slice(1)}`);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('40');
    expect(again.json()).toMatchObject({ code: 'auth.code_too_soon', params: { seconds: 40 }, message: 'Новый код можно получить через 40 с.' });
    setClock(T0);
  });

  it('is at most 5 a day per phone', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      setClock(new Date(T0.getTime() + i * 61_000));
      expect((await askCode(phone)).statusCode).toBe(200);
    }
    setClock(new Date(T0.getTime() + 5 * 61_000));
    const sixth = await askCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('auth.codes_per_day');
    // The first code was asked 5 × 61 s ago (give or take the milliseconds the requests took).
    expect(Math.abs(Number(sixth.headers['retry-after']) - (24 * 3600 - 5 * 61))).toBeLessThanOrEqual(1);
    // A day after the first, one more may go.
    setClock(new Date(T0.getTime() + 24 * 3600_000 + 1000));
    expect((await askCode(phone)).statusCode).toBe(200);
    setClock(T0);
  });

  it('is at most 10 an hour per caller address', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await askCode(freshPhone(), { address })).statusCode).toBe(200);
    const before = ctx.sms.messages.length;
    const eleventh = await askCode(freshPhone(), { address });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().code).toBe('auth.codes_per_address');
    expect(ctx.sms.messages.length).toBe(before);
  });

  it('goes only to +7 numbers unless SMS_COUNTRIES lists more, and nothing is sent otherwise', async () => {
    const before = ctx.sms.requests;
    const res = await askCode('+375 29 123-45-67');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'auth.phone_country', field: 'phone', message: 'Вход по СМС работает только для номеров +7' });
    expect(ctx.sms.requests).toBe(before);
  });

  it('refuses a phone that is no phone, and a name with a line break, naming the field', async () => {
    expect((await askCode('12345')).json()).toMatchObject({ field: 'phone' });
    expect((await askCode('+7 999 abc')).json()).toMatchObject({ field: 'phone' });
    expect((await askCode(freshPhone(), { name: 'Вера\r\nEND' })).json()).toMatchObject({ field: 'name', message: 'Одной строкой, без переносов' });
  });

  it('needs the app’s own header and no foreign Origin', async () => {
    const phone = freshPhone();
    const noHeader = await ctx.app.inject({ method: 'POST', url: '/api/auth/code', payload: { name: 'Вера', phone } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('auth.app_header');
    const foreign = await askCode(phone, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('auth.foreign_origin');
    expect(ctx.sms.lastTo(phone)).toBeUndefined();
  });

  it('counts when SMS.ru fails, answering 503, so a failing provider cannot be used to ask for more', async () => {
    const phone = freshPhone();
    ctx.sms.failing = true;
    const res = await askCode(phone);
    ctx.sms.failing = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('auth.sms_failed');
    expect((await askCode(phone)).statusCode).toBe(429);
  });
});

describe('signing in with the code', () => {
  it('makes a new person with an id Telegram never issues, the name typed, and a session cookie', async () => {
    const phone = freshPhone();
    await askCode(phone, { name: 'Вера' });
    const res = await signIn(phone, codeOf(phone));
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json();
    expect(me.person).toMatchObject({ first_name: 'Вера', phone, way: 'phone' });
    expect(me.person.id).toBeLessThan(0);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^booking_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).not.toMatch(/Secure/);
    const stored = (await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [me.person.id])).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(session(res).split('=')[1]);
    const again = await ctx.app.inject({ url: '/api/me', headers: as(session(res)) });
    expect(again.json()).toMatchObject({ person: { id: me.person.id, way: 'phone' }, web_sign_in: true });
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const secure = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...APP, 'x-forwarded-proto': 'https' } });
    // Fastify believes X-Forwarded-Proto only from a trusted balancer; this app trusts none, so it is plain HTTP here.
    expect(String(secure.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('enters the same person the next time, by the same phone typed another way', async () => {
    const first = await signedIn('Вера');
    setClock(new Date(T0.getTime() + 61_000));
    await askCode(`8 ${first.phone.slice(1, 4)} ${first.phone.slice(4)}`, { name: 'Другое имя' });
    const res = await signIn(`+${first.phone}`, codeOf(first.phone));
    setClock(T0);
    expect(res.json().person).toMatchObject({ id: first.id, first_name: 'Вера' });
  });

  it('refuses a wrong code, saying how many tries are left, and voids the code after 5', async () => {
    const phone = freshPhone();
    await askCode(phone);
    const right = codeOf(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await signIn(phone, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'auth.code_wrong', params: { left: 4 }, field: 'code', message: 'Неверный код. Осталось попыток: 4.' });
    for (let i = 0; i < 3; i++) await signIn(phone, wrong);
    expect((await signIn(phone, wrong)).json().code).toBe('auth.code_spent');
    const late = await signIn(phone, right);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('auth.code_invalid');
    expect(cookieOf(late)).toBe('');
  });

  it('refuses an expired code (after 5 minutes) and a code used once already', async () => {
    const phone = freshPhone();
    await askCode(phone);
    setClock(new Date(T0.getTime() + 5 * 60_000 + 1000));
    expect((await signIn(phone, codeOf(phone))).json().code).toBe('auth.code_invalid');
    await askCode(phone);
    const code = codeOf(phone);
    expect((await signIn(phone, code)).statusCode).toBe(200);
    const reused = await signIn(phone, code);
    setClock(T0);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('auth.code_invalid');
  });

  it('refuses a code of another phone, and a code that is not 6 digits', async () => {
    const a = freshPhone();
    const b = freshPhone();
    await askCode(a);
    await askCode(b);
    expect((await signIn(b, codeOf(a))).json().code).toMatch(/auth\.code_(wrong|invalid)/);
    expect((await signIn(a, '12345')).json()).toMatchObject({ field: 'code', message: 'Код — 6 цифр' });
  });
});

describe('a session', () => {
  it('acts as its person: their own lists, and nobody else’s', async () => {
    const { cookie, id } = await signedIn();
    const own = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([]);
    const other = await ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: as(cookie) });
    expect(other.statusCode).toBe(403);
  });

  it('books like anyone, the booking’s client being the person', async () => {
    const { cookie, id } = await signedIn('Гостья');
    const date = new Date(T0.getTime() + 3 * 3600_000 + 2 * 86400_000).toISOString().slice(0, 10);
    const slot = (await ctx.db.query<{ id: number }>("SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' ORDER BY time_start LIMIT 1", [date])).rows[0]!;
    const free = (await ctx.app.inject({ url: `/api/timetable/1/${date}`, headers: as(cookie) })).json();
    const start = free.timeslots.find((s: { id: number }) => s.id === Number(slot.id)).time_start.slice(0, 5);
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: as(cookie),
      payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: start },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = (await ctx.db.query<{ client_id: string }>('SELECT client_id FROM bookings WHERE id = $1', [res.json().id])).rows[0]!;
    expect(Number(row.client_id)).toBe(id);
  });

  it('the master’s day names the client by the name typed, with the phone to call them; a Telegram client’s phone is not shown', async () => {
    const { cookie, id, phone } = await signedIn('Лиза Веб');
    const date = new Date(T0.getTime() + 3 * 3600_000 + 3 * 86400_000).toISOString().slice(0, 10);
    const slot = (await ctx.db.query<{ id: number; time_start: string }>("SELECT id, to_char(time_start, 'HH24:MI') AS time_start FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' ORDER BY time_start LIMIT 1", [date])).rows[0]!;
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: as(cookie),
      payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: slot.time_start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const day = await ctx.app.inject({ url: `/api/workers/1/bookings/${date}`, headers: { 'x-telegram-init-data': initDataFor({ id: 200001 }) } });
    expect(day.statusCode, day.body).toBe(200);
    const rows = day.json() as { booking_id: number; client_name: string; client_phone: string | null; client_telegram_id: number }[];
    expect(rows.find((r) => r.booking_id === booked.json().id)).toMatchObject({ client_name: 'Лиза Веб', client_phone: phone, client_telegram_id: id });
    for (const r of rows.filter((x) => x.client_telegram_id > 0)) expect(r.client_phone).toBeNull();
  });

  it('needs the app’s header and a same-origin Origin on every request it authenticates, a GET cancel too', async () => {
    const { cookie, id } = await signedIn();
    const noHeader = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: { cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('auth.app_header');
    const cancel = await ctx.app.inject({ url: '/api/bookings/1/cancel', headers: { cookie } });
    expect(cancel.statusCode).toBe(403);
    const foreign = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie, { ...APP, origin: 'https://evil.example' }) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('auth.foreign_origin');
    const same = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie, { ...APP, origin: 'http://localhost:80', host: 'localhost:80' }) });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('gives way to Telegram’s init data when both come', async () => {
    const { cookie } = await signedIn();
    const res = await ctx.app.inject({ url: '/api/me', headers: as(cookie, { ...APP, 'x-telegram-init-data': initDataFor({ id: ANNA }) }) });
    expect(res.json().person).toMatchObject({ id: ANNA, way: 'telegram' });
    const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: as(cookie, { ...APP, 'x-telegram-init-data': initDataFor({ id: ANNA }) }) });
    expect(list.statusCode).toBe(200);
  });

  it('ends with ‘Выйти’: the cookie is cleared and no longer works', async () => {
    const { cookie, id } = await signedIn();
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: as(cookie) });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/booking_session=;/);
    const after = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie) });
    expect(after.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/me', headers: as(cookie) })).json().person).toBeNull();
  });

  it('lasts 30 days from its last use', async () => {
    const { cookie, id } = await signedIn();
    setClock(new Date(T0.getTime() + 29 * 86400_000));
    expect((await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie) })).statusCode).toBe(200);
    setClock(new Date(T0.getTime() + 58 * 86400_000));
    expect((await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie) })).statusCode).toBe(200);
    setClock(new Date(T0.getTime() + 89 * 86400_000));
    const stale = await ctx.app.inject({ url: `/api/bookings/telegram_id/${id}`, headers: as(cookie) });
    setClock(T0);
    expect(stale.statusCode).toBe(401);
  });

  it('is refused when forged: a made-up token is a guest for /me and a 401 elsewhere', async () => {
    const forged = `booking_session=${'A'.repeat(43)}`;
    expect((await ctx.app.inject({ url: '/api/me', headers: as(forged) })).json().person).toBeNull();
    expect((await ctx.app.inject({ url: '/api/users', headers: as(forged) })).statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('says a guest is a guest, and whether sign-in by phone works here', async () => {
    const res = await ctx.app.inject({ url: '/api/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ person: null, web_sign_in: true, demo: true });
  });

  it('names a Telegram caller, and refuses forged init data', async () => {
    expect((await ctx.app.inject({ url: '/api/me', headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }) } })).json().person).toMatchObject({ id: ANNA, way: 'telegram' });
    expect((await ctx.app.inject({ url: '/api/me', headers: { 'x-telegram-init-data': initDataFor({ id: ANNA }, { token: 'other' }) } })).statusCode).toBe(401);
  });
});

describe('the cabinet outside Telegram', () => {
  it('a person who came by phone registers as a master, without a Telegram username, and reads their own cabinet', async () => {
    const { cookie, id } = await signedIn('Ника');
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/registration/worker', headers: as(cookie),
      payload: {
        telegram_id: id, business_name: 'Ника', place_name: 'Ника', place_address: 'Онлайн', place_contacts: { phone: '+7 (999) 000-11-22' },
        worker_title: 'Ника', worker_description: 'Массаж лица и шеи',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await ctx.app.inject({ url: `/api/workers/telegram/${id}`, headers: as(cookie) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ id: res.json().id, user_id: id });
    // Someone else's cabinet stays closed to the session.
    const other = await ctx.app.inject({ method: 'PATCH', url: '/api/registration/worker', headers: as(cookie), payload: { telegram_id: 200001, worker_title: 'X' } });
    expect(other.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { initDataFor, useApp } from '../../helper';

const T0 = new Date('2026-12-01T10:00:00+03:00');
beforeAll(() => setClock(T0));
// Each test starts a minute after the last one's codes (one code per phone per 60 s).
let minute = 0;
beforeEach(() => setClock(new Date(T0.getTime() + ++minute * 61_000)));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 }, { sms: true });

const APP = { 'x-booking-app': '1' };
const MARIA = 200001; // master of worker 1
const tg = (id: number, first_name = 'Тест') => ({ ...APP, 'x-telegram-init-data': initDataFor({ id, first_name }) });
const askCode = (phone: string, headers: Record<string, string> = APP) => ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers, payload: { name: 'Имя', phone } });
const codeOf = (phone: string) => /^(\d{6}) /.exec(ctx.sms.lastTo(phone)?.text ?? '')![1]!;
const link = (headers: Record<string, string>, phone: string, code: string) => ctx.app.inject({ method: 'POST', url: '/api/profile/phone', headers, payload: { phone, code } });
async function webSignIn(phone: string, name = 'Вера') {
  await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: APP, payload: { name, phone } });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: APP, payload: { phone, code: codeOf(phone) } });
  const cookie = String(([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('booking_session='))).split(';')[0]!;
  return { cookie, id: res.json().person.id as number };
}
const bookingsOf = async (id: number) => (await ctx.db.query<{ id: number }>('SELECT id FROM bookings WHERE client_id = $1 ORDER BY id', [id])).rows.map((r) => Number(r.id));
async function bookAs(headers: Record<string, string>, id: number, time: string) {
  const date = '2026-12-03';
  const slot = (await ctx.db.query<{ id: number }>("SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' AND time_start <= $2::time AND time_end > $2::time", [date, time])).rows[0]!;
  const res = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers, payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: time } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('a phone for sign-in without Telegram', () => {
  it('a Telegram person confirms a phone, and a browser sign-in by it enters the same person: their bookings and their id', async () => {
    const me = 500_001;
    const booking = await bookAs(tg(me, 'Лена'), me, '10:00');
    await askCode('+7 999 600-00-01', tg(me, 'Лена'));
    const res = await link(tg(me, 'Лена'), '+7 999 600-00-01', codeOf('79996000001'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ person: { id: me, phone: '79996000001', way: 'telegram' }, joined_bookings: null });
    setClock(new Date(T0.getTime() + ++minute * 61_000));
    const web = await webSignIn('79996000001', 'Не Лена');
    expect(web.id).toBe(me);
    const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${me}`, headers: { ...APP, cookie: web.cookie } });
    expect(list.json().map((b: { id: number }) => b.id)).toContain(booking);
    // The name stays the person's own.
    expect((await ctx.app.inject({ url: '/api/me', headers: { ...APP, cookie: web.cookie } })).json().person).toMatchObject({ id: me, first_name: 'Лена', way: 'phone' });
  });

  it('joins a person who came only by phone into the Telegram person: bookings, waitlist, client card and sessions move, and says how many bookings', async () => {
    const web = await webSignIn('79996000002', 'Вера');
    const booking = await bookAs({ ...APP, cookie: web.cookie }, web.id, '11:00');
    await ctx.db.query("INSERT INTO worker_clients (worker_id, client_id, note) VALUES (1, $1, 'любит кофе')", [web.id]);
    const me = 500_002;
    await ctx.app.inject({ url: '/api/users', headers: tg(me) });
    // Both wait for the master's 5 December: the entries collapse into one; the 4th is the web person's alone.
    for (const [who, date] of [[web.id, '2026-12-04'], [web.id, '2026-12-05'], [me, '2026-12-05']] as const) {
      await ctx.db.query('INSERT INTO waitlist (client_id, worker_id, place_id, date, service_ids) VALUES ($1, 1, 1, $2, ARRAY[2])', [who, date]);
    }
    setClock(new Date(T0.getTime() + ++minute * 61_000));
    await askCode('79996000002', tg(me));
    const res = await link(tg(me), '79996000002', codeOf('79996000002'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ person: { id: me, phone: '79996000002' }, joined_bookings: 1 });
    expect(await bookingsOf(me)).toEqual([booking]);
    expect(await bookingsOf(web.id)).toEqual([]);
    expect((await ctx.db.query('SELECT note FROM worker_clients WHERE client_id = $1', [me])).rows).toEqual([{ note: 'любит кофе' }]);
    const waits = await ctx.db.query<{ date: string }>("SELECT to_char(date, 'YYYY-MM-DD') AS date FROM waitlist WHERE client_id = $1 ORDER BY date", [me]);
    expect(waits.rows.map((r) => r.date)).toEqual(['2026-12-04', '2026-12-05']);
    expect((await ctx.db.query('SELECT 1 FROM waitlist WHERE client_id = $1', [web.id])).rows).toHaveLength(0);
    // The browser's session now acts as the joined person.
    expect((await ctx.app.inject({ url: '/api/me', headers: { ...APP, cookie: web.cookie } })).json().person).toMatchObject({ id: me });
  });

  it('refuses a join that would take over a master profile when the caller has one too, and changes nothing', async () => {
    const web = await webSignIn('79996000003', 'Ника');
    const registered = await ctx.app.inject({
      method: 'POST', url: '/api/registration/worker', headers: { ...APP, cookie: web.cookie },
      payload: { telegram_id: web.id, business_name: 'Ника', place_name: 'Ника', place_address: 'Онлайн', place_contacts: { phone: '+7 (999) 000-11-22' }, worker_title: 'Ника', worker_description: 'Массаж лица и шеи' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    setClock(new Date(T0.getTime() + ++minute * 61_000));
    await askCode('79996000003', tg(MARIA));
    const res = await link(tg(MARIA), '79996000003', codeOf('79996000003'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'auth.join_two_masters', field: 'phone' });
    expect(Number((await ctx.db.query<{ user_id: string }>('SELECT user_id FROM workers WHERE id = $1', [registered.json().id])).rows[0]!.user_id)).toBe(web.id);
    expect(Number((await ctx.db.query<{ user_id: string }>("SELECT user_id FROM identities WHERE kind = 'phone' AND external_id = '79996000003'")).rows[0]!.user_id)).toBe(web.id);
  });

  it('refuses a phone of another Telegram person, and a wrong code, adding nothing', async () => {
    await askCode('79996000004', tg(500_004));
    expect((await link(tg(500_004), '79996000004', codeOf('79996000004'))).statusCode).toBe(200);
    setClock(new Date(T0.getTime() + ++minute * 61_000));
    await askCode('79996000004', tg(500_005));
    const taken = await link(tg(500_005), '79996000004', codeOf('79996000004'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('auth.phone_taken');
    setClock(new Date(T0.getTime() + ++minute * 61_000));
    await askCode('79996000005', tg(500_005));
    const right = codeOf('79996000005');
    const wrong = await link(tg(500_005), '79996000005', right === '000000' ? '111111' : '000000');
    expect(wrong.json().code).toBe('auth.code_wrong');
    expect((await ctx.db.query("SELECT 1 FROM identities WHERE external_id = '79996000005'")).rows).toHaveLength(0);
  });

  it('needs a person: without init data or a session it is 401', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/phone', headers: APP, payload: { phone: '79996000006', code: '123456' } })).statusCode).toBe(401);
  });

  it('Telegram’s profile sync never overwrites a name the person typed', async () => {
    const me = 500_007;
    await ctx.app.inject({ url: '/api/users', headers: tg(me, 'Из Телеграма') });
    await ctx.db.query("UPDATE users SET first_name = 'Своё имя', typed_name = true WHERE id = $1", [me]);
    await ctx.app.inject({ url: '/api/users', headers: tg(me, 'Из Телеграма') });
    expect((await ctx.db.query('SELECT first_name FROM users WHERE id = $1', [me])).rows[0]).toEqual({ first_name: 'Своё имя' });
  });
});

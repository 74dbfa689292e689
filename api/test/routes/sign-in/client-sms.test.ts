import { describe, expect, it } from 'vitest';
import { smsParts } from '../../../src/sms/sms';
import { releaseSms, reserveSms } from '../../../src/db/queries/sms-usage.queries';
import { initDataFor } from '../../helper';
import { useBotApp } from '../../bot-helper';

// Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, drain, phonePerson } = await useBotApp(T0, { publicOrigin: 'https://booking.example.org' }, { sms: true });
const APP = { 'x-booking-app': '1' };
const DATE = '2026-12-03';
/** Maria, worker 1's master; Olga, worker 3's. */
const maria = () => ({ 'x-telegram-init-data': initDataFor({ id: 200001, first_name: 'Мария' } as never) });
const olga = () => ({ 'x-telegram-init-data': initDataFor({ id: 200003, first_name: 'Ольга' } as never) });



/** A new phone person books worker 1 at `time`; the answer's status, and the SMS they got. */
async function bookByPhone(phone: string, time: string) {
  const person = await phonePerson(phone, 'Клиент');
  const slot = (await ctx.db.query<{ id: number }>(
    "SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' AND time_start <= $2 AND time_end > $2", [DATE, time],
  )).rows[0]!;
  const booked = await ctx.app.inject({
    method: 'POST', url: '/api/bookings/', headers: { ...APP, cookie: person.cookie },
    payload: { telegram_id: person.id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: time },
  });
  await drain();
  return { status: booked.statusCode, id: booked.json().id as number, sms: ctx.sms.messages.filter((m) => m.to === phone && !/^\d{6} /.test(m.text)) };
}

const usage = async () => (await ctx.app.inject({ url: '/api/workers/1/client-sms', headers: maria() })).json();

describe('the SMS of a master’s clients: the master’s switch and the plan’s monthly cap', () => {
  it('counts each client SMS in billed parts against the master’s month; sign-in codes count against nobody', async () => {
    expect(await usage()).toEqual({ enabled: true, used: 0, max: 50, month: '2026-12-01' });
    const { status, sms } = await bookByPhone('79995552001', '09:00');
    expect(status).toBe(201);
    expect(sms).toHaveLength(1);
    const parts = smsParts(sms[0]!.text);
    expect(parts).toBeGreaterThan(1);
    expect((await usage()).used).toBe(parts);
    // The plans say so too.
    const plans = (await ctx.app.inject({ url: '/api/payments/plans', headers: maria() })).json() as { plan_type: string; features: { max_sms: number } }[];
    expect(Object.fromEntries(plans.map((p) => [p.plan_type, p.features.max_sms]))).toMatchObject({ free: 50, pro_monthly: 500 });
  });

  it('past the cap the booking is made without its SMS', async () => {
    await ctx.db.query("UPDATE sms_usage SET parts = 49 WHERE worker_id = 1 AND month = '2026-12-01'");
    const { status, id, sms } = await bookByPhone('79995552002', '09:30');
    expect(status).toBe(201);
    expect(sms).toEqual([]);
    const row = (await ctx.db.query<{ status: string; last_error: string }>("SELECT status, last_error FROM outbox WHERE kind = 'booking_confirmed' AND booking_id = $1", [id])).rows[0]!;
    expect(row).toEqual({ status: 'dropped', last_error: 'the master’s SMS of the month are used up' });
    expect((await usage()).used).toBe(49);
    await ctx.db.query("UPDATE sms_usage SET parts = 0 WHERE worker_id = 1");
  });

  it('two SMS of one master at once cannot both pass the cap: their parts are taken in one statement each', async () => {
    await ctx.db.query("INSERT INTO sms_usage (worker_id, month, parts) VALUES (1, '2026-12-01', 47) ON CONFLICT (worker_id, month) DO UPDATE SET parts = 47");
    const month = { workerId: 1, month: '2026-12-01', max: 50 };
    const taken = await Promise.all([reserveSms(ctx.db, month, 3), reserveSms(ctx.db, month, 3), reserveSms(ctx.db, month, 3)]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect((await usage()).used).toBe(50);
    await releaseSms(ctx.db, month, 3);
    expect((await usage()).used).toBe(47);
    expect(await reserveSms(ctx.db, { ...month, max: -1 }, 500)).toBe(true);
    await ctx.db.query("UPDATE sms_usage SET parts = 0 WHERE worker_id = 1");
  });

  it('with the master’s switch off, no client SMS goes, and on again they do', async () => {
    const off = await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/client-sms', headers: maria(), payload: { enabled: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false });
    const { status, sms } = await bookByPhone('79995552003', '10:00');
    expect(status).toBe(201);
    expect(sms).toEqual([]);
    await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/client-sms', headers: maria(), payload: { enabled: true } });
    expect((await bookByPhone('79995552004', '10:30')).sms).toHaveLength(1);
  });

  it('refuses another master, a person by phone, bad bodies and unknown workers, and changes nothing', async () => {
    expect((await ctx.app.inject({ url: '/api/workers/1/client-sms', headers: olga() })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/client-sms', headers: olga(), payload: { enabled: false } })).statusCode).toBe(403);
    const stranger = await phonePerson('79995552005', 'Чужой');
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/client-sms', headers: { ...APP, cookie: stranger.cookie }, payload: { enabled: false } })).statusCode).toBe(403);
    for (const payload of [{ enabled: 'no' }, { enabled: false, used: 0 }, {}, { enabled: false, pad: 'x'.repeat(100_000) }]) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/client-sms', headers: maria(), payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await ctx.app.inject({ url: '/api/workers/999999/client-sms', headers: maria() })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/workers/1/client-sms' })).statusCode).toBe(401);
    expect((await usage()).enabled).toBe(true);
  });

  it('a master without Telegram hears of a new booking and the client’s cancel by SMS, linked to their day (never to a client’s link), within the cap', async () => {
    const master = await phonePerson('79995552010', 'Веб-мастер');
    await ctx.db.query('UPDATE workers SET user_id = $1 WHERE id = 1', [master.id]);
    try {
      const before = await ctx.db.query<{ parts: number }>("SELECT parts FROM sms_usage WHERE worker_id = 1 AND month = '2026-12-01'");
      const { id } = await bookByPhone('79995552011', '11:00');
      const toMaster = () => ctx.sms.messages.filter((m) => m.to === '79995552010' && !/^\d{6} /.test(m.text));
      expect(toMaster()).toHaveLength(1);
      expect(toMaster()[0]!.text).toMatch(/^Новая запись\n/);
      expect(toMaster()[0]!.text.endsWith('\nhttps://booking.example.org/bookings')).toBe(true);
      const client = ctx.sms.messages.filter((m) => m.to === '79995552011' && m.text.startsWith('Запись подтверждена'));
      expect(client[0]!.text).toMatch(/\/b\/\d+-/);
      const after = await ctx.db.query<{ parts: number }>("SELECT parts FROM sms_usage WHERE worker_id = 1 AND month = '2026-12-01'");
      expect(Number(after.rows[0]!.parts) - Number(before.rows[0]?.parts ?? 0)).toBe(smsParts(toMaster()[0]!.text) + smsParts(client[0]!.text));
      // The client cancels by the link in their SMS: the master hears of it.
      const token = /\/b\/(\S+)$/.exec(client[0]!.text)![1]!;
      expect((await ctx.app.inject({ url: `/api/bookings/${id}/cancel`, headers: { 'x-booking-link': token } })).statusCode).toBe(200);
      await drain();
      expect(toMaster()).toHaveLength(2);
      expect(toMaster()[1]!.text).toMatch(/^Клиент отменил запись\n/);
    } finally {
      await ctx.db.query('UPDATE workers SET user_id = 200001 WHERE id = 1');
    }
  });
});

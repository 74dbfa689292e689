import { describe, expect, it } from 'vitest';
import { initDataFor } from '../../helper';
import { useBotApp } from '../../bot-helper';

// Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, phonePerson } = await useBotApp(T0, {}, { sms: true });
const APP = { 'x-booking-app': '1' };
const MARIA = 200001;
const maria = () => ({ 'x-telegram-init-data': initDataFor({ id: MARIA, first_name: 'Мария' } as never) });

describe('a web client in the master’s records: the name typed at sign-in and the phone', () => {
  it('the clients list, the client card and the CSV show them; a Telegram client’s phone is never shown', async () => {
    await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
    const phone = '79995553001';
    const { cookie, id } = await phonePerson(phone, 'Гостья; =HYPERLINK("x")');
    const slot = (await ctx.db.query<{ id: number }>("SELECT id FROM timeslots WHERE worker_id = 1 AND date = '2026-12-03' AND time_start = '09:00'")).rows[0]!;
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: { ...APP, cookie },
      payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: '09:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const list = (await ctx.app.inject({ url: '/api/workers/1/clients', headers: maria() })).json() as { telegram_id: number; name: string; phone: string | null }[];
    expect(list.find((c) => c.telegram_id === id)).toMatchObject({ name: 'Гостья; =HYPERLINK("x")', phone });
    const card = await ctx.app.inject({ url: `/api/workers/1/clients/${id}`, headers: maria() });
    expect(card.json()).toMatchObject({ phone });

    // A Telegram client who confirmed a phone: it stays theirs, never the master's to see.
    await ctx.app.inject({ url: '/api/users', headers: { 'x-telegram-init-data': initDataFor({ id: 555001, first_name: 'Телеграм' } as never) } });
    await ctx.db.query("INSERT INTO identities (kind, external_id, user_id) VALUES ('phone', '79995553002', 555001)");
    const slot2 = (await ctx.db.query<{ id: number }>("SELECT id FROM timeslots WHERE worker_id = 1 AND date = '2026-12-03' AND time_start = '14:00'")).rows[0]!;
    const tg = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: { 'x-telegram-init-data': initDataFor({ id: 555001, first_name: 'Телеграм' } as never) },
      payload: { telegram_id: 555001, place_id: 1, service_ids: [2], timeslot_id: Number(slot2.id), time_start: '14:00' },
    });
    expect(tg.statusCode, tg.body).toBe(201);
    const again = (await ctx.app.inject({ url: '/api/workers/1/clients', headers: maria() })).json() as { telegram_id: number; phone: string | null }[];
    expect(again.find((c) => c.telegram_id === 555001)?.phone).toBeNull();

    // The CSV: the name and phone in one field, quoted for the ';' and kept from formulas.
    const csv = await ctx.app.inject({ url: '/api/workers/1/analytics.csv?from=2026-12-03&to=2026-12-03', headers: maria() });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`;"Гостья; =HYPERLINK(""x"") (+${phone})";Мужская стрижка;`);
    expect(csv.body).not.toContain('79995553002');
  });
});

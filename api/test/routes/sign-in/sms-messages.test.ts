import { describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { initDataFor } from '../../helper';
import { useBotApp } from '../../bot-helper';

// Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, standin, drain, phonePerson } = await useBotApp(T0, { publicOrigin: 'https://booking.example.org' }, { sms: true });
const APP = { 'x-booking-app': '1' };
const MARIA = 200001;
/** Maria's init data, signed now on the server's clock. */
const maria = () => ({ 'x-telegram-init-data': initDataFor({ id: MARIA, first_name: 'Мария', allows_write_to_pm: true } as never) });



const smsTo = (phone: string) => ctx.sms.messages.filter((m) => m.to === phone && !/^\d{6} /.test(m.text));

describe('booking messages to a person without Telegram', () => {
  it('go by SMS, once each: the confirmation with the booking’s own link, the reminder 2 hours before (not the one a day before), the master’s cancel', async () => {
    // Maria has allowed the bot in Telegram (her init data says so with any request).
    await ctx.app.inject({ url: '/api/users', headers: maria() });
    const phone = '79995550202';
    const { cookie, id } = await phonePerson(phone, 'Гостья');
    const date = '2026-12-03';
    const slot = (await ctx.db.query<{ id: number }>("SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' AND time_start <= '15:00' AND time_end > '15:00'", [date])).rows[0]!;
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: { ...APP, cookie },
      payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: '15:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().id as number;
    await drain();

    const [confirmation, ...more] = smsTo(phone);
    expect(more).toEqual([]);
    expect(confirmation!.text).toMatch(/^Запись подтверждена\n/);
    expect(confirmation!.text).toContain('Мужская стрижка');
    expect(confirmation!.text).toMatch(new RegExp(`\\nhttps://booking\\.example\\.org/b/${bookingId}-[A-Za-z0-9_-]{22}$`));
    const row = (await ctx.db.query<{ channel: string; provider_id: string; status: string }>("SELECT channel, provider_id, status FROM outbox WHERE kind = 'booking_confirmed' AND chat_id = $1", [id])).rows[0]!;
    expect(row).toEqual({ channel: 'sms', provider_id: confirmation!.smsId, status: 'sent' });
    // The master hears of it in Telegram, as of any booking; nothing goes to the person's (negative) id there.
    expect(standin.delivered().filter((m) => m.chat_id === MARIA).map((m) => m.text)).toEqual([expect.stringContaining('Гостья')]);
    expect(standin.delivered().some((m) => m.chat_id === id)).toBe(false);

    // A day before: the reminder of 24 hours does not go by SMS.
    setClock(new Date('2026-12-02T15:00:30+03:00'));
    await drain();
    expect(smsTo(phone)).toHaveLength(1);
    // Two hours before: it does.
    setClock(new Date('2026-12-03T13:00:30+03:00'));
    await drain();
    expect(smsTo(phone)).toHaveLength(2);
    expect(smsTo(phone)[1]!.text).toMatch(/^Напоминаем о записи/);
    await drain();
    expect(smsTo(phone)).toHaveLength(2);

    // The master cancels: the person hears of it by SMS.
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${bookingId}/cancel`, headers: maria() });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    expect(smsTo(phone)).toHaveLength(3);
    expect(smsTo(phone)[2]!.text).toMatch(/^Мастер отменил вашу запись/);
    setClock(T0);
  });

  it('an SMS the provider refused is not sent again', async () => {
    const phone = '79995550303';
    const { cookie, id } = await phonePerson(phone, 'Вера');
    const slot = (await ctx.db.query<{ id: number }>("SELECT id FROM timeslots WHERE worker_id = 1 AND date = '2026-12-03' AND status = 'free' AND time_start <= '16:00' AND time_end > '16:00'")).rows[0]!;
    const before = ctx.sms.requests;
    // The provider answers the key as wrong: a definite refusal.
    const key = ctx.sms.apiId;
    (ctx.sms as { apiId: string }).apiId = 'rotated';
    const booked = await ctx.app.inject({
      method: 'POST', url: '/api/bookings/', headers: { ...APP, cookie },
      payload: { telegram_id: id, place_id: 1, service_ids: [2], timeslot_id: Number(slot.id), time_start: '16:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await drain();
    await drain();
    (ctx.sms as { apiId: string }).apiId = key;
    const row = (await ctx.db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM outbox WHERE kind = 'booking_confirmed' AND chat_id = $1", [id])).rows[0]!;
    expect(row.status).toBe('failed');
    expect(Number(row.attempts)).toBe(1);
    expect(ctx.sms.requests - before).toBe(1);
  });
});

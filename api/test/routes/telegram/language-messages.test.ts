import { beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { initDataFor } from '../../helper';
import { WEBHOOK_SECRET, useBotApp } from '../../bot-helper';

// The bot writes in the recipient's language when a message goes: their choice, else their
// messenger's. Tuesday 1 December 2026, 10:00 in Moscow (the demo data is seeded from it).
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, standin, drain } = await useBotApp(T0);

const MARIA = 200001; // master of worker 1, at place 1 (09:00-13:00, 14:00-18:00)
let nextUser = 700_000;

type Keyboard = { inline_keyboard: { text: string; url: string }[][] };
const to = (chat: number) => standin.delivered().filter((m) => m.chat_id === chat);
const buttons = (m: { reply_markup?: unknown }) => (m.reply_markup as Keyboard).inline_keyboard.map((row) => row.map((b) => [b.text, b.url]));

/** A client who allowed the bot to write; `languageCode`: their Telegram's language (none: not sent). */
function client(languageCode?: string) {
  const id = nextUser++;
  const init = () => initDataFor({ id, first_name: `Client${id}`, allows_write_to_pm: true, ...(languageCode ? { language_code: languageCode } : {}) } as never);
  return { id, init };
}
type Person = ReturnType<typeof client>;
const as = (who: Person) => ({ 'x-telegram-init-data': who.init() });
const maria = (languageCode?: string) => ({ id: MARIA, init: () => initDataFor({ id: MARIA, first_name: 'Мария', allows_write_to_pm: true, ...(languageCode ? { language_code: languageCode } : {}) } as never) });

async function book(who: Person, date: string, time: string, serviceIds = [2]) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free' AND time_start <= $2::time AND time_end > $2::time`, [date, time]);
  const res = await ctx.app.inject({
    method: 'POST', url: '/api/bookings/', headers: as(who),
    payload: { telegram_id: who.id, place_id: 1, service_ids: serviceIds, timeslot_id: Number(rows[0]!.id), time_start: time },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const choose = async (who: Person, language: 'ru' | 'en' | null) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/language', headers: as(who), payload: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const masterCancel = async (id: number) =>
  expect((await ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${id}/cancel`, headers: as(maria()) })).statusCode).toBe(200);

beforeEach(async () => {
  standin.options = {};
  setClock(T0);
  // Maria as the seed has her: a Russian master who allowed the bot (her messenger sends no language).
  await ctx.app.inject({ url: '/api/places', headers: as(maria()) });
  await drain();
  standin.calls.splice(0);
});

describe('the bot writes in the recipient’s language', () => {
  it('a client whose Telegram is in English gets the confirmation in English; the Russian master hears of it exactly as before', async () => {
    const eve = client('en');
    await book(eve, '2026-12-03', '14:00', [1, 2]);
    await drain();
    const [confirmed, ...more] = to(eve.id);
    expect(more).toEqual([]);
    // What people wrote (the master's title, the place, the services) stays as they wrote it.
    expect(confirmed!.text).toBe('Booking confirmed\nМария Иванова\nЛайм на Тверской, Москва, Тверская ул., 12\n3 December, Thu, 14:00–15:30\nЖенская стрижка, Мужская стрижка');
    expect(buttons(confirmed!)).toEqual([[['My bookings', 'https://t.me/lime_booking_bot?startapp=bookings']]]);
    const [toMaster] = to(MARIA);
    expect(toMaster!.text).toBe(`Новая запись\nClient${eve.id}\n3 декабря, чт, 14:00–15:30\nЖенская стрижка, Мужская стрижка\nИтого: 4\u00a0000\u00a0₽`);
    expect(buttons(toMaster!)).toEqual([[['Открыть записи', 'https://t.me/lime_booking_bot?startapp=day_20261203']]]);
  });

  it('a Russian client gets the confirmation exactly as today', async () => {
    const ivan = client('ru');
    await book(ivan, '2026-12-03', '16:00');
    await drain();
    expect(to(ivan.id).map((m) => [m.text, buttons(m)])).toEqual([[
      'Запись подтверждена\nМария Иванова\nЛайм на Тверской, Москва, Тверская ул., 12\n3 декабря, чт, 16:00–16:30\nМужская стрижка',
      [[['Мои записи', 'https://t.me/lime_booking_bot?startapp=bookings']]],
    ]]);
  });

  it('a master whose Telegram is in English reads the new booking and its total in English', async () => {
    await ctx.app.inject({ url: '/api/places', headers: as(maria('en-GB')) });
    const ivan = client();
    await book(ivan, '2026-12-04', '14:00', [1, 2]);
    await drain();
    const [toMaster] = to(MARIA);
    expect(toMaster!.text).toBe(`New booking\nClient${ivan.id}\n4 December, Fri, 14:00–15:30\nЖенская стрижка, Мужская стрижка\nTotal: 4,000\u00a0₽`);
    expect(buttons(toMaster!)).toEqual([[['Open bookings', 'https://t.me/lime_booking_bot?startapp=day_20261204']]]);
  });

  it('a reminder planned while the client read Russian goes in English after they chose English, and in Russian again after null', async () => {
    const ivan = client();
    const id = await book(ivan, '2026-12-03', '11:00');
    // The outbox keeps the message's key and parameters, not its words.
    const { rows } = await ctx.db.query<{ kind: string; text: string | null; message: { minutes: number } }>(
      `SELECT kind, text, message FROM outbox WHERE booking_id = $1 AND kind = 'reminder' ORDER BY send_after`, [id]);
    expect(rows.map((r) => [r.kind, r.text, r.message.minutes])).toEqual([['reminder', null, 1440], ['reminder', null, 120]]);
    await drain();
    expect(to(ivan.id).map((m) => m.text.split('\n')[0])).toEqual(['Запись подтверждена']);

    expect(await choose(ivan, 'en')).toEqual({ language: 'en', chosen: 'en' });
    setClock(new Date('2026-12-02T11:00:30+03:00'));
    await drain();
    const dayAhead = to(ivan.id)[1]!;
    expect(dayAhead.text).toBe('Reminder: your booking is in 1 day\nМария Иванова\nЛайм на Тверской, Москва, Тверская ул., 12\n3 December, Thu, 11:00–11:30\nМужская стрижка');
    expect(buttons(dayAhead)).toEqual([[['My bookings', 'https://t.me/lime_booking_bot?startapp=bookings'], ['Reschedule', `https://t.me/lime_booking_bot?startapp=move_${id}`]]]);

    expect(await choose(ivan, null)).toEqual({ language: 'ru', chosen: null });
    setClock(new Date('2026-12-03T09:00:20+03:00'));
    await drain();
    const twoHours = to(ivan.id)[2]!;
    expect(twoHours.text).toBe('Напоминаем о записи через 2 часа\nМария Иванова\nЛайм на Тверской, Москва, Тверская ул., 12\n3 декабря, чт, 11:00–11:30\nМужская стрижка');
    expect(buttons(twoHours).flat().map(([text]) => text)).toEqual(['Мои записи', 'Перенести']);
  });

  it('null goes back to the messenger’s language: an English Telegram after a choice of Russian', async () => {
    const eve = client('en-US');
    const first = await book(eve, '2026-12-05', '10:00');
    const second = await book(eve, '2026-12-05', '11:00');
    expect(await choose(eve, 'ru')).toEqual({ language: 'ru', chosen: 'ru' });
    await drain();
    expect(to(eve.id).map((m) => m.text.split('\n')[0]), 'written when sent, so in the language chosen since').toEqual(['Запись подтверждена', 'Запись подтверждена']);
    await masterCancel(first);
    await drain();
    expect(to(eve.id)[2]!.text).toBe('Мастер отменил вашу запись\nМария Иванова\n5 декабря, сб, 10:00–10:30\nМужская стрижка');
    expect(await choose(eve, null)).toEqual({ language: 'en', chosen: null });
    await masterCancel(second);
    await drain();
    expect(to(eve.id)[3]!.text).toBe('Your specialist cancelled your booking\nМария Иванова\n5 December, Sat, 11:00–11:30\nМужская стрижка');
    expect(buttons(to(eve.id)[3]!)).toEqual([[['My bookings', 'https://t.me/lime_booking_bot?startapp=bookings']]]);
  });

  it('a client who cancels is heard of in the master’s language; a freed time reaches a waiting client in theirs', async () => {
    await ctx.app.inject({ url: '/api/places', headers: as(maria('en')) });
    const waiting = client('en');
    const other = client();
    const join = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: as(waiting), payload: { worker_id: 1, place_id: 1, date: '2026-12-08', service_ids: [2] } });
    expect(join.statusCode, join.body).toBe(201);
    const id = await book(other, '2026-12-08', '10:00');
    expect((await ctx.app.inject({ url: `/api/bookings/${id}/cancel`, headers: as(other) })).statusCode).toBe(200);
    await drain();
    expect(to(MARIA).map((m) => m.text.split('\n')[0])).toEqual(['New booking', 'Client cancelled the booking']);
    expect(to(waiting.id).map((m) => [m.text, buttons(m)])).toEqual([[
      'A time has freed up\nМария Иванова\n8 December, Tue, 10:00–10:30',
      [[['Choose a time', 'https://t.me/lime_booking_bot?startapp=slots_1_1_1_2_20261208']]],
    ]]);
  });

  it('/start answers in the language Telegram names with the update', async () => {
    const start = (updateId: number, from: { id: number; first_name: string; language_code?: string }) => ctx.app.inject({
      method: 'POST', url: '/api/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      payload: {
        update_id: updateId,
        message: { message_id: updateId, date: 1, chat: { id: from.id, type: 'private' }, from: { ...from, is_bot: false }, text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
      },
    });
    expect((await start(9001, { id: 710001, first_name: 'Eve', language_code: 'en' })).statusCode).toBe(200);
    expect((await start(9002, { id: 710002, first_name: 'Ян', language_code: 'uk' })).statusCode).toBe(200);
    await drain();
    expect(to(710001)[0]!.text).toMatch(/^Hello, Eve! Here you can book an appointment\./);
    expect(buttons(to(710001)[0]!)).toEqual([[['Open the app', 'https://t.me/lime_booking_bot?startapp=home']]]);
    expect(to(710002)[0]!.text).toMatch(/^Здравствуйте, Ян! Здесь можно записаться к мастеру/);
  });

  it('a row queued before messages were written at send time goes as it was written', async () => {
    const eve = client('en');
    await ctx.app.inject({ url: '/api/places', headers: as(eve) });
    await ctx.db.query(
      `INSERT INTO outbox (chat_id, kind, dedupe_key, text, reply_markup, send_after) VALUES ($1, 'booking_confirmed', 'old-row:1', 'Запись подтверждена\nкак была', $2::jsonb, $3)`,
      [eve.id, JSON.stringify({ inline_keyboard: [[{ text: 'Мои записи', url: 'https://t.me/lime_booking_bot?startapp=bookings' }]] }), T0.toISOString()],
    );
    await drain();
    expect(to(eve.id).map((m) => [m.text, buttons(m)])).toEqual([['Запись подтверждена\nкак была', [[['Мои записи', 'https://t.me/lime_booking_bot?startapp=bookings']]]]]);
  });
});

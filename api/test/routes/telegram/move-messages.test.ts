import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { useBotApp } from '../../bot-helper';
import { MARIA, as, moveHelpers } from '../bookings/move-helpers';

// What the bot writes about a move. Tuesday 1 December 2026, 10:00 in Moscow.
const T0 = new Date('2026-12-01T10:00:00+03:00');
const { ctx, standin, drain } = await useBotApp(T0);
const h = moveHelpers(ctx);
const to = (chat: number) => standin.delivered().filter((m) => m.chat_id === chat);
type Keyboard = { inline_keyboard: { text: string; url: string }[][] };
const buttons = (m: { reply_markup?: unknown }) => (m.reply_markup as Keyboard).inline_keyboard.flat().map((b) => [b.text, b.url]);

beforeAll(async () => {
  await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
  await ctx.app.inject({ url: '/api/places', headers: as(MARIA) }); // the master allows the bot (allows_write_to_pm)
});
beforeEach(async () => {
  setClock(T0);
  await drain();
  standin.calls.splice(0);
});

describe('a move, told', () => {
  it('the client moved it: the master gets the old and the new date and time, with a button to that day', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-03', '14:00', [1, 2]);
    await drain();
    standin.calls.splice(0);
    expect((await h.move(anna, id, '2026-12-04', '10:00')).statusCode).toBe(200);
    await drain();
    const [message, ...more] = to(MARIA);
    expect(more).toEqual([]);
    expect(message!.text).toBe(`Клиент перенёс запись\nКлиент${anna}\nБыло: 3 декабря, чт, 14:00–15:30\nСтало: 4 декабря, пт, 10:00–11:30\nЖенская стрижка, Мужская стрижка`);
    expect(buttons(message!)).toEqual([['Открыть записи', 'https://t.me/lime_booking_bot?startapp=day_20261204']]);
    expect(to(anna), 'the client moved it: nothing to them now').toEqual([]);
  });

  it('the master moved it: the client gets it', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-03', '10:00');
    await drain();
    standin.calls.splice(0);
    expect((await h.move(MARIA, id, '2026-12-03', '11:30')).statusCode).toBe(200);
    await drain();
    expect(to(anna).map((m) => m.text)).toEqual([
      'Мастер перенёс вашу запись\nМария Иванова\nЛайм на Тверской, Москва, Тверская ул., 12\nБыло: 3 декабря, чт, 10:00–10:30\nСтало: 3 декабря, чт, 11:30–12:00\nМужская стрижка',
    ]);
    expect(to(MARIA)).toEqual([]);
  });
});

describe('reminders, planned again for the new time', () => {
  it('the old ones do not go; the new ones, keyed by the move, go at their moments', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-03', '16:00');
    expect((await h.move(anna, id, '2026-12-05', '17:00')).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ dedupe_key: string; status: string; last_error: string | null }>(
      `SELECT dedupe_key, status, last_error FROM outbox WHERE booking_id = $1 AND kind = 'reminder' ORDER BY dedupe_key`, [id]);
    expect(rows).toEqual([
      { dedupe_key: `reminder:${id}:120`, status: 'dropped', last_error: 'booking moved' },
      { dedupe_key: `reminder:${id}:1440`, status: 'dropped', last_error: 'booking moved' },
      { dedupe_key: `reminder:${id}:move1:120`, status: 'pending', last_error: null },
      { dedupe_key: `reminder:${id}:move1:1440`, status: 'pending', last_error: null },
    ]);
    const reminders = () => to(anna).filter((m) => m.text.startsWith('Напоминаем'));
    setClock(new Date('2026-12-02T16:00:30+03:00'));
    await drain();
    expect(reminders(), 'the old day-ahead moment: nothing').toEqual([]);
    setClock(new Date('2026-12-04T17:00:30+03:00'));
    await drain();
    expect(reminders().map((m) => m.text.split('\n')[0])).toEqual(['Напоминаем о записи через 1 день']);
    expect(reminders()[0]!.text).toContain('5 декабря, сб, 17:00–17:30');
  });

  it('a reminder before the master’s cut-off offers “Перенести” (the move screen); one after it does not', async () => {
    await h.rules({ cancel_cutoff_hours: 3 });
    try {
      const anna = h.client();
      const id = await h.book(anna, '2026-12-03', '15:00');
      setClock(new Date('2026-12-03T13:00:30+03:00'));
      await drain();
      // Both are due at once and the runner sends a batch concurrently: told apart by their words, not their order.
      const reminders = to(anna).filter((m) => m.text.startsWith('Напоминаем'));
      expect(reminders).toHaveLength(2);
      const dayAhead = reminders.find((m) => m.text.startsWith('Напоминаем о записи через 1 день'));
      const twoHours = reminders.find((m) => m !== dayAhead);
      expect(buttons(dayAhead!)).toEqual([['Мои записи', 'https://t.me/lime_booking_bot?startapp=bookings'], ['Перенести', `https://t.me/lime_booking_bot?startapp=move_${id}`]]);
      expect(buttons(twoHours!)).toEqual([['Мои записи', 'https://t.me/lime_booking_bot?startapp=bookings']]);
    } finally {
      await h.rules({ cancel_cutoff_hours: 0 });
    }
  });
});

describe('the waitlist on the freed time', () => {
  it('hears of the old interval minus the new one, exactly as after a cancel', async () => {
    const waiting = h.client();
    const join = await ctx.app.inject({ method: 'POST', url: '/api/waitlist', headers: as(waiting), payload: { worker_id: 1, place_id: 1, date: '2026-12-07', service_ids: [2] } });
    expect(join.statusCode, join.body).toBe(201);
    const anna = h.client();
    const id = await h.book(anna, '2026-12-07', '15:00', [1]);
    expect((await h.move(anna, id, '2026-12-07', '15:30')).statusCode, 'half an hour later').toBe(200);
    await drain();
    expect(to(waiting).map((m) => m.text)).toEqual(['Освободилось время\nМария Иванова\n7 декабря, пн, 15:00–15:30']);
    expect(buttons(to(waiting)[0]!)).toEqual([['Выбрать время', 'https://t.me/lime_booking_bot?startapp=slots_1_1_1_2_20261207']]);
    expect((await h.move(anna, id, '2026-12-08', '10:00')).statusCode, 'to another day').toBe(200);
    await drain();
    expect(to(waiting).map((m) => m.text.split('\n')[2])).toEqual(['7 декабря, пн, 15:00–15:30', '7 декабря, пн, 15:30–16:30']);
    expect(to(anna).filter((m) => m.text.startsWith('Освободилось')), 'not the client who moved it').toEqual([]);
  });
});

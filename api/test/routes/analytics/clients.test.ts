import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { ANNA, useApp } from '../../helper';
import { MARIA, OLGA } from '../bookings/move-helpers';
import { DINA, EFIM, GLEB, T0, VERA, ZHANNA, ZOYA, get, playScenario, send } from './scenario';

// A master's clients, from the scenario in scenario.ts read on 6 December 16:30. Visits
// (bookings that took place) and money spent at the prices kept when booked:
//   Вера 2 visits, 5500 ₽, last 5 Dec 10:00      Anna 2 (2 and 5 Dec), 4000, last 5 Dec 15:00
//   Зоя 1, 3000, 6 Dec 16:00   Жанна 1, 2500, 6 Dec 15:00   Глеб 1, 2500, 3 Dec 11:00, a no-show
//   Ефим 0 (the master cancelled)   Дина 0 (cancelled one herself; one still to come)
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const ctx = useApp({ rateLimitPerMinute: 0 });
beforeAll(() => playScenario(ctx));

const ids = async (query: string) => {
  const res = await get(ctx, MARIA, `/workers/1/clients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { telegram_id: number }[]).map((c) => c.telegram_id);
};
const card = async (telegramId: number, caller = MARIA, worker = 1) => get(ctx, caller, `/workers/${worker}/clients/${telegramId}`);
const note = (telegramId: number, text: unknown, caller = MARIA) => send(ctx, caller, 'PUT', `/workers/1/clients/${telegramId}/note`, { note: text });

describe('GET /api/workers/{id}/clients', () => {
  it('lists everyone who booked, newest last visit first, those without a visit last', async () => {
    const res = await get(ctx, MARIA, '/workers/1/clients');
    expect(res.json()[0]).toEqual({ telegram_id: ZOYA, name: `Клиент${ZOYA}`, username: null, photo_url: null, phone: null, visits: 1, last_visit: '2026-12-06', spent: 3000, no_shows: 0, blocked: false });
    expect(await ids('')).toEqual([ZOYA, ZHANNA, ANNA, VERA, GLEB, EFIM, DINA]);
    expect((res.json() as { telegram_id: number; no_shows: number }[]).find((c) => c.telegram_id === GLEB)).toMatchObject({ visits: 1, spent: 2500, no_shows: 1, last_visit: '2026-12-03' });
  });

  it('sorts by visits and by money spent, ties by the newest client id', async () => {
    expect(await ids('?sort=visits')).toEqual([VERA, ANNA, ZOYA, ZHANNA, GLEB, EFIM, DINA]);
    expect(await ids('?sort=spent')).toEqual([VERA, ANNA, ZOYA, ZHANNA, GLEB, EFIM, DINA]);
    expect((await get(ctx, MARIA, '/workers/1/clients?sort=name')).statusCode).toBe(400);
  });

  it('pages: `limit` clients after the client `before`; an empty page ends it; a stranger as `before` is 400', async () => {
    expect(await ids('?limit=3')).toEqual([ZOYA, ZHANNA, ANNA]);
    expect(await ids(`?limit=3&before=${ANNA}`)).toEqual([VERA, GLEB, EFIM]);
    expect(await ids(`?limit=3&before=${EFIM}`)).toEqual([DINA]);
    expect(await ids(`?limit=3&before=${DINA}`)).toEqual([]);
    expect(await ids(`?sort=spent&limit=2&before=${ZOYA}`)).toEqual([ZHANNA, GLEB]);
    const stranger = await get(ctx, MARIA, '/workers/1/clients?before=123456789');
    expect([stranger.statusCode, stranger.json().field]).toEqual([400, 'before']);
    for (const q of ['?limit=0', '?limit=101', '?limit=x', `?q=${'я'.repeat(101)}`]) expect((await get(ctx, MARIA, `/workers/1/clients${q}`)).statusCode, q).toBe(400);
  });

  it('finds by name or username, case aside; "%" and "_" are letters, not patterns', async () => {
    await ctx.db.query(`UPDATE users SET username = 'Zhanna_Nails', last_name = 'Лебедева' WHERE id = $1`, [ZHANNA]);
    expect(await ids('?q=710001')).toEqual([VERA]);
    expect(await ids('?q=лебед')).toEqual([ZHANNA]);
    expect(await ids(`?q=${encodeURIComponent('@zhanna_n')}`)).toEqual([ZHANNA]);
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?q=_')).toEqual([ZHANNA]);
    expect(await ids('?q=%20')).toHaveLength(7);
  });
});

describe('GET /api/workers/{id}/clients/{telegramId}', () => {
  it('is the client’s card: visits, first and last, money spent, cancellations, no-shows and their bookings with this master', async () => {
    const res = await card(VERA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      telegram_id: VERA, name: `Клиент${VERA}`, username: null, photo_url: null, phone: null, visits: 2, first_visit: '2026-12-03', last_visit: '2026-12-05',
      spent: 5500, cancellations: 0, no_shows: 0, blocked: false, note: '', reached_by: 'telegram',
      bookings: [
        { id: expect.any(Number), status: 'confirmed', date: '2026-12-05', time_start: '10:00:00', time_end: '11:30:00', starts_at: '2026-12-05T07:00:00Z', services: ['Женская стрижка', 'Мужская стрижка'], price: 4000, attendance: null, cancelled_by: null },
        { id: expect.any(Number), status: 'confirmed', date: '2026-12-03', time_start: '10:00:00', time_end: '10:30:00', starts_at: '2026-12-03T07:00:00Z', services: ['Мужская стрижка'], price: 1500, attendance: null, cancelled_by: null },
      ],
    });
    expect((await card(DINA)).json()).toMatchObject({ visits: 0, first_visit: null, last_visit: null, spent: 0, cancellations: 1, bookings: [{ date: '2026-12-06', status: 'confirmed' }, { date: '2026-12-04', status: 'cancelled', cancelled_by: 'client' }] });
    expect((await card(GLEB)).json()).toMatchObject({ no_shows: 1, bookings: [{ attendance: 'no_show' }, { attendance: null }] });
    expect((await card(EFIM)).json()).toMatchObject({ cancellations: 0, bookings: [{ status: 'cancelled', cancelled_by: 'master' }] });
  });
});

describe('the note', () => {
  it('is kept as the master wrote it, up to 2000 characters, and seen by this master only', async () => {
    const text = 'Аллергия на латекс.\nЛюбит короткие ногти; "без спешки"';
    expect((await note(ANNA, text)).json()).toEqual({ telegram_id: ANNA, note: text });
    expect((await card(ANNA)).json().note).toBe(text);
    // Anna also booked with Olga (the demo data): Olga's card of her has no note of Maria's.
    expect((await card(ANNA, OLGA, 2)).json().note).toBe('');
    expect((await note(ANNA, 'ж'.repeat(2000))).statusCode).toBe(200);
    const long = await note(ANNA, 'ж'.repeat(2001));
    expect([long.statusCode, long.json().message, long.json().field]).toEqual([400, 'Заметка — не больше 2000 символов', 'note']);
    expect((await card(ANNA)).json().note).toBe('ж'.repeat(2000));
    for (const bad of [null, 5, undefined]) expect((await note(ANNA, bad)).statusCode, String(bad)).toBe(400);
    expect((await note(ANNA, '')).json()).toEqual({ telegram_id: ANNA, note: '' });
    expect((await card(ANNA)).json().note).toBe('');
  });
});

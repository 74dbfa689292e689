import { beforeEach, describe, expect, it } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { setClock } from '../../../src/domain/clock';
import { MARIA, OLGA, as, T0, useMoveApp } from './move-helpers';

// Moving a booking. The server's clock: Tuesday 1 December 2026, 10:00 in Moscow (the demo
// data is seeded from it: master 1 works 09:00-13:00 and 14:00-18:00 at place 1, break 13:00-14:00).
// Master 1 on the paid plan, so the month's limit stays out of the way (one test puts it back).
const { ctx, h } = useMoveApp();
beforeEach(() => setClock(T0));

describe('GET /api/bookings/{id}: its client or its master', () => {
  it('carries its worker, place, service ids and time, and whether the caller may move or cancel it', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-03', '15:00', [2, 1]);
    const res = await h.get(anna, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id, status: 'confirmed', business_id: 1, place_id: 1, worker: { id: 1, name: 'Мария Иванова', avatar: '' }, service_ids: [2, 1],
      time: { date: '2026-12-03', time_start: '15:00:00', time_end: '16:30:00', starts_at: '2026-12-03T12:00:00Z' },
      client_moves: 0, can_move: true, can_cancel: true,
    });
    expect((await h.get(MARIA, id)).json()).toMatchObject({ id, can_move: true });
    for (const stranger of [h.client(), OLGA]) expect((await h.get(stranger, id)).statusCode).toBe(404);
    expect((await h.get(anna, 999_999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/bookings/abc', headers: as(anna) })).statusCode).toBe(400);
  });
});

describe('POST /api/bookings/{id}/move', () => {
  it('moves it: same id, services, place and master; new date and time; the old time is free at once', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-04', '15:00', [2, 1]);
    const res = await h.move(anna, id, '2026-12-05', '10:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'confirmed', place_id: 1, worker: { id: 1 }, service_ids: [2, 1], client_moves: 1, time: { date: '2026-12-05', time_start: '10:00:00', time_end: '11:30:00' } });
    const list = (await ctx.app.inject({ url: `/api/bookings/telegram_id/${anna}`, headers: as(anna) })).json();
    expect(list).toMatchObject([{ id, time: { date: '2026-12-05', time_start: '10:00:00' }, can_move: true, can_cancel: true }]);
    expect((await h.bookRaw(h.client(), '2026-12-04', '15:00')).statusCode, 'the old time is free').toBe(201);
    const { rows } = await ctx.db.query('SELECT moved_by, counted, to_char(from_date, \'YYYY-MM-DD\') AS from_date, from_start::text, to_start::text FROM booking_moves WHERE booking_id = $1', [id]);
    expect(rows).toEqual([{ moved_by: 'client', counted: true, from_date: '2026-12-04', from_start: '15:00:00', to_start: '10:00:00' }]);
  });

  it('to a time overlapping its own present time (half an hour later): the booking does not conflict with itself', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-06', '16:00', [1]);
    const res = await h.move(anna, id, '2026-12-06', '16:30');
    expect(res.statusCode, res.body).toBe(200);
    expect(await h.row(id)).toMatchObject({ date: '2026-12-06', time_start: '16:30', time_end: '17:30' });
  });

  it('follows every time rule of a new booking, with its texts; a refused move changes nothing', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-07', '10:00');
    await h.book(h.client(), '2026-12-07', '11:00');
    // [date, time, the free time whose timeslot is sent, answer]: off the grid, over the break, taken, too soon today.
    const refusals: [string, string, string, number, string][] = [
      ['2026-12-07', '10:15', '10:15', 409, bookingRules.bookingRefusalMessage('grid')],
      ['2026-12-07', '13:00', '12:00', 409, bookingRules.bookingRefusalMessage('hours')],
      ['2026-12-07', '11:00', '11:00', 409, bookingRules.BOOKING_TAKEN],
      ['2026-12-01', '10:00', '10:00', 409, bookingRules.bookingRefusalMessage('too_soon', 630)],
    ];
    const before = await h.snapshot();
    for (const [date, time, slotTime, status, message] of refusals) {
      const res = await h.move(anna, id, date, time, await h.slot(1, date, slotTime));
      expect(res.statusCode, `${date} ${time}: ${res.body}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // A timeslot of another master, one at another place, an unknown one, a malformed body.
    const olgaSlot = await h.slot(2, '2026-12-07', '10:00');
    expect((await h.move(anna, id, '2026-12-07', '10:00', olgaSlot)).statusCode).toBe(400);
    expect((await h.move(anna, id, '2026-12-07', '10:00', 999_999)).statusCode).toBe(404);
    for (const payload of [{}, { timeslot_id: 1 }, { timeslot_id: 1, time_start: '25:00' }, { timeslot_id: 'x', time_start: '10:00' }, { timeslot_id: 1, time_start: '10:00', extra: 1 }]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/move`, headers: as(anna), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await h.snapshot(), 'refused moves change nothing').toBe(before);
    expect(await h.row(id)).toMatchObject({ date: '2026-12-07', time_start: '10:00', client_moves: 0, revision: 0 });
  });

  it('the plan’s monthly limit, the fair share and a service made inactive since do not refuse it', async () => {
    const anna = h.client();
    const ids = [await h.book(anna, '2026-12-08', '09:00'), await h.book(anna, '2026-12-08', '09:30'), await h.book(anna, '2026-12-08', '10:00')];
    await ctx.db.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1`, [MARIA]);
    await ctx.db.query(`UPDATE services SET status = 'INACTIVE' WHERE id = 2`);
    try {
      expect((await h.bookRaw(anna, '2026-12-08', '15:00')).statusCode, 'a fourth booking is refused').toBe(409);
      const res = await h.move(anna, ids[0]!, '2026-12-08', '15:00');
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await ctx.db.query(`UPDATE services SET status = 'active' WHERE id = 2`);
      await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
    }
  });

  it('a retried move answers 200 and moves once, counted once', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-09', '10:00');
    const first = await h.move(anna, id, '2026-12-09', '11:00');
    const again = await h.move(anna, id, '2026-12-09', '11:00');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await h.row(id)).toMatchObject({ time_start: '11:00', client_moves: 1, revision: 1 });
    const moves = await ctx.db.query('SELECT count(*)::int AS n FROM booking_moves WHERE booking_id = $1', [id]);
    expect(moves.rows[0]).toEqual({ n: 1 });
    const told = await ctx.db.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'booking_moved_by_client' AND dedupe_key LIKE $1`, [`booking_moved:${id}:%`]);
    expect(told.rows[0]).toEqual({ n: 1 });
  });

  it('only its client and its master; a cancelled or past booking, or an unknown id, is a clear 4xx', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-10', '10:00');
    const before = await h.snapshot();
    for (const stranger of [h.client(), OLGA]) expect((await h.move(stranger, id, '2026-12-10', '11:00')).statusCode).toBe(404);
    expect((await h.move(anna, 999_999, '2026-12-10', '11:00')).statusCode).toBe(404);
    expect(await h.snapshot()).toBe(before);
    const past = await h.book(anna, '2026-12-01', '12:00');
    setClock(new Date('2026-12-01T12:10:00+03:00'));
    const started = await h.move(anna, past, '2026-12-10', '12:00');
    expect([started.statusCode, started.json().message]).toEqual([409, 'Прошедшую или уже начавшуюся запись перенести нельзя']);
    expect((await h.move(MARIA, past, '2026-12-10', '12:00')).statusCode, 'the master neither').toBe(409);
    expect((await ctx.app.inject({ url: `/api/bookings/${id}/cancel`, headers: as(anna) })).statusCode).toBe(200);
    const cancelled = await h.move(anna, id, '2026-12-10', '11:00');
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([409, 'Эта запись уже отменена']);
    expect(await h.row(id)).toMatchObject({ status: 'cancelled', time_start: '10:00' });
  });

  it('the master moves it too, recorded and not counted', async () => {
    const anna = h.client();
    const id = await h.book(anna, '2026-12-11', '10:00');
    const res = await h.move(MARIA, id, '2026-12-11', '15:00');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ client_moves: 0, can_move: true });
    expect(await h.row(id)).toMatchObject({ time_start: '15:00', client_moves: 0, revision: 1 });
    const { rows } = await ctx.db.query('SELECT moved_by, counted FROM booking_moves WHERE booking_id = $1', [id]);
    expect(rows).toEqual([{ moved_by: 'master', counted: false }]);
  });
});

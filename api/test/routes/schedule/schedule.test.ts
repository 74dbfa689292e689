import { describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { ANNA, initDataFor, useApp } from '../../helper';

const ctx = useApp();
const MARIA = 200001; // master of worker 1 (Anna has a booking with her tomorrow 10:00)
const OLGA = 200002; // master of worker 2

const day = (n: number) => new Date(Date.now() + 3 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const SLOTS = [
  { time_start: '10:00', time_end: '19:00', status: 'free' },
  { time_start: '13:00', time_end: '14:00', status: 'break' },
];

describe('schedule: reading', () => {
  it('a day shows free and break slots, and busy time from active bookings', async () => {
    const res = await ctx.app.inject({ url: `/api/timetable/1/${day(1)}`, headers: as(ANNA) });
    expect(res.statusCode).toBe(200);
    const t = res.json();
    expect(t.worker_id).toBe(1);
    expect(t.timeslots.map((s: { status: string }) => s.status)).toEqual(['free', 'break', 'free']);
    expect(t.timeslots_busy).toEqual([{ time_start: '10:00:00', time_end: '11:00:00' }]);
    const list = await ctx.app.inject({ url: `/api/timeslots/1/${day(1)}`, headers: as(ANNA) });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].timeslots).toHaveLength(3);
  });

  it('past slots only with include_expired=true', async () => {
    const past = await ctx.app.inject({ url: `/api/timetable/1/${day(-1)}`, headers: as(ANNA) });
    expect(past.json().timeslots).toEqual([]);
    const all = await ctx.app.inject({ url: `/api/timetable/1/${day(-1)}?include_expired=true`, headers: as(ANNA) });
    expect(all.json().timeslots).toHaveLength(3);
  });

  it('lists the dates with a schedule as ISO strings, from today while its work is still to come', async () => {
    // Worker 1 works until 18:00 Moscow: the server's clock decides whether today is still offered.
    try {
      setClock(new Date(`${day(0)}T10:00:00+03:00`));
      const res = await ctx.app.inject({ url: '/api/workers/1/dates', headers: as(ANNA) });
      expect(res.json()[0]).toBe(day(0));
      expect(res.json()).toContain(day(14));
      expect(res.json()).not.toContain(day(-1));
      setClock(new Date(`${day(0)}T18:30:00+03:00`));
      expect((await ctx.app.inject({ url: '/api/workers/1/dates', headers: as(ANNA) })).json()[0]).toBe(day(1));
    } finally {
      setClock(null);
    }
  });

  it('answers 404 for an unknown master and 400 for a bad date', async () => {
    expect((await ctx.app.inject({ url: `/api/timetable/999/${day(1)}`, headers: as(ANNA) })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ url: '/api/timetable/1/2026-13-45', headers: as(ANNA) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('date');
  });
});

describe('schedule: changing', () => {
  it('the master creates a day; a second create is 409; others get 403, no init data 401', async () => {
    const payload = { worker_id: 1, place_id: 1, date: day(20), slots: SLOTS };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(OLGA), payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(ANNA), payload })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/timetable/', payload })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(MARIA), payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().timeslots).toHaveLength(2);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(MARIA), payload })).statusCode).toBe(409);
  });

  it.each([
    ['start after end', [{ time_start: '18:00', time_end: '09:00', status: 'free' }], 'Начало работы должно быть раньше конца'],
    ['break start after end', [{ time_start: '09:00', time_end: '18:00', status: 'free' }, { time_start: '14:00', time_end: '13:00', status: 'break' }], 'Начало перерыва должно быть раньше конца'],
    ['break outside work', [{ time_start: '09:00', time_end: '18:00', status: 'free' }, { time_start: '18:00', time_end: '19:00', status: 'break' }], 'Перерывы должны быть в рамках рабочего времени'],
  ])('refuses %s with the schedule rule’s message', async (_n, slots, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, date: day(22), slots } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('refuses times off the 15-minute step', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/timetable/', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, date: day(22), slots: [{ time_start: '09:10', time_end: '18:00' }] } });
    expect(res.statusCode).toBe(400);
  });

  it('a day with client bookings cannot be replaced or deleted; a past day is read-only', async () => {
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/timetable/', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, date: day(1), slots: SLOTS } });
    expect(put.statusCode).toBe(409);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/timetable/?worker_id=1&date=${day(1)}`, headers: as(MARIA) });
    expect(del.statusCode).toBe(409);
    const past = await ctx.app.inject({ method: 'DELETE', url: `/api/timetable/?worker_id=1&date=${day(-1)}`, headers: as(MARIA) });
    expect(past.statusCode).toBe(409);
    const ok = await ctx.app.inject({ method: 'DELETE', url: `/api/timetable/?worker_id=1&date=${day(2)}`, headers: as(MARIA) });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/timetable/1/${day(2)}`, headers: as(MARIA) })).json().timeslots).toEqual([]);
  });

  it('multi-date create and delete do what they can and report failed_dates', async () => {
    const create = await ctx.app.inject({ method: 'POST', url: '/api/timetable/multiple', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, dates: [day(1), day(23), day(24)], slots: SLOTS } });
    expect(create.statusCode).toBe(201);
    expect(create.json().failed_dates).toEqual([day(1)]);
    expect(create.json().created_dates).toEqual([day(23), day(24)]);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/timetable/multiple', headers: as(MARIA), payload: { worker_id: 1, dates: [day(1), day(23)] } });
    expect(del.json()).toMatchObject({ deleted_dates: [day(23)], failed_dates: [day(1)] });
    const byDates = await ctx.app.inject({ method: 'DELETE', url: '/api/timeslots/by-dates', headers: as(MARIA), payload: { worker_id: 1, dates: [day(24)] } });
    expect(byDates.json()).toMatchObject({ deleted_dates: [day(24)], failed_dates: [] });
  });

  it('copy pastes a day, but never onto a date with bookings', async () => {
    const blocked = await ctx.app.inject({ method: 'POST', url: '/api/timetable/copy', headers: as(MARIA), payload: { worker_id: 1, from_date: day(3), to_date: day(1) } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toBe('На целевой дате есть брони. Вставка запрещена.');
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/timeslots/copy', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, from_date: day(3), to_date: day(25) } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().timeslots.map((s: { time_start: string }) => s.time_start)).toEqual(['09:00:00', '13:00:00', '14:00:00']);
  });

  it('single slots: bulk add on several dates, update, delete; not over a client booking', async () => {
    const bulk = await ctx.app.inject({ method: 'POST', url: '/api/timeslots/bulk', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, dates: [day(26), day(27)], time_start: '19:00', time_end: '20:00', status: 'free' } });
    expect(bulk.statusCode).toBe(201);
    expect(bulk.json().created).toHaveLength(2);
    const id = bulk.json().created[0].id;
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/timeslots/${id}`, headers: as(MARIA), payload: { time_end: '21:00' } });
    expect(put.json()).toMatchObject({ time_start: '19:00:00', time_end: '21:00' });
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/timeslots/${id}`, headers: as(OLGA), payload: { time_end: '21:00' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/timeslots/${id}`, headers: as(MARIA) })).statusCode).toBe(200);
    const booked = (await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND time_start = '09:00'`, [day(1)])).rows[0]!.id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/timeslots/${booked}`, headers: as(MARIA) })).statusCode).toBe(409);
  });
});

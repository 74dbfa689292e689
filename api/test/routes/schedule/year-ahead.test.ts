import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEZONE, setClock, wallClock } from '../../../src/domain/clock';
import { initDataFor, useApp } from '../../helper';

// Bounds: work time, bookings and waits at most a year ahead on the master's clock; at
// most 50 categories a master; at most 20 open waits a client.
const ctx = useApp();
const BEYOND = 'Нельзя выбрать дату дальше чем на год вперёд.';
const MARIA = 200001;
let today = '';
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const send = (method: 'POST' | 'PUT', url: string, payload: object, user = MARIA) => ctx.app.inject({ method, url, headers: as(user), payload });
const WORK = [{ time_start: '09:00', time_end: '18:00', status: 'free' }];

beforeAll(() => {
  today = wallClock(DEFAULT_TIMEZONE).date;
  // 01:30 in Moscow: the master's today, while in UTC it is still yesterday (22:30).
  setClock(new Date(`${today}T01:30:00+03:00`));
});
afterAll(() => setClock(null));

const slotsOn = async (date: string) => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM timeslots WHERE worker_id = 1 AND date = $1', [date])).rows[0]!.n);

describe('a year ahead at most', () => {
  it('POST /timetable/ takes today + 365 on the master’s clock and refuses the day after, and 2999', async () => {
    expect((await send('POST', '/api/timetable/', { worker_id: 1, place_id: 1, date: day(365), slots: WORK })).statusCode).toBe(201);
    for (const date of [day(366), '2999-12-31']) {
      const res = await send('POST', '/api/timetable/', { worker_id: 1, place_id: 1, date, slots: WORK });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: BEYOND, field: 'date' });
    }
    expect(await slotsOn(day(366))).toBe(0);
  });

  it('PUT /timetable/ refuses a date past the horizon', async () => {
    const res = await send('PUT', '/api/timetable/', { worker_id: 1, place_id: 1, date: day(400), slots: WORK });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('date');
  });

  it('POST /timetable/multiple and /timeslots/bulk refuse the whole request when one date is past it, naming dates', async () => {
    const multiple = await send('POST', '/api/timetable/multiple', { worker_id: 1, place_id: 1, dates: [day(300), day(366)], slots: WORK });
    expect(multiple.statusCode).toBe(400);
    expect(multiple.json()).toMatchObject({ message: BEYOND, field: 'dates' });
    const bulk = await send('POST', '/api/timeslots/bulk', { worker_id: 1, place_id: 1, dates: [day(301), day(500)], time_start: '09:00', time_end: '12:00' });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toMatchObject({ message: BEYOND, field: 'dates' });
    expect(await slotsOn(day(300))).toBe(0);
    expect(await slotsOn(day(301))).toBe(0);
    // Within the horizon both still work.
    expect((await send('POST', '/api/timetable/multiple', { worker_id: 1, place_id: 1, dates: [day(364)], slots: WORK })).statusCode).toBe(201);
  });

  it('POST /timetable/copy and /timeslots/copy refuse a target past the horizon', async () => {
    for (const url of ['/api/timetable/copy', '/api/timeslots/copy']) {
      const res = await send('POST', url, { worker_id: 1, from_date: day(365), to_date: day(366) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: BEYOND, field: 'to_date' });
    }
    expect(await slotsOn(day(366))).toBe(0);
  });

  it('a booking on a timeslot past the horizon is refused; on the last day it is taken', async () => {
    await ctx.db.query(`INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status) VALUES (1, 1, $1, '09:00', '18:00', 'free')`, [day(366)]);
    const slot = async (date: string) => Number((await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND status = 'free'`, [date])).rows[0]!.id);
    const book = async (client: number, date: string) => send('POST', '/api/bookings/', { telegram_id: client, place_id: 1, service_ids: [2], timeslot_id: await slot(date), time_start: '10:00' }, client);
    const far = await book(600101, day(366));
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ message: BEYOND, field: 'timeslot_id' });
    expect((await book(600102, day(365))).statusCode).toBe(201);
  });
});

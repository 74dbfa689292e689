// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { ANNA, MARIA, day } from '../../endpoints';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

describe('a schedule built one slot at a time', () => {
  const bulk = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/timeslots/bulk', headers: as(MARIA), payload: { worker_id: 1, place_id: 1, ...payload } });
  it('work 09:00-18:00, then a 13:00-14:00 break: the break goes in on every date and the day reads as the editor built it', async () => {
    const dates = [day(40), day(41)];
    const work = await bulk({ dates, time_start: '09:00', time_end: '18:00', status: 'free' });
    expect(work.json()).toMatchObject({ failed_dates: [], past_dates: [], conflict_dates: [] });
    const brk = await bulk({ dates, time_start: '13:00', time_end: '14:00', status: 'break' });
    expect(brk.statusCode).toBe(201);
    expect(brk.json()).toMatchObject({ failed_dates: [], past_dates: [], conflict_dates: [] });
    expect(brk.json().created).toHaveLength(2);
    const timetable = (await ctx.app.inject({ url: `/api/timetable/1/${day(40)}`, headers: as(ANNA) })).json();
    const starts = bookingRules.bookableStarts({ timeslots: timetable.timeslots, busy: timetable.timeslots_busy, duration: 30 }).map(bookingRules.formatTime);
    expect(starts).toContain('12:30:00');
    expect(starts).not.toContain('13:00:00');
    expect(starts).toContain('14:00:00');
  });

  it('reports a past date apart from a date with bookings', async () => {
    const yesterday = day(-1);
    const res = await bulk({ dates: [yesterday, day(1)], time_start: '10:00', time_end: '11:00', status: 'break' });
    expect(res.json()).toMatchObject({ created: [], past_dates: [yesterday], failed_dates: [day(1)] }); // Anna's booking 10:00-11:00 tomorrow
  });

  it('a break outside work time does not go in', async () => {
    const res = await bulk({ dates: [day(42)], time_start: '13:00', time_end: '14:00', status: 'break' });
    expect(res.json()).toMatchObject({ created: [], conflict_dates: [day(42)] });
  });
});

import { describe, expect, it } from 'vitest';
import { occupancy, periodFigures, type PeriodCounts } from './analytics';

const counts = (over: Partial<PeriodCounts> = {}): PeriodCounts => ({
  bookings: 0, cancelled_by_client: 0, cancelled_by_master: 0, moves: 0, no_shows: 0, started: 0, took_place: 0,
  new_clients: 0, returning_clients: 0, services: [], busy: [], days: [], ...over,
});

describe('periodFigures', () => {
  it('gives every day of the period its revenue, 0 on a day without, across a month end', () => {
    const f = periodFigures('2026-11-29', '2026-12-02', counts({ days: [{ date: '2026-11-30', revenue: 2500 }, { date: '2026-12-02', revenue: 1500 }] }));
    expect(f.revenue_by_day).toEqual([
      { date: '2026-11-29', revenue: 0 }, { date: '2026-11-30', revenue: 2500 }, { date: '2026-12-01', revenue: 0 }, { date: '2026-12-02', revenue: 1500 },
    ]);
  });

  it('names the days of a year end and a leap February, and 366 of them for a year with 29 February', () => {
    expect(periodFigures('2026-12-30', '2027-01-02', counts()).revenue_by_day.map((d) => d.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(periodFigures('2028-02-28', '2028-03-01', counts()).revenue_by_day.map((d) => d.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    const year = periodFigures('2027-03-01', '2028-02-29', counts()).revenue_by_day;
    expect([year.length, year.at(-1)!.date]).toEqual([366, '2028-02-29']);
  });

  it('derives revenue, rates, shares and the average check from the counts', () => {
    const f = periodFigures('2026-12-01', '2026-12-07', counts({
      bookings: 10, started: 8, no_shows: 2, took_place: 6, new_clients: 3, returning_clients: 1,
      services: [{ service_id: 2, title: 'B', count: 4, revenue: 6000 }, { service_id: 1, title: 'A', count: 3, revenue: 7500 }],
      busy: [[1, 10, 2], [7, 23, 1]],
    }));
    expect(f).toMatchObject({ revenue: 13_500, no_show_rate: 0.25, returning_share: 0.25, average_check: 2250 });
    expect(f.top_services.map((s) => s.service_id)).toEqual([1, 2]);
    expect(f.busy).toHaveLength(7);
    expect(f.busy[0]![10]).toBe(2);
    expect(f.busy[6]![23]).toBe(1);
    expect(f.busy.flat().reduce((a, b) => a + b)).toBe(3);
  });

  it('answers 0, not NaN, where there is nothing to divide by', () => {
    expect(periodFigures('2026-12-01', '2026-12-01', counts())).toMatchObject({ no_show_rate: 0, returning_share: 0, average_check: 0, revenue: 0 });
  });

  it('rounds the average check to whole rubles', () => {
    expect(periodFigures('a', 'b', counts({ took_place: 3, services: [{ service_id: 1, title: 'A', count: 3, revenue: 1000 }] })).average_check).toBe(333);
  });
});

describe('occupancy of the next 7 days', () => {
  const work = (date: string, s: string, e: string, status = 'free') => ({ date, time_start: s, time_end: e, status });
  const booking = (date: string, s: string, e: string) => ({ date, time_start: s, time_end: e });
  const now = { date: '2026-12-01', minutes: 12 * 60 };

  it('booked time over working time, breaks excluded, from now on', () => {
    // Today 09-18 with a break 13-14: from 12:00, 12-13 and 14-18 are left (5 h); tomorrow 10-12 (2 h).
    const slots = [work('2026-12-01', '09:00', '18:00'), work('2026-12-01', '13:00', '14:00', 'break'), work('2026-12-02', '10:00', '12:00')];
    // 10-11 today is past; 12:30-13:00 (0.5 h) and tomorrow 10-11 (1 h) count.
    const bookings = [booking('2026-12-01', '10:00', '11:00'), booking('2026-12-01', '12:30', '13:00'), booking('2026-12-02', '10:00', '11:00')];
    expect(occupancy(now, slots, bookings)).toBeCloseTo(1.5 / 7);
  });

  it('ends 7 × 24 hours after now', () => {
    const slots = [work('2026-12-08', '09:00', '18:00')];
    // Of the day 7 days ahead, only 09:00-12:00 lies before now + 168 h.
    expect(occupancy(now, slots, [booking('2026-12-08', '11:00', '13:00')])).toBeCloseTo(1 / 3);
  });

  it('a break between two work rows, as the day is sometimes stored, is not working time either', () => {
    const slots = [work('2026-12-02', '09:00', '13:00'), work('2026-12-02', '13:00', '14:00', 'break'), work('2026-12-02', '14:00', '18:00')];
    expect(occupancy(now, slots, [booking('2026-12-02', '12:00', '15:00')])).toBeCloseTo(2 / 8);
  });

  it('is 0 with nothing scheduled', () => {
    expect(occupancy(now, [], [booking('2026-12-02', '10:00', '11:00')])).toBe(0);
  });
});

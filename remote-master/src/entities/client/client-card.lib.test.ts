import { describe, expect, it } from 'vitest';
import { bookingWhen, splitBookings, visitDate } from './client-card.lib';

const booking = (id: number, starts_at: string) => ({
  id, status: 'confirmed', date: starts_at.slice(0, 10), time_start: '10:00:00', time_end: '11:00:00', starts_at,
  services: ['Стрижка'], price: 1500, attendance: null, cancelled_by: null,
});

describe("the client card's dates and lists", () => {
  it('reads dates in Russian', () => {
    expect(visitDate('2026-12-05')).toBe('5 декабря 2026');
    expect(bookingWhen({ date: '2026-01-31', time_start: '09:30:00' })).toBe('31 января 2026, 09:30');
  });

  it('splits at the present instant: upcoming soonest first, past latest first', () => {
    const now = Date.parse('2026-11-26T09:00:00Z');
    const list = [booking(1, '2026-11-20T07:00:00Z'), booking(2, '2026-12-01T07:00:00Z'), booking(3, '2026-11-26T09:00:01Z'), booking(4, '2026-11-26T09:00:00Z')];
    const { upcoming, past } = splitBookings(list, now);
    expect(upcoming.map((b) => b.id)).toEqual([3, 2]);
    expect(past.map((b) => b.id)).toEqual([4, 1]);
  });
});

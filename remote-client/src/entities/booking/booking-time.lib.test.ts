import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { schemas } from '@booking/shared';
import { isActive, splitBookings } from './booking-time.lib';

const booking = (id: number, date: string | null, time: string | null, status = 'confirmed'): schemas.Booking => ({
  id,
  status,
  place_id: 1,
  worker: { id: 1, name: 'Мария', avatar: '' },
  services: [],
  time: { date, time_start: time },
});

describe('Home booking order', () => {
  const now = dayjs('2026-05-10T12:00:00');

  it('puts current bookings first (soonest first) and past ones after (latest first)', () => {
    const list = [booking(1, '2026-05-09', '10:00:00'), booking(2, '2026-05-12', '09:00'), booking(3, '2026-05-10', '12:30:00'), booking(4, '2026-05-10', '11:30:00')];
    const { current, past } = splitBookings(list, now);
    expect(current.map((b) => b.id)).toEqual([3, 2]);
    expect(past.map((b) => b.id)).toEqual([4, 1]);
  });

  it('keeps bookings without a date or start time apart, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { incomplete, current, past } = splitBookings([booking(5, null, '10:00'), booking(6, '2026-05-12', null)], now);
    expect(incomplete.map((b) => b.id)).toEqual([5, 6]);
    expect(current).toEqual([]);
    expect(past).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('treats confirmed and created as active, anything else as not', () => {
    expect(isActive(booking(1, null, null, 'created'))).toBe(true);
    expect(isActive(booking(1, null, null, 'confirmed'))).toBe(true);
    expect(isActive(booking(1, null, null, 'cancelled'))).toBe(false);
  });
});

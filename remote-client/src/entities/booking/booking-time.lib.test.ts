// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { schemas } from '@booking/contracts';
import { isActive, splitBookings } from './booking-time.lib';

const booking = (id: number, date: string | null, time: string | null, status = 'confirmed', timezone?: string, startsAt?: string): schemas.Booking => ({
  id,
  status,
  place_id: 1,
  worker: { id: 1, name: 'Мария', avatar: '', ...(timezone ? { timezone } : {}) },
  services: [],
  time: { date, time_start: time, ...(startsAt !== undefined ? { starts_at: startsAt } : {}) },
});

describe('Home booking order', () => {
  // 12:00 in Moscow (UTC+3), whatever zone the machine running the test is in.
  const now = Date.parse('2026-05-10T09:00:00Z');

  it('puts current bookings first (soonest first) and past ones after (latest first)', () => {
    const list = [booking(1, '2026-05-09', '10:00:00'), booking(2, '2026-05-12', '09:00'), booking(3, '2026-05-10', '12:30:00'), booking(4, '2026-05-10', '11:30:00')];
    const { current, past } = splitBookings(list, now);
    expect(current.map((b) => b.id)).toEqual([3, 2]);
    expect(past.map((b) => b.id)).toEqual([4, 1]);
  });

  it('decides past or current on the master\'s clock, not the browser\'s (a client far east of Moscow)', () => {
    // 12:00 in Moscow is 16:00 in Novosibirsk: a booking at 13:00 has not begun where the master is.
    const list = [booking(1, '2026-05-10', '13:00'), booking(2, '2026-05-10', '11:59')];
    const { current, past } = splitBookings(list, now);
    expect(current.map((b) => b.id)).toEqual([1]);
    expect(past.map((b) => b.id)).toEqual([2]);
    // A master in Novosibirsk (when the answer names the zone): 13:00 there began three hours ago.
    const far = splitBookings([booking(3, '2026-05-10', '13:00', 'confirmed', 'Asia/Novosibirsk')], now);
    expect(far.past.map((b) => b.id)).toEqual([3]);
  });

  it('takes the start instant the server sends over its own zone arithmetic, and builds no date formatter for it', () => {
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    // 13:00 wall clock; the server says the master is in Yekaterinburg (UTC+5): it began at 08:00 UTC, an hour ago.
    const list = [booking(1, '2026-05-10', '13:00:00', 'confirmed', undefined, '2026-05-10T08:00:00Z'), booking(2, '2026-05-10', '12:30:00', 'confirmed', undefined, '2026-05-10T09:30:00Z')];
    const { current, past } = splitBookings(list, now);
    expect(past.map((b) => b.id)).toEqual([1]);
    expect(current.map((b) => b.id)).toEqual([2]);
    expect(formatter).not.toHaveBeenCalled();
    formatter.mockRestore();
  });

  it('falls back to the master\'s zone when the start instant is unreadable', () => {
    const { current, past } = splitBookings([booking(1, '2026-05-10', '13:00', 'confirmed', undefined, 'soon'), booking(2, '2026-05-10', '11:59', 'confirmed', undefined, '')], now);
    expect(current.map((b) => b.id)).toEqual([1]);
    expect(past.map((b) => b.id)).toEqual([2]);
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
    expect(isActive(booking(1, null, null, 'awaiting_payment'))).toBe(true);
    expect(isActive(booking(1, null, null, 'cancelled'))).toBe(false);
  });
});

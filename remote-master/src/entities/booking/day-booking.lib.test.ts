import { describe, expect, it } from 'vitest';
import { dayBookingActions } from './day-booking.lib';

// Thursday 26 November 2026, 12:00 in Moscow (16:00 in Novosibirsk).
const NOW = Date.parse('2026-11-26T09:00:00Z');
const MSK = 'Europe/Moscow';
const active = (time_start: string) => ({ status: 'confirmed', time_start });

describe("what the master may do with a day's booking, on the master's clock", () => {
  it("a started booking gets who came, a future one 'Перенести'", () => {
    expect(dayBookingActions(active('10:00:00'), '2026-11-26', MSK, NOW)).toEqual({ markAttendance: true, move: false });
    expect(dayBookingActions(active('12:00:00'), '2026-11-26', MSK, NOW)).toEqual({ markAttendance: true, move: false });
    expect(dayBookingActions(active('12:30:00'), '2026-11-26', MSK, NOW)).toEqual({ markAttendance: false, move: true });
    expect(dayBookingActions(active('09:00:00'), '2026-11-27', MSK, NOW)).toEqual({ markAttendance: false, move: true });
  });

  it('who came is marked on dates from today minus 7 days on', () => {
    expect(dayBookingActions(active('23:30:00'), '2026-11-19', MSK, NOW).markAttendance).toBe(true);
    expect(dayBookingActions(active('23:30:00'), '2026-11-18', MSK, NOW).markAttendance).toBe(false);
  });

  it("reads the start in the master's zone", () => {
    // 15:00 has passed in Novosibirsk (16:00 there), not in Moscow (12:00).
    expect(dayBookingActions(active('15:00:00'), '2026-11-26', 'Asia/Novosibirsk', NOW)).toEqual({ markAttendance: true, move: false });
    expect(dayBookingActions(active('15:00:00'), '2026-11-26', MSK, NOW)).toEqual({ markAttendance: false, move: true });
    // No zone known: Moscow (docs/product.md, Constants).
    expect(dayBookingActions(active('15:00:00'), '2026-11-26', null, NOW)).toEqual({ markAttendance: false, move: true });
  });

  it('a cancelled booking gets neither', () => {
    expect(dayBookingActions({ status: 'cancelled', time_start: '10:00:00' }, '2026-11-26', MSK, NOW)).toEqual({ markAttendance: false, move: false });
    expect(dayBookingActions({ status: 'cancelled', time_start: '15:00:00' }, '2026-11-26', MSK, NOW)).toEqual({ markAttendance: false, move: false });
  });
});

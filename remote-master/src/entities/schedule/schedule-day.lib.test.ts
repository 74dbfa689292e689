import { describe, expect, it } from 'vitest';
import { canPaste } from './schedule-clipboard.store';
import { dayHasBookings, dayHasSchedule, dayPlaceIds, dayRows, isValidIsoDate } from './schedule-day.lib';

const slot = (id: number, time_start: string, time_end: string, status: 'free' | 'break' | 'busy', place_id = 1) => ({ id, time_start, time_end, status, booking_id: null, place_id });

describe('a loaded day', () => {
  const day = {
    timeslots: [slot(1, '09:00:00', '13:00:00', 'free'), slot(2, '13:00:00', '14:00:00', 'break'), slot(3, '14:00:00', '18:00:00', 'free')],
    timeslots_busy: [{ time_start: '10:00:00', time_end: '11:00:00' }],
  };

  it('lists slots and busy time in time order', () => {
    expect(dayRows(day).map((r) => r.status)).toEqual(['free', 'busy', 'break', 'free']);
  });

  it('knows the places of its work time, in time order, and each row’s place', () => {
    expect(dayPlaceIds(day)).toEqual([1]);
    const split = { timeslots: [slot(3, '14:00:00', '18:00:00', 'free', 2), slot(1, '09:00:00', '13:00:00', 'free', 1), slot(2, '13:00:00', '14:00:00', 'break', 1)], timeslots_busy: [] };
    expect(dayPlaceIds(split)).toEqual([1, 2]);
    expect(dayRows(split).map((r) => r.placeId)).toEqual([1, 1, 2]);
    expect(dayPlaceIds({ timeslots: [] })).toEqual([]);
  });

  it('knows when clients booked it', () => {
    expect(dayHasBookings(day)).toBe(true);
    expect(dayHasBookings({ ...day, timeslots_busy: [] })).toBe(false);
    expect(dayHasSchedule({ timeslots: [] })).toBe(false);
    expect(dayHasSchedule(day)).toBe(true);
  });

  it('accepts only real dates', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('26-02-01')).toBe(false);
    expect(isValidIsoDate(null)).toBe(false);
  });
});

describe('paste is offered', () => {
  it('on another, not past day of the same master', () => {
    const copied = { workerId: 1, date: '2026-11-25' };
    expect(canPaste(copied, 1, '2026-11-26', false)).toBe(true);
    expect(canPaste(copied, 1, '2026-11-25', false)).toBe(false);
    expect(canPaste(copied, 1, '2026-11-20', true)).toBe(false);
    expect(canPaste(copied, 2, '2026-11-26', false)).toBe(false);
    expect(canPaste(null, 1, '2026-11-26', false)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '@booking/contracts/schemas';
import { moveOffers, moveRefusalText, whenLabel, withoutOwnTime } from './move.lib';

/** 2026-12-02 12:00 in Moscow: the next day is open. */
const NOW = Date.UTC(2026, 11, 2, 9, 0);
const slot = (id: number, from: string, to: string) => ({ id, time_start: `${from}:00`, time_end: `${to}:00`, status: 'free' as const, place_id: 1 });
const own = { date: '2026-12-03', time_start: '14:00:00', time_end: '15:00:00' };
const labels = (offers: { label: string }[]) => offers.map((o) => o.label);

describe('the move step’s offers', () => {
  it('names a time as "3 декабря, чт, 14:00"', () => {
    expect(whenLabel('2026-12-03', '14:00:00')).toBe('3 декабря, чт, 14:00');
  });

  it('takes the booking’s own time out of the busy intervals, leaving what others hold', () => {
    const busy = [{ time_start: '12:00:00', time_end: '13:00:00' }, { time_start: '13:00:00', time_end: '16:00:00' }];
    expect(withoutOwnTime(busy, { time_start: '14:00:00', time_end: '15:00:00' })).toEqual([
      { time_start: '12:00:00', time_end: '13:00:00' },
      { time_start: '13:00:00', time_end: '14:00:00' },
      { time_start: '15:00:00', time_end: '16:00:00' },
    ]);
  });

  it('offers the booking’s length on its day, overlapping its own time but not at its present start', () => {
    const day = { date: '2026-12-03', timeslots: [slot(1, '13:00', '16:00')], timeslots_busy: [{ time_start: '14:00:00', time_end: '15:00:00' }] };
    const offers = moveOffers({ booking: own, services: [], day, adjacentOnly: false, placeId: 1, timezone: 'Europe/Moscow', now: NOW });
    expect(labels(offers)).toEqual(['13:00 — 14:00', '13:30 — 14:30', '14:30 — 15:30', '15:00 — 16:00']);
  });

  it('offers every fitting time on another day, others’ bookings kept busy', () => {
    const day = { date: '2026-12-04', timeslots: [slot(2, '14:00', '16:00')], timeslots_busy: [{ time_start: '14:00:00', time_end: '15:00:00' }] };
    const offers = moveOffers({ booking: own, services: [], day, adjacentOnly: false, placeId: 1, timezone: 'Europe/Moscow', now: NOW });
    expect(offers.map((o) => [o.label, o.timeslotId, o.timeStart])).toEqual([['15:00 — 16:00', 2, '15:00:00']]);
  });

  it('names why a booking cannot move: the cut-off, the number of moves, a cancelled one, and a started one', () => {
    const booking = (over: Partial<BookingDetail>): BookingDetail => ({
      id: 7, status: 'confirmed', business_id: 1, place_id: 1, worker: { id: 1, name: 'М', avatar: '' }, service_ids: [1],
      time: { ...own, starts_at: '2026-12-03T11:00:00Z' }, client_moves: 0, can_move: false, can_cancel: false, ...over,
    });
    const soon = Date.UTC(2026, 11, 3, 9, 0);
    expect(moveRefusalText(booking({}), { cancel_cutoff_hours: 3, max_moves: 2 }, soon)).toBe('Перенести запись можно не позднее чем за 3 ч до начала. Напишите мастеру.');
    expect(moveRefusalText(booking({ client_moves: 2 }), { cancel_cutoff_hours: 0, max_moves: 2 }, soon)).toBe('Перенести запись можно только 2 раза. Напишите мастеру.');
    expect(moveRefusalText(booking({ status: 'cancelled' }), { cancel_cutoff_hours: 0, max_moves: 2 }, soon)).toBe('Эта запись уже отменена');
    expect(moveRefusalText(booking({}), { cancel_cutoff_hours: 0, max_moves: 2 }, Date.UTC(2026, 11, 3, 12))).toBe('Прошедшую или уже начавшуюся запись перенести нельзя');
  });
});

import { describe, expect, it } from 'vitest';
import type { schemas } from '@booking/contracts';
import { changeNote } from './change-note.lib';

const booking = (over: Partial<schemas.Booking>): schemas.Booking => ({
  id: 7, status: 'confirmed', place_id: 1, worker: { id: 1, name: 'Мария', avatar: '' }, services: [],
  time: { date: '2026-12-03', time_start: '14:00:00', starts_at: '2026-12-03T11:00:00Z' }, ...over,
});
/** Two hours before the start. */
const NOW = Date.UTC(2026, 11, 3, 9, 0);

describe('the card’s note on a booking it offers no move for', () => {
  it('inside the cut-off: neither cancel nor move', () => {
    expect(changeNote(booking({ can_move: false, can_cancel: false }), { cancel_cutoff_hours: 3, max_moves: 2 }, NOW)).toBe('Отменить или перенести запись можно не позднее чем за 3 ч до начала.');
  });

  it('past the number of moves: the move only', () => {
    expect(changeNote(booking({ can_move: false, can_cancel: true }), { cancel_cutoff_hours: 0, max_moves: 1 }, NOW)).toBe('Перенести запись можно только 1 раз.');
  });

  it('nothing to say when both are offered', () => {
    expect(changeNote(booking({ can_move: true, can_cancel: true }), { cancel_cutoff_hours: 3, max_moves: 2 }, NOW)).toBeNull();
  });
});

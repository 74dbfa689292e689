import type { schemas } from '@booking/contracts';
import * as bookingRules from '@booking/contracts/booking-rules';
import { currentLanguage } from '@booking/platform';
import { bookingStartMs } from './booking-time.lib';

/**
 * Why a current booking's card offers no 'Перенести' (or no cancel either), in the master's rules'
 * words, or null when it offers both. The server decides (`can_move`, `can_cancel`); the
 * list carries no move count, so a booking it may not move outside the cut-off has used its moves.
 */
export function changeNote(booking: schemas.Booking, rules: bookingRules.ChangeRules, now: number | Date = Date.now()): string | null {
  if (booking.can_move !== false && booking.can_cancel !== false) return null;
  const startsAt = bookingStartMs(booking);
  if (startsAt === null) return null;
  const clientMoves = booking.can_move === false ? (rules.max_moves ?? 0) : 0;
  return bookingRules.cardChangeNote({ status: booking.status, startsAt, clientMoves }, rules, now, currentLanguage());
}

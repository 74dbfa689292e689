import * as bookingRules from '@booking/contracts/booking-rules';
import type { BookingDetail } from '@booking/contracts/schemas';
import { offeredSlots, type OfferArgs, type OfferedSlot } from './offered-slots.lib';
import { currentLanguage, dayjs } from '@booking/platform';
import { timeStepTexts } from './time-step.texts';

type Interval = bookingRules.IntervalLike;
const { parseTime, formatTime } = bookingRules;

/** '3 декабря, чт, 14:00', 'Thu 3 December, 14:00': a date and a start on the master's wall clock, as the move step names them. */
export function whenLabel(date: string, timeStart: string): string {
  return dayjs(`${date}T${timeStart.slice(0, 5)}`).locale(currentLanguage()).format(timeStepTexts.whenFormat);
}

/** The busy intervals with `own` taken out: a booking does not conflict with itself when it moves. */
export function withoutOwnTime(busy: readonly Interval[], own: Interval): Interval[] {
  const [from, to] = [parseTime(own.time_start), parseTime(own.time_end)];
  return busy.flatMap((b) => {
    const [s, e] = [parseTime(b.time_start), parseTime(b.time_end)];
    if (e <= from || to <= s) return [b];
    const parts: Interval[] = [];
    if (s < from) parts.push({ time_start: b.time_start, time_end: formatTime(from) });
    if (to < e) parts.push({ time_start: formatTime(to), time_end: b.time_end });
    return parts;
  });
}

export interface MoveOfferArgs extends Omit<OfferArgs, 'services'> {
  /** The booking's present time: its length is the new time's, and it is not offered again. */
  booking: Pick<BookingDetail['time'], 'date' | 'time_start' | 'time_end'>;
  /** The booking's services as far as they are known: their largest lead time applies. */
  services: { booking_deadline?: number | null }[];
}

/**
 * The times a booking may move to on a day: the rules of a new booking for its length and its
 * services' lead time, with its own time not busy (a move half an hour later works) and its
 * present start not offered.
 */
export function moveOffers({ booking, services, day, ...rest }: MoveOfferArgs): OfferedSlot[] {
  const own = { time_start: booking.time_start, time_end: booking.time_end };
  const sameDay = day.date === booking.date;
  const duration = parseTime(booking.time_end) - parseTime(booking.time_start);
  const offered = offeredSlots({
    ...rest,
    day: sameDay ? { ...day, timeslots_busy: withoutOwnTime(day.timeslots_busy, own) } : day,
    services: [{ slot_duration: duration, booking_deadline: bookingRules.maxDeadline(services) }],
  });
  return sameDay ? offered.filter((o) => o.start !== parseTime(booking.time_start)) : offered;
}

/**
 * Why the caller may not move the booking, as the server words it: not active, started, or (for
 * a client) the master's cut-off or number of moves. The server's `can_move` decides whether; this
 * only names the reason ('started' when the rules see none: the master's side).
 */
export function moveRefusalText(booking: BookingDetail, rules: bookingRules.ChangeRules, now: number | Date = Date.now()): string {
  const judged = { status: booking.status, startsAt: booking.time.starts_at, clientMoves: booking.client_moves };
  return bookingRules.moveRefusalMessage(bookingRules.clientMoveRefusal(judged, rules, now) ?? 'started', rules, currentLanguage());
}

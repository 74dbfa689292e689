import { bookingRules } from '@booking/contracts';

/** A booking's time on its master's wall clock (HH:MM:SS or HH:MM). */
export interface BookingTime {
  date: string;
  time_start: string;
  time_end: string;
}

/** Whether a move to `to` leaves the booking where it is (a retried request): nothing to do, nothing counted. */
export const sameTime = (from: BookingTime, to: Pick<BookingTime, 'date' | 'time_start'>) =>
  from.date === to.date && bookingRules.parseTime(from.time_start) === bookingRules.parseTime(to.time_start);

/**
 * What a move frees on the old date: the old interval minus the new one (nothing, one piece or two),
 * as HH:MM:SS. On another date the whole old interval is free.
 */
export function freedIntervals(from: BookingTime, to: BookingTime): { timeStart: string; timeEnd: string }[] {
  const [start, end] = [bookingRules.parseTime(from.time_start), bookingRules.parseTime(from.time_end)];
  const piece = (a: number, b: number) => ({ timeStart: bookingRules.formatTime(a), timeEnd: bookingRules.formatTime(b) });
  if (from.date !== to.date) return [piece(start, end)];
  const [newStart, newEnd] = [bookingRules.parseTime(to.time_start), bookingRules.parseTime(to.time_end)];
  if (newEnd <= start || end <= newStart) return [piece(start, end)];
  const freed = [];
  if (start < newStart) freed.push(piece(start, newStart));
  if (newEnd < end) freed.push(piece(newEnd, end));
  return freed;
}

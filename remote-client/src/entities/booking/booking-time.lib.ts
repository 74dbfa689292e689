import dayjs, { type Dayjs } from 'dayjs';
import type { schemas } from '@booking/shared';

type Booking = schemas.Booking;

/** Bookings the client may still cancel (spec section 4). */
export function isActive(booking: Booking): boolean {
  return booking.status === 'confirmed' || booking.status === 'created';
}

/** Start of the booking, or null when the date or start time is missing or unreadable. */
export function bookingStart(booking: Booking): Dayjs | null {
  const { date, time_start } = booking.time;
  if (!date || !time_start) return null;
  const start = dayjs(`${date}T${time_start.length === 5 ? `${time_start}:00` : time_start}`);
  return start.isValid() ? start : null;
}

export interface SplitBookings {
  current: Booking[];
  past: Booking[];
  /** Shown with the spec's error line instead of being silently dropped. */
  incomplete: Booking[];
}

/**
 * Home's order (spec section 2): current bookings soonest first, then past ones most recent
 * first. A booking is past when its start is earlier than now.
 */
export function splitBookings(bookings: readonly Booking[], now: Dayjs = dayjs()): SplitBookings {
  const current: [Booking, Dayjs][] = [];
  const past: [Booking, Dayjs][] = [];
  const incomplete: Booking[] = [];
  for (const booking of bookings) {
    const start = bookingStart(booking);
    if (!start) {
      console.warn(`Booking ${booking.id} has no date or start time`);
      incomplete.push(booking);
    } else (start.isBefore(now) ? past : current).push([booking, start]);
  }
  current.sort((a, b) => a[1].valueOf() - b[1].valueOf());
  past.sort((a, b) => b[1].valueOf() - a[1].valueOf());
  return { current: current.map(([b]) => b), past: past.map(([b]) => b), incomplete };
}

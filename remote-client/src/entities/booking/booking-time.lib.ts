import type { Dayjs } from 'dayjs';
import type { schemas } from '@booking/contracts';
import { ACTIVE_BOOKING_STATUSES } from '@booking/contracts/schemas';
import { dayjs, wallClockIn } from '@booking/platform';

type Booking = schemas.Booking;

/** Bookings the client may still cancel (docs/product.md, States): those that hold their time, one awaiting its deposit included. */
export function isActive(booking: Booking): boolean {
  return (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status);
}

/**
 * The master's zone of a booking: the worker's timezone when the answer carries one, else null (the
 * shared helpers then use DEFAULT_TIMEZONE, Moscow, where the seeded masters are; docs/product.md, Constants).
 */
export function bookingZone(booking: Booking): string | null {
  const zone = (booking.worker as { timezone?: unknown }).timezone;
  return typeof zone === 'string' && zone ? zone : null;
}

/**
 * Start of the booking as the master's wall clock (what the card shows: the time the client must
 * come), or null when the date or start time is missing or unreadable.
 */
export function bookingStart(booking: Booking): Dayjs | null {
  const { date, time_start } = booking.time;
  if (!date || !time_start) return null;
  const start = dayjs(`${date}T${time_start.length === 5 ? `${time_start}:00` : time_start}`);
  return start.isValid() ? start : null;
}

/**
 * The moment the booking begins (epoch ms), or null when its date or start time is missing or
 * unreadable. The server's `time.starts_at` when it sends one (no zone arithmetic here, so Home
 * never builds an Intl.DateTimeFormat: 60-150 ms on a phone, docs/perf.md, "What sets the time"); otherwise the wall clock
 * read in the master's zone.
 */
export function bookingStartMs(booking: Booking): number | null {
  const { date, time_start, starts_at } = booking.time;
  if (!date || !time_start) return null;
  const instant = starts_at ? Date.parse(starts_at) : Number.NaN;
  if (Number.isFinite(instant)) return instant;
  return wallClockIn(date, time_start, bookingZone(booking))?.valueOf() ?? null;
}

export interface SplitBookings {
  current: Booking[];
  past: Booking[];
  /** Shown with the spec's error line instead of being silently dropped. */
  incomplete: Booking[];
}

/**
 * The bookings lists' order (docs/product.md, Client screens): current bookings soonest first, then past ones most
 * recent first. A booking is past once it has begun where the master is (docs/product.md: States and Constants),
 * not on the browser's clock: a client in Novosibirsk sees it move to 'Прошедшие' at the master's start.
 */
export function splitBookings(bookings: readonly Booking[], now: Date | number = Date.now()): SplitBookings {
  const current: [Booking, number][] = [];
  const past: [Booking, number][] = [];
  const incomplete: Booking[] = [];
  const at = typeof now === 'number' ? now : now.valueOf();
  for (const booking of bookings) {
    const start = bookingStartMs(booking);
    if (start === null) {
      console.warn(`Booking ${booking.id} has no date or start time`);
      incomplete.push(booking);
    } else (start <= at ? past : current).push([booking, start]);
  }
  current.sort((a, b) => a[1] - b[1]);
  past.sort((a, b) => b[1] - a[1]);
  return { current: current.map(([b]) => b), past: past.map(([b]) => b), incomplete };
}

import { currentLanguage, dayjs } from '@booking/platform';
import { ACTIVE_BOOKING_STATUSES } from '@booking/contracts/schemas';
import type { ClientCard } from '@booking/contracts/analytics';

type ClientBooking = ClientCard['bookings'][number];

/** '5 декабря 2026' of a 'YYYY-MM-DD' date (a calendar date: no zone, no clock). */
export const visitDate = (date: string) => dayjs.utc(date).locale(currentLanguage()).format('D MMMM YYYY');

/** '5 декабря 2026, 10:00': a booking's day and start as the master's day view shows them. */
export const bookingWhen = (b: Pick<ClientBooking, 'date' | 'time_start'>) => `${visitDate(b.date)}, ${b.time_start.slice(0, 5)}`;

/** Whether a booking still holds its time (docs/product.md, States: 'confirmed', 'created'). */
export const isActiveBooking = (b: Pick<ClientBooking, 'status'>) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(b.status);

/**
 * The card's two lists: bookings whose start is after `nowMs` (soonest first) and the others
 * (latest first). The start is an instant (`starts_at`), so the split holds in any zone.
 */
export function splitBookings(bookings: readonly ClientBooking[], nowMs: number) {
  const at = (b: ClientBooking) => Date.parse(b.starts_at);
  const upcoming = bookings.filter((b) => at(b) > nowMs).sort((a, b) => at(a) - at(b));
  const past = bookings.filter((b) => at(b) <= nowMs).sort((a, b) => at(b) - at(a));
  return { upcoming, past };
}

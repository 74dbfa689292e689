import * as bookingRules from '@booking/contracts/booking-rules';
import { nowIn } from '@booking/platform';

type Timeslot = bookingRules.TimeslotLike & { id: number };

/** A time the client may book: the start the server will accept and the free timeslot to send with it. */
export interface OfferedSlot {
  /** Minutes since midnight, master's wall clock. */
  start: number;
  end: number;
  /** The free timeslot that holds the whole booking (POST /bookings/ `timeslot_id`). */
  timeslotId: number;
  /** 'HH:MM:SS', as POST /bookings/ takes it. */
  timeStart: string;
  /** 'HH:MM — HH:MM' (docs/product.md, Client screens: Time step). */
  label: string;
}

export interface OfferArgs {
  /** The day as GET /timeslots/{worker}/{date}?include_expired=true gives it (the server checks against the whole day). */
  day: { date: string; timeslots: Timeslot[]; timeslots_busy: bookingRules.IntervalLike[] };
  services: { slot_duration?: number | null; booking_deadline?: number | null }[];
  /** The worker's `adjacent_slots_only`. */
  adjacentOnly: boolean;
  /** The place in the route: only the master's time at this place is offered. */
  placeId: number;
  /** The master's IANA zone (null: Moscow, as on the server). */
  timezone: string | null | undefined;
  now?: Date | number;
}

const hhmm = (minutes: number) => bookingRules.formatTime(minutes).slice(0, 5);

/**
 * The starts to offer, with the same shared rule functions the server books with (docs/product.md, Booking rules):
 * 30-minute grid, the total duration fits one free slot, no overlap with busy or break time, the
 * lead time (largest booking_deadline) counted on the master's clock for the master's today, and
 * the worker's adjacency setting, and only the master's time at the place booked. Past dates offer nothing.
 */
export function offeredSlots({ day, services, adjacentOnly, placeId, timezone, now = Date.now() }: OfferArgs): OfferedSlot[] {
  const clock = nowIn(timezone, now);
  const today = clock.format('YYYY-MM-DD');
  if (day.date < today) return [];
  const earliest = day.date === today ? bookingRules.earliestStart(clock.hour() * 60 + clock.minute(), bookingRules.maxDeadline(services)) : null;
  const duration = bookingRules.totalDuration(services);
  const starts = bookingRules.bookableStarts({ timeslots: day.timeslots, busy: day.timeslots_busy, duration, earliest, adjacentOnly, placeId });
  const free = day.timeslots
    .filter((t) => bookingRules.isFreeAt(t, placeId))
    .sort((a, b) => bookingRules.parseTime(a.time_start) - bookingRules.parseTime(b.time_start) || a.id - b.id);
  return starts.flatMap((start) => {
    const end = start + duration;
    const slot = free.find((t) => bookingRules.parseTime(t.time_start) <= start && end <= bookingRules.parseTime(t.time_end));
    if (!slot) return [];
    return [{ start, end, timeslotId: slot.id, timeStart: bookingRules.formatTime(start), label: `${hhmm(start)} — ${hhmm(end)}` }];
  });
}

/** Whether a chosen time is still on offer (the list may have been refreshed since it was chosen). */
export function stillOffered(offered: readonly OfferedSlot[], chosen: Pick<OfferedSlot, 'start' | 'timeslotId'> | null): OfferedSlot | null {
  if (!chosen) return null;
  return offered.find((o) => o.start === chosen.start && o.timeslotId === chosen.timeslotId) ?? null;
}

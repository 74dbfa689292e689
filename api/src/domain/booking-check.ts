import { bookingRules, type schemas } from '@booking/contracts';
import type { BusyInterval, DaySlot } from './day';
import { conflict, forbidden, invalid, notFound, type DomainError } from './errors';
import type { Allowance } from './plan-limit';
import { bookingRefused } from './refusals';
import { horizonEnd } from './schedule';

/**
 * The rules of one booking request (POST /bookings/), as a pure function of the master's day as read
 * under the master's row lock: the same shared functions the UI uses to offer times.
 */

export interface BookingRequest {
  callerId: number;
  body: schemas.BookingCreate;
}

export interface CreatedBooking {
  id: number;
  status: 'confirmed' | 'awaiting_payment';
  worker_id: number;
  place_id: number;
  date: string;
  time_start: string;
  time_end: string;
}

/** What one request came to: its booking, or the refusal to answer with. */
export type BookingOutcome = { ok: true; booking: CreatedBooking } | { ok: false; error: DomainError };

/** The service fields the rules read. */
export interface BookingService {
  id: number;
  worker_id: number;
  place_id: number;
  status: string;
  slot_duration: number;
  booking_deadline: number;
  /** For the deposit (contracts' depositOf): read with the rules, not judged by them. */
  price?: number;
  deposit_type?: 'none' | 'fixed' | 'percent';
  deposit_value?: number;
}

/** What the rules of one request need: the requested timeslot's master and day, as read. */
export interface BookingDay {
  workerId: number;
  date: string;
  /** The day's schedule rows (the requested timeslot among them) and the busy time of its active bookings. */
  timeslots: DaySlot[];
  busy: BusyInterval[];
  /** The master; undefined when there is none. */
  worker: { adjacent_slots_only: boolean } | undefined;
  /** The master's wall clock at the time of reading. */
  now: { date: string; minutes: number };
  /** The requested services that exist, by id. */
  services: ReadonlyMap<number, BookingService>;
  /** The plan allowance of the master's month of `date` (max -1: unlimited). */
  allowance: Allowance;
  /** Whether the master blocked this client: no booking, and no move by the client. */
  blocked?: boolean;
  /** The client's future active bookings with this master, and how many one client may hold (0: any number). */
  share: number;
  maxPerClient: number;
  /**
   * The booking being moved (POST /bookings/{id}/move), if this is a move: its own time is not busy
   * time, and the services' status, the plan limit and the fair share do not refuse it (it exists).
   */
  moving?: number;
}

/** A request accepted (the booking to write, services in the order asked, each once), or its refusal. */
export type BookingCheck = { ok: true; booking: Omit<CreatedBooking, 'id'>; serviceIds: number[] } | { ok: false; error: DomainError };

/** Accepts or refuses one request against its day (undefined: no such timeslot); the refusal says why. */
export function checkBooking({ body }: BookingRequest, day: BookingDay | undefined): BookingCheck {
  const refuse = (error: DomainError): BookingCheck => ({ ok: false, error });
  const serviceIds = [...new Set(body.service_ids)];
  const slot = day?.timeslots.find((t) => t.id === body.timeslot_id);
  if (!day || !slot) return refuse(notFound('not_found.slot', 'timeslot_id'));
  if (slot.place_id !== body.place_id) return refuse(invalid('booking.slot_other_place', 'place_id'));
  if (slot.status !== 'free') return refuse(conflict('booking.outside_hours'));
  if (!day.worker) return refuse(notFound('not_found.worker'));
  if (day.blocked) return refuse(forbidden('booking.client_blocked'));

  for (const id of serviceIds) {
    const s = day.services.get(id);
    if (!s) return refuse(notFound('not_found.service', 'service_ids'));
    if (Number(s.worker_id) !== day.workerId || Number(s.place_id) !== body.place_id) {
      return refuse(invalid('booking.service_not_offered', 'service_ids'));
    }
    if (s.status !== 'active' && day.moving === undefined) return refuse(conflict('booking.service_unavailable', 'service_ids'));
  }
  const ordered = serviceIds.map((id) => day.services.get(id)!);

  const { date, now } = day;
  if (date < now.date) return refuse(conflict('booking.past_date'));
  if (date > horizonEnd(now.date)) return refuse(invalid('booking.beyond_horizon', 'timeslot_id'));
  const earliest = date === now.date ? bookingRules.earliestStart(now.minutes, bookingRules.maxDeadline(ordered)) : null;
  const duration = bookingRules.totalDuration(ordered);
  const start = bookingRules.parseTime(body.time_start);
  const inThisSlot = start >= bookingRules.parseTime(slot.time_start) && start + duration <= bookingRules.parseTime(slot.time_end);
  const own = (t: { booking_id: number | null }) => day.moving !== undefined && t.booking_id === day.moving;
  const timeslots = day.moving === undefined ? day.timeslots : day.timeslots.filter((t) => !(t.status === 'busy' && own(t)));
  const busy = day.moving === undefined ? day.busy : day.busy.filter((b) => !own(b));
  const refusal =
    bookingRules.bookingRefusal({ timeslots, busy, duration, earliest, adjacentOnly: day.worker.adjacent_slots_only, placeId: body.place_id, start }) ??
    (inThisSlot ? null : 'hours');
  if (refusal) return refuse(bookingRefused(refusal, earliest, 'time_start'));

  const { allowance } = day;
  if (day.moving !== undefined) return accept();
  if (allowance.max >= 0 && allowance.count >= allowance.max) return refuse(conflict('booking.month_limit'));
  // Fair shares: on a plan with a monthly limit, one client may not hold the whole month.
  if (day.maxPerClient > 0 && allowance.max >= 0 && day.share >= day.maxPerClient) return refuse(conflict('booking.client_share', { max: day.maxPerClient }));

  return accept();

  function accept(): BookingCheck {
    return {
      ok: true,
      booking: { status: 'confirmed', worker_id: day!.workerId, place_id: body.place_id, date, time_start: bookingRules.formatTime(start), time_end: bookingRules.formatTime(start + duration) },
      serviceIds,
    };
  }
}

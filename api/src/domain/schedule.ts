import { bookingRules, schemas } from '@booking/contracts';
import { invalid } from './errors';
import { wallClock } from './clock';
import { scheduleCode } from './refusals';

/** How far ahead work time, bookings and waits may be: a year from today on the master's clock. */
export const HORIZON_DAYS = 365;


/** docs/product.md, Form rules: Schedule, by the shared rules (the editor shows the same texts): 400 with the message. */
export function validateSlots(slots: schemas.ScheduleSlot[]): void {
  const problem = bookingRules.dayScheduleProblem(
    slots.filter((s) => s.status === 'free'),
    slots.filter((s) => s.status === 'break'),
  );
  if (problem) throw invalid(scheduleCode(problem), 'slots');
}

/** One slot of the schedule editor (bulk and PUT /timeslots/{id}): 400 with its message (docs/product.md, Form rules). */
export function validateOneSlot(slot: { time_start: string; time_end: string; status: 'free' | 'break' }): void {
  const problem = bookingRules.intervalProblem(slot, slot.status);
  if (problem) throw invalid(scheduleCode(problem), 'time_start');
}

/**
 * Whether a slot fits the day's other rows as the schedule holds them: work intervals never overlap
 * each other; a break lies inside one work interval (it splits it: docs/product.md, Booking rules) and
 * overlaps no other break. The same shape POST /timetable/ stores for a day with a break.
 */
export function slotFitsRows(rows: { time_start: string; time_end: string; status: string }[], slot: { time_start: string; time_end: string; status: 'free' | 'break' }): boolean {
  const same = rows.filter((r) => r.status === slot.status);
  if (same.some((r) => bookingRules.intervalsOverlap(r, slot))) return false;
  if (slot.status === 'break') return bookingRules.breakFitsWork(slot, rows.filter((r) => r.status === 'free'));
  // Work time cut short must still hold every break that was inside it.
  const breaks = rows.filter((r) => r.status === 'break' && bookingRules.intervalsOverlap(r, slot));
  return breaks.every((b) => bookingRules.breakFitsWork(b, [slot]));
}

/** Today on the master's clock; earlier dates are read-only. */
export function isPast(worker: { timezone: string | null }, date: string): boolean {
  return date < wallClock(worker.timezone).date;
}

/** The last date within the horizon when today is `today` (YYYY-MM-DD). */
export function horizonEnd(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** 400 naming `field` when a date lies past today + HORIZON_DAYS on the master's clock. */
export function assertWithinHorizon(worker: { timezone: string | null }, dates: string | string[], field: string): void {
  const last = horizonEnd(wallClock(worker.timezone).date);
  if ((Array.isArray(dates) ? dates : [dates]).some((d) => d > last)) throw invalid('booking.beyond_horizon', field);
}

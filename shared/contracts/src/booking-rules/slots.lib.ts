/** The booking rules (docs/product.md, Booking rules) as pure functions over minutes of the day. */
import type { Language } from '../schemas/language.schema';
import { rulesTexts } from './rules.texts';
import { textsIn } from '../catalogue';
import { RULES_TEXTS } from './rule-texts.lib';

export const SLOT_GRID = 30;
export const DEFAULT_DURATION = 30;
export const DEFAULT_DEADLINE = 15;
export const ADJACENCY_WINDOW = 60;

export interface TimeslotLike {
  time_start: string;
  time_end: string;
  status: 'free' | 'break' | 'busy';
  /** Where the master works in this part of the day (a master may work at several places in one day). */
  place_id?: number;
}
export interface IntervalLike { time_start: string; time_end: string }

/** 'HH:MM' or 'HH:MM:SS' -> minutes since midnight. */
export function parseTime(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since midnight -> 'HH:MM:SS'. */
export function formatTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/** Sum of the chosen services' durations (each defaulting to 30); 30 with none chosen. */
export function totalDuration(services: { slot_duration?: number | null }[]): number {
  if (services.length === 0) return DEFAULT_DURATION;
  return services.reduce((sum, s) => sum + (s.slot_duration || DEFAULT_DURATION), 0);
}

/** Largest booking_deadline among the chosen services (default 15). */
export function maxDeadline(services: { booking_deadline?: number | null }[]): number {
  return services.reduce((max, s) => Math.max(max, s.booking_deadline ?? DEFAULT_DEADLINE), services.length ? 0 : DEFAULT_DEADLINE);
}

/** Earliest start today: now plus the deadline, rounded up to the next :00/:30. */
export function earliestStart(nowMinutes: number, deadline: number): number {
  return Math.ceil((nowMinutes + deadline) / SLOT_GRID) * SLOT_GRID;
}

export interface BookableArgs {
  timeslots: TimeslotLike[];
  busy?: IntervalLike[];
  duration: number;
  /** Earliest allowed start (minutes), for today; null or undefined for a future date. */
  earliest?: number | null;
  /** Per-worker setting: only starts whose interval begins or ends within 60 min of a busy/break interval. */
  adjacentOnly?: boolean;
  /**
   * The place being booked: only free time at this place is offered. Breaks and busy time at any
   * place still block (the master is in one place at a time). Null or undefined: every place.
   */
  placeId?: number | null;
}

/** Whether a free slot is time the client can book at `placeId` (any place when none is given). */
export function isFreeAt(slot: TimeslotLike, placeId: number | null | undefined): boolean {
  return slot.status === 'free' && (placeId == null || slot.place_id === undefined || slot.place_id === placeId);
}

/** Whether the day has any free time at `placeId` (the dates a time step may offer). */
export function hasFreeTimeAt(timeslots: readonly TimeslotLike[], placeId: number | null | undefined): boolean {
  return timeslots.some((slot) => isFreeAt(slot, placeId));
}

/**
 * Start minutes a client may book: on the 30-minute grid, inside one free slot at the place
 * (breaks and busy intervals split free slots), fitting the whole duration, not before `earliest`.
 */
export function bookableStarts(args: BookableArgs): number[] {
  const blocked = blockedIntervals(args);
  const starts = new Set<number>();
  for (const slot of args.timeslots) {
    if (!isFreeAt(slot, args.placeId)) continue;
    const slotStart = parseTime(slot.time_start);
    const slotEnd = parseTime(slot.time_end);
    for (let start = Math.ceil(slotStart / SLOT_GRID) * SLOT_GRID; start + args.duration <= slotEnd; start += SLOT_GRID) {
      if (startAllowed(args, blocked, start)) starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b);
}

/**
 * Whether the server should accept `start` under the same rules the UI offers: the same checks as
 * bookableStarts for one start, without listing the whole day (the server checks every booking).
 */
export function isBookableStart(args: BookableArgs & { start: number }): boolean {
  return bookingRefusal(args) === null;
}

/** Why a start cannot be booked, in the order a client would want to hear it. */
export type BookingRefusal = 'grid' | 'hours' | 'place' | 'too_soon' | 'taken' | 'adjacency';

/**
 * The reason the server refuses `start` (null: bookable), by the rules bookableStarts offers:
 * off the 30-minute grid; outside the master's working hours (not inside one free slot, or over a
 * break); working hours at another place than the one booked; before the lead time; over a
 * client's booking; not next to a busy/break interval for a master with the adjacency rule.
 */
export function bookingRefusal(args: BookableArgs & { start: number }): BookingRefusal | null {
  const { start, duration } = args;
  const end = start + duration;
  if (start % SLOT_GRID !== 0) return 'grid';
  const holds = (slot: TimeslotLike) => parseTime(slot.time_start) <= start && end <= parseTime(slot.time_end);
  if (!args.timeslots.some((slot) => isFreeAt(slot, args.placeId) && holds(slot))) {
    return args.timeslots.some((slot) => slot.status === 'free' && holds(slot)) ? 'place' : 'hours';
  }
  const overlaps = (t: IntervalLike) => parseTime(t.time_start) < end && start < parseTime(t.time_end);
  if (args.timeslots.some((t) => t.status === 'break' && overlaps(t))) return 'hours';
  if (args.earliest != null && start < args.earliest) return 'too_soon';
  if (args.timeslots.some((t) => t.status === 'busy' && overlaps(t)) || (args.busy ?? []).some(overlaps)) return 'taken';
  return startAllowed(args, blockedIntervals(args), start) ? null : 'adjacency';
}

/** What a client reads when the server refuses a start (docs/product.md, Booking rules), in `language`. */
export function bookingRefusalMessage(reason: BookingRefusal, earliest?: number | null, language: Language = 'ru'): string {
  const t = textsIn(RULES_TEXTS, language).booking;
  switch (reason) {
    case 'grid':
      return t.grid;
    case 'hours':
      return t.hours;
    case 'place':
      return t.place;
    case 'too_soon':
      return earliest != null ? t.tooSoonAfter(formatTime(earliest).slice(0, 5)) : t.tooSoon;
    case 'taken':
      return t.taken;
    case 'adjacency':
      return t.adjacency;
  }
}

/**
 * The refusal when a client already holds `max` future bookings with a master whose plan has a monthly
 * limit (the server's MAX_ACTIVE_PER_CLIENT): one client cannot use up the master's month.
 */
export const clientShareRefusalMessage = (max: number, language: Language = 'ru'): string => textsIn(RULES_TEXTS, language).booking.clientShare(max);

/** The refusal when another client holds the time (also the answer to a lost race), in Russian. */
export const BOOKING_TAKEN = rulesTexts.booking.taken;
/** A client the master blocked: no booking, move or wait with that master (in Russian). */
export const CLIENT_BLOCKED = rulesTexts.booking.clientBlocked;

type Interval = { start: number; end: number };

/** Breaks, busy timeslots and busy intervals, in minutes. */
function blockedIntervals(args: BookableArgs): Interval[] {
  return [...args.timeslots.filter((t) => t.status !== 'free'), ...(args.busy ?? [])].map((t) => ({
    start: parseTime(t.time_start),
    end: parseTime(t.time_end),
  }));
}

/** The rules past "on the grid inside a free slot": lead time, no overlap, adjacency. */
function startAllowed(args: BookableArgs, blocked: Interval[], start: number): boolean {
  const end = start + args.duration;
  if (args.earliest != null && start < args.earliest) return false;
  if (blocked.some((b) => b.start < end && start < b.end)) return false;
  if (args.adjacentOnly && !blocked.some((b) => Math.abs(start - b.end) <= ADJACENCY_WINDOW || Math.abs(end - b.start) <= ADJACENCY_WINDOW)) return false;
  return true;
}

/** Reading a loaded day (GET /timetable/{workerId}/{date}) for the master's editor. */
import type { schemas } from '@booking/contracts';
import { parseHm } from './schedule-time.lib';

/**
 * How long a loaded day or month counts as fresh: the page prefetches them while the cabinet gate
 * checks the caller, and without this the screen would fetch them again on mount. Every schedule
 * change (and a refused one) refreshes them at once anyway.
 */
export const FRESH_MS = 5_000;

/**
 * The master's places change only with their profile (which refreshes them): the schedule reads
 * them once, not again for every day opened.
 */
export const PLACES_FRESH_MS = 5 * 60_000;

export type DayRowStatus = 'free' | 'break' | 'busy';
export interface DayRow {
  key: string;
  start: number;
  end: number;
  status: DayRowStatus;
  /** The place of a free or break slot; busy time has none of its own. */
  placeId: number | null;
}

/** Free and break slots, and busy time of clients' bookings, in time order. */
export function dayRows(day: Pick<schemas.Timetable, 'timeslots' | 'timeslots_busy'>): DayRow[] {
  const rows: DayRow[] = [
    ...day.timeslots.map((s) => ({ key: `slot-${s.id}`, start: parseHm(s.time_start), end: parseHm(s.time_end), status: s.status, placeId: s.place_id })),
    ...day.timeslots_busy.map((b, i) => ({ key: `busy-${i}`, start: parseHm(b.time_start), end: parseHm(b.time_end), status: 'busy' as const, placeId: null })),
  ];
  return rows.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The day has a client's booking: it cannot be replaced, deleted or pasted over. */
export const dayHasBookings = (day: Pick<schemas.Timetable, 'timeslots' | 'timeslots_busy'>) =>
  day.timeslots_busy.length > 0 || day.timeslots.some((s) => s.status === 'busy');

/** The places of the day's work time, in time order, each once (a master may work at two places in one day). */
export function dayPlaceIds(day: Pick<schemas.Timetable, 'timeslots'>): number[] {
  const ordered = day.timeslots.filter((s) => s.status === 'free').sort((a, b) => parseHm(a.time_start) - parseHm(b.time_start));
  return [...new Set(ordered.map((s) => s.place_id))];
}

/** The day has a schedule of its own (free or break slots). */
export const dayHasSchedule = (day: Pick<schemas.Timetable, 'timeslots'>) => day.timeslots.some((s) => s.status !== 'busy');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A `YYYY-MM-DD` that is a real calendar date. */
export function isValidIsoDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/ru';

// Set up once for every app that imports shared/web: zones, and Russian month and weekday names
// until the start-up sets the page's language (app-frame/start-language.ts).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ru');

/** The master's zone when none is known (docs/product.md, Constants: 'today' labels are Moscow time). */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

/** The zone to use: the given IANA name, or {@link DEFAULT_TIMEZONE} when it is empty. */
export const zoneOrDefault = (tz: string | null | undefined): string => tz || DEFAULT_TIMEZONE;

/**
 * Offsets of IANA zones, worked out with one `Intl.DateTimeFormat` per zone and remembered per
 * quarter hour (every zone's offset and transition falls on a quarter hour). dayjs's timezone
 * plugin formats a date string for every conversion; a Home screen with a dozen bookings spent
 * about 90 ms of a phone's start-up there (docs/perf.md, "What sets the time"), this takes well under 1 ms.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
const zoneOffsets = new Map<string, number>();

/** `tz`'s offset from UTC (ms, east positive) at the moment `epochMs`; throws on an unknown zone. */
function zoneOffsetMs(tz: string, epochMs: number): number {
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  const key = `${tz}|${quarter}`;
  const known = zoneOffsets.get(key);
  if (known !== undefined) return known;
  let format = zoneFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(tz, format);
  }
  const at = quarter * QUARTER_HOUR_MS;
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
  const offset = wall - at;
  zoneOffsets.set(key, offset);
  return offset;
}

/** The moment (epoch ms) at which `tz`'s wall clock shows the given UTC-encoded wall time. */
function wallToEpoch(wallMs: number, tz: string): number {
  const guess = wallMs - zoneOffsetMs(tz, wallMs);
  const offset = zoneOffsetMs(tz, guess);
  return wallMs - offset;
}

/** The current moment on the wall clock of `tz` (the master's zone), not the browser's. */
export function nowIn(tz?: string | null, now: Date | number = Date.now()): Dayjs {
  return dayjs(now).tz(zoneOrDefault(tz));
}

/** Today's date (YYYY-MM-DD) where the master is. */
export function todayIn(tz?: string | null, now: Date | number = Date.now()): string {
  const at = typeof now === 'number' ? now : now.valueOf();
  return new Date(at + zoneOffsetMs(zoneOrDefault(tz), at)).toISOString().slice(0, 10);
}

/** The moment (epoch ms) a wall-clock date and time (`HH:mm` or `HH:mm:ss`) of `tz` names; null when unreadable. */
function wallClockMs(date: string, time: string, tz?: string | null): number | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3] ?? '0'].map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const back = new Date(wall);
  // Reject dates and times that do not exist (2026-02-30, 24:10) instead of rolling them over.
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month! - 1 || hour! > 23 || minute! > 59 || second! > 59) return null;
  try {
    return wallToEpoch(wall, zoneOrDefault(tz));
  } catch {
    return null;
  }
}

/** A wall-clock date and time (`HH:mm` or `HH:mm:ss`) read in `tz`, as a moment; null when unreadable. */
export function wallClockIn(date: string, time: string, tz?: string | null): Dayjs | null {
  const at = wallClockMs(date, time, tz);
  return at === null ? null : dayjs(at);
}

export { dayjs };

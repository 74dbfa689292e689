import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/ru';

// Set up once for every app that imports shared/web: Russian month and weekday names, zones.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('ru');

/** The master's zone when none is known (spec section 9: 'today' labels are Moscow time). */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

/** The zone to use: the given IANA name, or {@link DEFAULT_TIMEZONE} when it is empty. */
export const zoneOrDefault = (tz: string | null | undefined): string => tz || DEFAULT_TIMEZONE;

/** The current moment on the wall clock of `tz` (the master's zone), not the browser's. */
export function nowIn(tz?: string | null, now: Date | number = Date.now()): Dayjs {
  return dayjs(now).tz(zoneOrDefault(tz));
}

/** Today's date (YYYY-MM-DD) where the master is. */
export function todayIn(tz?: string | null, now: Date | number = Date.now()): string {
  return nowIn(tz, now).format('YYYY-MM-DD');
}

/** A wall-clock date and time (`HH:mm` or `HH:mm:ss`) read in `tz`; null when unreadable. */
export function wallClockIn(date: string, time: string, tz?: string | null): Dayjs | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}(:\d{2})?$/.test(time)) return null;
  const at = dayjs.tz(`${date} ${time.length === 5 ? `${time}:00` : time}`, 'YYYY-MM-DD HH:mm:ss', zoneOrDefault(tz));
  return at.isValid() ? at : null;
}

/**
 * Whether a booking at `date` `time` (wall clock of the master's zone `tz`) has begun: a begun
 * booking is past (spec section 2). Unreadable date or time counts as not past.
 */
export function isPastBooking(date: string, time: string, tz?: string | null, now: Date | number = Date.now()): boolean {
  const start = wallClockIn(date, time, tz);
  return start !== null && start.valueOf() <= dayjs(now).valueOf();
}

export { dayjs };

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Masters without a timezone on file are taken to be in Moscow (spec section 9). */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

export function isValidTimezone(zone: string): boolean {
  try {
    dayjs().tz(zone);
    return true;
  } catch {
    return false;
  }
}

/** Today's date and the minutes since midnight, on the master's wall clock. */
export function wallClock(zone: string | null | undefined, now: Date = new Date()): { date: string; minutes: number } {
  const local = dayjs(now).tz(zone && isValidTimezone(zone) ? zone : DEFAULT_TIMEZONE);
  return { date: local.format('YYYY-MM-DD'), minutes: local.hour() * 60 + local.minute() };
}

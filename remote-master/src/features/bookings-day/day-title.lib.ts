import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/ru';
import { texts } from '../../shared/texts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The zone 'today' is counted in when the master has none saved (spec section 9: Moscow). */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

/** Today's calendar date (YYYY-MM-DD) in `zone`, at instant `now`. */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  try {
    return dayjs(now).tz(zone || DEFAULT_TIMEZONE).format('YYYY-MM-DD');
  } catch {
    // An unknown zone name must not blank the screen: count in the default one.
    return dayjs(now).tz(DEFAULT_TIMEZONE).format('YYYY-MM-DD');
  }
}

/** `date` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out; calendar arithmetic, no clock). */
export function shiftDate(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/**
 * The day view's title (spec section 2): 'Сегодня', 'Завтра', 'Послезавтра', otherwise the day and
 * the month's name in Russian ('5 декабря'). `today` is the master's today (see {@link todayIn}).
 */
export function dayTitle(date: string, today: string): string {
  const diff = dayjs.utc(date).diff(dayjs.utc(today), 'day');
  if (diff === 0) return texts.today;
  if (diff === 1) return texts.tomorrow;
  if (diff === 2) return texts.afterTomorrow;
  return dayjs.utc(date).locale('ru').format('D MMMM');
}

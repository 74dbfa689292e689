import { currentLanguage, dayjs } from '@booking/platform';
import { texts } from '../../shared/texts';

/** `date` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out; calendar arithmetic, no clock). */
export function shiftDate(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/**
 * The day view's title (docs/product.md, Master screens): 'Сегодня', 'Завтра', 'Послезавтра', otherwise the day and
 * the month's name in the page's language ('5 декабря', '5 December'). `today` is the master's today (shared `todayIn(zone)`).
 */
export function dayTitle(date: string, today: string): string {
  const diff = dayjs.utc(date).diff(dayjs.utc(today), 'day');
  if (diff === 0) return texts.today;
  if (diff === 1) return texts.tomorrow;
  if (diff === 2) return texts.afterTomorrow;
  return dayjs.utc(date).locale(currentLanguage()).format('D MMMM');
}

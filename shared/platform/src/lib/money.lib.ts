import { formatTexts as t } from './format.texts';

/** A duration in hours and minutes, in the page's language: '45 минут', '1 час 30 минут'; '45 min', '1 h 30 min'. */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`formatDuration: minutes must be a non-negative number, got ${minutes}`);
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return t.minutes(m);
  return m === 0 ? t.hours(h) : t.hoursAndMinutes(t.hours(h), t.minutes(m));
}

/** The space between thousands and before ₽: a no-break space, so a price never wraps. */
export const PRICE_SPACE = '\u00a0';

/** Whole rubles with ₽ after a no-break space, thousands grouped as the language groups them: `1 500 ₽`, `1,500 ₽` (kopecks rounded away). */
export function formatPrice(rubles: number): string {
  if (!Number.isFinite(rubles)) throw new RangeError(`formatPrice: not a number: ${rubles}`);
  const whole = Math.round(rubles);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, t.thousands);
  return `${whole < 0 ? '-' : ''}${digits}${PRICE_SPACE}₽`;
}

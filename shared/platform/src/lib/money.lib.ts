const plural = new Intl.PluralRules('ru-RU');
const HOURS = { one: 'час', few: 'часа', many: 'часов', other: 'часа' } as const;
const MINUTES = { one: 'минута', few: 'минуты', many: 'минут', other: 'минуты' } as const;

type Forms = Record<'one' | 'few' | 'many' | 'other', string>;
const unit = (n: number, forms: Forms) => `${n} ${forms[plural.select(n) as keyof Forms] ?? forms.other}`;

/** A duration in Russian hours and minutes: '45 минут', '2 часа', '1 час 30 минут', '5 часов'. */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`formatDuration: minutes must be a non-negative number, got ${minutes}`);
  const total = Math.round(minutes);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return unit(m, MINUTES);
  return m === 0 ? unit(h, HOURS) : `${unit(h, HOURS)} ${unit(m, MINUTES)}`;
}

/** The space between thousands and before ₽: a no-break space, so a price never wraps. */
export const PRICE_SPACE = '\u00a0';

/** Whole rubles with ₽, thousands grouped by {@link PRICE_SPACE}: `1 500 ₽` (kopecks rounded away). */
export function formatPrice(rubles: number): string {
  if (!Number.isFinite(rubles)) throw new RangeError(`formatPrice: not a number: ${rubles}`);
  const whole = Math.round(rubles);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, PRICE_SPACE);
  return `${whole < 0 ? '-' : ''}${digits}${PRICE_SPACE}₽`;
}

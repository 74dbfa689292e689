import { plural } from '../i18n/catalogue';

/** Words and marks of the shared formats (durations, prices): Russian, the default. */
export const formatTexts = {
  hours: (n: number) => `${n} ${plural(n, { one: 'час', few: 'часа', many: 'часов', other: 'часа' })}`,
  minutes: (n: number) => `${n} ${plural(n, { one: 'минута', few: 'минуты', many: 'минут', other: 'минуты' })}`,
  /** Between the hours and the minutes of one duration. */
  hoursAndMinutes: (hours: string, minutes: string) => `${hours} ${minutes}`,
  /** Between groups of three digits of a price: a no-break space, so a price never wraps. */
  thousands: '\u00a0',
};

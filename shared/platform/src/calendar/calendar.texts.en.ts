import type { Catalogue } from '../i18n/catalogue';
import type { calendarTexts } from './calendar.texts';

/** English for the calendar and the date selector. */
export const calendarTextsEn: Catalogue<typeof calendarTexts> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  inDays: (n) => `In ${n} days`,
  inWeek: 'In a week',
  inTwoWeeks: 'In 2 weeks',
  inThreeWeeks: 'In 3 weeks',
  inFourWeeks: 'In 4 weeks',
  overMonth: 'More than a month',
  noDates: 'No dates available',
  weekdayFormat: 'ddd',
  dayMonthFormat: 'DD/MM',
  fullDateFormat: 'dddd, D MMMM YYYY',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousDate: 'Previous date',
  nextDate: 'Next date',
  openCalendar: 'Calendar',
  calendarGrid: 'Calendar',
};

/** User-facing texts of the calendar and date selector. Spec texts byte for byte; the rest are
 * accessible names only (screen readers), marked so they can be checked apart from the spec. */
export const calendarTexts = {
  today: 'Сегодня',
  tomorrow: 'Завтра',
  inDays: (n: number) => `Через ${n} дней`,
  inWeek: 'Через неделю',
  inTwoWeeks: 'Через 2 недели',
  inThreeWeeks: 'Через 3 недели',
  inFourWeeks: 'Через 4 недели',
  overMonth: 'Более месяца',
  noDates: 'Нет доступных дат',
  // dayjs formats of the language: the weekday's short name, a date in the selector, a day's full name.
  weekdayFormat: 'dd',
  dayMonthFormat: 'DD.MM',
  fullDateFormat: 'D MMMM YYYY, dddd',
  // Accessible names (not in the spec).
  previousMonth: 'Предыдущий месяц',
  nextMonth: 'Следующий месяц',
  previousDate: 'Предыдущая дата',
  nextDate: 'Следующая дата',
  openCalendar: 'Календарь',
  calendarGrid: 'Календарь',
} as const;

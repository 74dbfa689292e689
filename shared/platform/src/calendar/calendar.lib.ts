import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/ru';
import { currentLanguage } from '../i18n/language';
import { calendarTexts as t } from './calendar.texts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Calendar dates are ISO strings `YYYY-MM-DD` everywhere (as the API sends them). */
export type IsoDate = string;
/** A calendar month; `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Days before this are not viewable at all (docs/product.md, Client screens: Date selector and calendar). */
export const EARLIEST_VIEWABLE: IsoDate = '2025-01-01';
/** How long a press on a day must last to count as a long press. */
export const LONG_PRESS_MS = 500;
/** A pointer that moves further than this while pressed cancels the long press. */
export const LONG_PRESS_MOVE_PX = 8;
/** Timezone that "today" is taken in when none is given (the master's usual zone). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses `YYYY-MM-DD` as a UTC midnight, so day arithmetic never meets a DST shift. */
function day(date: IsoDate): Dayjs {
  const d = dayjs.utc(date);
  if (!ISO_DATE.test(date) || !d.isValid() || d.format('YYYY-MM-DD') !== date) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  }
  return d;
}

const iso = (d: Dayjs): IsoDate => d.format('YYYY-MM-DD');

/** Today's date in `timeZone` (IANA name, default Europe/Moscow) at the instant `now`. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date | number = Date.now()): IsoDate {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return iso(day(date).add(days, 'day'));
}

/** `date` moved by whole months, the day clamped to the target month's length (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return iso(day(date).add(months, 'month'));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return day(to).diff(day(from), 'day');
}

/** The month a date falls in. */
export function monthOf(date: IsoDate): YearMonth {
  const d = day(date);
  return { year: d.year(), month: d.month() + 1 };
}

/** The month `delta` months after `ym`. */
export function shiftMonth(ym: YearMonth, delta: number): YearMonth {
  const total = ym.year * 12 + (ym.month - 1) + delta;
  return { year: Math.floor(total / 12), month: (total % 12) + 1 };
}

/** Compares months: negative, 0 or positive like a sort comparator. */
export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** Spec label for a date `offsetDays` days after today ('Сегодня', 'Завтра', 'Через N дней', ...). */
export function dayOffsetLabel(offsetDays: number): string {
  if (!Number.isInteger(offsetDays) || offsetDays < 0) {
    throw new RangeError(`A day offset is a whole number from 0: ${offsetDays}`);
  }
  if (offsetDays === 0) return t.today;
  if (offsetDays === 1) return t.tomorrow;
  if (offsetDays === 7) return t.inWeek;
  if (offsetDays === 14) return t.inTwoWeeks;
  if (offsetDays === 21) return t.inThreeWeeks;
  if (offsetDays === 28 || offsetDays === 31) return t.inFourWeeks;
  if (offsetDays > 31) return t.overMonth;
  return t.inDays(offsetDays);
}

/** The weekday's short name in the page's language: 'пн' … 'вс', 'Mon' … 'Sun'. */
export function weekdayShort(date: IsoDate): string {
  return day(date).locale(currentLanguage()).format(t.weekdayFormat);
}

/** Day and month by the language: '05.01', '05/01'. */
export function formatDayMonth(date: IsoDate): string {
  return day(date).format(t.dayMonthFormat);
}

/** The selector's label of `date`: offset label, weekday and DD.MM, e.g. 'Завтра, вт 24.11'. */
export function dateLabel(date: IsoDate, today: IsoDate): string {
  const offset = daysBetween(today, date);
  // Past dates (a master's bookings day view) have no spec label: show the date alone.
  const lead = offset >= 0 ? `${dayOffsetLabel(offset)}, ` : '';
  return `${lead}${weekdayShort(date)} ${formatDayMonth(date)}`;
}

/** The capitalised month name (Russian's nominative form), plus the year when it is not today's year: 'Январь 2027'. */
export function monthLabel(ym: YearMonth, today: IsoDate): string {
  const first = day(`${ym.year}-${String(ym.month).padStart(2, '0')}-01`);
  // Without a day in the pattern dayjs's ru locale gives the standalone (nominative) form.
  const name = first.locale(currentLanguage()).format('MMMM');
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return ym.year === day(today).year() ? capitalised : `${capitalised} ${ym.year}`;
}

/** Full accessible name of a day: '24 ноября 2026, вторник', 'Tuesday, 24 November 2026'. */
export function fullDateLabel(date: IsoDate): string {
  return day(date).locale(currentLanguage()).format(t.fullDateFormat);
}

/** Column headers, Monday first in both languages: ПН … ВС, MON … SUN. */
export function weekdayHeaders(): string[] {
  return Array.from({ length: 7 }, (_, i) => weekdayShort(addDays('2024-01-01', i)).toUpperCase()); // 2024-01-01 was a Monday
}

/** One cell of the month grid. */
export interface GridDay {
  date: IsoDate;
  /** Day of the month, 1–31. */
  dayOfMonth: number;
  /** False for the previous and next month's days that fill the first and last weeks. */
  inMonth: boolean;
}

/** Six weeks (Monday first) covering `month` (1–12) of `year`, padded with the adjacent months' days. */
export function monthGrid(year: number, month: number): GridDay[][] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const first = dayjs.utc(Date.UTC(year, month - 1, 1));
  const mondayOffset = (first.day() + 6) % 7; // days since Monday
  const start = first.subtract(mondayOffset, 'day');
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const cell = start.add(w * 7 + d, 'day');
      return { date: iso(cell), dayOfMonth: cell.date(), inMonth: cell.month() === month - 1 };
    }),
  );
}

/** What the calendar knows about the dates it shows. */
export interface MarkContext {
  today: IsoDate;
  /** Days that have a schedule (master) — shown marked. */
  scheduled?: ReadonlySet<IsoDate>;
  /** Days chosen now (one, or several in multi-select). */
  selected?: ReadonlySet<IsoDate>;
  /** Days that can be booked; with `restrictToAvailable` only these are selectable. */
  available?: ReadonlySet<IsoDate>;
  restrictToAvailable?: boolean;
  /** Past days since EARLIEST_VIEWABLE can be opened read-only (master schedule). Default false. */
  viewPast?: boolean;
}

/** A day's marks (docs/product.md, Client screens: Date selector and calendar), plus what a tap on it may do. */
export interface DayMarks {
  today: boolean;
  /** Before today. */
  past: boolean;
  /** From EARLIEST_VIEWABLE up to yesterday. */
  pastViewable: boolean;
  scheduled: boolean;
  selected: boolean;
  /** Can be chosen (today or later, and available when restricted). */
  selectable: boolean;
  /** Can be opened but not changed (a viewable past day when `viewPast` is on). */
  viewOnly: boolean;
  /** Neither selectable nor view-only: a tap does nothing. */
  disabled: boolean;
  /** A plain day: not past, not scheduled, not selected, not disabled. */
  normal: boolean;
}

/** Marks of `date` in `ctx`. */
export function dayMarks(date: IsoDate, ctx: MarkContext): DayMarks {
  const offset = daysBetween(ctx.today, date);
  const past = offset < 0;
  const pastViewable = past && date >= EARLIEST_VIEWABLE;
  const scheduled = ctx.scheduled?.has(date) ?? false;
  const selected = ctx.selected?.has(date) ?? false;
  const allowed = !ctx.restrictToAvailable || (ctx.available?.has(date) ?? false);
  const selectable = !past && allowed;
  const viewOnly = pastViewable && (ctx.viewPast ?? false);
  const disabled = !selectable && !viewOnly;
  return {
    today: offset === 0, past, pastViewable, scheduled, selected, selectable, viewOnly, disabled,
    normal: !past && !scheduled && !selected && !disabled,
  };
}

/** Keys the grid handles and where each moves the focused day; null for other keys. */
export function keyTarget(date: IsoDate, key: string): IsoDate | null {
  const weekday = (day(date).day() + 6) % 7; // 0 = Monday
  switch (key) {
    case 'ArrowLeft': return addDays(date, -1);
    case 'ArrowRight': return addDays(date, 1);
    case 'ArrowUp': return addDays(date, -7);
    case 'ArrowDown': return addDays(date, 7);
    case 'Home': return addDays(date, -weekday);
    case 'End': return addDays(date, 6 - weekday);
    case 'PageUp': return addMonths(date, -1);
    case 'PageDown': return addMonths(date, 1);
    default: return null;
  }
}

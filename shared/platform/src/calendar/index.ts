/**
 * The shared calendar and date selector (docs/product.md, Client screens: Date selector and calendar), used by the
 * client booking flow, the master's bookings day view and the master schedule. Dates are 'YYYY-MM-DD'.
 * A separate entry on purpose, not re-exported by '@booking/platform': that module is a federation
 * singleton bundled whole into every app's first load, while this entry is bundled by each app into the
 * lazy chunk of the screen that uses it (it holds no page-wide state). Today's date for a zone:
 * `todayIn(tz)` of '@booking/platform'.
 */
/** Month calendar (Monday first, six weeks, spec day marks, keyboard grid, 500 ms long press). */
export { Calendar } from './calendar.ui';
export type { CalendarProps } from './calendar.ui';
/** Arrows between dates, the spec label, and a toggle that opens the Calendar. */
export { DateSelector } from './date-selector.ui';
export type { DateSelectorProps } from './date-selector.ui';
/** The calendar toggle's icon, for screens with a header of their own (the master's day view). */
export { CalendarIcon } from './calendar-icon.ui';
/** Pure date rules behind both: labels, grid, day marks, keyboard moves. */
export {
  EARLIEST_VIEWABLE, LONG_PRESS_MS, LONG_PRESS_MOVE_PX, weekdayHeaders,
  addDays, addMonths, daysBetween, monthOf, shiftMonth, compareMonths,
  dayOffsetLabel, weekdayShort, formatDayMonth, dateLabel, monthLabel, fullDateLabel, monthGrid, dayMarks, keyTarget,
} from './calendar.lib';
export type { IsoDate, YearMonth, GridDay, MarkContext, DayMarks } from './calendar.lib';
export { defaultDate, stepDate } from './date-selector.lib';
/** Multi-select of several days (master schedule) as a reducer for `useReducer`. */
export { multiSelectReducer, MULTI_SELECT_IDLE } from './multi-select.lib';
export type { MultiSelectState, MultiSelectAction } from './multi-select.lib';

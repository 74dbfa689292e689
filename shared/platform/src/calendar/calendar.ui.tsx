import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styles from './calendar.module.css';
import {
  compareMonths, dayMarks, EARLIEST_VIEWABLE, keyTarget, monthLabel, monthOf, shiftMonth, todayIn,
  type DayMarks, type IsoDate, type MarkContext, type YearMonth,
} from './calendar.lib';
import { calendarTexts as t } from './calendar.texts';
import { CalendarHeader } from './calendar-header.ui';
import { CalendarGrid } from './calendar-grid.ui';

/** Props of the shared month calendar. Dates are `YYYY-MM-DD` strings. */
export interface CalendarProps {
  /** The chosen day, or the days of a multi-selection. */
  selected?: IsoDate | Iterable<IsoDate> | null;
  /** Days with a schedule, shown with a dot. */
  scheduledDates?: Iterable<IsoDate>;
  /** Bookable days; with `restrictToAvailable` only these can be chosen. */
  availableDates?: Iterable<IsoDate>;
  restrictToAvailable?: boolean;
  /** Past days since 2025-01-01 can be chosen to view them read-only (`marks.viewOnly`). Default false. */
  viewPast?: boolean;
  /** Today's date; default: today in `timeZone`. */
  today?: IsoDate;
  /** IANA zone "today" is taken in when `today` is not given; default Europe/Moscow. */
  timeZone?: string;
  /** The month shown, when the parent controls it; otherwise the calendar keeps it (starting at the selection or today). */
  month?: YearMonth;
  /** The shown month changed (buttons, PageUp/PageDown, arrows past the edge): load its dates here. */
  onMonthChange?: (year: number, month: number) => void;
  /** A day was tapped or chosen with Enter/Space; never called for disabled days. */
  onSelect?: (date: IsoDate, marks: DayMarks) => void;
  /** A day not disabled was held LONG_PRESS_MS; not called while `multiSelect` is on. */
  onLongPress?: (date: IsoDate) => void;
  /** Multi-select mode is on (the grid says so to screen readers; long press is off). */
  multiSelect?: boolean;
  /** Accessible name of the grid; default 'Календарь'. */
  label?: string;
  /** The shown month's dates are loading: the grid says so to screen readers (aria-busy) and dims. */
  busy?: boolean;
  /** Show the month header with its buttons; default true (the DateSelector shows its own). */
  showHeader?: boolean;
}

const toSet = (dates: IsoDate | Iterable<IsoDate> | null | undefined): Set<IsoDate> =>
  dates == null ? new Set() : typeof dates === 'string' ? new Set([dates]) : new Set(dates);
const inMonth = (date: IsoDate, ym: YearMonth) => compareMonths(monthOf(date), ym) === 0;
const EARLIEST_MONTH = monthOf(EARLIEST_VIEWABLE);

/** Month calendar: Monday first, six weeks, spec day marks, keyboard grid and long press. */
export function Calendar(props: CalendarProps) {
  const today = useMemo(() => props.today ?? todayIn(props.timeZone), [props.today, props.timeZone]);
  const selected = useMemo(() => toSet(props.selected), [props.selected]);
  const start = [...selected].sort()[0] ?? today;
  const [ownMonth, setOwnMonth] = useState<YearMonth>(() => monthOf(start));
  const month = props.month ?? ownMonth;
  const [focused, setFocused] = useState<IsoDate>(start);
  const focus = inMonth(focused, month) ? focused : [...selected, today].find((d) => inMonth(d, month)) ?? firstOf(month);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  const marks: MarkContext = {
    today, selected, viewPast: props.viewPast, restrictToAvailable: props.restrictToAvailable,
    scheduled: useMemo(() => toSet(props.scheduledDates), [props.scheduledDates]),
    available: useMemo(() => toSet(props.availableDates), [props.availableDates]),
  };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const showMonth = (ym: YearMonth) => {
    if (compareMonths(ym, EARLIEST_MONTH) < 0 || compareMonths(ym, month) === 0) return;
    setOwnMonth(ym);
    props.onMonthChange?.(ym.year, ym.month);
  };
  const choose = (date: IsoDate) => {
    const m = dayMarks(date, marks);
    if (m.disabled) return;
    setFocused(date);
    showMonth(monthOf(date));
    props.onSelect?.(date, m);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(focus);
      return;
    }
    const target = keyTarget(focus, e.key);
    if (!target) return;
    e.preventDefault();
    const next = target < EARLIEST_VIEWABLE ? EARLIEST_VIEWABLE : target;
    moveFocus.current = true;
    setFocused(next);
    showMonth(monthOf(next));
  };

  return (
    <div className={styles.calendar}>
      {props.showHeader !== false && (
        <CalendarHeader
          title={monthLabel(month, today)}
          canGoBack={compareMonths(month, EARLIEST_MONTH) > 0}
          onPrevious={() => showMonth(shiftMonth(month, -1))}
          onNext={() => showMonth(shiftMonth(month, 1))}
        />
      )}
      <CalendarGrid
        gridRef={gridRef}
        label={props.label ?? t.calendarGrid}
        month={month}
        focus={focus}
        marks={marks}
        multiSelect={props.multiSelect ?? false}
        onDayClick={choose}
        onKeyDown={onKeyDown}
        onLongPress={props.onLongPress}
        busy={props.busy ?? false}
      />
    </div>
  );
}

function firstOf(ym: YearMonth): IsoDate {
  return `${ym.year}-${String(ym.month).padStart(2, '0')}-01`;
}

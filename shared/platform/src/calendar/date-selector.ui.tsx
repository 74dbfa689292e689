import { useEffect, useMemo, useState } from 'react';
import styles from './calendar.module.css';
import { compareMonths, dateLabel, EARLIEST_VIEWABLE, monthLabel, monthOf, shiftMonth, todayIn, type IsoDate, type YearMonth } from './calendar.lib';
import { calendarTexts as t } from './calendar.texts';
import { Calendar } from './calendar.ui';
import { defaultDate, stepDate } from './date-selector.lib';
import { CalendarIcon } from './calendar-icon.ui';

/** Props of the date selector. Dates are `YYYY-MM-DD` strings. */
export interface DateSelectorProps {
  /** The chosen date; when absent the selector picks the default (first available, or today) through `onChange`. */
  value?: IsoDate | null;
  onChange: (date: IsoDate) => void;
  /** Bookable dates: the arrows jump between them and the calendar allows only them. Absent: every day from `minDate`. */
  availableDates?: readonly IsoDate[];
  /** Earliest day the arrows reach when any day goes; default today (a day view of past bookings passes '2025-01-01'). */
  minDate?: IsoDate;
  /** Days with a schedule, marked in the calendar. */
  scheduledDates?: readonly IsoDate[];
  /** Past days since 2025-01-01 can be chosen in the calendar (read-only views). */
  viewPast?: boolean;
  today?: IsoDate;
  /** IANA zone of "today" when `today` is not given; default Europe/Moscow. */
  timeZone?: string;
  /** Label of the chosen date; default `dateLabel` ('Завтра, вт 24.11'). The bookings day view passes its own. */
  formatLabel?: (date: IsoDate, today: IsoDate) => string;
  /** The calendar's month is loading (aria-busy). */
  busy?: boolean;
  /** The calendar's month changed (also when it opens): load that month's dates. */
  onMonthChange?: (year: number, month: number) => void;
}

/** Arrows between dates, the spec label ('Завтра, вт 24.11'), and a toggle that opens the month calendar. */
export function DateSelector(props: DateSelectorProps) {
  const { value, onChange, availableDates: available } = props;
  const today = useMemo(() => props.today ?? todayIn(props.timeZone), [props.today, props.timeZone]);
  const current = defaultDate(value, available, today);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<YearMonth>(() => monthOf(current ?? today));

  useEffect(() => {
    if (!value && current) onChange(current);
  }, [value, current, onChange]);

  const showMonth = (ym: YearMonth) => {
    setMonth(ym);
    props.onMonthChange?.(ym.year, ym.month);
  };
  const toggle = () => {
    if (!open) showMonth(monthOf(current ?? today));
    setOpen(!open);
  };
  const min = props.minDate ?? today;
  const target = (dir: 1 | -1) => (current ? stepDate(current, dir, { available, min }) : null);
  const step = (dir: 1 | -1) => {
    if (open) return showMonth(shiftMonth(month, dir));
    const next = target(dir);
    if (next) onChange(next);
  };
  const canStep = (dir: 1 | -1) => (open ? dir === 1 || compareMonths(month, monthOf(EARLIEST_VIEWABLE)) > 0 : target(dir) !== null);

  const label = open ? monthLabel(month, today) : current ? (props.formatLabel ?? dateLabel)(current, today) : t.noDates;
  return (
    <div className={styles.selector}>
      <div className={styles.selectorBar}>
        <button type="button" className={styles.nav} aria-label={open ? t.previousMonth : t.previousDate} disabled={!canStep(-1)} onClick={() => step(-1)}>
          ‹
        </button>
        <div className={styles.selectorLabel} aria-live="polite">
          {label}
        </div>
        <button type="button" className={styles.nav} aria-label={open ? t.nextMonth : t.nextDate} disabled={!canStep(1)} onClick={() => step(1)}>
          ›
        </button>
        <button type="button" className={styles.toggle} aria-label={t.openCalendar} aria-pressed={open} onClick={toggle}>
          <CalendarIcon />
        </button>
      </div>
      {open && (
        <Calendar
          showHeader={false}
          month={month}
          onMonthChange={(year, m) => showMonth({ year, month: m })}
          today={today}
          selected={current}
          availableDates={available}
          restrictToAvailable={available !== undefined}
          scheduledDates={props.scheduledDates}
          viewPast={props.viewPast}
          busy={props.busy}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './calendar.module.css';
import { fullDateLabel, type DayMarks, type GridDay } from './calendar.lib';

interface CalendarDayProps extends HTMLAttributes<HTMLDivElement> {
  cell: GridDay;
  marks: DayMarks;
  focused: boolean;
}

const classes = (cell: GridDay, m: DayMarks) =>
  [
    styles.day,
    !cell.inMonth && styles.outside,
    m.today && styles.today,
    m.past && styles.past,
    m.scheduled && styles.scheduled,
    m.viewOnly && styles.viewOnly,
    m.disabled && styles.disabled,
    m.selected && styles.selected,
  ]
    .filter(Boolean)
    .join(' ');

/** One day of the grid: a gridcell that is the only tab stop of the grid when focused (roving tabindex). */
export function CalendarDay({ cell, marks, focused, ...handlers }: CalendarDayProps) {
  return (
    <div
      role="gridcell"
      data-date={cell.date}
      tabIndex={focused ? 0 : -1}
      aria-selected={marks.selected}
      aria-disabled={marks.disabled || undefined}
      aria-readonly={marks.viewOnly || undefined}
      aria-current={marks.today ? 'date' : undefined}
      aria-label={fullDateLabel(cell.date)}
      className={classes(cell, marks)}
      {...handlers}
    >
      {cell.dayOfMonth}
    </div>
  );
}

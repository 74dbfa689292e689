import type { KeyboardEvent, Ref } from 'react';
import styles from './calendar.module.css';
import { dayMarks, monthGrid, weekdayHeaders, type IsoDate, type MarkContext, type YearMonth } from './calendar.lib';
import { CalendarDay } from './calendar-day.ui';
import { useLongPress } from './use-long-press';

interface CalendarGridProps {
  gridRef: Ref<HTMLDivElement>;
  label: string;
  month: YearMonth;
  focus: IsoDate;
  marks: MarkContext;
  multiSelect: boolean;
  onDayClick: (date: IsoDate) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  onLongPress?: (date: IsoDate) => void;
  busy: boolean;
}

/** ПН..ВС header and six weeks of days, as an ARIA grid. */
export function CalendarGrid(props: CalendarGridProps) {
  const { bind, takeFired } = useLongPress(props.multiSelect ? undefined : props.onLongPress);
  const weeks = monthGrid(props.month.year, props.month.month);
  return (
    <div ref={props.gridRef} role="grid" aria-label={props.label} aria-multiselectable={props.multiSelect || undefined} aria-busy={props.busy || undefined} className={styles.grid} onKeyDown={props.onKeyDown}>
      <div role="row" className={styles.row}>
        {weekdayHeaders().map((name) => (
          <div key={name} role="columnheader" className={styles.weekday}>
            {name}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]!.date} role="row" className={styles.row}>
          {week.map((cell) => (
            <CalendarDay
              key={cell.date}
              cell={cell}
              marks={dayMarks(cell.date, props.marks)}
              focused={cell.date === props.focus}
              {...bind(cell.date)}
              onClick={() => {
                if (!takeFired()) props.onDayClick(cell.date);
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

import { texts } from '../../shared/texts';

interface DayCalendarProps {
  date: string;
  today: string;
  onPick: (date: string) => void;
}

/** The day view's calendar (temporary: the browser's date picker until the shared calendar lands). */
export function DayCalendar({ date, onPick }: DayCalendarProps) {
  return (
    <input
      type="date"
      className="bk-day-calendar"
      aria-label={texts.showCalendar}
      value={date}
      onChange={(e) => e.target.value && onPick(e.target.value)}
    />
  );
}

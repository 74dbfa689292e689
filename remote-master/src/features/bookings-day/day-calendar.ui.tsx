import { Calendar } from '@booking/platform/calendar';
import { texts } from '../../shared/texts';

interface DayCalendarProps {
  date: string;
  today: string;
  onPick: (date: string) => void;
}

/** The day view's calendar (the shared one): any day since 1 Jan 2025 can be opened, past ones too. */
export function DayCalendar({ date, today, onPick }: DayCalendarProps) {
  return <Calendar selected={date} today={today} viewPast label={texts.bookingsTitle} onSelect={(picked) => onPick(picked)} />;
}

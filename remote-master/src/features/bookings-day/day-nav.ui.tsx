// The icon alone: the calendar entry brings dayjs and the calendar, which the day view loads only when opened.
import { CalendarIcon } from '@booking/platform/calendar-icon';
import { texts } from '../../shared/texts';

interface DayNavProps {
  title: string;
  calendarOpen: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onToggleCalendar: () => void;
}

/** The day view's header: previous and next day, the day's title, and the calendar toggle. */
export function DayNav({ title, calendarOpen, onPrevious, onNext, onToggleCalendar }: DayNavProps) {
  return (
    <div className="bk-day-nav">
      <button type="button" className="bk-day-nav__arrow" aria-label={texts.prevDay} onClick={onPrevious}>
        ‹
      </button>
      <h2 className="bk-day-nav__title" aria-live="polite" data-testid="day-title">
        {title}
      </h2>
      <button type="button" className="bk-day-nav__arrow" aria-label={texts.nextDay} onClick={onNext}>
        ›
      </button>
      <button type="button" className="bk-day-nav__calendar" aria-expanded={calendarOpen} aria-label={calendarOpen ? texts.hideCalendar : texts.showCalendar} onClick={onToggleCalendar}>
        <CalendarIcon />
      </button>
    </div>
  );
}

import styles from './calendar.module.css';
import { calendarTexts as t } from './calendar.texts';

interface CalendarHeaderProps {
  title: string;
  canGoBack: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Month label between the previous and next month buttons; the label is announced when it changes. */
export function CalendarHeader({ title, canGoBack, onPrevious, onNext }: CalendarHeaderProps) {
  return (
    <div className={styles.header}>
      <button type="button" className={styles.nav} aria-label={t.previousMonth} disabled={!canGoBack} onClick={onPrevious}>
        ‹
      </button>
      <div className={styles.title} aria-live="polite">
        {title}
      </div>
      <button type="button" className={styles.nav} aria-label={t.nextMonth} onClick={onNext}>
        ›
      </button>
    </div>
  );
}

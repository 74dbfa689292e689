import { dayRows, type DayRowStatus } from '../../entities/schedule/schedule-day.lib';
import { formatHm } from '../../entities/schedule/schedule-time.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import type { schemas } from '@booking/shared';

const STATUS: Record<DayRowStatus, string> = { free: t.statusFree, break: t.statusBreak, busy: t.statusBusy };

/** The day's slots with their status; the empty text differs for past days (spec section 2). */
export function DaySlots({ day, past }: { day: schemas.Timetable; past: boolean }) {
  const rows = dayRows(day);
  if (rows.length === 0) {
    return (
      <p className="bk-hint bk-day__empty" data-testid="day-empty">
        {past ? t.pastEmpty : t.empty}
      </p>
    );
  }
  return (
    <ul className="bk-day__slots" aria-label={t.slotsHeading} data-testid="day-slots">
      {rows.map((r) => (
        <li key={r.key} className={`bk-slot bk-slot--${r.status}`} data-status={r.status}>
          <span className="bk-slot__time">
            {formatHm(r.start)} — {formatHm(r.end)}
          </span>
          <span className="bk-slot__status">{STATUS[r.status]}</span>
        </li>
      ))}
    </ul>
  );
}

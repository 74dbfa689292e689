import { dayRows, type DayRowStatus } from '../../entities/schedule/schedule-day.lib';
import { formatHm } from '../../entities/schedule/schedule-time.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';
import type { schemas } from '@booking/contracts';
import type { PlaceOption } from './place-select.ui';

/** Each slot status's text, by its key in the catalogue (read when shown, so in the page's language). */
const STATUS = { free: 'statusFree', break: 'statusBreak', busy: 'statusBusy' } as const satisfies Record<DayRowStatus, keyof typeof t>;

/**
 * The day's slots with their status, and their place for a master who works at several; the empty
 * text differs for past days (docs/product.md, Master screens).
 */
export function DaySlots({ day, past, places }: { day: schemas.Timetable; past: boolean; places: readonly PlaceOption[] }) {
  const rows = dayRows(day);
  const placeName = (id: number | null) => (places.length > 1 && id !== null ? places.find((p) => p.id === id)?.name : undefined);
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
          <span className="bk-slot__status">{t[STATUS[r.status]]}</span>
          {placeName(r.placeId) && (
            <span className="bk-slot__place" data-testid="slot-place">
              {placeName(r.placeId)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

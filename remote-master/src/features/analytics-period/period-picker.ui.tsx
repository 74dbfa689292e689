import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@booking/platform';
import { PERIOD_PRESETS, lastDays, previousPeriod } from '@booking/contracts/analytics';
import { shortDate, type Period } from '../../entities/analytics/analytics.lib';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';

// The calendar loads when the master opens it.
const RangeCalendar = lazy(() => import('./range-calendar.ui').then((m) => ({ default: m.RangeCalendar })));

interface PeriodPickerProps {
  period: Period;
  today: string;
  onChange: (period: Period) => void;
}

/** The last 7, 30 or 90 days, or a range picked in the calendar; below, the period and the one it is compared with. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const before = previousPeriod(period.from, period.to);
  return (
    <div className="bk-stats-period">
      <div className="bk-stats-presets" role="group" aria-label={t.periodGroup}>
        {PERIOD_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className="bk-button bk-button--plain"
            aria-pressed={period.preset === days}
            onClick={() => {
              setCalendarOpen(false);
              onChange({ ...lastDays(today, days), preset: days });
            }}
          >
            {t.lastDays(days)}
          </button>
        ))}
        <button
          type="button"
          className="bk-button bk-button--plain"
          aria-pressed={period.preset === null}
          aria-expanded={calendarOpen}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          {t.customPeriod}
        </button>
      </div>
      {calendarOpen && (
        <Suspense fallback={<LoadingState />}>
          <RangeCalendar
            today={today}
            onPick={(range) => {
              setCalendarOpen(false);
              onChange({ ...range, preset: null });
            }}
          />
        </Suspense>
      )}
      <p className="bk-stats-period__dates" data-testid="period">
        <strong>{t.periodOf(shortDate(period.from), shortDate(period.to))}</strong>
        <br />
        <span className="bk-hint">{t.comparedWith(shortDate(before.from), shortDate(before.to))}</span>
      </p>
    </div>
  );
}

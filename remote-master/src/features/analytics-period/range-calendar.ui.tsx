import { useState } from 'react';
import { Calendar } from '@booking/platform/calendar';
import { pickRangeDay } from '../../entities/analytics/analytics.lib';
import { analyticsTexts as t } from '../../entities/analytics/analytics.texts';

interface RangeCalendarProps {
  today: string;
  onPick: (range: { from: string; to: string }) => void;
}

/** The shared calendar picking a range: the first day, then the last (up to 366 days; past days too). */
export function RangeCalendar({ today, onPick }: RangeCalendarProps) {
  const [start, setStart] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div className="bk-stats-calendar">
      <p className="bk-hint" aria-live="polite">
        {start === null ? t.pickStart : t.pickEnd}
      </p>
      <Calendar
        selected={start}
        today={today}
        viewPast
        label={t.calendarLabel}
        onSelect={(date) => {
          const next = pickRangeDay(start, date);
          setStart(next.start);
          setRefusal(next.refusal);
          if (next.range) onPick(next.range);
        }}
      />
      {refusal && (
        <p className="bk-error" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

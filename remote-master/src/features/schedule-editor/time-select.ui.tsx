import { HOUR_OPTIONS, MINUTE_OPTIONS, withHour, withMinute } from '../../entities/schedule/schedule-time.lib';
import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';

const pad = (n: number) => String(n).padStart(2, '0');

export interface TimeSelectProps {
  /** Accessible name of the pair (each select adds ', часы' / ', минуты'). */
  label: string;
  /** Shorter text shown above the selects when the context says the rest (a break's 'Начало'); default `label`. */
  shownLabel?: string;
  /** Minutes since midnight. */
  value: number;
  onChange: (minutes: number) => void;
  disabled?: boolean;
}

/** A time as two native selects (hours 00–23, minutes 00/15/30/45): touch and keyboard for free. */
export function TimeSelect({ label, shownLabel = label, value, onChange, disabled }: TimeSelectProps) {
  return (
    <div className="bk-time" role="group" aria-label={label}>
      <span className="bk-time__label" aria-hidden="true">
        {shownLabel}
      </span>
      <select aria-label={`${label}, ${t.hours}`} value={Math.floor(value / 60)} disabled={disabled} onChange={(e) => onChange(withHour(value, Number(e.target.value)))}>
        {HOUR_OPTIONS.map((h) => (
          <option key={h} value={h}>
            {pad(h)}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <select aria-label={`${label}, ${t.minutes}`} value={value % 60} disabled={disabled} onChange={(e) => onChange(withMinute(value, Number(e.target.value)))}>
        {MINUTE_OPTIONS.map((m) => (
          <option key={m} value={m}>
            {pad(m)}
          </option>
        ))}
      </select>
    </div>
  );
}

import { scheduleTexts as t } from '../../entities/schedule/schedule.texts';

export interface PlaceOption {
  id: number;
  name: string;
  address: string | null;
}

export interface PlaceSelectProps {
  places: readonly PlaceOption[];
  value: number;
  onChange: (placeId: number) => void;
  disabled?: boolean;
}

/**
 * Where the day's work time is, for a master who works at several places (a native select: touch
 * and keyboard for free). A master with one place is not asked.
 */
export function PlaceSelect({ places, value, onChange, disabled }: PlaceSelectProps) {
  if (places.length < 2) return null;
  return (
    <label className="bk-place-select">
      <span className="bk-time__label">{t.place}</span>
      <select value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))} data-testid="place-select">
        {places.map((p) => (
          <option key={p.id} value={p.id}>
            {p.address ? `${p.name} · ${p.address}` : p.name}
          </option>
        ))}
      </select>
    </label>
  );
}

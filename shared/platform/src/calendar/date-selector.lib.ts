import { addDays, type IsoDate } from './calendar.lib';

/** The date a selector starts on: the one passed in, else the first available from today, else today
 * when any day goes (`available` undefined); null when nothing is available. */
export function defaultDate(value: IsoDate | null | undefined, available: readonly IsoDate[] | undefined, today: IsoDate): IsoDate | null {
  if (value) return value;
  if (!available) return today;
  return [...available].sort().find((d) => d >= today) ?? null;
}

/**
 * The date an arrow leads to from `current`: the nearest available date that way, or the next/previous
 * day when any day goes (never before `min`). Null when there is none (the arrow is then disabled).
 */
export function stepDate(current: IsoDate, direction: 1 | -1, options: { available?: readonly IsoDate[]; min: IsoDate }): IsoDate | null {
  const { available, min } = options;
  if (!available) {
    const next = addDays(current, direction);
    return next < min ? null : next;
  }
  const sorted = [...available].filter((d) => d >= min).sort();
  return (direction === 1 ? sorted.find((d) => d > current) : sorted.reverse().find((d) => d < current)) ?? null;
}

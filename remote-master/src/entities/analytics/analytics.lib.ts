import type { Analytics, AnalyticsPeriod } from '@booking/contracts/analytics';
import { PERIOD_PRESETS, addDays, changeLabel, lastDays, periodRefusal, previousPeriod } from '@booking/contracts/analytics';
import { currentLanguage, formatPrice } from '@booking/platform';
import { analyticsTexts as t } from './analytics.texts';

/** The period on screen: the last N days (a preset) or a range picked in the calendar. */
export interface Period {
  from: string;
  to: string;
  /** 7, 30 or 90 for the last N days; null for a picked range. */
  preset: (typeof PERIOD_PRESETS)[number] | null;
}

export const DEFAULT_PRESET = 30;
const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** The period of the address (`?days=7` or `?from=…&to=…`); anything else is the last 30 days. */
export function periodFromParams(params: URLSearchParams, today: string): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (isDate(from) && isDate(to) && periodRefusal(from, to) === null) return { from, to, preset: null };
  const days = PERIOD_PRESETS.find((d) => String(d) === params.get('days')) ?? DEFAULT_PRESET;
  return { ...lastDays(today, days), preset: days };
}

/** The address's query of a period (the default preset has none). */
export function periodParams(period: Period): Record<string, string> {
  if (period.preset === null) return { from: period.from, to: period.to };
  return period.preset === DEFAULT_PRESET ? {} : { days: String(period.preset) };
}

/** `2026-11-05` as `05.11.2026`. */
export const shortDate = (date: string): string => date.split('-').reverse().join('.');

/** A fraction 0..1 as whole percents: 0.125 -> '13%'. */
export const percent = (fraction: number): string => `${Math.round(fraction * 100)}%`;

export interface FigureRow {
  key: string;
  label: string;
  value: string;
  /** Against the previous period ('+12%', '−5%', '0%', '—'); null: not compared. */
  change: string | null;
}

type Figure = Exclude<keyof AnalyticsPeriod, 'from' | 'to' | 'top_services' | 'busy' | 'revenue_by_day'>;
/** Each figure with its label's key in the catalogue (read when the rows are made, so in the page's language). */
type Label = { [K in keyof typeof t]: (typeof t)[K] extends string ? K : never }[keyof typeof t];
const FIGURES: { key: Figure; label: Label; format: (n: number) => string }[] = [
  { key: 'revenue', label: 'revenue', format: formatPrice },
  { key: 'bookings', label: 'bookings', format: String },
  { key: 'average_check', label: 'averageCheck', format: formatPrice },
  { key: 'cancelled_by_client', label: 'cancelledByClient', format: String },
  { key: 'cancelled_by_master', label: 'cancelledByMaster', format: String },
  { key: 'moves', label: 'moves', format: String },
  { key: 'no_show_rate', label: 'noShowRate', format: percent },
  { key: 'new_clients', label: 'newClients', format: String },
  { key: 'returning_clients', label: 'returningClients', format: String },
  { key: 'returning_share', label: 'returningShare', format: percent },
];

/** The period's figures as the screen shows them, each against the period before it; the week ahead's occupancy last. */
export function figureRows(a: Analytics): FigureRow[] {
  const rows = FIGURES.map(({ key, label, format }) => ({ key, label: t[label], value: format(a[key]), change: changeLabel(a[key], a.previous[key]) }));
  return [...rows, { key: 'occupancy_next_7_days', label: t.occupancy, value: percent(a.occupancy_next_7_days), change: null }];
}

/** Bookings by weekday over the busy grid (Monday first). */
export const busyByWeekday = (busy: number[][]): number[] => busy.map((row) => row.reduce((sum, n) => sum + n, 0));

/** The hours any booking of the grid starts at (first to last), so the heat map shows the working part of the day. */
export function busyHours(busy: number[][]): number[] {
  const used = Array.from({ length: 24 }, (_, h) => h).filter((h) => busy.some((row) => row[h]! > 0));
  if (used.length === 0) return [];
  const hours: number[] = [];
  for (let h = used[0]!; h <= used[used.length - 1]!; h++) hours.push(h);
  return hours;
}

/**
 * Picking a range in the calendar: the first tap starts it, the second ends it (in either order).
 * Returns the range once both ends are chosen, or the refusal when it is longer than the server answers.
 */
export function pickRangeDay(start: string | null, date: string): { start: string | null; range: { from: string; to: string } | null; refusal: string | null } {
  if (start === null) return { start: date, range: null, refusal: null };
  const [from, to] = date < start ? [date, start] : [start, date];
  const refusal = periodRefusal(from, to, currentLanguage());
  return refusal ? { start: null, range: null, refusal: refusal.message } : { start: null, range: { from, to }, refusal: null };
}

const SAMPLE_BUSY = [
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 0, 2, 3, 2, 1, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 2, 1, 2, 2, 3, 2, 1, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 0, 1, 2, 2, 1, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 3, 1, 3, 4, 3, 2, 1, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 4, 3, 2, 3, 4, 4, 3, 2, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 5, 4, 3, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0],
  [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
];

/** Made-up revenue for each day from `from` to `to` (a week's rhythm, a quiet Monday). */
function sampleDays(from: string, to: string) {
  const week = [0, 3_000, 4_500, 5_200, 6_100, 7_400, 2_500];
  const days: { date: string; revenue: number }[] = [];
  for (let date = from, i = 0; date <= to; date = addDays(date, 1), i++) days.push({ date, revenue: week[i % 7]! });
  return days;
}

/** Made-up figures shown under the veil to a master whose plan has no analytics: what the screen would show. */
export function sampleAnalytics(from: string, to: string): Analytics {
  const before = previousPeriod(from, to);
  const [first, second, third] = t.sampleServices;
  const top_services = [
    { service_id: 1, title: first, count: 38, revenue: 76_000 },
    { service_id: 2, title: second, count: 21, revenue: 52_500 },
    { service_id: 3, title: third, count: 17, revenue: 8_500 },
  ];
  const figures = {
    revenue: 137_000, bookings: 84, cancelled_by_client: 5, cancelled_by_master: 1, moves: 7, no_shows: 2, no_show_rate: 0.03,
    new_clients: 14, returning_clients: 31, returning_share: 0.69, average_check: 1_803, top_services, busy: SAMPLE_BUSY,
    revenue_by_day: sampleDays(from, to),
  };
  const previous = {
    ...figures, ...before, revenue: 122_000, bookings: 75, cancelled_by_client: 6, moves: 4, no_show_rate: 0.05, new_clients: 11,
    returning_clients: 28, returning_share: 0.72, average_check: 1_720, revenue_by_day: sampleDays(before.from, before.to),
  };
  return { ...figures, from, to, occupancy_next_7_days: 0.64, previous };
}

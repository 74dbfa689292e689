/**
 * The master's figures: the period a screen asks for and the one it is compared with,
 * as pure functions of calendar dates (YYYY-MM-DD in the master's zone), so the calendar offers only
 * what the server answers.
 */

/** The longest period, in days, both ends included. */
export const MAX_PERIOD_DAYS = 366;
/** The ready-made periods: the last N days, today included. */
export const PERIOD_PRESETS = [7, 30, 90] as const;

/** The server's answer to a master whose plan has no `features.analytics`. */
export const PRO_ONLY = 'Статистика доступна в плане «Про»';

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `date` moved by `days` (negative: back). */
export const addDays = (date: string, days: number): string => fromDay(toDay(date) + days);

/** Days in from..to, both included (0 or less when to is before from). */
export const periodDays = (from: string, to: string): number => toDay(to) - toDay(from) + 1;

/** The last `days` days up to `today`, today included. */
export const lastDays = (today: string, days: number): { from: string; to: string } => ({ from: addDays(today, 1 - days), to: today });

/** The period of the same length just before from..to. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = periodDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** Why from..to is not a period the server answers (null: it is); the field to name. */
export function periodRefusal(from: string, to: string): { field: 'to'; message: string } | null {
  if (to < from) return { field: 'to', message: 'Конец периода раньше начала' };
  if (periodDays(from, to) > MAX_PERIOD_DAYS) return { field: 'to', message: `Период не может быть длиннее ${MAX_PERIOD_DAYS} дней` };
  return null;
}

/**
 * A figure against the one before it: '+12%', '−5%', '0%'; '—' against 0 (no base to compare with).
 * Whole percents, rounded half away from zero.
 */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return '—';
  const change = ((now - before) / Math.abs(before)) * 100;
  const pct = Math.sign(change) * Math.round(Math.abs(change));
  if (pct === 0) return '0%';
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

/**
 * The master's figures: the period a screen asks for and the one it is compared with,
 * as pure functions of calendar dates (YYYY-MM-DD in the master's zone), so the calendar offers only
 * what the server answers.
 */
import { textsIn, type ByLanguage } from '../catalogue';
import type { Language } from '../schemas/language.schema';
import { periodTexts } from './period.texts';

/** The longest period, in days, both ends included. */
export const MAX_PERIOD_DAYS = 366;
/** The ready-made periods: the last N days, today included. */
export const PERIOD_PRESETS = [7, 30, 90] as const;

/** The figures' words in each language (period.texts.ts; English once ../english.ts is imported). */
export const PERIOD_TEXTS: ByLanguage<typeof periodTexts> = { ru: periodTexts };

/** The server's answer to a master whose plan has no `features.analytics` (in Russian; PERIOD_TEXTS has each language's). */
export const PRO_ONLY = periodTexts.proOnly;

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

/** Why a period is refused: it ends before it starts, or is longer than MAX_PERIOD_DAYS. */
export type PeriodRefusalReason = 'reversed' | 'too_long';

/** Why from..to is not a period the server answers (null: it is): the reason, the field to name and its message in `language`. */
export function periodRefusal(from: string, to: string, language: Language = 'ru'): { field: 'to'; reason: PeriodRefusalReason; message: string } | null {
  const t = textsIn(PERIOD_TEXTS, language);
  if (to < from) return { field: 'to', reason: 'reversed', message: t.reversed };
  if (periodDays(from, to) > MAX_PERIOD_DAYS) return { field: 'to', reason: 'too_long', message: t.tooLong(MAX_PERIOD_DAYS) };
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

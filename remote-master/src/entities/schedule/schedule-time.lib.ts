import * as bookingRules from '@booking/contracts/booking-rules';
import { currentLanguage } from '@booking/platform';

/**
 * The day editor's time rules (docs/product.md: Form rules and Constants) over minutes since midnight: the option lists,
 * the default day, and the clamping that keeps a draft sensible while the master edits it.
 */

/** Hours offered: 00–23. */
export const HOUR_OPTIONS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);
/** Minutes offered: 00, 15, 30, 45. */
export const MINUTE_OPTIONS: readonly number[] = [0, 15, 30, 45];
export const TIME_STEP = 15;
/** The latest time the options can express (23:45). */
export const LAST_TIME = 23 * 60 + 45;

export interface BreakDraft {
  start: number;
  end: number;
}

/** A day's schedule being edited: one working interval and any number of breaks inside it. */
export interface ScheduleDraft {
  start: number;
  end: number;
  breaks: BreakDraft[];
}

/** Work 09:00–18:00, a break 13:00–14:00 (docs/product.md, Constants). */
export const DEFAULT_BREAK: BreakDraft = { start: 13 * 60, end: 14 * 60 };
export const defaultDraft = (): ScheduleDraft => ({ start: 9 * 60, end: 18 * 60, breaks: [{ ...DEFAULT_BREAK }] });

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes -> 'HH:MM'. */
export const formatHm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** 'HH:MM' or 'HH:MM:SS' -> minutes. */
export const parseHm = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
/** Replaces the hour or the minute of a time. */
export const withHour = (minutes: number, hour: number) => hour * 60 + (minutes % 60);
export const withMinute = (minutes: number, minute: number) => Math.floor(minutes / 60) * 60 + minute;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
/** The end a start pushes to: at least 15 minutes after it, within the options. */
const endAfter = (start: number, end: number) => (end > start ? end : Math.min(start + TIME_STEP, LAST_TIME));

/** Breaks pulled inside the working hours (a break that no longer fits shrinks to the edge). */
export function clampBreaks(breaks: readonly BreakDraft[], start: number, end: number): BreakDraft[] {
  return breaks.map((b) => ({ start: clamp(b.start, start, end), end: clamp(b.end, start, end) }));
}

/** The start changed: the end moves to at least 15 minutes later when passed, breaks stay inside. */
export function setWorkStart(draft: ScheduleDraft, start: number): ScheduleDraft {
  const end = endAfter(start, draft.end);
  return { start, end, breaks: clampBreaks(draft.breaks, start, end) };
}

/** The end changed: breaks stay inside. (An end before the start is left for validation to name.) */
export function setWorkEnd(draft: ScheduleDraft, end: number): ScheduleDraft {
  return { ...draft, end, breaks: clampBreaks(draft.breaks, draft.start, Math.max(end, draft.start)) };
}

/** A break's start or end changed: clamped into working hours; a start past its end pushes the end. */
export function setBreak(draft: ScheduleDraft, index: number, edge: 'start' | 'end', value: number): ScheduleDraft {
  const breaks = draft.breaks.map((b, i) => {
    if (i !== index) return b;
    const inside = clamp(value, draft.start, Math.max(draft.end, draft.start));
    if (edge === 'end') return { ...b, end: inside };
    return { start: inside, end: Math.min(endAfter(inside, b.end), Math.max(draft.end, draft.start)) };
  });
  return { ...draft, breaks };
}

/** A new break: the default 13:00–14:00 when it fits, else the first free hour-or-less inside the day. */
export function addBreak(draft: ScheduleDraft): ScheduleDraft {
  const last = draft.breaks[draft.breaks.length - 1];
  const wanted = last ? { start: last.end, end: Math.min(last.end + 60, draft.end) } : { ...DEFAULT_BREAK };
  const [b] = clampBreaks([wanted], draft.start, draft.end);
  return { ...draft, breaks: [...draft.breaks, b!] };
}

export function removeBreak(draft: ScheduleDraft, index: number): ScheduleDraft {
  return { ...draft, breaks: draft.breaks.filter((_, i) => i !== index) };
}

export interface ScheduleSlotOut {
  time_start: string;
  time_end: string;
  status: 'free' | 'break';
}

/** What the API gets: the working interval as one free slot, then each break (breaks split it). */
export function draftToSlots(draft: ScheduleDraft): ScheduleSlotOut[] {
  return [
    { time_start: formatHm(draft.start), time_end: formatHm(draft.end), status: 'free' },
    ...draft.breaks.map((b) => ({ time_start: formatHm(b.start), time_end: formatHm(b.end), status: 'break' as const })),
  ];
}

/**
 * An existing day as a draft: work from the first to the last slot; breaks are the break slots and
 * any gap between working slots (a day stored as 09–13, 14–18 edits as 09–18 with a 13–14 break).
 * Null when the day has no schedule.
 */
export function draftFromSlots(slots: readonly { time_start: string; time_end: string; status: string }[]): ScheduleDraft | null {
  if (slots.length === 0) return null;
  const rows = slots.map((s) => ({ start: parseHm(s.time_start), end: parseHm(s.time_end), status: s.status })).sort((a, b) => a.start - b.start);
  const start = Math.min(...rows.map((r) => r.start));
  const end = Math.max(...rows.map((r) => r.end));
  const breaks: BreakDraft[] = rows.filter((r) => r.status === 'break').map(({ start: s, end: e }) => ({ start: s, end: e }));
  // Gaps not covered by any row are breaks too.
  let reached = start;
  for (const r of rows) {
    if (r.start > reached) breaks.push({ start: reached, end: r.start });
    reached = Math.max(reached, r.end);
  }
  breaks.sort((a, b) => a.start - b.start);
  return { start, end, breaks };
}

/**
 * The check of what would be sent (docs/product.md, Form rules), with the rule the server uses (shared
 * `validateDaySchedule`): the first broken rule's text, or null.
 */
export function draftProblem(draft: ScheduleDraft): string | null {
  const slots = draftToSlots(draft);
  return bookingRules.validateDaySchedule(
    slots.filter((s) => s.status === 'free'),
    slots.filter((s) => s.status === 'break'),
    currentLanguage(),
  );
}

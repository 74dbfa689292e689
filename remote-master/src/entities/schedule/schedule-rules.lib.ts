/**
 * Spec section 5's schedule validation, checked in the browser before any call. The server checks
 * the same three rules in the same order (api/src/domain/schedule.ts). To be replaced by the shared
 * rule in `@booking/shared` once that lands.
 */
import { scheduleTexts as t } from './schedule.texts';
import { parseHm } from './schedule-time.lib';

export interface SlotLike {
  time_start: string;
  time_end: string;
  status: 'free' | 'break';
}

/** The first broken rule's text, or null when the slots are a valid day. */
export function scheduleError(slots: readonly SlotLike[]): string | null {
  const work = slots.filter((s) => s.status === 'free');
  const breaks = slots.filter((s) => s.status === 'break');
  if (work.some((s) => parseHm(s.time_start) >= parseHm(s.time_end))) return t.workOrder;
  if (breaks.some((s) => parseHm(s.time_start) >= parseHm(s.time_end))) return t.breakOrder;
  if (work.length === 0) return breaks.length > 0 ? t.breakInside : null;
  const dayStart = Math.min(...work.map((s) => parseHm(s.time_start)));
  const dayEnd = Math.max(...work.map((s) => parseHm(s.time_end)));
  if (breaks.some((s) => parseHm(s.time_start) < dayStart || parseHm(s.time_end) > dayEnd)) return t.breakInside;
  return null;
}

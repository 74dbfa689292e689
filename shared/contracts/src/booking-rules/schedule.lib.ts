/**
 * Schedule rules (docs/product.md, Form rules) as pure functions: each returns the product's message for the
 * first rule broken, or null when the schedule is valid. The master's schedule editor calls them
 * before it sends anything; the API calls the same functions and answers 400 with the message.
 */
import type { Language } from '../schemas/language.schema';
import { rulesTexts } from './rules.texts';
import { textsIn } from '../catalogue';
import { RULES_TEXTS } from './rule-texts.lib';
import { parseTime } from './slots.lib';

/** The schedule editor's messages in Russian (RULES_TEXTS has them in each language). */
export const SCHEDULE_MESSAGES = rulesTexts.schedule;

/** Which schedule rule is broken: a key of SCHEDULE_MESSAGES. */
export type ScheduleProblem = keyof typeof rulesTexts.schedule;

/** A schedule problem's message in `language`. */
export const scheduleMessage = (problem: ScheduleProblem, language: Language = 'ru'): string => textsIn(RULES_TEXTS, language).schedule[problem];

/** The schedule's grid (docs/product.md: Form rules and Constants): every time is on a 15-minute step. */
export const SCHEDULE_STEP = 15;

export interface ScheduleInterval {
  time_start: string;
  time_end: string;
}

const onStep = (time: string) => parseTime(time) % SCHEDULE_STEP === 0 && (time.split(':')[2] ?? '00') === '00';

/**
 * One interval of the schedule: on the 15-minute grid, start before end. `kind` picks the message
 * ('free' work time or a 'break').
 * @returns the spec's message in `language`, or null when the interval is valid.
 */
export function validateInterval(interval: ScheduleInterval, kind: 'free' | 'break', language: Language = 'ru'): string | null {
  const problem = intervalProblem(interval, kind);
  return problem && scheduleMessage(problem, language);
}

/** Which rule one interval breaks (null: none); validateInterval's message names it. */
export function intervalProblem(interval: ScheduleInterval, kind: 'free' | 'break'): ScheduleProblem | null {
  if (!onStep(interval.time_start) || !onStep(interval.time_end)) return 'step';
  if (parseTime(interval.time_start) >= parseTime(interval.time_end)) return kind === 'break' ? 'breakOrder' : 'workOrder';
  return null;
}

/**
 * A whole day as the schedule editor builds it: at least one work interval, work intervals that do
 * not overlap, each interval ordered, and every break inside one work interval.
 * @param work the day's working intervals (status 'free')
 * @param breaks the day's breaks (status 'break')
 * @returns the spec's message in `language` for the first rule broken, or null when the day is valid.
 */
export function validateDaySchedule(work: ScheduleInterval[], breaks: ScheduleInterval[], language: Language = 'ru'): string | null {
  const problem = dayScheduleProblem(work, breaks);
  return problem && scheduleMessage(problem, language);
}

/** Which rule a whole day breaks first (null: none); validateDaySchedule's message names it. */
export function dayScheduleProblem(work: ScheduleInterval[], breaks: ScheduleInterval[]): ScheduleProblem | null {
  if (work.length === 0) return 'noWork';
  for (const w of work) {
    const problem = intervalProblem(w, 'free');
    if (problem) return problem;
  }
  for (const b of breaks) {
    const problem = intervalProblem(b, 'break');
    if (problem) return problem;
  }
  const sorted = [...work].sort((a, b) => parseTime(a.time_start) - parseTime(b.time_start));
  for (let i = 1; i < sorted.length; i++) {
    if (parseTime(sorted[i]!.time_start) < parseTime(sorted[i - 1]!.time_end)) return 'workOverlap';
  }
  for (const b of breaks) {
    if (!breakFitsWork(b, work)) return 'breakOutside';
  }
  return null;
}

/** Whether a break lies inside one work interval (a break "splits" it: docs/product.md, Form rules). */
export function breakFitsWork(brk: ScheduleInterval, work: ScheduleInterval[]): boolean {
  const start = parseTime(brk.time_start);
  const end = parseTime(brk.time_end);
  return work.some((w) => parseTime(w.time_start) <= start && end <= parseTime(w.time_end));
}

/** Whether two intervals share any minute (touching ends do not overlap). */
export function intervalsOverlap(a: ScheduleInterval, b: ScheduleInterval): boolean {
  return parseTime(a.time_start) < parseTime(b.time_end) && parseTime(b.time_start) < parseTime(a.time_end);
}

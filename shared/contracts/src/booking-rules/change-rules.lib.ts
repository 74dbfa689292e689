/**
 * The master's rules for a client's cancel and move: a cut-off before the start and how
 * many times a client may move a booking. Pure functions of the booking, the rules in force and
 * now, so the server refuses exactly what the app does not offer. The master is not bound by them.
 */
import type { Language } from '../schemas/language.schema';
import { rulesTexts } from './rules.texts';
import { textsIn } from '../catalogue';
import { RULES_TEXTS } from './rule-texts.lib';
import { ACTIVE_BOOKING_STATUSES } from '../schemas/booking-statuses';

/** 'Отменить или перенести можно не позднее чем за': hours before the start (0: any time before it). */
export const CANCEL_CUTOFF_OPTIONS = [0, 1, 2, 3, 6, 12, 24, 48] as const;
/** 'Сколько раз можно перенести запись' (null: 'без ограничений'). */
export const MAX_MOVES_OPTIONS = [1, 2, 3, null] as const;
export const DEFAULT_CANCEL_CUTOFF_HOURS = 0;
export const DEFAULT_MAX_MOVES = 2;

export interface ChangeRules {
  cancel_cutoff_hours: number;
  /** null: no limit. */
  max_moves: number | null;
}

/** What the rules read of a booking: its status, its start as an instant, the client's moves so far. */
export interface JudgedBooking {
  status: string;
  /** The start as an instant (ms since the epoch, or ISO 8601). */
  startsAt: number | string;
  clientMoves: number;
}

/** Why a client may not cancel or move a booking now. */
export type ChangeRefusal = 'inactive' | 'started' | 'cutoff' | 'moves';

const ACTIVE: ReadonlySet<string> = new Set(ACTIVE_BOOKING_STATUSES);
const HOUR_MS = 3_600_000;
const ms = (at: number | string | Date) => (typeof at === 'number' ? at : new Date(at).getTime());

/** Why the client may not cancel (null: they may): not active, started, or inside the cut-off. */
export function clientCancelRefusal(booking: JudgedBooking, rules: ChangeRules, now: number | Date): ChangeRefusal | null {
  if (!ACTIVE.has(booking.status)) return 'inactive';
  const start = ms(booking.startsAt);
  const at = ms(now);
  if (start <= at) return 'started';
  if (start - rules.cancel_cutoff_hours * HOUR_MS <= at) return 'cutoff';
  return null;
}

/** Why the client may not move (null: they may): as a cancel, and past the number of moves. */
export function clientMoveRefusal(booking: JudgedBooking, rules: ChangeRules, now: number | Date): ChangeRefusal | null {
  const refusal = clientCancelRefusal(booking, rules, now);
  if (refusal) return refusal;
  if (rules.max_moves !== null && booking.clientMoves >= rules.max_moves) return 'moves';
  return null;
}

export const canCancel = (booking: JudgedBooking, rules: ChangeRules, now: number | Date) => clientCancelRefusal(booking, rules, now) === null;
export const canMove = (booking: JudgedBooking, rules: ChangeRules, now: number | Date) => clientMoveRefusal(booking, rules, now) === null;

/** The master may cancel or move an active booking until it starts. */
export const masterMayChange = (booking: Pick<JudgedBooking, 'status' | 'startsAt'>, now: number | Date) =>
  ACTIVE.has(booking.status) && ms(booking.startsAt) > ms(now);

export { plural } from './plural.lib';

/** The rules as the client reads them before booking and after: nothing where they are the defaults. */
export function changeRulesTexts(rules: ChangeRules, language: Language = 'ru'): string[] {
  const t = textsIn(RULES_TEXTS, language).change;
  const texts: string[] = [];
  if (rules.cancel_cutoff_hours !== DEFAULT_CANCEL_CUTOFF_HOURS) texts.push(t.ruleCutoff(rules.cancel_cutoff_hours));
  if (rules.max_moves !== DEFAULT_MAX_MOVES && rules.max_moves !== null) texts.push(t.ruleMoves(rules.max_moves));
  return texts;
}

export const CANCELLED_ALREADY = rulesTexts.change.cancelledAlready;

/** The server's refusal of a client's cancel, naming the rule. */
export function cancelRefusalMessage(reason: ChangeRefusal, rules: ChangeRules, language: Language = 'ru'): string {
  const t = textsIn(RULES_TEXTS, language).change;
  switch (reason) {
    case 'inactive':
      return t.cancelledAlready;
    case 'started':
      return t.cancelStarted;
    default:
      return t.cancelCutoff(rules.cancel_cutoff_hours);
  }
}

/** The server's refusal of a client's move, naming the rule. */
export function moveRefusalMessage(reason: ChangeRefusal, rules: ChangeRules, language: Language = 'ru'): string {
  const t = textsIn(RULES_TEXTS, language).change;
  switch (reason) {
    case 'inactive':
      return t.cancelledAlready;
    case 'started':
      return t.moveStarted;
    case 'cutoff':
      return t.moveCutoff(rules.cancel_cutoff_hours);
    case 'moves':
      return t.movesUsed(rules.max_moves ?? 0);
  }
}

/**
 * Why a current booking's card offers no cancel or move (null: nothing to say): inside the cut-off
 * neither is offered; past the number of moves only the move is not.
 */
export function cardChangeNote(booking: JudgedBooking, rules: ChangeRules, now: number | Date, language: Language = 'ru'): string | null {
  const t = textsIn(RULES_TEXTS, language).change;
  const cancel = clientCancelRefusal(booking, rules, now);
  if (cancel === 'cutoff') return t.noteCutoff(rules.cancel_cutoff_hours);
  if (cancel) return null;
  return clientMoveRefusal(booking, rules, now) === 'moves' ? t.noteMoves(rules.max_moves ?? 0) : null;
}

/** How many days back the master may mark (or change) who came. */
export const ATTENDANCE_DAYS = 7;

/** Why the master may not mark who came (null: they may). */
export type AttendanceRefusal = 'inactive' | 'not_started' | 'too_old';

/**
 * The master marks who came on an active booking whose start has passed, dated from their today
 * minus {@link ATTENDANCE_DAYS} days on (`masterToday`: YYYY-MM-DD on the master's clock).
 */
export function attendanceRefusal(booking: Pick<JudgedBooking, 'status' | 'startsAt'> & { date: string }, masterToday: string, now: number | Date): AttendanceRefusal | null {
  if (!ACTIVE.has(booking.status)) return 'inactive';
  if (ms(booking.startsAt) > ms(now)) return 'not_started';
  const earliest = new Date(Date.parse(`${masterToday}T00:00:00Z`) - ATTENDANCE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return booking.date < earliest ? 'too_old' : null;
}

export function attendanceRefusalMessage(reason: AttendanceRefusal, language: Language = 'ru'): string {
  const t = textsIn(RULES_TEXTS, language).attendance;
  switch (reason) {
    case 'inactive':
      return t.inactive;
    case 'not_started':
      return t.notStarted;
    case 'too_old':
      return t.tooOld(ATTENDANCE_DAYS);
  }
}

/**
 * The master's rules for a client's cancel and move: a cut-off before the start and how
 * many times a client may move a booking. Pure functions of the booking, the rules in force and
 * now, so the server refuses exactly what the app does not offer. The master is not bound by them.
 */

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

const ACTIVE = new Set(['confirmed', 'created']);
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

/** Russian plural form for n: one (1, 21), few (2-4, 22-24), many (5-20, 25...). */
export function plural(n: number, [one, few, many]: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  return mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many;
}

const times = (n: number) => `${n} ${plural(n, ['раз', 'раза', 'раз'])}`;

/** The rules as the client reads them before booking and after: nothing where they are the defaults. */
export function changeRulesTexts(rules: ChangeRules): string[] {
  const texts: string[] = [];
  if (rules.cancel_cutoff_hours !== DEFAULT_CANCEL_CUTOFF_HOURS) texts.push(`Отмена и перенос — не позднее чем за ${rules.cancel_cutoff_hours} ч до начала`);
  if (rules.max_moves !== DEFAULT_MAX_MOVES && rules.max_moves !== null) texts.push(`Перенести запись можно ${times(rules.max_moves)}`);
  return texts;
}

export const CANCELLED_ALREADY = 'Эта запись уже отменена';
const WRITE_TO_MASTER = 'Напишите мастеру.';

/** The server's refusal of a client's cancel, naming the rule. */
export function cancelRefusalMessage(reason: ChangeRefusal, rules: ChangeRules): string {
  switch (reason) {
    case 'inactive':
      return CANCELLED_ALREADY;
    case 'started':
      return 'Прошедшую или уже начавшуюся запись отменить нельзя';
    default:
      return `Отменить запись можно не позднее чем за ${rules.cancel_cutoff_hours} ч до начала. ${WRITE_TO_MASTER}`;
  }
}

/** The server's refusal of a client's move, naming the rule. */
export function moveRefusalMessage(reason: ChangeRefusal, rules: ChangeRules): string {
  switch (reason) {
    case 'inactive':
      return CANCELLED_ALREADY;
    case 'started':
      return 'Прошедшую или уже начавшуюся запись перенести нельзя';
    case 'cutoff':
      return `Перенести запись можно не позднее чем за ${rules.cancel_cutoff_hours} ч до начала. ${WRITE_TO_MASTER}`;
    case 'moves':
      return `Перенести запись можно только ${times(rules.max_moves ?? 0)}. ${WRITE_TO_MASTER}`;
  }
}

/**
 * Why a current booking's card offers no cancel or move (null: nothing to say): inside the cut-off
 * neither is offered; past the number of moves only the move is not.
 */
export function cardChangeNote(booking: JudgedBooking, rules: ChangeRules, now: number | Date): string | null {
  const cancel = clientCancelRefusal(booking, rules, now);
  if (cancel === 'cutoff') return `Отменить или перенести запись можно не позднее чем за ${rules.cancel_cutoff_hours} ч до начала.`;
  if (cancel) return null;
  return clientMoveRefusal(booking, rules, now) === 'moves' ? `Перенести запись можно только ${times(rules.max_moves ?? 0)}.` : null;
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

export function attendanceRefusalMessage(reason: AttendanceRefusal): string {
  switch (reason) {
    case 'inactive':
      return 'Запись отменена: посещение не отмечается';
    case 'not_started':
      return 'Отметить, пришёл ли клиент, можно после начала записи';
    case 'too_old':
      return `Отметить, пришёл ли клиент, можно в течение ${ATTENDANCE_DAYS} дней`;
  }
}

import { bookingRules } from '@booking/contracts';
import { conflict, type DomainError } from './errors';

/**
 * The booking rules' refusals (the contracts' reasons) as refusals with codes: the same reasons the
 * screens name with the contracts' own sentences, and the error catalogues say in the same words.
 */

/** A start the booking rules refuse; `earliest` (minutes) is today's first bookable start. */
export function bookingRefused(reason: bookingRules.BookingRefusal, earliest: number | null, field?: string): DomainError {
  switch (reason) {
    case 'grid':
      return conflict('booking.grid', field);
    case 'hours':
      return conflict('booking.outside_hours', field);
    case 'place':
      return conflict('booking.other_place', field);
    case 'too_soon':
      return conflict('booking.too_soon', { earliest: earliest === null ? null : bookingRules.formatTime(earliest).slice(0, 5) }, field);
    case 'taken':
      return conflict('booking.slot_taken', field);
    case 'adjacency':
      return conflict('booking.adjacency', field);
  }
}

/** A client's cancel the master's rules refuse. */
export function cancelRefused(reason: bookingRules.ChangeRefusal, rules: bookingRules.ChangeRules): DomainError {
  switch (reason) {
    case 'inactive':
      return conflict('booking.cancelled_already');
    case 'started':
      return conflict('booking.cancel_started');
    default:
      return conflict('booking.cancel_cutoff', { hours: rules.cancel_cutoff_hours });
  }
}

/** A client's move the master's rules refuse. */
export function moveRefused(reason: bookingRules.ChangeRefusal, rules: bookingRules.ChangeRules): DomainError {
  switch (reason) {
    case 'inactive':
      return conflict('booking.cancelled_already');
    case 'started':
      return conflict('booking.move_started');
    case 'cutoff':
      return conflict('booking.move_cutoff', { hours: rules.cancel_cutoff_hours });
    case 'moves':
      return conflict('booking.moves_used', { max: rules.max_moves ?? 0 });
  }
}

/** A mark of who came that the rules refuse. */
export function attendanceRefused(reason: bookingRules.AttendanceRefusal): DomainError {
  switch (reason) {
    case 'inactive':
      return conflict('attendance.cancelled');
    case 'not_started':
      return conflict('attendance.not_started');
    case 'too_old':
      return conflict('attendance.too_old', { days: bookingRules.ATTENDANCE_DAYS });
  }
}

const SCHEDULE_CODES = {
  workOrder: 'schedule.work_order',
  breakOrder: 'schedule.break_order',
  breakOutside: 'schedule.break_outside',
  noWork: 'schedule.no_work',
  workOverlap: 'schedule.work_overlap',
  step: 'schedule.step',
} as const satisfies Record<bookingRules.ScheduleProblem, string>;

/** The code of a schedule rule the editor's day breaks. */
export const scheduleCode = (problem: bookingRules.ScheduleProblem) => SCHEDULE_CODES[problem];

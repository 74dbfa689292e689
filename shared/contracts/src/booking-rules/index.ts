export {
  SLOT_GRID, DEFAULT_DURATION, DEFAULT_DEADLINE, ADJACENCY_WINDOW, BOOKING_TAKEN, CLIENT_BLOCKED,
  parseTime, formatTime, totalDuration, maxDeadline, earliestStart, bookableStarts, isBookableStart, isFreeAt, hasFreeTimeAt, bookingRefusal, bookingRefusalMessage, clientShareRefusalMessage,
} from './slots.lib';
export type { TimeslotLike, IntervalLike, BookableArgs, BookingRefusal } from './slots.lib';
export {
  SCHEDULE_MESSAGES, SCHEDULE_STEP, scheduleMessage, validateInterval, validateDaySchedule, intervalProblem, dayScheduleProblem, breakFitsWork, intervalsOverlap,
} from './schedule.lib';
export type { ScheduleInterval, ScheduleProblem } from './schedule.lib';
export {
  CANCEL_CUTOFF_OPTIONS, MAX_MOVES_OPTIONS, DEFAULT_CANCEL_CUTOFF_HOURS, DEFAULT_MAX_MOVES, CANCELLED_ALREADY, ATTENDANCE_DAYS,
  clientCancelRefusal, clientMoveRefusal, canCancel, canMove, masterMayChange, plural, changeRulesTexts,
  cancelRefusalMessage, moveRefusalMessage, cardChangeNote, attendanceRefusal, attendanceRefusalMessage,
} from './change-rules.lib';
export type { ChangeRules, JudgedBooking, ChangeRefusal, AttendanceRefusal } from './change-rules.lib';
export { RULES_TEXTS } from './rule-texts.lib';

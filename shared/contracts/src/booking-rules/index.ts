export {
  SLOT_GRID, DEFAULT_DURATION, DEFAULT_DEADLINE, ADJACENCY_WINDOW, BOOKING_TAKEN,
  parseTime, formatTime, totalDuration, maxDeadline, earliestStart, bookableStarts, isBookableStart, isFreeAt, hasFreeTimeAt, bookingRefusal, bookingRefusalMessage, clientShareRefusalMessage,
} from './slots.lib';
export type { TimeslotLike, IntervalLike, BookableArgs, BookingRefusal } from './slots.lib';
export {
  SCHEDULE_MESSAGES, SCHEDULE_STEP, validateInterval, validateDaySchedule, breakFitsWork, intervalsOverlap,
} from './schedule.lib';
export type { ScheduleInterval } from './schedule.lib';

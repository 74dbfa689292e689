export {
  SLOT_GRID, DEFAULT_DURATION, DEFAULT_DEADLINE, ADJACENCY_WINDOW,
  parseTime, formatTime, totalDuration, maxDeadline, earliestStart, bookableStarts, isBookableStart,
} from './slots.lib';
export type { TimeslotLike, IntervalLike, BookableArgs } from './slots.lib';

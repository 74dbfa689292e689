import { errorText } from './errors';

/** The refusal of a booking over the master's monthly limit, in Russian (code booking.month_limit). */
export const LIMIT_REACHED = errorText('booking.month_limit', {}, 'ru');

/** The key of a master's month: `workerId:YYYY-MM` (from a date or a month). */
export const monthKey = (workerId: number, date: string) => `${workerId}:${date.slice(0, 7)}`;

export interface Allowance {
  /** features.max_bookings of the plan in force; -1 unlimited. */
  max: number;
  /** Active bookings already in that month. */
  count: number;
}

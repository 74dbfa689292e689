/** A master's day as the rules read it: the schedule rows and the busy time of active bookings. */

export interface DaySlot {
  id: number;
  time_start: string;
  time_end: string;
  status: 'free' | 'break' | 'busy';
  booking_id: number | null;
  place_id: number;
}

export type BusyInterval = { time_start: string; time_end: string; booking_id: number };

export interface Day {
  /** The master's timezone (users.timezone of the worker's user), null when unset. */
  timezone: string | null;
  timeslots: DaySlot[];
  busy: BusyInterval[];
}

/** The key of a master's day: `workerId:YYYY-MM-DD`. */
export const dayKey = (workerId: number, date: string) => `${workerId}:${date}`;

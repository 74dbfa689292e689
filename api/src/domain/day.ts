/**
 * A master's day. Its SQL (the schedule rows and busy time in one statement, and the fragments the
 * booking batch reuses) lives in db/queries/days.queries.ts; re-exported here for the day's readers.
 */
export { readDay, type Day, type DaySlot, type BusyInterval } from '../db/queries/days.queries';

/** The key of a master's day: `workerId:YYYY-MM-DD`. */
export const dayKey = (workerId: number, date: string) => `${workerId}:${date}`;

import * as ops from '@booking/contracts/ops';
import { entityQuery } from './entity-query.lib';

/**
 * Query keys of a worker's schedule: days, slots and bookable dates all live under
 * `['timetables']`, so any schedule change (or a booking) refreshes every one of them.
 */
export const timetableKeys = {
  all: ['timetables'] as const,
  day: (workerId: number, date: string, includeExpired = false) => ['timetables', 'day', workerId, date, includeExpired] as const,
  slots: (workerId: number, date: string, includeExpired = false) => ['timetables', 'slots', workerId, date, includeExpired] as const,
  dates: (workerId: number, includeExpired = false, placeId: number | null = null) => ['timetables', 'dates', workerId, includeExpired, placeId] as const,
};

/** GET /timeslots/{workerId}/{date}: the same day as a one-item list (the client's time step). */
export const timeslotsQuery = (workerId: number, date: string, includeExpired = false) =>
  entityQuery(timetableKeys.slots(workerId, date, includeExpired), ops.listTimeslots, { workerId, date }, { include_expired: includeExpired });

/**
 * GET /workers/{id}/dates: dates (YYYY-MM-DD) with free time, from today in the master's zone;
 * with `placeId`, only dates with free time at that place (the client's time step).
 */
export const workerDatesQuery = (workerId: number, includeExpired = false, placeId: number | null = null) =>
  entityQuery(timetableKeys.dates(workerId, includeExpired, placeId), ops.listWorkerDates, { id: workerId }, { include_expired: includeExpired, place_id: placeId });

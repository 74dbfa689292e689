import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { ScheduleSlot } from '@booking/contracts/schemas';
import { send } from './entity-fetch.lib';
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

/** GET /timetable/{workerId}/{date}: the day's slots and the busy intervals of active bookings. */
export const timetableDayQuery = (workerId: number, date: string, includeExpired = false) =>
  entityQuery(timetableKeys.day(workerId, date, includeExpired), ops.getTimetableDay, { workerId, date }, { include_expired: includeExpired });

/** GET /timeslots/{workerId}/{date}: the same day as a one-item list (the client's time step). */
export const timeslotsQuery = (workerId: number, date: string, includeExpired = false) =>
  entityQuery(timetableKeys.slots(workerId, date, includeExpired), ops.listTimeslots, { workerId, date }, { include_expired: includeExpired });

/**
 * GET /workers/{id}/dates: dates (YYYY-MM-DD) with free time, from today in the master's zone;
 * with `placeId`, only dates with free time at that place (the client's time step).
 */
export const workerDatesQuery = (workerId: number, includeExpired = false, placeId: number | null = null) =>
  entityQuery(timetableKeys.dates(workerId, includeExpired, placeId), ops.listWorkerDates, { id: workerId }, { include_expired: includeExpired, place_id: placeId });

/** A mutation on the schedule: refreshes every `['timetables']` query after success. */
function useScheduleMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: timetableKeys.all }) });
}

export interface DayInput {
  worker_id: number;
  place_id: number;
  date: string;
  slots: ScheduleSlot[];
}

/** POST /timetable/ (create: 409 when the day has one) or PUT /timetable/ (replace: 404 when it has none). */
export const useSaveTimetableDay = (mode: 'create' | 'update') =>
  useScheduleMutation((day: DayInput) => mode === 'create' ? send(ops.createTimetableDay, day) : send(ops.replaceTimetableDay, day));

/** DELETE /timetable/?worker_id&date (spec section 7: query params, not a body; the server reads the query). */
export const useDeleteTimetableDay = () =>
  useScheduleMutation((params: { worker_id: number; date: string }) => send(ops.deleteTimetableDay, undefined, {}, params));

/** POST /timetable/multiple: the same slots on many dates. */
export const useCreateTimetableMultiple = () =>
  useScheduleMutation((body: { worker_id: number; place_id: number; dates: string[]; slots: ScheduleSlot[] }) =>
    send(ops.createTimetableDays, body),
  );

/** DELETE /timetable/multiple with `{ worker_id, dates }`. */
export const useDeleteTimetableMultiple = () =>
  useScheduleMutation((body: { worker_id: number; dates: string[] }) => send(ops.deleteTimetableDays, body));

/** POST /timetable/copy: one day's slots onto another; answers the target day. */
export const useCopyTimetableDay = () =>
  useScheduleMutation((body: { worker_id: number; from_date: string; to_date: string; place_id?: number }) =>
    send(ops.copyTimetableDay, body),
  );

export interface TimeslotBulkInput {
  worker_id: number;
  place_id: number;
  dates: string[];
  time_start: string;
  time_end: string;
  status?: 'free' | 'break';
}

/** POST /timeslots/bulk: one slot on many dates (one call per slot); failed dates are reported. */
export const useCreateTimeslotsBulk = () =>
  useScheduleMutation((body: TimeslotBulkInput) => send(ops.createTimeslotsBulk, body));

/** POST /timeslots/copy: same as {@link useCopyTimetableDay} under the spec's other path. */
export const useCopyTimeslots = () =>
  useScheduleMutation((body: { worker_id: number; from_date: string; to_date: string; place_id?: number }) =>
    send(ops.copyTimeslots, body),
  );

/** DELETE /timeslots/by-dates with `{ worker_id, dates }`. */
export const useDeleteTimeslotsByDates = () =>
  useScheduleMutation((body: { worker_id: number; dates: string[] }) => send(ops.deleteTimeslotsByDates, body));

/** PUT /timeslots/{id}: move or re-type one slot. */
export const useUpdateTimeslot = () =>
  useScheduleMutation(({ id, ...changes }: { id: number; time_start?: string; time_end?: string; status?: 'free' | 'break' }) =>
    send(ops.updateTimeslot, changes, { id }),
  );

/** DELETE /timeslots/{id}. */
export const useDeleteTimeslot = () => useScheduleMutation((id: number) => send(ops.deleteTimeslot, undefined, { id }));

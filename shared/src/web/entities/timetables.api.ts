import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { MultipleCreatedSchema, TimeslotSchema, TimeslotsBulkCreatedSchema, TimetableSchema, type ScheduleSlot } from '@booking/contracts/schemas';
import { apiClient } from '../api/api-client';
import { parseResponse } from '../api/parse-response';
import { sendParsed } from './entity-fetch.lib';
import { entityQuery, withSearch } from './entity-query.lib';

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

/** Delete answers are not used by the screens; any JSON is accepted. */
const AnyAnswer = v.unknown();

/** GET /timetable/{workerId}/{date}: the day's slots and the busy intervals of active bookings. */
export const timetableDayQuery = (workerId: number, date: string, includeExpired = false) =>
  entityQuery(timetableKeys.day(workerId, date, includeExpired), withSearch(`timetable/${workerId}/${date}`, { include_expired: includeExpired }), TimetableSchema);

/** GET /timeslots/{workerId}/{date}: the same day as a one-item list (the client's time step). */
export const timeslotsQuery = (workerId: number, date: string, includeExpired = false) =>
  entityQuery(
    timetableKeys.slots(workerId, date, includeExpired),
    withSearch(`timeslots/${workerId}/${date}`, { include_expired: includeExpired }),
    v.array(TimetableSchema),
  );

/**
 * GET /workers/{id}/dates: dates (YYYY-MM-DD) with free time, from today in the master's zone;
 * with `placeId`, only dates with free time at that place (the client's time step).
 */
export const workerDatesQuery = (workerId: number, includeExpired = false, placeId: number | null = null) =>
  entityQuery(
    timetableKeys.dates(workerId, includeExpired, placeId),
    withSearch(`workers/${workerId}/dates`, { include_expired: includeExpired, place_id: placeId }),
    v.array(v.string()),
  );

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
  useScheduleMutation((day: DayInput) => sendParsed(mode === 'create' ? 'post' : 'put', TimetableSchema, 'timetable/', day));

/** DELETE /timetable/?worker_id&date (spec section 7: query params, not a body; the server reads the query). */
export const useDeleteTimetableDay = () =>
  useScheduleMutation(async (params: { worker_id: number; date: string }) =>
    parseResponse(AnyAnswer, await apiClient.delete('timetable/', { searchParams: params }).json()),
  );

/** POST /timetable/multiple: the same slots on many dates. */
export const useCreateTimetableMultiple = () =>
  useScheduleMutation((body: { worker_id: number; place_id: number; dates: string[]; slots: ScheduleSlot[] }) =>
    sendParsed('post', MultipleCreatedSchema, 'timetable/multiple', body),
  );

/** DELETE /timetable/multiple with `{ worker_id, dates }`. */
export const useDeleteTimetableMultiple = () =>
  useScheduleMutation((body: { worker_id: number; dates: string[] }) => sendParsed('delete', AnyAnswer, 'timetable/multiple', body));

/** POST /timetable/copy: one day's slots onto another; answers the target day. */
export const useCopyTimetableDay = () =>
  useScheduleMutation((body: { worker_id: number; from_date: string; to_date: string; place_id?: number }) =>
    sendParsed('post', TimetableSchema, 'timetable/copy', body),
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
  useScheduleMutation((body: TimeslotBulkInput) => sendParsed('post', TimeslotsBulkCreatedSchema, 'timeslots/bulk', body));

/** POST /timeslots/copy: same as {@link useCopyTimetableDay} under the spec's other path. */
export const useCopyTimeslots = () =>
  useScheduleMutation((body: { worker_id: number; from_date: string; to_date: string; place_id?: number }) =>
    sendParsed('post', TimetableSchema, 'timeslots/copy', body),
  );

/** DELETE /timeslots/by-dates with `{ worker_id, dates }`. */
export const useDeleteTimeslotsByDates = () =>
  useScheduleMutation((body: { worker_id: number; dates: string[] }) => sendParsed('delete', AnyAnswer, 'timeslots/by-dates', body));

/** PUT /timeslots/{id}: move or re-type one slot. */
export const useUpdateTimeslot = () =>
  useScheduleMutation(({ id, ...changes }: { id: number; time_start?: string; time_end?: string; status?: 'free' | 'break' }) =>
    sendParsed('put', TimeslotSchema, `timeslots/${id}`, changes),
  );

/** DELETE /timeslots/{id}. */
export const useDeleteTimeslot = () => useScheduleMutation((id: number) => sendParsed('delete', AnyAnswer, `timeslots/${id}`));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { ScheduleSlot } from '@booking/contracts/schemas';
import { entityQuery, send, timetableKeys } from '@booking/platform';

/** GET /timetable/{workerId}/{date}: the day's slots and the busy intervals of active bookings. */
export const timetableDayQuery = (workerId: number, date: string, includeExpired = false) =>
  entityQuery(timetableKeys.day(workerId, date, includeExpired), ops.getTimetableDay, { workerId, date }, { include_expired: includeExpired });

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

/** DELETE /timetable/?worker_id&date (docs/product.md, API paths: query params, not a body; the server reads the query). */
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { entityQuery } from './entity-query.lib';
import { timetableKeys } from './timetables.api';

/** Query keys of bookings (the client's and the master's), all under `['bookings']`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  byUser: (telegramId: number) => ['bookings', 'user', telegramId] as const,
  byUserPages: (telegramId: number) => ['bookings', 'user', telegramId, 'pages'] as const,
  byUserAtPlace: (telegramId: number, placeId: number) => ['bookings', 'user', telegramId, 'place', placeId] as const,
  byUserWithWorker: (telegramId: number, workerId: number) => ['bookings', 'user', telegramId, 'worker', workerId] as const,
  workerDay: (workerId: number, date: string) => ['bookings', 'worker-day', workerId, date] as const,
  one: (bookingId: number) => ['bookings', 'one', bookingId] as const,
};

/** GET /bookings/{id}: one booking for its client or its master (ids, time, whether the caller may move it); 404 for anyone else. */
export const bookingQuery = (bookingId: number) => entityQuery(bookingKeys.one(bookingId), ops.getBooking, { id: bookingId });

/** A booking change frees or takes time too: bookings and the schedule are both refreshed. */
export function useBookingMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: bookingKeys.all }), client.invalidateQueries({ queryKey: timetableKeys.all })]),
  });
}

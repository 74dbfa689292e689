import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { BookingListSchema, CreatedBookingSchema, WorkerDayBookingSchema, type BookingCreate } from '../../schemas';
import { getParsed, sendParsed } from './entity-fetch.lib';
import { entityQuery } from './entity-query.lib';
import { timetableKeys } from './timetables.api';

/** Query keys of bookings (the client's and the master's), all under `['bookings']`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  byUser: (telegramId: number) => ['bookings', 'user', telegramId] as const,
  byUserAtPlace: (telegramId: number, placeId: number) => ['bookings', 'user', telegramId, 'place', placeId] as const,
  byUserWithWorker: (telegramId: number, workerId: number) => ['bookings', 'user', telegramId, 'worker', workerId] as const,
  workerDay: (workerId: number, date: string) => ['bookings', 'worker-day', workerId, date] as const,
};

// The answers' shapes live with the server's in shared/src/schemas (answers.schema.ts).
export { CreatedBookingSchema, WorkerDayBookingSchema, type WorkerDayBooking } from '../../schemas';

/** Cancel answers are not used by the screens. */
const AnyAnswer = v.unknown();

/** GET /bookings/telegram_id/{telegramId}: the caller's bookings. */
export const userBookingsQuery = (telegramId: number) =>
  entityQuery(bookingKeys.byUser(telegramId), `bookings/telegram_id/${telegramId}`, BookingListSchema);

/** GET /bookings/telegram_id/{telegramId}/place/{placeId}: the caller's bookings at one place. */
export const userPlaceBookingsQuery = (telegramId: number, placeId: number) =>
  entityQuery(bookingKeys.byUserAtPlace(telegramId, placeId), `bookings/telegram_id/${telegramId}/place/${placeId}`, BookingListSchema);

/** GET /bookings/telegram_id/{telegramId}/worker/{workerId}: the caller's bookings with one master. */
export const userWorkerBookingsQuery = (telegramId: number, workerId: number) =>
  entityQuery(bookingKeys.byUserWithWorker(telegramId, workerId), `bookings/telegram_id/${telegramId}/worker/${workerId}`, BookingListSchema);

/** GET /workers/{id}/bookings/{date}: the master's bookings of one day (own worker only). */
export const workerDayBookingsQuery = (workerId: number, date: string) =>
  entityQuery(bookingKeys.workerDay(workerId, date), `workers/${workerId}/bookings/${date}`, v.array(WorkerDayBookingSchema));

/** A booking change frees or takes time too: bookings and the schedule are both refreshed. */
function useBookingMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: bookingKeys.all }), client.invalidateQueries({ queryKey: timetableKeys.all })]),
  });
}

/** POST /bookings/: books services at a timeslot (409 when the time was taken meanwhile). */
export const useCreateBooking = () => useBookingMutation((body: BookingCreate) => sendParsed('post', CreatedBookingSchema, 'bookings/', body));

/** GET /bookings/{id}/cancel (a GET in the spec's API): the client cancels own booking. */
export const useCancelBooking = () => useBookingMutation((bookingId: number) => getParsed(AnyAnswer, `bookings/${bookingId}/cancel`));

/** POST /workers/{id}/bookings/{bookingId}/cancel: the master cancels a client's booking (409 once started). */
export const useMasterCancelBooking = () =>
  useBookingMutation(({ workerId, bookingId }: { workerId: number; bookingId: number }) =>
    sendParsed('post', AnyAnswer, `workers/${workerId}/bookings/${bookingId}/cancel`),
  );

import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import * as v from 'valibot';
import { BookingListSchema, type Booking, type BookingCreate } from '../../schemas';
import { getParsed, sendParsed } from './entity-fetch.lib';
import { timetableKeys } from './timetables.api';

/** Query keys of bookings (the client's and the master's), all under `['bookings']`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  byUser: (telegramId: number) => ['bookings', 'user', telegramId] as const,
  byUserPages: (telegramId: number) => ['bookings', 'user', telegramId, 'pages'] as const,
  byUserAtPlace: (telegramId: number, placeId: number) => ['bookings', 'user', telegramId, 'place', placeId] as const,
  byUserWithWorker: (telegramId: number, workerId: number) => ['bookings', 'user', telegramId, 'worker', workerId] as const,
  workerDay: (workerId: number, date: string) => ['bookings', 'worker-day', workerId, date] as const,
};

/** POST /bookings/ answer (defined here: no shared schema describes it). */
export const CreatedBookingSchema = v.object({
  id: v.number(),
  status: v.string(),
  worker_id: v.number(),
  place_id: v.number(),
  date: v.string(),
  time_start: v.string(),
  time_end: v.string(),
});

/** GET /workers/{id}/bookings/{date}: a master's day, one row per booking (defined here: no shared schema). */
export const WorkerDayBookingSchema = v.object({
  booking_id: v.number(),
  status: v.string(),
  time_start: v.string(),
  time_end: v.string(),
  client_name: v.string(),
  client_avatar: v.string(),
  client_telegram_id: v.number(),
  /** The client's Telegram username, for a chat link; null when they have none. */
  client_username: v.optional(v.nullable(v.string()), null),
  category_name: v.nullable(v.string()),
  service_title: v.nullable(v.string()),
  service_price: v.number(),
  duration: v.number(),
  can_cancel: v.boolean(),
  /** Where the booking is: a master may work at several places. */
  place_id: v.number(),
  place_name: v.string(),
});
export type WorkerDayBooking = v.InferOutput<typeof WorkerDayBookingSchema>;

/** Cancel answers are not used by the screens. */
const AnyAnswer = v.unknown();

/** GET /bookings/telegram_id/{telegramId}: the caller's bookings. */
export const userBookingsQuery = (telegramId: number) =>
  queryOptions({ queryKey: bookingKeys.byUser(telegramId), queryFn: () => getParsed(BookingListSchema, `bookings/telegram_id/${telegramId}`) });

/** Past bookings per page of the client's list (the server's `limit`). */
export const BOOKINGS_PAGE_SIZE = 20;

/**
 * The query string of a page of the client's list: the first (every upcoming booking, then the
 * most recent past ones) without `before`; a later one starts after booking `before`. The first
 * page's URL is Home's early request (router/early-requests.ts), so the two must stay equal.
 */
export const bookingPageSearch = (before: number | null): Record<string, number> => (before === null ? { limit: BOOKINGS_PAGE_SIZE } : { limit: BOOKINGS_PAGE_SIZE, before });

/**
 * The next page's cursor: the last booking of a page that may not be the last. The first page holds
 * every upcoming booking and up to a page of past ones, so it may be followed when it has at least a
 * page of bookings; a later page (past ones only) when it is full.
 */
export function nextBookingPage(last: readonly Booking[], pages: readonly (readonly Booking[])[]): number | undefined {
  const full = pages.length === 1 ? last.length >= BOOKINGS_PAGE_SIZE : last.length === BOOKINGS_PAGE_SIZE;
  return full ? last.at(-1)?.id : undefined;
}

/** The client's list in pages (GET /bookings/telegram_id/{telegramId}?limit=…&before=…): Home and 'Мои записи'. */
export const userBookingPagesQuery = (telegramId: number) =>
  infiniteQueryOptions<Booking[], Error, InfiniteData<Booking[], number | null>, readonly unknown[], number | null>({
    queryKey: bookingKeys.byUserPages(telegramId),
    queryFn: ({ pageParam }) => getParsed(BookingListSchema, `bookings/telegram_id/${telegramId}`, bookingPageSearch(pageParam)),
    initialPageParam: null,
    getNextPageParam: (last, pages) => nextBookingPage(last, pages),
  });

/** GET /bookings/telegram_id/{telegramId}/place/{placeId}: the caller's bookings at one place. */
export const userPlaceBookingsQuery = (telegramId: number, placeId: number) =>
  queryOptions({
    queryKey: bookingKeys.byUserAtPlace(telegramId, placeId),
    queryFn: () => getParsed(BookingListSchema, `bookings/telegram_id/${telegramId}/place/${placeId}`),
  });

/** GET /bookings/telegram_id/{telegramId}/worker/{workerId}: the caller's bookings with one master. */
export const userWorkerBookingsQuery = (telegramId: number, workerId: number) =>
  queryOptions({
    queryKey: bookingKeys.byUserWithWorker(telegramId, workerId),
    queryFn: () => getParsed(BookingListSchema, `bookings/telegram_id/${telegramId}/worker/${workerId}`),
  });

/** GET /workers/{id}/bookings/{date}: the master's bookings of one day (own worker only). */
export const workerDayBookingsQuery = (workerId: number, date: string) =>
  queryOptions({
    queryKey: bookingKeys.workerDay(workerId, date),
    queryFn: () => getParsed(v.array(WorkerDayBookingSchema), `workers/${workerId}/bookings/${date}`),
  });

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

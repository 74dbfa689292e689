import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { responseSchemaOf, urlFor } from '@booking/contracts/operation';
import type { Booking, BookingCreate, BookingMove } from '@booking/contracts/schemas';
import { getParsed, send } from './entity-fetch.lib';
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
  card: (bookingId: number) => ['bookings', 'card', bookingId] as const,
};

/** GET /bookings/{id}: one booking for its client or its master (ids, time, whether the caller may move it); 404 for anyone else. */
export const bookingQuery = (bookingId: number) => entityQuery(bookingKeys.one(bookingId), ops.getBooking, { id: bookingId });

/** GET /bookings/{id}/card: one booking of the caller's as a card of their list (the page of a booking's link); 404 for anyone else. */
export const bookingCardQuery = (bookingId: number) => entityQuery(bookingKeys.card(bookingId), ops.getBookingCard, { id: bookingId });

/** GET /bookings/telegram_id/{telegramId}: the caller's bookings. */
export const userBookingsQuery = (telegramId: number) =>
  entityQuery(bookingKeys.byUser(telegramId), ops.listUserBookings, { telegramId });

/** Past bookings per page of the client's list (the server's `limit`). */
export const BOOKINGS_PAGE_SIZE = 20;

/**
 * A page of the client's list: the first (every upcoming booking, then the most recent past ones)
 * without `before`; a later one holds the past bookings after booking `before`.
 */
export const bookingPageUrl = (telegramId: number, before: number | null) =>
  urlFor(ops.listUserBookings, { telegramId }, { limit: BOOKINGS_PAGE_SIZE, before });

/**
 * The next page's cursor: the last booking of a page that may not be the last. The first page holds
 * every upcoming booking and up to a page of past ones, so it may be followed when it has at least a
 * page of bookings; a later page (past ones only) when it is full.
 */
export function nextBookingPage(last: readonly Booking[], pages: readonly (readonly Booking[])[]): number | undefined {
  const full = pages.length === 1 ? last.length >= BOOKINGS_PAGE_SIZE : last.length === BOOKINGS_PAGE_SIZE;
  return full ? last.at(-1)?.id : undefined;
}

/**
 * The client's list in pages (GET /bookings/telegram_id/{telegramId}?limit=…&before=…): Home and
 * 'Мои записи'. Its `meta.url` is the first page's, which is what a screen's early request asks for
 * (`infinite` tells the screen reads to fetch it as pages).
 */
export const userBookingPagesQuery = (telegramId: number) =>
  infiniteQueryOptions<Booking[], Error, InfiniteData<Booking[], number | null>, readonly unknown[], number | null>({
    queryKey: bookingKeys.byUserPages(telegramId),
    queryFn: ({ pageParam }) => getParsed(responseSchemaOf(ops.listUserBookings), bookingPageUrl(telegramId, pageParam)),
    initialPageParam: null,
    getNextPageParam: (last, pages) => nextBookingPage(last, pages),
    meta: { url: bookingPageUrl(telegramId, null), infinite: true },
  });

/** GET /bookings/telegram_id/{telegramId}/place/{placeId}: the caller's bookings at one place. */
export const userPlaceBookingsQuery = (telegramId: number, placeId: number) =>
  entityQuery(bookingKeys.byUserAtPlace(telegramId, placeId), ops.listUserPlaceBookings, { telegramId, placeId });

/** GET /bookings/telegram_id/{telegramId}/worker/{workerId}: the caller's bookings with one master. */
export const userWorkerBookingsQuery = (telegramId: number, workerId: number) =>
  entityQuery(bookingKeys.byUserWithWorker(telegramId, workerId), ops.listUserWorkerBookings, { telegramId, workerId });

/** A booking change frees or takes time too: bookings and the schedule are both refreshed. */
export function useBookingMutation<In, Out>(mutationFn: (input: In) => Promise<Out>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: bookingKeys.all }), client.invalidateQueries({ queryKey: timetableKeys.all })]),
  });
}

/** POST /bookings/: books services at a timeslot (409 when the time was taken meanwhile). */
export const useCreateBooking = () => useBookingMutation((body: BookingCreate) => send(ops.createBooking, body));

/** GET /bookings/{id}/cancel (a GET in the spec's API): the client cancels own booking. */
export const useCancelBooking = () => useBookingMutation((bookingId: number) => send(ops.cancelBooking, undefined, { id: bookingId }));

/** POST /bookings/{id}/move: the booking to a new time (409 with the rule's text when taken or refused); lists and schedule refreshed. */
export const useMoveBooking = () =>
  useBookingMutation(({ bookingId, ...body }: BookingMove & { bookingId: number }) => send(ops.moveBooking, body, { id: bookingId }));

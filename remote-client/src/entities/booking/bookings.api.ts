import { infiniteQueryOptions, useMutation, type InfiniteData } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { responseSchemaOf, urlFor } from '@booking/contracts/operation';
import type { Booking, BookingCreate, WaitlistJoin } from '@booking/contracts/schemas';
import { bookingKeys, entityQuery, getParsed, send, useBookingMutation } from '@booking/platform';

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

/** POST /bookings/: books services at a timeslot (409 when the time was taken meanwhile). */
export const useCreateBooking = () => useBookingMutation((body: BookingCreate) => send(ops.createBooking, body));

/** GET /bookings/{id}/cancel (a GET in the spec's API): the client cancels own booking. */
export const useCancelBooking = () => useBookingMutation((bookingId: number) => send(ops.cancelBooking, undefined, { id: bookingId }));

/**
 * POST /waitlist: 'Сообщить, когда освободится время' on the time step. The bot writes to the
 * client when a booking with this master on this date is cancelled (api: waitlist.service.ts).
 */
export const useJoinWaitlist = () => useMutation({ mutationFn: (join: WaitlistJoin) => send(ops.joinWaitlist, join) });

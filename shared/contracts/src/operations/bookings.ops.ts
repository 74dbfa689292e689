import {
  AttendanceSavedSchema, AttendanceUpdateSchema, BookingDetailSchema, BookingMoveSchema,
  BookingCreateSchema, BookingListSchema, BookingPageQuery, CancelledBookingSchema, CreatedBookingSchema, IdParams, TelegramParams,
  TelegramPlaceParams, TelegramWorkerParams, WaitlistEntrySchema, WaitlistJoinSchema, WorkerBookingParams, WorkerDayBookingListSchema,
  WorkerIdDayParams,
} from '../schemas';
import { operation } from './operation';

/** A client's bookings (spec section 7): all of them, or in pages. */
export const listUserBookings = operation({
  method: 'GET', path: '/bookings/telegram_id/{telegramId}', tags: ['bookings'], params: TelegramParams, query: BookingPageQuery,
  response: { 200: BookingListSchema },
  summary: 'The caller’s bookings: all of them (the spec\'s answer), or in pages with limit/before',
  description: 'Without limit and before: every booking, by date and start. With limit (1-100) and/or before: a page. '
    + 'The first page (no before): every upcoming booking soonest first, then the limit (default 20) most recent past ones. '
    + 'The next page: before = the id of the last booking of the page before; the limit past bookings that follow it. '
    + 'A page with fewer than limit past bookings is the last.',
});

export const listUserPlaceBookings = operation({
  method: 'GET', path: '/bookings/telegram_id/{telegramId}/place/{placeId}', summary: 'The caller’s bookings at a place', tags: ['bookings'],
  params: TelegramPlaceParams, response: { 200: BookingListSchema },
});

export const listUserWorkerBookings = operation({
  method: 'GET', path: '/bookings/telegram_id/{telegramId}/worker/{workerId}', summary: 'The caller’s bookings with a master', tags: ['bookings'],
  params: TelegramWorkerParams, response: { 200: BookingListSchema },
});

/** The spec's cancel is a GET; only the client's own active booking that has not started. */
export const cancelBooking = operation({
  method: 'GET', path: '/bookings/{id}/cancel', summary: 'Cancel the caller’s own active booking (a GET, as the client calls it)', tags: ['bookings'],
  params: IdParams, response: { 200: CancelledBookingSchema },
});

export const createBooking = operation({
  method: 'POST', path: '/bookings/', summary: 'Book a time: rules checked in one transaction; 409 when taken or over the plan limit', tags: ['bookings'],
  body: BookingCreateSchema, response: { 201: CreatedBookingSchema },
});

/** The time step's 'Сообщить, когда освободится время' (a path the spec leaves open). */
export const joinWaitlist = operation({
  method: 'POST', path: '/waitlist', summary: 'Wait for time with a master on a date: the bot writes when a booking of that day is cancelled',
  tags: ['bookings'], body: WaitlistJoinSchema, response: { 201: WaitlistEntrySchema },
});

/** The master's view of client bookings (spec section 3 "Busy slot"): a path the spec leaves open. */
export const listWorkerDayBookings = operation({
  method: 'GET', path: '/workers/{id}/bookings/{date}', summary: 'A master’s client bookings of a day (busy-slot fields)', tags: ['masters'],
  params: WorkerIdDayParams, response: { 200: WorkerDayBookingListSchema },
});

export const masterCancelBooking = operation({
  method: 'POST', path: '/workers/{id}/bookings/{bookingId}/cancel', summary: 'A master cancels a client booking (where can_cancel)', tags: ['masters'],
  params: WorkerBookingParams, response: { 200: CancelledBookingSchema },
});

/** Issue 41: one booking, for its client or its master (anyone else: 404), with what the move screen needs. */
export const getBooking = operation({
  method: 'GET', path: '/bookings/{id}', summary: 'One booking, for its client or its master: worker, place, service ids, time, and whether the caller may move or cancel it',
  tags: ['bookings'], params: IdParams, response: { 200: BookingDetailSchema },
});

/** Issue 41: the booking moves to a new time under the rules of a new booking; its client (bound by the master's rules) or its master. */
export const moveBooking = operation({
  method: 'POST', path: '/bookings/{id}/move', tags: ['bookings'], params: IdParams, body: BookingMoveSchema, response: { 200: BookingDetailSchema },
  summary: 'Move a booking to a new time: one transaction; 409 when the time is taken or the master’s rules refuse the client',
  description: 'The booking keeps its id, services, place and master; only its date and time change. The new time follows the time rules of a new booking '
    + '(grid, lead time, breaks, adjacency, place, no overlap; the booking itself is not busy time), not the plan limit or the services’ status. '
    + 'A move to its present time answers 200 and changes nothing. A client’s move that changes the time counts against the master’s max_moves.',
});

/** Issue 41: who came, set by the booking's master on a booking that has started, within 7 days. */
export const setAttendance = operation({
  method: 'PUT', path: '/bookings/{id}/attendance', summary: 'The booking’s master marks whether the client came (came, no_show or null) after its start, within 7 days',
  tags: ['masters'], params: IdParams, body: AttendanceUpdateSchema, response: { 200: AttendanceSavedSchema },
});

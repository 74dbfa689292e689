import {
  AttendanceSavedSchema, AttendanceUpdateSchema, BookingDetailSchema, BookingMoveSchema,
  BookingCreateSchema, BookingListSchema, BookingSchema, BookingPageQuery, CancelledBookingSchema, CreatedBookingSchema, IdParams, TelegramParams,
  TelegramPlaceParams, TelegramWorkerParams, WaitlistEntrySchema, WaitlistJoinSchema, WorkerBookingParams, WorkerDayBookingListSchema,
  WorkerIdDayParams,
} from '../schemas';
import { operation } from './operation';

/** A client's bookings (docs/product.md, API paths): all of them, or in pages. */
export const listUserBookings = operation({
  method: 'GET', path: '/bookings/telegram_id/{telegramId}', params: TelegramParams, query: BookingPageQuery,
  response: { 200: BookingListSchema },
});

export const listUserPlaceBookings = operation({
  method: 'GET', path: '/bookings/telegram_id/{telegramId}/place/{placeId}',
  params: TelegramPlaceParams, response: { 200: BookingListSchema },
});

export const listUserWorkerBookings = operation({
  method: 'GET', path: '/bookings/telegram_id/{telegramId}/worker/{workerId}',
  params: TelegramWorkerParams, response: { 200: BookingListSchema },
});

/** The spec's cancel is a GET; only the client's own active booking that has not started. */
export const cancelBooking = operation({
  method: 'GET', path: '/bookings/{id}/cancel',
  params: IdParams, response: { 200: CancelledBookingSchema }, link: true,
});

export const createBooking = operation({
  method: 'POST', path: '/bookings/',
  body: BookingCreateSchema, response: { 201: CreatedBookingSchema },
});

/** The time step's 'Сообщить, когда освободится время' (a path the spec leaves open). */
export const joinWaitlist = operation({
  method: 'POST', path: '/waitlist', body: WaitlistJoinSchema, response: { 201: WaitlistEntrySchema },
});

/** The master's view of client bookings (docs/product.md, Data: Booking): a path the spec leaves open. */
export const listWorkerDayBookings = operation({
  method: 'GET', path: '/workers/{id}/bookings/{date}',
  params: WorkerIdDayParams, response: { 200: WorkerDayBookingListSchema },
});

export const masterCancelBooking = operation({
  method: 'POST', path: '/workers/{id}/bookings/{bookingId}/cancel',
  params: WorkerBookingParams, response: { 200: CancelledBookingSchema },
});

/** One booking, for its client or its master (anyone else: 404), with what the move screen needs. */
export const getBooking = operation({
  method: 'GET', path: '/bookings/{id}', params: IdParams, response: { 200: BookingDetailSchema }, link: true,
});

/** One booking of the caller's, as a card of their list (the page a booking's link opens). */
export const getBookingCard = operation({
  method: 'GET', path: '/bookings/{id}/card', params: IdParams, response: { 200: BookingSchema }, link: true,
});

/** The booking moves to a new time under the rules of a new booking; its client (bound by the master's rules) or its master. */
export const moveBooking = operation({
  method: 'POST', path: '/bookings/{id}/move', params: IdParams, body: BookingMoveSchema, response: { 200: BookingDetailSchema }, link: true,
});

/** Who came, set by the booking's master on a booking that has started, within 7 days. */
export const setAttendance = operation({
  method: 'PUT', path: '/bookings/{id}/attendance', params: IdParams, body: AttendanceUpdateSchema, response: { 200: AttendanceSavedSchema },
});

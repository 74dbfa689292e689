import type { GenericSchema } from 'valibot';
import { schemas } from '@booking/shared';

export interface RouteDoc {
  summary: string;
  tag: string;
  body?: GenericSchema;
  response?: GenericSchema;
}

/**
 * What each API route is for, and the shared valibot schemas of its body and response. The
 * OpenAPI document is generated from these and from the routes Fastify actually registered;
 * a test fails when a registered route has no entry here.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': { tag: 'system', summary: 'Liveness and the database kind' },
  'GET /api/demo/users': { tag: 'demo', summary: 'Seeded demo users (DEMO on only)' },
  'POST /api/demo/init-data': { tag: 'demo', summary: 'Init data signed for a seeded demo user (DEMO on only)' },
  'GET /api/places': { tag: 'catalog', summary: 'Places, optionally of one business (business_id)', response: schemas.PlaceListSchema },
  'GET /api/places/:id': { tag: 'catalog', summary: 'One place', response: schemas.PlaceSchema },
  'GET /api/places/:id/contacts': { tag: 'catalog', summary: 'Phone, vk and website of a place', response: schemas.ContactsSchema },
  'GET /api/business/:id': { tag: 'catalog', summary: 'A business with its places and owners', response: schemas.BusinessSchema },
  'GET /api/workers/places/:placeId': { tag: 'catalog', summary: 'Masters of a place' },
  'GET /api/workers/telegram/:id': { tag: 'catalog', summary: 'The master profile of a Telegram user (404: not a master)', response: schemas.WorkerSchema },
  'GET /api/workers/uuid/:uuid': { tag: 'catalog', summary: 'The master of an invite link (worker uuid), with the id of their first place (place_id)' },
  'GET /api/workers/:id': { tag: 'catalog', summary: 'One master', response: schemas.WorkerSchema },
  'GET /api/workers/:id/places': { tag: 'catalog', summary: 'Places of a master', response: schemas.PlaceListSchema },
  'GET /api/workers/:id/dates': { tag: 'schedule', summary: 'ISO dates with a schedule (past ones with include_expired=true)' },
  'GET /api/bookings/telegram_id/:telegramId': { tag: 'bookings', summary: 'The caller’s bookings', response: schemas.BookingListSchema },
  'GET /api/bookings/telegram_id/:telegramId/place/:placeId': { tag: 'bookings', summary: 'The caller’s bookings at a place', response: schemas.BookingListSchema },
  'GET /api/bookings/telegram_id/:telegramId/worker/:workerId': { tag: 'bookings', summary: 'The caller’s bookings with a master', response: schemas.BookingListSchema },
  'GET /api/bookings/:id/cancel': { tag: 'bookings', summary: 'Cancel the caller’s own active booking (a GET, as the client calls it)' },
  'POST /api/bookings/': { tag: 'bookings', summary: 'Book a time: rules checked in one transaction; 409 when taken or over the plan limit', body: schemas.BookingCreateSchema },
  'GET /api/users': { tag: 'users', summary: 'The caller as a user list' },
  'GET /api/users/:id': { tag: 'users', summary: 'The caller (others: 403)', response: schemas.UserSchema },
  'POST /api/profile/timezone': { tag: 'users', summary: 'Store the caller’s time zone', body: schemas.TimezoneUpdateSchema },
  'GET /api/timetable/:workerId/:date': { tag: 'schedule', summary: 'A master’s day: slots and busy time', response: schemas.TimetableSchema },
  'POST /api/timetable/': { tag: 'schedule', summary: 'Create a day', body: schemas.TimetableUpsertSchema },
  'PUT /api/timetable/': { tag: 'schedule', summary: 'Replace a day (not with client bookings)', body: schemas.TimetableUpsertSchema },
  'DELETE /api/timetable/': { tag: 'schedule', summary: 'Delete a day (query worker_id, date)' },
  'POST /api/timetable/multiple': { tag: 'schedule', summary: 'Create many days; failed_dates lists those with bookings', body: schemas.TimetableMultipleCreateSchema },
  'DELETE /api/timetable/multiple': { tag: 'schedule', summary: 'Delete many days; failed_dates lists those with bookings', body: schemas.TimetableMultipleDeleteSchema },
  'POST /api/timetable/copy': { tag: 'schedule', summary: 'Paste one day onto another', body: schemas.TimetableCopySchema },
  'GET /api/timeslots/:workerId/:date': { tag: 'schedule', summary: 'The day as a one-item list' },
  'PUT /api/timeslots/:id': { tag: 'schedule', summary: 'Change one slot', body: schemas.TimeslotUpdateSchema },
  'DELETE /api/timeslots/:id': { tag: 'schedule', summary: 'Delete one slot (not over a booking)' },
  'POST /api/timeslots/bulk': { tag: 'schedule', summary: 'Add one slot on several dates (a break goes inside work time); failed_dates: bookings, past_dates, conflict_dates', body: schemas.TimeslotBulkSchema },
  'POST /api/timeslots/copy': { tag: 'schedule', summary: 'Paste one day onto another', body: schemas.TimetableCopySchema },
  'DELETE /api/timeslots/by-dates': { tag: 'schedule', summary: 'Delete the slots of several dates', body: schemas.TimetableMultipleDeleteSchema },
  'GET /api/services/categories/:workerId': { tag: 'services', summary: 'A master’s categories', response: schemas.CategoryListSchema },
  'POST /api/services/categories': { tag: 'services', summary: 'Create a category', body: schemas.CategoryCreateSchema },
  'GET /api/services/': { tag: 'services', summary: 'Services (worker_id, place_id, show_archive; empty ones skipped)', response: schemas.ServiceListSchema },
  'GET /api/services/:id': { tag: 'services', summary: 'One service', response: schemas.ServiceSchema },
  'POST /api/services/': { tag: 'services', summary: 'Create a service', body: schemas.ServiceInputSchema },
  'PUT /api/services/:id': { tag: 'services', summary: 'Update a service', body: schemas.ServiceInputSchema },
  'DELETE /api/services/:id': { tag: 'services', summary: 'Delete a service (archived instead when it was booked)' },
  'GET /api/payments/plans': { tag: 'payments', summary: 'Active plans', response: schemas.PlanListSchema },
  'GET /api/payments/plans/:id': { tag: 'payments', summary: 'One plan', response: schemas.PlanSchema },
  'GET /api/payments/subscriptions/me': { tag: 'payments', summary: 'The caller’s active subscription (404: none)', response: schemas.SubscriptionSchema },
  'GET /api/payments/subscriptions': { tag: 'payments', summary: 'The caller’s subscriptions' },
  'POST /api/payments/subscriptions': { tag: 'payments', summary: 'Choose a plan: the free plan is active at once; a paid plan is pending with a Telegram Stars invoice', body: schemas.SubscriptionCreateSchema, response: schemas.SubscriptionCreatedSchema },
  'POST /api/payments/telegram/successful-payment': { tag: 'payments', summary: 'The payment bot reports a Stars payment (header x-payment-webhook-secret): activates the paid plan', body: schemas.StarsPaymentSchema },
  'POST /api/payments/subscriptions/cancel': { tag: 'payments', summary: 'Cancel the caller’s subscription' },
  'POST /api/registration/worker': { tag: 'masters', summary: 'Become a master: business, place and worker for the caller', body: schemas.WorkerProfileSchema },
  'PATCH /api/registration/worker': { tag: 'masters', summary: 'Change the named fields of the caller’s master profile (business and place only as their owner)', body: schemas.WorkerProfilePatchSchema },
  'GET /api/workers/:id/bookings/:date': { tag: 'masters', summary: 'A master’s client bookings of a day (busy-slot fields)' },
  'POST /api/workers/:id/bookings/:bookingId/cancel': { tag: 'masters', summary: 'A master cancels a client booking (where can_cancel)' },
  'POST /api/documents/avatar': { tag: 'files', summary: 'Upload an avatar (multipart field file; jpeg/png/gif, 5 MB)' },
  'GET /api/files/:name': { tag: 'files', summary: 'An uploaded file' },
  'GET /api/gallery/:name': { tag: 'files', summary: 'A gallery image of a place (place.gallery lists them)' },
};

/**
 * The statuses that hold a booking's time, defined once (docs/product.md, States): the exclusion
 * constraint, the free times, the plan limit, the fair share and the figures all read this set
 * (the database's constraint, index and recount functions are written out in migration 37, and a
 * test reads them back against this list). A client may still cancel such a booking.
 * 'awaiting_payment' holds the time until its deposit is paid or the hold ends.
 */
export const ACTIVE_BOOKING_STATUSES = ['confirmed', 'created', 'awaiting_payment'] as const;

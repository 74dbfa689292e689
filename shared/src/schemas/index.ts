export { IdSchema, IsoDateSchema, TimeSchema } from './common.schema';
export { ContactsSchema, PlaceSchema, PlaceListSchema } from './place.schema';
export type { Contacts, Place } from './place.schema';
export { UserSchema } from './user.schema';
export type { User } from './user.schema';
export { WorkerSchema } from './worker.schema';
export type { Worker } from './worker.schema';
export { ACTIVE_BOOKING_STATUSES, BookingSchema, BookingListSchema, BookingCreateSchema } from './booking.schema';
export type { Booking, BookingCreate } from './booking.schema';

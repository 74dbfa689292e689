import * as v from 'valibot';
import { IdSchema, TelegramIdSchema, TimeSchema } from './common.schema';

/** Statuses a client may still cancel (spec section 4). */
export const ACTIVE_BOOKING_STATUSES = ['confirmed', 'created'] as const;

export const BookingSchema = v.object({
  id: v.number(),
  status: v.string(),
  place_id: v.number(),
  worker: v.object({ id: v.number(), name: v.string(), avatar: v.string() }),
  services: v.array(
    v.object({ title: v.string(), price: v.number(), slot_duration: v.number(), category_id: v.nullable(v.number()) }),
  ),
  time: v.object({ date: v.nullable(v.string()), time_start: v.nullable(v.string()) }),
});
export type Booking = v.InferOutput<typeof BookingSchema>;
export const BookingListSchema = v.array(BookingSchema);

/** POST /bookings/ body. */
export const BookingCreateSchema = v.strictObject({
  telegram_id: TelegramIdSchema,
  place_id: IdSchema,
  service_ids: v.pipe(v.array(IdSchema), v.minLength(1, 'choose at least one service'), v.maxLength(20)),
  timeslot_id: IdSchema,
  time_start: TimeSchema,
});
export type BookingCreate = v.InferOutput<typeof BookingCreateSchema>;

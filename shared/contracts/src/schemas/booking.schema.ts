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
  time: v.object({
    date: v.nullable(v.string()),
    time_start: v.nullable(v.string()),
    /**
     * Our server's addition to spec section 3: the same start as an instant (ISO 8601 in UTC), worked
     * out where the master's zone is known. With it a client tells past from current without any time
     * zone arithmetic of its own (on a phone the first Intl.DateTimeFormat of a page costs 60-150 ms,
     * docs/perf.md, "What sets the time"). Optional: a server without it still works, through the zone path.
     */
    starts_at: v.optional(v.string()),
  }),
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

import * as v from 'valibot';
import { IdSchema, TelegramIdSchema, TimeSchema } from './common.schema';
import { DepositSchema } from './deposit.schema';

export { ACTIVE_BOOKING_STATUSES } from './booking-statuses';

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
     * Our server's addition to docs/product.md, Data: the same start as an instant (ISO 8601 in UTC), worked
     * out where the master's zone is known. With it a client tells past from current without any time
     * zone arithmetic of its own (on a phone the first Intl.DateTimeFormat of a page costs 60-150 ms,
     * docs/perf.md, "What sets the time"). Optional: a server without it still works, through the zone path.
     */
    starts_at: v.optional(v.string()),
  }),
  /**
   * Added beside the original fields: whether the client may still move or cancel it under the
   * master's rules, judged by the server at the moment of the read (never stored). Absent: judge by
   * status and time.
   */
  can_move: v.optional(v.boolean()),
  can_cancel: v.optional(v.boolean()),
  /** Its deposit, when its services asked for one. */
  deposit: v.optional(DepositSchema),
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
  /** Where a deposit's receipt goes when the client has no phone on record (the payment step asks; a phone on record wins). */
  receipt_email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())),
});
export type BookingCreate = v.InferOutput<typeof BookingCreateSchema>;

/** POST /bookings/{id}/move body: the new time, as in booking creation (time_start on the new timeslot's day). */
export const BookingMoveSchema = v.strictObject({
  timeslot_id: IdSchema,
  time_start: TimeSchema,
});
export type BookingMove = v.InferOutput<typeof BookingMoveSchema>;

/** GET /bookings/{id} (its client or its master), and the answer of a move: the booking with its ids and time. */
export const BookingDetailSchema = v.object({
  id: v.number(),
  status: v.string(),
  business_id: v.number(),
  place_id: v.number(),
  worker: v.object({ id: v.number(), name: v.string(), avatar: v.string() }),
  service_ids: v.array(v.number()),
  time: v.object({ date: v.string(), time_start: v.string(), time_end: v.string(), starts_at: v.string() }),
  /** How many times the client has moved it (the master's moves do not count). */
  client_moves: v.number(),
  /** Whether the caller may move or cancel it now: the client under the master's rules, the master until it starts. */
  can_move: v.boolean(),
  can_cancel: v.boolean(),
  deposit: v.optional(DepositSchema),
});
export type BookingDetail = v.InferOutput<typeof BookingDetailSchema>;

/** Who came: null until the master marks it. */
export const ATTENDANCE_VALUES = ['came', 'no_show'] as const;
export const AttendanceSchema = v.nullable(v.picklist(ATTENDANCE_VALUES, 'must be came, no_show or null'));

/** PUT /bookings/{id}/attendance body. */
export const AttendanceUpdateSchema = v.strictObject({ attendance: AttendanceSchema });
export const AttendanceSavedSchema = v.object({ id: v.number(), attendance: AttendanceSchema });

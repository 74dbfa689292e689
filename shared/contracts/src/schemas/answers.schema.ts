import * as v from 'valibot';
import { CategorySchema } from './service.schema';
import { WorkerSchema } from './worker.schema';
import { IdSchema, IsoDateSchema } from './common.schema';
import { AttendanceSchema } from './booking.schema';
import { BookingPaymentSchema, DepositSchema } from './deposit.schema';

/**
 * What the API answers where no entity (docs/product.md, Data) describes it: the results of writes, and
 * the few views the spec leaves open (and the bodies of the routes outside the spec). The operations
 * (src/operations) declare them, so the API's routes, /api/docs and the UI's parsing share each one.
 */

/** POST /bookings/: the booking made. */
export const CreatedBookingSchema = v.object({
  id: v.number(),
  /** 'awaiting_payment': the time is held until `payment` is paid. */
  status: v.picklist(['confirmed', 'awaiting_payment']),
  worker_id: v.number(),
  place_id: v.number(),
  date: v.string(),
  time_start: v.string(),
  time_end: v.string(),
  payment: v.optional(BookingPaymentSchema),
});
export type CreatedBooking = v.InferOutput<typeof CreatedBookingSchema>;

/** A cancel (the client's GET /bookings/{id}/cancel, the master's POST .../cancel). */
export const CancelledBookingSchema = v.object({ id: v.number(), status: v.literal('cancelled') });

/** GET /workers/{id}/bookings/{date}: a master's day, one row per booking (docs/product.md, Data: Booking). */
export const WorkerDayBookingSchema = v.object({
  booking_id: v.number(),
  status: v.string(),
  time_start: v.string(),
  time_end: v.string(),
  client_name: v.string(),
  client_avatar: v.string(),
  client_telegram_id: v.number(),
  /** The client's Telegram username, for a chat link; null when they have none. */
  client_username: v.optional(v.nullable(v.string()), null),
  /** The phone (international digits) of a client without Telegram, who came by phone: to call them; null otherwise. */
  client_phone: v.optional(v.nullable(v.string()), null),
  category_name: v.nullable(v.string()),
  service_title: v.nullable(v.string()),
  service_price: v.number(),
  duration: v.number(),
  can_cancel: v.boolean(),
  /** Where the booking is: a master may work at several places. */
  place_id: v.number(),
  place_name: v.string(),
  /** Its deposit (paid, refunded, kept or awaited), when its services asked for one. */
  deposit: v.optional(DepositSchema),
  /** Added beside the original fields: who came (null: not marked), and whether the master may mark it now. */
  attendance: v.optional(AttendanceSchema, null),
  can_mark_attendance: v.optional(v.boolean(), false),
});
export type WorkerDayBooking = v.InferOutput<typeof WorkerDayBookingSchema>;
export const WorkerDayBookingListSchema = v.array(WorkerDayBookingSchema);

/** A master with the id of their first place (registration, the invite link's uuid). */
export const WorkerWithPlaceSchema = v.object({ ...WorkerSchema.entries, place_id: v.nullable(v.number()) });

/** POST /services/categories. */
export const CreatedCategorySchema = CategorySchema;

/** DELETE /services/{id}: deleted, or archived when it was ever booked. */
export const ServiceDeletedSchema = v.union([
  v.object({ id: v.number(), deleted: v.literal(true) }),
  v.object({ id: v.number(), deleted: v.literal(false), status: v.literal('ARCHIVED') }),
]);

/** DELETE /timetable/. */
export const DayDeletedSchema = v.object({ worker_id: v.number(), date: v.string(), deleted: v.literal(true) });

/** POST /timetable/multiple: what went in, which dates could not (past, or with client bookings). */
export const MultipleCreatedSchema = v.object({ worker_id: v.number(), created_dates: v.array(v.string()), failed_dates: v.array(v.string()) });

/** DELETE /timetable/multiple and DELETE /timeslots/by-dates. */
export const MultipleDeletedSchema = v.object({ worker_id: v.number(), deleted_dates: v.array(v.string()), failed_dates: v.array(v.string()) });

/** POST /timeslots/bulk: the slots made, and the dates refused by reason. */
export const TimeslotsBulkCreatedSchema = v.object({
  created: v.array(v.object({ id: v.number(), date: v.string() })),
  failed_dates: v.array(v.string()),
  past_dates: v.array(v.string()),
  conflict_dates: v.array(v.string()),
});

/** DELETE /timeslots/{id}. */
export const TimeslotDeletedSchema = v.object({ id: v.number(), deleted: v.literal(true) });

/** POST /profile/timezone. */
export const TimezoneSavedSchema = v.object({ telegram_id: v.number(), timezone: v.string() });

/**
 * GET and POST /profile/write-access: whether the bot may write to the caller, when they last refused
 * the app's request (ISO instant, null: never or allowed since) and whether the app should ask now
 * (not allowed, and no refusal in the last 30 days).
 */
export const WriteAccessStateSchema = v.object({ allowed: v.boolean(), refused_at: v.nullable(v.string()), ask: v.boolean() });

/** POST /documents/avatar: where the stored file is served. */
export const UploadedFileSchema = v.object({ url: v.string() });

/**
 * POST /payments/subscriptions/cancel: the subscriptions ended at once (pending choices, a free plan),
 * and the end of a paid plan that no longer renews but stays until then (null: none).
 */
export const SubscriptionsCancelledSchema = v.object({ cancelled: v.array(v.number()), active_until: v.nullable(v.string()) });

/** GET /health. */
export const HealthSchema = v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) });

/** GET /demo/users (DEMO only): the seeded people the demo picker offers. */
export const DemoUserListSchema = v.array(
  v.object({ id: v.number(), first_name: v.string(), last_name: v.string(), username: v.string(), role: v.picklist(['client', 'master']) }),
);

/** POST /demo/init-data (DEMO only). */
export const DemoInitDataSchema = v.object({ init_data: v.string() });

/** POST /waitlist: a client waits for time with a master on a date ('Сообщить, когда освободится время'). */
export const WaitlistJoinSchema = v.strictObject({
  worker_id: IdSchema,
  place_id: IdSchema,
  date: IsoDateSchema,
  service_ids: v.pipe(v.array(IdSchema), v.minLength(1, 'service_ids must not be empty'), v.maxLength(20)),
});
export type WaitlistJoin = v.InferOutput<typeof WaitlistJoinSchema>;
export const WaitlistEntrySchema = v.object({ id: v.number(), worker_id: v.number(), place_id: v.number(), date: v.string(), service_ids: v.array(v.number()) });

/** POST /demo/init-data (DEMO only): which seeded user to sign in as. */
export const DemoInitDataRequestSchema = v.object({ user_id: IdSchema });

/** POST /telegram/webhook: an update as Telegram sends it, an object with its id (the rest is grammY's to read). */
export const TelegramUpdateSchema = v.looseObject({ update_id: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export const WebhookDoneSchema = v.object({ ok: v.literal(true) });

/** The update types MAX's Bot API documents; another is refused (the subscription asks only for those the bot reads). */
const MAX_UNREAD_UPDATE_TYPES = [
  'message_callback', 'message_edited', 'message_removed', 'bot_added', 'bot_removed',
  'user_added', 'user_removed', 'chat_title_changed', 'message_chat_created', 'dialog_muted', 'dialog_unmuted', 'dialog_cleared', 'dialog_removed',
] as const;
/** The ones the bot reads (and subscribes to). */
export const MAX_UPDATE_TYPES = ['bot_started', 'bot_stopped', 'message_created'] as const;

/** A MAX user as updates carry them (`user_id`, where the init data says `id`). */
const MaxUserSchema = v.looseObject({
  user_id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  first_name: v.optional(v.pipe(v.string(), v.maxLength(256))),
  last_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
  username: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256)))),
});

/**
 * POST /max/webhook: an update of MAX's Bot API. Only what the bot reads is checked in detail: the
 * start (bot_started, with a start payload of up to 512 characters of A-Z a-z 0-9 _ -), the stop,
 * and a new message (a contact shared with request_contact); the rest of each update is kept as sent.
 */
export const MaxUpdateSchema = v.variant('update_type', [
  v.looseObject({
    update_type: v.literal('bot_started'),
    timestamp: v.pipe(v.number(), v.integer()),
    chat_id: v.optional(v.pipe(v.number(), v.safeInteger())),
    user: MaxUserSchema,
    payload: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{0,512}$/, 'must be up to 512 characters of A-Z, a-z, 0-9, _ and -')))),
    user_locale: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(35)))),
  }),
  v.looseObject({ update_type: v.literal('bot_stopped'), timestamp: v.pipe(v.number(), v.integer()), user: MaxUserSchema }),
  v.looseObject({
    update_type: v.literal('message_created'),
    timestamp: v.pipe(v.number(), v.integer()),
    message: v.looseObject({
      sender: v.optional(MaxUserSchema),
      body: v.looseObject({
        mid: v.optional(v.pipe(v.string(), v.maxLength(256))),
        text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(4096)))),
        attachments: v.optional(v.nullable(v.pipe(v.array(v.looseObject({ type: v.pipe(v.string(), v.maxLength(64)), payload: v.optional(v.unknown()) })), v.maxLength(20)))),
      }),
    }),
    user_locale: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(35)))),
  }),
  v.looseObject({ update_type: v.picklist(MAX_UNREAD_UPDATE_TYPES) }),
], 'must be an update type of MAX’s Bot API');
export type MaxUpdate = v.InferOutput<typeof MaxUpdateSchema>;

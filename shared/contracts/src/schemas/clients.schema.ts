import { DepositSchema } from './deposit.schema';
import * as v from 'valibot';
import { IdSchema, TelegramIdSchema } from './common.schema';
import { AttendanceSchema } from './booking.schema';
import { saidWith } from './schema-messages.lib';

/** A master's clients: everyone who has booked with them, a card each, a note and a block. */

export const CLIENT_SORTS = ['last_visit', 'visits', 'spent'] as const;
/** The longest private note a master keeps about a client. */
export const CLIENT_NOTE_MAX = 2000;

/** GET /workers/{id}/clients: search by name or username, a sort, and a page after the client `before` (a telegram id). */
export const ClientsQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100, 'is at most 100 characters'))),
  sort: v.optional(v.picklist(CLIENT_SORTS, 'must be last_visit, visits or spent')),
  limit: v.optional(v.pipe(IdSchema, v.maxValue(100, 'is at most 100'))),
  before: v.optional(TelegramIdSchema),
});

/** The ways the bot's messages go: the messengers, and SMS for a person with neither. */
export const REACH_CHANNELS = ['telegram', 'max', 'sms'] as const;
export type ReachChannel = (typeof REACH_CHANNELS)[number];

/** A client in the list. A visit is a booking that took place (active, started, not a no-show). */
export const ClientSummarySchema = v.object({
  telegram_id: v.number(),
  name: v.string(),
  username: v.nullable(v.string()),
  photo_url: v.nullable(v.string()),
  /** A client who came by phone, without Telegram: the phone they confirmed (international digits); null for a Telegram client. */
  phone: v.optional(v.nullable(v.string()), null),
  visits: v.number(),
  /** The date of the last visit (YYYY-MM-DD), null before the first. */
  last_visit: v.nullable(v.string()),
  /** Whole rubles, at the prices kept when each visit was booked. */
  spent: v.number(),
  no_shows: v.number(),
  blocked: v.boolean(),
});
export type ClientSummary = v.InferOutput<typeof ClientSummarySchema>;
/** A page: newest last visit first by default; fewer than `limit` rows is the last page. */
export const ClientListSchema = v.array(ClientSummarySchema);

/** One of the client's bookings with this master, as the card lists it. */
export const ClientBookingSchema = v.object({
  id: v.number(),
  status: v.string(),
  date: v.string(),
  time_start: v.string(),
  time_end: v.string(),
  /** The start as an instant (ISO 8601, UTC), read in the master's zone. */
  starts_at: v.string(),
  services: v.array(v.string()),
  /** Whole rubles, at the prices kept when it was booked. */
  price: v.number(),
  attendance: AttendanceSchema,
  cancelled_by: v.nullable(v.picklist(['client', 'master'])),
  /** Its deposit (what was paid, refunded or kept), when its services asked one. */
  deposit: v.optional(DepositSchema),
});

/** GET /workers/{id}/clients/{telegramId}: the card, with the 100 latest bookings with this master (upcoming first). */
export const ClientCardSchema = v.object({
  ...ClientSummarySchema.entries,
  first_visit: v.nullable(v.string()),
  /** Bookings the client cancelled. */
  cancellations: v.number(),
  /** The master's private note ('' when none). */
  note: v.string(),
  /** How the bot's messages reach the client now: their messenger ('telegram', 'max'), SMS to their phone, or nothing (null). */
  reached_by: v.optional(v.nullable(v.picklist(REACH_CHANNELS)), null),
  bookings: v.array(ClientBookingSchema),
});
export type ClientCard = v.InferOutput<typeof ClientCardSchema>;

export const ClientNoteSchema = v.strictObject({
  note: v.pipe(v.string(), v.maxLength(CLIENT_NOTE_MAX, saidWith((t) => t.noteMax, CLIENT_NOTE_MAX))),
});
export const ClientNoteSavedSchema = v.object({ telegram_id: v.number(), note: v.string() });

export const ClientBlockSchema = v.strictObject({ blocked: v.boolean('must be true or false') });
export const ClientBlockSavedSchema = v.object({ telegram_id: v.number(), blocked: v.boolean() });

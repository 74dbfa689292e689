import * as v from 'valibot';

/**
 * Reaching clients where they already are. The master's own Telegram chat answering with
 * free times (Telegram Business), a card to share, calendar feeds, and the offer to put the app on
 * the home screen.
 */

/** GET/PUT /workers/{id}/business-autoreply: the master's Telegram Business connection and the switch (off by default). */
export const BusinessAutoreplySchema = v.object({
  /** The master's account has this bot connected (Настройки → Telegram для бизнеса → Чат-боты), and enabled. */
  connected: v.boolean(),
  /** The connection lets the bot reply on the master's behalf (Telegram's rights.can_reply). */
  can_reply: v.boolean(),
  enabled: v.boolean(),
});
export type BusinessAutoreply = v.InferOutput<typeof BusinessAutoreplySchema>;
export const BusinessAutoreplyUpdateSchema = v.strictObject({ enabled: v.boolean() });

/**
 * GET/PUT /workers/{id}/client-sms: the SMS the master's clients without a messenger get (the
 * confirmation, the reminder, the master's cancel or move): the master's switch, and this month's
 * use of the plan's cap (features.max_sms) in billed parts, the month read in the master's zone.
 */
export const ClientSmsSchema = v.object({
  enabled: v.boolean(),
  used: v.number(),
  /** The month's cap in billed parts; -1: no cap. */
  max: v.number(),
  /** The month's first day, YYYY-MM-DD. */
  month: v.string(),
});
export type ClientSms = v.InferOutput<typeof ClientSmsSchema>;
export const ClientSmsUpdateSchema = v.strictObject({ enabled: v.boolean() });

/**
 * POST /workers/{id}/share-card: a prepared inline message (Telegram's savePreparedInlineMessage) for
 * the app's shareMessage; it expires (`expires_at`), after which the app prepares a new one.
 */
export const ShareCardSchema = v.object({ id: v.string(), expires_at: v.string() });
export type ShareCard = v.InferOutput<typeof ShareCardSchema>;

/** GET /workers/{id}/calendar and POST /workers/{id}/calendar/token: the secret address of the master's feed. */
export const CalendarFeedSchema = v.object({ url: v.string() });

/** POST /bookings/{id}/ics-link: an address of the booking's .ics that works without init data until `expires_at`. */
export const IcsLinkSchema = v.object({ url: v.string(), expires_at: v.string() });

/**
 * A feed's token (the server makes 43 characters of base64url, 256 random bits). Any string is taken
 * here: a wrong one, however it looks, is the same 404 (nothing tells whether a master exists).
 */
export const CalendarTokenParams = v.object({ token: v.pipe(v.string(), v.maxLength(256)) });

/**
 * GET /bookings/{id}/ics without init data: the signed address of POST /bookings/{id}/ics-link
 * (`expires`, Unix seconds, and `sig`), as the analytics' CSV is signed.
 */
export const SignedQuery = v.object({
  expires: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, 'must be a whole number'))),
  sig: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a signature'))),
});

/** GET/POST /profile/home-screen: whether to offer 'Добавить на главный экран' now. */
export const HomeScreenStateSchema = v.object({
  /** Offer it now: the caller has made their second booking (a client) or received their first (a master), has not added the app, and has not refused in the last 30 days. */
  offer: v.boolean(),
  added: v.boolean(),
  refused_at: v.nullable(v.string()),
});
export type HomeScreenState = v.InferOutput<typeof HomeScreenStateSchema>;
/** The caller's answer: added (or Telegram says it is already there), or refused (asked again after 30 days). */
export const HomeScreenAnswerSchema = v.strictObject({ answer: v.picklist(['added', 'refused']) });

import type { OperationDef } from './operation';

/** What the API's documentation (/api/docs) says of an operation: its group, a line, and more where needed. */
export interface OperationDocs {
  tags: readonly string[];
  summary: string;
  description?: string;
}

/**
 * `@booking/contracts/operation-docs`: every operation's documentation, by method and path. Kept out of
 * the operations themselves, so the front end, which bundles the operations it calls, carries none of
 * this text (about 1 KB of brotli on a cold start); the server's routes take it from here, and a test
 * checks every operation has its entry and every entry its operation.
 */
export const operationDocs: Readonly<Record<string, OperationDocs>> = {
  // analytics
  'GET /workers/{id}/analytics': {
    tags: ['masters'],
    summary: 'The master’s figures for a period (from..to, both days included, in the master’s zone, at most 366 days) and the period before it',
    description: 'Only for a master whose plan in force has features.analytics (else 403, code analytics.pro_only). '
      + 'Every figure counts the bookings whose present start falls in the period. Money in whole rubles, rates and shares as fractions 0..1.',
  },
  'GET /workers/{id}/analytics.csv': {
    tags: ['masters'],
    summary: 'The period’s bookings as CSV (UTF-8 with a BOM, “;” between fields, CRLF, a header row)',
    description: 'With init data, or without it through the signed address of POST …/analytics/export-link (expires and sig in the query; '
      + 'a wrong or expired signature is 403).',
  },
  'POST /workers/{id}/analytics/export-link': {
    tags: ['masters'],
    summary: 'A signed address of the period’s CSV that works without init data for 10 minutes (for Telegram’s downloadFile)',
  },
  'GET /workers/{id}/clients': {
    tags: ['masters'],
    summary: 'Everyone who has booked with the master: search q (name or username), sort last_visit (default) | visits | spent, pages of limit (default 20) after the client before',
  },
  'GET /workers/{id}/clients/{telegramId}': {
    tags: ['masters'],
    summary: 'A client’s card: visits, money spent, cancellations, no-shows, the master’s note, the block and their bookings with this master (404: not a client of this master)',
  },
  'PUT /workers/{id}/clients/{telegramId}/note': {
    tags: ['masters'],
    summary: 'The master’s private note about a client (up to 2000 characters; "" clears it)',
  },
  'PUT /workers/{id}/clients/{telegramId}/block': {
    tags: ['masters'],
    summary: 'Block a client (they can no longer book, move a booking or join the waitlist with this master) or unblock them',
  },
  // bookings
  'GET /bookings/telegram_id/{telegramId}': {
    tags: ['bookings'],
    summary: 'The caller’s bookings: all of them (the spec\'s answer), or in pages with limit/before',
    description: 'Without limit and before: every booking, by date and start. With limit (1-100) and/or before: a page. '
      + 'The first page (no before): every upcoming booking soonest first, then the limit (default 20) most recent past ones. '
      + 'The next page: before = the id of the last booking of the page before; the limit past bookings that follow it. '
      + 'A page with fewer than limit past bookings is the last.',
  },
  'GET /bookings/telegram_id/{telegramId}/place/{placeId}': {
    tags: ['bookings'],
    summary: 'The caller’s bookings at a place',
  },
  'GET /bookings/telegram_id/{telegramId}/worker/{workerId}': {
    tags: ['bookings'],
    summary: 'The caller’s bookings with a master',
  },
  'GET /bookings/{id}/cancel': {
    tags: ['bookings'],
    summary: 'Cancel the caller’s own active booking (a GET, as the client calls it)',
  },
  'POST /bookings/': {
    tags: ['bookings'],
    summary: 'Book a time: rules checked in one transaction; 409 when taken or over the plan limit',
  },
  'POST /waitlist': {
    tags: ['bookings'],
    summary: 'Wait for time with a master on a date: the bot writes when a booking of that day is cancelled',
  },
  'GET /workers/{id}/bookings/{date}': {
    tags: ['masters'],
    summary: 'A master’s client bookings of a day (busy-slot fields)',
  },
  'POST /workers/{id}/bookings/{bookingId}/cancel': {
    tags: ['masters'],
    summary: 'A master cancels a client booking (where can_cancel)',
  },
  'GET /bookings/{id}': {
    tags: ['bookings'],
    summary: 'One booking, for its client or its master: worker, place, service ids, time, and whether the caller may move or cancel it',
  },
  'GET /bookings/{id}/card': {
    tags: ['bookings'],
    summary: 'One booking of the caller’s, shaped as a card of their list (the page its link opens); anyone else’s is 404',
    description: 'Also with the booking’s link (X-Booking-Link) instead of a person, as GET /bookings/{id}, its cancel, its move and its .ics link: '
      + 'the token must name this booking (else 403) and be signed by this server (else 401), and it works until the booking starts (then 401).',
  },
  'POST /bookings/{id}/move': {
    tags: ['bookings'],
    summary: 'Move a booking to a new time: one transaction; 409 when the time is taken or the master’s rules refuse the client',
    description: 'The booking keeps its id, services, place and master; only its date and time change. The new time follows the time rules of a new booking '
      + '(grid, lead time, breaks, adjacency, place, no overlap; the booking itself is not busy time), not the plan limit or the services’ status. '
      + 'A move to its present time answers 200 and changes nothing. A client’s move that changes the time counts against the master’s max_moves.',
  },
  'PUT /bookings/{id}/attendance': {
    tags: ['masters'],
    summary: 'The booking’s master marks whether the client came (came, no_show or null) after its start, within 7 days',
  },
  // catalog
  'GET /places': {
    tags: ['catalog'],
    summary: 'Places, optionally of one business (business_id); at most 100 by id, paged with limit and offset',
  },
  'GET /places/{id}': {
    tags: ['catalog'],
    summary: 'One place',
  },
  'GET /places/{id}/contacts': {
    tags: ['catalog'],
    summary: 'Phone, vk and website of a place',
  },
  'GET /business/{id}': {
    tags: ['catalog'],
    summary: 'A business with its places and owners',
  },
  'GET /workers/places/{placeId}': {
    tags: ['catalog'],
    summary: 'Masters of a place',
  },
  'GET /workers/telegram/{id}': {
    tags: ['catalog'],
    summary: 'The master profile of a Telegram user (404: not a master)',
  },
  'GET /workers/uuid/{uuid}': {
    tags: ['catalog'],
    summary: 'The master of an invite link (worker uuid), with the id of their first place (place_id)',
  },
  'GET /workers/{id}': {
    tags: ['catalog'],
    summary: 'One master',
  },
  'GET /workers/{id}/places': {
    tags: ['catalog'],
    summary: 'Places of a master',
  },
  // files
  'POST /documents/avatar': {
    tags: ['files'],
    summary: 'Upload an avatar (multipart field file; jpeg/png/gif, 5 MB; 30 a day, then 429)',
  },
  'GET /files/{name}': {
    tags: ['files'],
    summary: 'An uploaded file',
  },
  'GET /gallery/{name}': {
    tags: ['files'],
    summary: 'A gallery image of a place (place.gallery lists them)',
  },
  // payments
  'GET /payments/plans': {
    tags: ['payments'],
    summary: 'Active plans',
  },
  'GET /payments/plans/{id}': {
    tags: ['payments'],
    summary: 'One plan',
  },
  'GET /payments/subscriptions/me': {
    tags: ['payments'],
    summary: 'The caller’s plan in force (404: none, the free plan applies)',
  },
  'GET /payments/subscriptions': {
    tags: ['payments'],
    summary: 'The caller’s subscriptions',
  },
  'POST /payments/subscriptions': {
    tags: ['payments'],
    summary: 'Choose a plan: the free plan is active at once (scheduled from the end of a paid plan in force, whose renewal stops); a paid plan is pending with a Telegram Stars invoice link (a 30-day plan renews every 30 days)',
    description: 'Inside Telegram a paid plan is paid in Stars (`invoice`). Outside it (MAX, a browser) it is paid in rubles through the product’s '
      + 'YooKassa shop (`checkout.confirmation_url`; 409 plan.rubles_off when no shop is set up); the receipt goes to the caller’s phone on record, '
      + 'else to `email` (409 plan.receipt_contact without either).',
  },
  'GET /payments/subscriptions/return/{token}': {
    tags: ['payments'],
    summary: 'Where a plan paid in rubles stands, by the signed token of the page YooKassa returns the master to (public; read from YooKassa while awaited)',
  },
  'POST /payments/subscriptions/cancel': {
    tags: ['payments'],
    summary: 'Stop the paid plan’s renewal (it stays until its end); end a free plan and pending choices at once',
  },
  'GET /workers/{id}/payment-settings': {
    tags: ['payments'],
    summary: 'The master’s YooKassa shop for deposits: its id, whether it is connected, the notification address (the key is never returned)',
  },
  'PUT /workers/{id}/payment-settings': {
    tags: ['payments'],
    summary: 'Connect the master’s YooKassa shop: the key is checked with one call to YooKassa, then kept encrypted (400 payment.shop_refused for a wrong one)',
  },
  'DELETE /workers/{id}/payment-settings': {
    tags: ['payments'],
    summary: 'Disconnect the master’s shop: new bookings take no deposit',
  },
  'POST /yookassa/notifications': {
    tags: ['payments'],
    summary: 'YooKassa’s notifications: the payment is read back from YooKassa with its shop’s key and applied once, only if it matches the booking',
  },
  'GET /payments/return/{token}': {
    tags: ['payments'],
    summary: 'The page YooKassa returns the client to, by its signed token: reads the payment from YooKassa and answers where the deposit stands',
  },
  // reach
  'GET /workers/{id}/client-sms': {
    tags: ['masters'],
    summary: 'The SMS of the master’s clients without a messenger: the master’s switch, and this month’s billed parts against the plan’s features.max_sms',
    description: 'The master only (403 for anyone else). Past the cap, or with the switch off, a booking still succeeds and its SMS is not sent. Sign-in codes count against no master.',
  },
  'PUT /workers/{id}/client-sms': {
    tags: ['masters'],
    summary: 'Turn the SMS of the master’s clients on or off ({enabled}); answers as GET',
  },
  'GET /workers/{id}/business-autoreply': {
    tags: ['masters'],
    summary: 'Whether the master’s Telegram account has the bot connected (Telegram Business), whether it may reply, and the switch',
  },
  'PUT /workers/{id}/business-autoreply': {
    tags: ['masters'],
    summary: 'Turn the answers in the master’s private chats on or off (they go only with a connection that can reply and a plan with features.business_autoreply)',
  },
  'POST /workers/{id}/share-card': {
    tags: ['masters'],
    summary: 'Prepare the master’s card (photo, name, description and a Book button) as an inline message for the app’s shareMessage (savePreparedInlineMessage)',
  },
  'GET /workers/{id}/calendar': {
    tags: ['masters'],
    summary: 'The secret address of the master’s calendar feed (made on the first call)',
  },
  'POST /workers/{id}/calendar/token': {
    tags: ['masters'],
    summary: 'A new secret address of the master’s feed; the old one answers 404 from then on',
  },
  'GET /calendar/{token}.ics': {
    tags: ['masters'],
    summary: 'The master’s bookings as an iCalendar feed (RFC 5545): 30 days back and all future ones, cancelled ones for 30 days',
    description: 'No init data: the token is the secret. ETag and If-None-Match (304). A wrong token is 404, whatever it is.',
  },
  'GET /bookings/{id}/ics': {
    tags: ['bookings'],
    summary: 'One booking as an .ics file (its client only)',
    description: 'With init data (the booking’s client), or without it through the signed address of POST /bookings/{id}/ics-link.',
  },
  'POST /bookings/{id}/ics-link': {
    tags: ['bookings'],
    summary: 'A signed address of the booking’s .ics that works without init data for 10 minutes (for Telegram’s downloadFile)',
  },
  'GET /profile/home-screen': {
    tags: ['users'],
    summary: 'Whether to offer adding the app to the home screen now (after a client’s second booking, a master’s first received one; a refusal waits 30 days)',
  },
  'POST /profile/home-screen': {
    tags: ['users'],
    summary: 'Store the caller’s answer to the home-screen offer',
  },
  // schedule
  'GET /timetable/{workerId}/{date}': {
    tags: ['schedule'],
    summary: 'A master’s day: slots and busy time',
  },
  'GET /timeslots/{workerId}/{date}': {
    tags: ['schedule'],
    summary: 'The day as a one-item list',
  },
  'GET /workers/{id}/dates': {
    tags: ['schedule'],
    summary: 'ISO dates with work time (past ones with include_expired=true; with place_id, work time at that place)',
  },
  'POST /timetable/': {
    tags: ['schedule'],
    summary: 'Create a day',
  },
  'PUT /timetable/': {
    tags: ['schedule'],
    summary: 'Replace a day (not with client bookings)',
  },
  'DELETE /timetable/': {
    tags: ['schedule'],
    summary: 'Delete a day (query worker_id, date)',
  },
  'POST /timetable/multiple': {
    tags: ['schedule'],
    summary: 'Create many days; failed_dates lists those with bookings',
  },
  'DELETE /timetable/multiple': {
    tags: ['schedule'],
    summary: 'Delete many days; failed_dates lists those with bookings',
  },
  'POST /timetable/copy': {
    tags: ['schedule'],
    summary: 'Paste one day onto another',
  },
  'POST /timeslots/copy': {
    tags: ['schedule'],
    summary: 'Paste one day onto another (the timeslot variant, with place_id)',
  },
  'PUT /timeslots/{id}': {
    tags: ['schedule'],
    summary: 'Change one slot',
  },
  'DELETE /timeslots/by-dates': {
    tags: ['schedule'],
    summary: 'Delete the slots of several dates',
  },
  'DELETE /timeslots/{id}': {
    tags: ['schedule'],
    summary: 'Delete one slot (not over a booking)',
  },
  'POST /timeslots/bulk': {
    tags: ['schedule'],
    summary: 'Add one slot on several dates (a break goes inside work time); failed_dates: bookings, past_dates, conflict_dates',
  },
  // services
  'GET /services/categories/{workerId}': {
    tags: ['services'],
    summary: 'A master’s categories',
  },
  'POST /services/categories': {
    tags: ['services'],
    summary: 'Create a category',
  },
  'GET /services/': {
    tags: ['services'],
    summary: 'Services (worker_id, place_id, show_archive; empty ones skipped); at most 100 by id, paged with limit and offset',
  },
  'GET /services/{id}': {
    tags: ['services'],
    summary: 'One service',
  },
  'POST /services/': {
    tags: ['services'],
    summary: 'Create a service',
  },
  'PUT /services/{id}': {
    tags: ['services'],
    summary: 'Update a service',
  },
  'DELETE /services/{id}': {
    tags: ['services'],
    summary: 'Delete a service (archived instead when it was booked)',
  },
  // system
  'GET /health': {
    tags: ['system'],
    summary: 'Liveness and the database kind',
  },
  'GET /health/ready': {
    tags: ['system'],
    summary: 'Readiness: the database answers (503 with Retry-After when it does not)',
  },
  'GET /demo/users': {
    tags: ['demo'],
    summary: 'Seeded demo users (DEMO on only)',
  },
  'POST /demo/init-data': {
    tags: ['demo'],
    summary: 'Init data signed for a seeded demo user (DEMO on only)',
  },
  'GET /me': {
    tags: ['sign-in'],
    summary: 'Who the caller is (person null for a guest), how they came in, and whether sign-in by phone works here',
  },
  'POST /auth/code': {
    tags: ['sign-in'],
    summary: 'Text a sign-in code to a phone (one per 60 s, 5 a day per phone, 10 an hour per address; +7 unless SMS_COUNTRIES lists more)',
  },
  'POST /auth/sign-in': {
    tags: ['sign-in'],
    summary: 'Sign in with the texted code: sets the session cookie (HttpOnly, SameSite=Lax; 30 days from its last use)',
    description: 'A code is valid 5 minutes and void after 5 wrong tries. Requests authenticated by the cookie must carry X-Booking-App: 1 '
      + 'and, when they have an Origin, this server’s own (else 403).',
  },
  'POST /profile/phone': {
    tags: ['sign-in'],
    summary: 'Confirm a phone for sign-in without Telegram (the code of POST /auth/code); a phone held by a person who came only by phone joins them into the caller',
    description: 'The join moves bookings, waitlist entries, client cards and sessions in one transaction; it is refused (409) when both have a master profile '
      + 'or an active subscription, and a phone of another Telegram person is refused (409 auth.phone_taken).',
  },
  'POST /auth/sign-out': {
    tags: ['sign-in'],
    summary: 'End the session of the cookie and clear it',
  },
  'POST /telegram/webhook': {
    tags: ['bot'],
    summary: 'Telegram delivers the bot’s updates (header X-Telegram-Bot-Api-Secret-Token)',
  },
  'POST /max/webhook': {
    tags: ['bot'],
    summary: 'MAX delivers the MAX bot’s updates (header X-Max-Bot-Api-Secret)',
  },
  // users
  'POST /registration/worker': {
    tags: ['masters'],
    summary: 'Become a master: business, place and worker for the caller',
  },
  'PATCH /registration/worker': {
    tags: ['masters'],
    summary: 'Change the named fields of the caller’s master profile (business and place only as their owner)',
  },
  'POST /profile/timezone': {
    tags: ['users'],
    summary: 'Store the caller’s time zone',
  },
  'GET /users': {
    tags: ['users'],
    summary: 'The caller as a user list',
  },
  'GET /users/{id}': {
    tags: ['users'],
    summary: 'The caller (others: 403)',
  },
  'GET /profile/write-access': {
    tags: ['users'],
    summary: 'Whether the bot may write to the caller, and whether to ask now',
  },
  'POST /profile/write-access': {
    tags: ['users'],
    summary: 'Store the caller’s answer to requestWriteAccess',
  },
  'GET /profile/language': {
    tags: ['users'],
    summary: 'The language the bot writes to the caller in (language) and the caller’s own choice (chosen; null: their messenger’s language)',
    description: 'language is chosen when set, else en when the language_code of the caller’s init data is English (en, en-US, en_GB), else ru.',
  },
  'POST /profile/language': {
    tags: ['users'],
    summary: 'Store the caller’s language (ru or en), or null to follow their messenger’s language again',
    description: 'The bot’s messages are written in it when they are sent, so a reminder already planned follows a later change.',
  },
};

/** The documentation of an operation; throws for one without any (a test keeps them in step). */
export function docsOf(op: Pick<OperationDef, 'method' | 'path'>): OperationDocs {
  const docs = operationDocs[`${op.method} ${op.path}`];
  if (!docs) throw new Error(`No documentation for ${op.method} ${op.path} (shared/contracts/src/operations/docs.ts)`);
  return docs;
}

import {
  BusinessAutoreplySchema, BusinessAutoreplyUpdateSchema, CalendarFeedSchema, CalendarTokenParams, HomeScreenAnswerSchema, HomeScreenStateSchema,
  IcsLinkSchema, ShareCardSchema, SignedQuery,
} from '../schemas/reach.schema';
import { IdParams } from '../schemas/params.schema';
import { BINARY, operation } from './operation';

/** Issue 43: the master's chat answering with free times, the card to share, calendar feeds, the home screen. */

export const getBusinessAutoreply = operation({
  method: 'GET', path: '/workers/{id}/business-autoreply', tags: ['masters'], params: IdParams, response: { 200: BusinessAutoreplySchema },
  summary: 'Whether the master’s Telegram account has the bot connected (Telegram Business), whether it may reply, and the switch',
});

export const setBusinessAutoreply = operation({
  method: 'PUT', path: '/workers/{id}/business-autoreply', tags: ['masters'], params: IdParams, body: BusinessAutoreplyUpdateSchema,
  response: { 200: BusinessAutoreplySchema },
  summary: 'Turn the answers in the master’s private chats on or off (they go only with a connection that can reply and a plan with features.business_autoreply)',
});

export const createShareCard = operation({
  method: 'POST', path: '/workers/{id}/share-card', tags: ['masters'], params: IdParams,
  response: { 200: ShareCardSchema },
  summary: 'Prepare the master’s card (photo, name, description, “Записаться”) as an inline message for the app’s shareMessage (savePreparedInlineMessage)',
});

export const getCalendarFeed = operation({
  method: 'GET', path: '/workers/{id}/calendar', tags: ['masters'], params: IdParams, response: { 200: CalendarFeedSchema },
  summary: 'The secret address of the master’s calendar feed (made on the first call)',
});

export const renewCalendarToken = operation({
  method: 'POST', path: '/workers/{id}/calendar/token', tags: ['masters'], params: IdParams,
  response: { 200: CalendarFeedSchema }, summary: 'A new secret address of the master’s feed; the old one answers 404 from then on',
});

export const calendarFeed = operation({
  method: 'GET', path: '/calendar/{token}.ics', tags: ['masters'], params: CalendarTokenParams, response: { 200: BINARY }, public: true,
  summary: 'The master’s bookings as an iCalendar feed (RFC 5545): 30 days back and all future ones, cancelled ones for 30 days',
  description: 'No init data: the token is the secret. ETag and If-None-Match (304). A wrong token is 404, whatever it is.',
});

export const bookingIcs = operation({
  method: 'GET', path: '/bookings/{id}/ics', tags: ['bookings'], params: IdParams, query: SignedQuery, response: { 200: BINARY }, signed: true,
  summary: 'One booking as an .ics file (its client only)',
  description: 'With init data (the booking’s client), or without it through the signed address of POST /bookings/{id}/ics-link.',
});

export const createBookingIcsLink = operation({
  method: 'POST', path: '/bookings/{id}/ics-link', tags: ['bookings'], params: IdParams,
  response: { 200: IcsLinkSchema },
  summary: 'A signed address of the booking’s .ics that works without init data for 10 minutes (for Telegram’s downloadFile)',
});

export const getHomeScreen = operation({
  method: 'GET', path: '/profile/home-screen', tags: ['users'], response: { 200: HomeScreenStateSchema },
  summary: 'Whether to offer “Добавить на главный экран” now (after a client’s second booking, a master’s first received one; a refusal waits 30 days)',
});

export const answerHomeScreen = operation({
  method: 'POST', path: '/profile/home-screen', tags: ['users'], body: HomeScreenAnswerSchema, response: { 200: HomeScreenStateSchema },
  summary: 'Store the caller’s answer to the home-screen offer',
});

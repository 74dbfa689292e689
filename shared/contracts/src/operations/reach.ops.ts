import {
  BusinessAutoreplySchema, BusinessAutoreplyUpdateSchema, CalendarFeedSchema, ClientSmsSchema, ClientSmsUpdateSchema, CalendarTokenParams, HomeScreenAnswerSchema, HomeScreenStateSchema,
  IcsLinkSchema, ShareCardSchema, SignedQuery,
} from '../schemas/reach.schema';
import { IdParams } from '../schemas/params.schema';
import { BINARY, operation } from './operation';

/** The master's chat answering with free times, the card to share, calendar feeds, the home screen. */

export const getBusinessAutoreply = operation({
  method: 'GET', path: '/workers/{id}/business-autoreply', params: IdParams, response: { 200: BusinessAutoreplySchema },
});

export const setBusinessAutoreply = operation({
  method: 'PUT', path: '/workers/{id}/business-autoreply', params: IdParams, body: BusinessAutoreplyUpdateSchema,
  response: { 200: BusinessAutoreplySchema },
});

export const getClientSms = operation({
  method: 'GET', path: '/workers/{id}/client-sms', params: IdParams, response: { 200: ClientSmsSchema },
});

export const setClientSms = operation({
  method: 'PUT', path: '/workers/{id}/client-sms', params: IdParams, body: ClientSmsUpdateSchema, response: { 200: ClientSmsSchema },
});

export const createShareCard = operation({
  method: 'POST', path: '/workers/{id}/share-card', params: IdParams,
  response: { 200: ShareCardSchema },
});

export const getCalendarFeed = operation({
  method: 'GET', path: '/workers/{id}/calendar', params: IdParams, response: { 200: CalendarFeedSchema },
});

export const renewCalendarToken = operation({
  method: 'POST', path: '/workers/{id}/calendar/token', params: IdParams,
  response: { 200: CalendarFeedSchema },
});

export const calendarFeed = operation({
  method: 'GET', path: '/calendar/{token}.ics', params: CalendarTokenParams, response: { 200: BINARY }, public: true,
});

export const bookingIcs = operation({
  method: 'GET', path: '/bookings/{id}/ics', params: IdParams, query: SignedQuery, response: { 200: BINARY }, signed: true,
});

export const createBookingIcsLink = operation({
  method: 'POST', path: '/bookings/{id}/ics-link', params: IdParams,
  response: { 200: IcsLinkSchema }, link: true,
});

export const getHomeScreen = operation({
  method: 'GET', path: '/profile/home-screen', response: { 200: HomeScreenStateSchema },
});

export const answerHomeScreen = operation({
  method: 'POST', path: '/profile/home-screen', body: HomeScreenAnswerSchema, response: { 200: HomeScreenStateSchema },
});

import { AnalyticsCsvQuery, AnalyticsQuery, AnalyticsSchema, ExportLinkRequestSchema, ExportLinkSchema } from '../schemas/analytics.schema';
import {
  ClientBlockSavedSchema, ClientBlockSchema, ClientCardSchema, ClientListSchema, ClientNoteSavedSchema, ClientNoteSchema, ClientsQuery,
} from '../schemas/clients.schema';
import { IdParams, WorkerClientParams } from '../schemas/params.schema';
import { BINARY, operation } from './operation';

/** Issue 42: the master's figures (plan 'Про' only) and clients (the worker's master only; others 403). */

export const getAnalytics = operation({
  method: 'GET', path: '/workers/{id}/analytics', tags: ['masters'], params: IdParams, query: AnalyticsQuery, response: { 200: AnalyticsSchema },
  summary: 'The master’s figures for a period (from..to, both days included, in the master’s zone, at most 366 days) and the period before it',
  description: 'Only for a master whose plan in force has features.analytics (else 403 “Статистика доступна в плане «Про»”). '
    + 'Every figure counts the bookings whose present start falls in the period. Money in whole rubles, rates and shares as fractions 0..1.',
});

export const exportAnalyticsCsv = operation({
  method: 'GET', path: '/workers/{id}/analytics.csv', tags: ['masters'], params: IdParams, query: AnalyticsCsvQuery, response: { 200: BINARY }, signed: true,
  summary: 'The period’s bookings as CSV (UTF-8 with a BOM, “;” between fields, CRLF, a header row)',
  description: 'With init data, or without it through the signed address of POST …/analytics/export-link (expires and sig in the query; '
    + 'a wrong or expired signature is 403).',
});

export const createExportLink = operation({
  method: 'POST', path: '/workers/{id}/analytics/export-link', tags: ['masters'], params: IdParams, body: ExportLinkRequestSchema,
  response: { 200: ExportLinkSchema },
  summary: 'A signed address of the period’s CSV that works without init data for 10 minutes (for Telegram’s downloadFile)',
});

export const listClients = operation({
  method: 'GET', path: '/workers/{id}/clients', tags: ['masters'], params: IdParams, query: ClientsQuery, response: { 200: ClientListSchema },
  summary: 'Everyone who has booked with the master: search q (name or username), sort last_visit (default) | visits | spent, pages of limit (default 20) after the client before',
});

export const getClient = operation({
  method: 'GET', path: '/workers/{id}/clients/{telegramId}', tags: ['masters'], params: WorkerClientParams, response: { 200: ClientCardSchema },
  summary: 'A client’s card: visits, money spent, cancellations, no-shows, the master’s note, the block and their bookings with this master (404: not a client of this master)',
});

export const saveClientNote = operation({
  method: 'PUT', path: '/workers/{id}/clients/{telegramId}/note', tags: ['masters'], params: WorkerClientParams, body: ClientNoteSchema,
  response: { 200: ClientNoteSavedSchema }, summary: 'The master’s private note about a client (up to 2000 characters; "" clears it)',
});

export const setClientBlocked = operation({
  method: 'PUT', path: '/workers/{id}/clients/{telegramId}/block', tags: ['masters'], params: WorkerClientParams, body: ClientBlockSchema,
  response: { 200: ClientBlockSavedSchema },
  summary: 'Block a client (they can no longer book, move a booking or join the waitlist with this master) or unblock them',
});

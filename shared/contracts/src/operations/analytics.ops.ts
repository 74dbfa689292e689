import { AnalyticsCsvQuery, AnalyticsQuery, AnalyticsSchema, ExportLinkRequestSchema, ExportLinkSchema } from '../schemas/analytics.schema';
import {
  ClientBlockSavedSchema, ClientBlockSchema, ClientCardSchema, ClientListSchema, ClientNoteSavedSchema, ClientNoteSchema, ClientsQuery,
} from '../schemas/clients.schema';
import { IdParams, WorkerClientParams } from '../schemas/params.schema';
import { BINARY, operation } from './operation';

/** The master's figures (plan 'Про' only) and clients (the worker's master only; others 403). */

export const getAnalytics = operation({
  method: 'GET', path: '/workers/{id}/analytics', params: IdParams, query: AnalyticsQuery, response: { 200: AnalyticsSchema },
});

export const exportAnalyticsCsv = operation({
  method: 'GET', path: '/workers/{id}/analytics.csv', params: IdParams, query: AnalyticsCsvQuery, response: { 200: BINARY }, signed: true,
});

export const createExportLink = operation({
  method: 'POST', path: '/workers/{id}/analytics/export-link', params: IdParams, body: ExportLinkRequestSchema,
  response: { 200: ExportLinkSchema },
});

export const listClients = operation({
  method: 'GET', path: '/workers/{id}/clients', params: IdParams, query: ClientsQuery, response: { 200: ClientListSchema },
});

export const getClient = operation({
  method: 'GET', path: '/workers/{id}/clients/{telegramId}', params: WorkerClientParams, response: { 200: ClientCardSchema },
});

export const saveClientNote = operation({
  method: 'PUT', path: '/workers/{id}/clients/{telegramId}/note', params: WorkerClientParams, body: ClientNoteSchema,
  response: { 200: ClientNoteSavedSchema },
});

export const setClientBlocked = operation({
  method: 'PUT', path: '/workers/{id}/clients/{telegramId}/block', params: WorkerClientParams, body: ClientBlockSchema,
  response: { 200: ClientBlockSavedSchema },
});

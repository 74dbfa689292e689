import * as v from 'valibot';
import {
  BusinessSchema, ContactsSchema, IdParams, PlaceIdParams, PlaceListSchema, PlaceSchema, PlacesQuery, TelegramIdParams, UuidParams,
  WorkerSchema, WorkerWithPlaceSchema,
} from '../schemas';
import { operation } from './operation';

/** The read-only catalogue: places, businesses, masters. Guests read it too (`guest`), without anyone's ids. */

export const listPlaces = operation({
  method: 'GET', path: '/places', guest: true, query: PlacesQuery, response: { 200: PlaceListSchema },
});

export const getPlace = operation({ method: 'GET', path: '/places/{id}', guest: true, params: IdParams, response: { 200: PlaceSchema } });

export const getPlaceContacts = operation({
  method: 'GET', path: '/places/{id}/contacts', guest: true, params: IdParams, response: { 200: ContactsSchema },
});

export const getBusiness = operation({
  method: 'GET', path: '/business/{id}', guest: true, params: IdParams, response: { 200: BusinessSchema },
});

export const listPlaceWorkers = operation({
  method: 'GET', path: '/workers/places/{placeId}', guest: true, params: PlaceIdParams, response: { 200: v.array(WorkerSchema) },
});

export const getWorkerByTelegram = operation({
  method: 'GET', path: '/workers/telegram/{id}',
  params: TelegramIdParams, response: { 200: WorkerSchema },
});

/** A master's invite link carries the worker's uuid (docs/product.md, Identity and start-up); the app needs the worker id and a place: the first one. */
export const getWorkerByUuid = operation({
  method: 'GET', path: '/workers/uuid/{uuid}', guest: true, params: UuidParams, response: { 200: WorkerWithPlaceSchema },
});

export const getWorker = operation({ method: 'GET', path: '/workers/{id}', guest: true, params: IdParams, response: { 200: WorkerSchema } });

export const listWorkerPlaces = operation({
  method: 'GET', path: '/workers/{id}/places', guest: true, params: IdParams, response: { 200: PlaceListSchema },
});

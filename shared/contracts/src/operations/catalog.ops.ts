import * as v from 'valibot';
import {
  BusinessSchema, ContactsSchema, IdParams, PlaceIdParams, PlaceListSchema, PlaceSchema, PlacesQuery, TelegramIdParams, UuidParams,
  WorkerSchema, WorkerWithPlaceSchema,
} from '../schemas';
import { operation } from './operation';

/** The read-only catalogue: places, businesses, masters. Any signed-in user may read it. */

export const listPlaces = operation({
  method: 'GET', path: '/places', tags: ['catalog'], query: PlacesQuery, response: { 200: PlaceListSchema },
  summary: 'Places, optionally of one business (business_id); at most 100 by id, paged with limit and offset',
});

export const getPlace = operation({ method: 'GET', path: '/places/{id}', summary: 'One place', tags: ['catalog'], params: IdParams, response: { 200: PlaceSchema } });

export const getPlaceContacts = operation({
  method: 'GET', path: '/places/{id}/contacts', summary: 'Phone, vk and website of a place', tags: ['catalog'], params: IdParams, response: { 200: ContactsSchema },
});

export const getBusiness = operation({
  method: 'GET', path: '/business/{id}', summary: 'A business with its places and owners', tags: ['catalog'], params: IdParams, response: { 200: BusinessSchema },
});

export const listPlaceWorkers = operation({
  method: 'GET', path: '/workers/places/{placeId}', summary: 'Masters of a place', tags: ['catalog'], params: PlaceIdParams, response: { 200: v.array(WorkerSchema) },
});

export const getWorkerByTelegram = operation({
  method: 'GET', path: '/workers/telegram/{id}', summary: 'The master profile of a Telegram user (404: not a master)', tags: ['catalog'],
  params: TelegramIdParams, response: { 200: WorkerSchema },
});

/** A master's invite link carries the worker's uuid (spec section 1); the app needs the worker id and a place: the first one. */
export const getWorkerByUuid = operation({
  method: 'GET', path: '/workers/uuid/{uuid}', summary: 'The master of an invite link (worker uuid), with the id of their first place (place_id)',
  tags: ['catalog'], params: UuidParams, response: { 200: WorkerWithPlaceSchema },
});

export const getWorker = operation({ method: 'GET', path: '/workers/{id}', summary: 'One master', tags: ['catalog'], params: IdParams, response: { 200: WorkerSchema } });

export const listWorkerPlaces = operation({
  method: 'GET', path: '/workers/{id}/places', summary: 'Places of a master', tags: ['catalog'], params: IdParams, response: { 200: PlaceListSchema },
});

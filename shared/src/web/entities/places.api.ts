import * as v from 'valibot';
import { ContactsSchema, PlaceListSchema, PlaceSchema } from '@booking/contracts/schemas';
import { entityListQuery, entityQuery, withSearch } from './entity-query.lib';

/** Query keys of places: everything under `['places']`, so one prefix invalidates them all. */
export const placeKeys = {
  all: ['places'] as const,
  list: (businessId?: number) => ['places', 'list', businessId ?? 'all'] as const,
  one: (placeId: number) => ['places', 'one', placeId] as const,
  contacts: (placeId: number) => ['places', 'contacts', placeId] as const,
  byWorker: (workerId: number) => ['places', 'by-worker', workerId] as const,
};

/** GET /places?business_id: places of a business, or all places without one (Home's strip); every page of 100. */
export const placesQuery = (businessId?: number) =>
  entityListQuery(placeKeys.list(businessId), withSearch('places', { business_id: businessId }), PlaceListSchema);

/** GET /places/{id}: one place (404 rejects: the page shows its not-found state). */
export const placeQuery = (placeId: number) => entityQuery(placeKeys.one(placeId), `places/${placeId}`, PlaceSchema);

/** GET /places/{id}/contacts: phone, vk and website only. */
export const placeContactsQuery = (placeId: number) => entityQuery(placeKeys.contacts(placeId), `places/${placeId}/contacts`, ContactsSchema);

/** GET /workers/{id}/places: the places a worker serves, in id order (the first is the default). */
export const workerPlacesQuery = (workerId: number) =>
  entityQuery(placeKeys.byWorker(workerId), `workers/${workerId}/places`, v.array(PlaceSchema));

import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ContactsSchema, PlaceListSchema, PlaceSchema } from '../../schemas';
import { getParsed } from './entity-fetch.lib';

/** Query keys of places: everything under `['places']`, so one prefix invalidates them all. */
export const placeKeys = {
  all: ['places'] as const,
  list: (businessId?: number) => ['places', 'list', businessId ?? 'all'] as const,
  one: (placeId: number) => ['places', 'one', placeId] as const,
  contacts: (placeId: number) => ['places', 'contacts', placeId] as const,
  byWorker: (workerId: number) => ['places', 'by-worker', workerId] as const,
};

/** GET /places?business_id: places of a business, or all places without one (Home's strip). */
export const placesQuery = (businessId?: number) =>
  queryOptions({
    queryKey: placeKeys.list(businessId),
    queryFn: () => getParsed(PlaceListSchema, 'places', businessId ? { business_id: businessId } : undefined),
  });

/** GET /places/{id}: one place (404 rejects: the page shows its not-found state). */
export const placeQuery = (placeId: number) =>
  queryOptions({ queryKey: placeKeys.one(placeId), queryFn: () => getParsed(PlaceSchema, `places/${placeId}`) });

/** GET /places/{id}/contacts: phone, vk and website only. */
export const placeContactsQuery = (placeId: number) =>
  queryOptions({ queryKey: placeKeys.contacts(placeId), queryFn: () => getParsed(ContactsSchema, `places/${placeId}/contacts`) });

/** GET /workers/{id}/places: the places a worker serves, in id order (the first is the default). */
export const workerPlacesQuery = (workerId: number) =>
  queryOptions({ queryKey: placeKeys.byWorker(workerId), queryFn: () => getParsed(v.array(PlaceSchema), `workers/${workerId}/places`) });

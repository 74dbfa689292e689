import * as ops from '@booking/contracts/ops';
import { entityListQuery, entityQuery } from './entity-query.lib';

/** Query keys of places: everything under `['places']`, so one prefix invalidates them all. */
export const placeKeys = {
  all: ['places'] as const,
  list: (businessId?: number) => ['places', 'list', businessId ?? 'all'] as const,
  one: (placeId: number) => ['places', 'one', placeId] as const,
  byWorker: (workerId: number) => ['places', 'by-worker', workerId] as const,
};

/** GET /places?business_id: places of a business, or all places without one (Home's strip); every page of 100. */
export const placesQuery = (businessId?: number) =>
  entityListQuery(placeKeys.list(businessId), ops.listPlaces, {}, { business_id: businessId });

/** GET /places/{id}: one place (404 rejects: the page shows its not-found state). */
export const placeQuery = (placeId: number) => entityQuery(placeKeys.one(placeId), ops.getPlace, { id: placeId });

/** GET /workers/{id}/places: the places a worker serves, in id order (the first is the default). */
export const workerPlacesQuery = (workerId: number) =>
  entityQuery(placeKeys.byWorker(workerId), ops.listWorkerPlaces, { id: workerId });

import * as ops from '@booking/contracts/ops';
import { businessKeys, entityListQuery, entityQuery, placeKeys, workerKeys } from '@booking/platform';

/** GET /places?business_id: places of a business, or all places without one (Home's strip); every page of 100. */
export const placesQuery = (businessId?: number) =>
  entityListQuery(placeKeys.list(businessId), ops.listPlaces, {}, { business_id: businessId });

/** GET /places/{id}: one place (404 rejects: the page shows its not-found state). */
export const placeQuery = (placeId: number) => entityQuery(placeKeys.one(placeId), ops.getPlace, { id: placeId });

/** GET /business/{id}: the business with its places and owners (owners[0].username is the messenger contact). */
export const businessQuery = (businessId: number) => entityQuery(businessKeys.one(businessId), ops.getBusiness, { id: businessId });

/** GET /workers/places/{placeId}: the workers of a place, in id order. */
export const placeWorkersQuery = (placeId: number) => entityQuery(workerKeys.byPlace(placeId), ops.listPlaceWorkers, { placeId });

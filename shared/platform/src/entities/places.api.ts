import * as ops from '@booking/contracts/ops';
import { entityQuery } from './entity-query.lib';

/** Query keys of places: everything under `['places']`, so one prefix invalidates them all. */
export const placeKeys = {
  all: ['places'] as const,
  list: (businessId?: number) => ['places', 'list', businessId ?? 'all'] as const,
  one: (placeId: number) => ['places', 'one', placeId] as const,
  byWorker: (workerId: number) => ['places', 'by-worker', workerId] as const,
};

/** GET /workers/{id}/places: the places a worker serves, in id order (the first is the default). */
export const workerPlacesQuery = (workerId: number) =>
  entityQuery(placeKeys.byWorker(workerId), ops.listWorkerPlaces, { id: workerId });

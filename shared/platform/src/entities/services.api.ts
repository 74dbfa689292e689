import * as ops from '@booking/contracts/ops';
import { entityListQuery } from './entity-query.lib';

/** Query keys of services, all under `['services']`. */
export const serviceKeys = {
  all: ['services'] as const,
  list: (filter: ServicesFilter) => ['services', 'list', filter] as const,
  one: (serviceId: number) => ['services', 'one', serviceId] as const,
};

/** Filters of GET /services/: archived services are left out unless `showArchive`. */
export interface ServicesFilter {
  workerId?: number;
  placeId?: number;
  showArchive?: boolean;
}

/** GET /services/?worker_id&place_id&show_archive, every page of 100. Clients filter `status === 'active'` themselves. */
export const servicesQuery = (filter: ServicesFilter) =>
  entityListQuery(serviceKeys.list(filter), ops.listServices, {}, { worker_id: filter.workerId, place_id: filter.placeId, show_archive: filter.showArchive });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { ServiceInput } from '@booking/contracts/schemas';
import { send } from './entity-fetch.lib';
import { entityListQuery, entityQuery } from './entity-query.lib';

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

/** GET /services/{id}: one service (404 rejects: 'Услуга не найдена'). */
export const serviceQuery = (serviceId: number) => entityQuery(serviceKeys.one(serviceId), ops.getService, { id: serviceId });

function useInvalidateServices() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: serviceKeys.all });
}

/** POST /services/: creates a service; every services query is refreshed after. */
export function useCreateService() {
  const onSuccess = useInvalidateServices();
  return useMutation({ mutationFn: (input: ServiceInput) => send(ops.createService, input), onSuccess });
}

/** PUT /services/{id}: replaces a service; every services query is refreshed after. */
export function useUpdateService() {
  const onSuccess = useInvalidateServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceInput }) => send(ops.updateService, input, { id }),
    onSuccess,
  });
}

/** DELETE /services/{id}; every services query is refreshed after. */
export function useDeleteService() {
  const onSuccess = useInvalidateServices();
  return useMutation({ mutationFn: (id: number) => send(ops.deleteService, undefined, { id }), onSuccess });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import type { ServiceInput } from '@booking/contracts/schemas';
import { categoryKeys, entityQuery, send, serviceKeys } from '@booking/platform';

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

/** POST /services/categories: creates a category; every categories query is refreshed after. */
export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; worker_id: number }) => send(ops.createCategory, body),
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { send } from './entity-fetch.lib';
import { entityQuery } from './entity-query.lib';

/** Query keys of service categories, all under `['categories']`. */
export const categoryKeys = {
  all: ['categories'] as const,
  byWorker: (workerId: number) => ['categories', 'by-worker', workerId] as const,
};

/** GET /services/categories/{workerId}: the worker's categories. */
export const categoriesQuery = (workerId: number) =>
  entityQuery(categoryKeys.byWorker(workerId), ops.listCategories, { workerId });

/** POST /services/categories: creates a category; every categories query is refreshed after. */
export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; worker_id: number }) => send(ops.createCategory, body),
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

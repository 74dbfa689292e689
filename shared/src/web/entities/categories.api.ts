import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CategoryListSchema, CategorySchema } from '../../schemas';
import { getParsed, sendParsed } from './entity-fetch.lib';

/** Query keys of service categories, all under `['categories']`. */
export const categoryKeys = {
  all: ['categories'] as const,
  byWorker: (workerId: number) => ['categories', 'by-worker', workerId] as const,
};

/** GET /services/categories/{workerId}: the worker's categories. */
export const categoriesQuery = (workerId: number) =>
  queryOptions({ queryKey: categoryKeys.byWorker(workerId), queryFn: () => getParsed(CategoryListSchema, `services/categories/${workerId}`) });

/** POST /services/categories: creates a category; every categories query is refreshed after. */
export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; worker_id: number }) => sendParsed('post', CategorySchema, 'services/categories', body),
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

import * as ops from '@booking/contracts/ops';
import { entityQuery } from './entity-query.lib';

/** Query keys of service categories, all under `['categories']`. */
export const categoryKeys = {
  all: ['categories'] as const,
  byWorker: (workerId: number) => ['categories', 'by-worker', workerId] as const,
};

/** GET /services/categories/{workerId}: the worker's categories. */
export const categoriesQuery = (workerId: number) =>
  entityQuery(categoryKeys.byWorker(workerId), ops.listCategories, { workerId });

import * as ops from '@booking/contracts/ops';
import { entityQuery } from './entity-query.lib';

/** Query keys of businesses, all under `['businesses']`. */
export const businessKeys = {
  all: ['businesses'] as const,
  one: (businessId: number) => ['businesses', 'one', businessId] as const,
};

/** GET /business/{id}: the business with its places and owners (owners[0].username is the messenger contact). */
export const businessQuery = (businessId: number) => entityQuery(businessKeys.one(businessId), ops.getBusiness, { id: businessId });

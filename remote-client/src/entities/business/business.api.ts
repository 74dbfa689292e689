import { queryOptions } from '@tanstack/react-query';
import { schemas } from '@booking/shared';
import { apiClient, parseResponse } from '@booking/shared/web';

/** GET /business/{id}: its description is shown as the master's role on booking cards (spec section 3). */
export const businessQuery = (businessId: number) =>
  queryOptions({
    queryKey: ['business', businessId],
    queryFn: async () => parseResponse(schemas.BusinessSchema, await apiClient.get(`business/${businessId}`).json()),
  });

import { queryOptions } from '@tanstack/react-query';
import { schemas } from '@booking/shared';
import { apiClient, parseResponse } from '@booking/shared/web';

/** GET /places?business_id: the places strip (all places when no business is given). */
export const placesQuery = (businessId?: number) =>
  queryOptions({
    queryKey: ['places', businessId ?? 'all'],
    queryFn: async () =>
      parseResponse(
        schemas.PlaceListSchema,
        await apiClient.get('places', { searchParams: businessId ? { business_id: businessId } : {} }).json(),
      ),
  });

/** GET /places/{id}: one place (booking cards show where the booking is). */
export const placeQuery = (placeId: number) =>
  queryOptions({
    queryKey: ['places', 'one', placeId],
    queryFn: async () => parseResponse(schemas.PlaceSchema, await apiClient.get(`places/${placeId}`).json()),
  });

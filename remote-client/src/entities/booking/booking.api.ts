import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { schemas } from '@booking/shared';
import { apiClient, parseResponse } from '@booking/shared/web';

/** All query keys of a user's bookings start here, so one invalidation refreshes every list. */
export const bookingKeys = { all: ['bookings'] as const, byUser: (telegramId: number) => ['bookings', 'user', telegramId] as const };

/** GET /bookings/telegram_id/{telegramId}: the caller's bookings. */
export const userBookingsQuery = (telegramId: number) =>
  queryOptions({
    queryKey: bookingKeys.byUser(telegramId),
    queryFn: async () => parseResponse(schemas.BookingListSchema, await apiClient.get(`bookings/telegram_id/${telegramId}`).json()),
  });

/** GET /bookings/{id}/cancel (a GET in the spec's API); refreshes every bookings list after. */
export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (bookingId: number) => apiClient.get(`bookings/${bookingId}/cancel`).json(),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

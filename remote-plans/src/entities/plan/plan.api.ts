import { queryOptions } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { schemas } from '@booking/shared';
import { apiClient, parseResponse } from '@booking/shared/web';

/** GET /payments/plans, cached 300 s (spec section 9). */
export const plansQuery = () =>
  queryOptions({
    queryKey: ['plans'],
    staleTime: 300_000,
    queryFn: async () => parseResponse(schemas.PlanListSchema, await apiClient.get('payments/plans').json()),
  });

/** GET /payments/subscriptions/me: 404 means no subscription (null); only with a Telegram user. */
export const mySubscriptionQuery = (telegramId: number | undefined) =>
  queryOptions({
    queryKey: ['subscriptions', 'me', telegramId],
    enabled: telegramId !== undefined,
    queryFn: async () => {
      try {
        return parseResponse(schemas.SubscriptionSchema, await apiClient.get('payments/subscriptions/me').json());
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null;
        throw error;
      }
    },
  });

import { queryOptions } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { PlanListSchema, SubscriptionSchema } from '../../schemas';
import { apiClient } from '../api/api-client';
import { parseResponse } from '../api/parse-response';

/** Spec section 9: plans are cached 300 s. */
export const PLANS_STALE_MS = 300_000;

/** Query keys of plans and the caller's subscription (the same keys remote-plans uses). */
export const planKeys = {
  plans: ['plans'] as const,
  mySubscription: (telegramId: number) => ['subscriptions', 'me', telegramId] as const,
};

/** GET /payments/plans. */
export const plansListQuery = () =>
  queryOptions({
    queryKey: planKeys.plans,
    staleTime: PLANS_STALE_MS,
    queryFn: async () => parseResponse(PlanListSchema, await apiClient.get('payments/plans').json()),
  });

/** GET /payments/subscriptions/me: the caller's subscription; null when there is none (404). */
export const mySubscriptionQuery = (telegramId: number) =>
  queryOptions({
    queryKey: planKeys.mySubscription(telegramId),
    queryFn: async () => {
      try {
        return parseResponse(SubscriptionSchema, await apiClient.get('payments/subscriptions/me').json());
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null;
        throw error;
      }
    },
  });

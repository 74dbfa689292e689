import { PlanListSchema, SubscriptionSchema } from '../../schemas';
import { entityQuery, entityQueryOrNull } from './entity-query.lib';

/** Spec section 9: plans are cached 300 s. */
export const PLANS_STALE_MS = 300_000;

/** Query keys of plans and the caller's subscription. */
export const planKeys = {
  plans: ['plans'] as const,
  mySubscription: (telegramId: number) => ['subscriptions', 'me', telegramId] as const,
};

/** GET /payments/plans, fresh for 300 s. */
export const plansListQuery = () => ({ ...entityQuery(planKeys.plans, 'payments/plans', PlanListSchema), staleTime: PLANS_STALE_MS });

/**
 * GET /payments/subscriptions/me: the caller's subscription; null when there is none (404). Keyed
 * by the caller, whom the server knows from the init data.
 */
export const mySubscriptionQuery = (telegramId: number) =>
  entityQueryOrNull(planKeys.mySubscription(telegramId), 'payments/subscriptions/me', SubscriptionSchema);

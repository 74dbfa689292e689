import type { Plan, Subscription } from '@booking/contracts/schemas';

/**
 * How many services the master's plan allows (docs/product.md: Data and States): the subscribed plan when the
 * subscription is active, otherwise the free plan; null when unlimited (-1) or unknown.
 */
export function serviceLimit(plans: readonly Plan[], subscription: Subscription | null): number | null {
  const current = subscription?.status === 'active' ? plans.find((p) => p.id === subscription.plan_id) : undefined;
  const plan = current ?? plans.find((p) => p.plan_type === 'free');
  const max = plan?.features.max_services;
  return max === undefined || max < 0 ? null : max;
}

/** Whether one more service would go over the limit. */
export const atServiceLimit = (limit: number | null, count: number) => limit !== null && count >= limit;

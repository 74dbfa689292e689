/**
 * The plans and the caller's subscription (docs/product.md, Constants), read by the master's cabinet (the
 * services limit, the autoreply) and the plans area. A separate entry, like the time step, not
 * re-exported by '@booking/platform': each area bundles it into the chunks of the screens that read
 * it, so no cold start carries it. It takes the API client from '@booking/platform' by name (lint).
 */
export { planKeys, plansListQuery, mySubscriptionQuery, useChoosePlan, useCancelSubscription, planPaymentReturnQuery, PLANS_STALE_MS } from './plans.api';

import type { BusinessAutoreply } from '@booking/contracts/reach';
import type { Plan, Subscription } from '@booking/contracts/schemas';

/** Why the autoreply switch cannot be turned on now (null: it can). */
export type AutoreplyBlock = 'connection' | 'rights' | 'plan' | null;

/**
 * Whether the master's plan has `features.business_autoreply` ('Про' yes, free no): the subscribed
 * plan while its subscription is active, else the free plan; null while the plans are not known.
 */
export function planAllowsAutoreply(plans: readonly Plan[] | undefined, subscription: Subscription | null | undefined): boolean | null {
  if (!plans || subscription === undefined) return null;
  const current = subscription?.status === 'active' ? plans.find((p) => p.id === subscription.plan_id) : undefined;
  const plan = current ?? plans.find((p) => p.plan_type === 'free');
  return plan?.features.business_autoreply === true;
}

/**
 * What keeps the switch off, in the order the master fixes it: connect the account, give the bot the
 * right to reply, then the plan. A switch already on can always be turned off.
 */
export function autoreplyBlock(state: BusinessAutoreply, planAllows: boolean | null): AutoreplyBlock {
  if (!state.connected) return 'connection';
  if (!state.can_reply) return 'rights';
  if (planAllows === false) return 'plan';
  return null;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ops from '@booking/contracts/ops';
import { entityQuery, entityQueryOrNull, send } from '@booking/platform';

/** Plans are cached 300 s (docs/product.md, Constants). */
export const PLANS_STALE_MS = 300_000;

/** Query keys of plans and the caller's subscription. */
export const planKeys = {
  plans: ['plans'] as const,
  mySubscription: (telegramId: number) => ['subscriptions', 'me', telegramId] as const,
};

/** GET /payments/plans, fresh for 300 s. */
export const plansListQuery = () => ({ ...entityQuery(planKeys.plans, ops.listPlans), staleTime: PLANS_STALE_MS });

/**
 * GET /payments/subscriptions/me: the caller's subscription; null when there is none (404). Keyed
 * by the caller, whom the server knows from the init data.
 */
export const mySubscriptionQuery = (telegramId: number) =>
  entityQueryOrNull(planKeys.mySubscription(telegramId), ops.getMySubscription);

/**
 * POST /payments/subscriptions {plan_id, email?}: the free plan becomes the caller's at once (or,
 * while a paid plan is in force, stops its renewal and is `scheduled` from its end); a paid plan
 * answers inside Telegram with its Stars invoice (`invoice.invoice_link`, opened with openInvoice),
 * elsewhere with ЮKassa's page (`checkout.confirmation_url`; `email` is where its receipt goes when
 * the caller has no phone on record), and is the caller's only once the payment is reported.
 */
export function useChoosePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, email }: { planId: number; email?: string }) => send(ops.choosePlan, { plan_id: planId, ...(email ? { email } : {}) }),
    onSuccess: (created) => {
      if (created.invoice === null && !created.checkout) void client.invalidateQueries({ queryKey: ['subscriptions'] });
    },
  });
}

/** GET /payments/subscriptions/return/{token}: where a plan paid in rubles stands (public: the return page may have no session). */
export const planPaymentReturnQuery = (token: string) => entityQuery(['plan-payment-return', token] as const, ops.getPlanPaymentReturn, { token });

/** POST /payments/subscriptions/cancel ('Отменить подписку'): a paid plan stops renewing and stays until `active_until`. */
export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => send(ops.cancelSubscription, undefined),
    onSettled: () => client.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
}

import * as v from 'valibot';
import { IdParams, PaymentTokenParams, PlanListSchema, PlanPaymentReturnSchema, PlanSchema, SubscriptionCreatedSchema, SubscriptionCreateSchema, SubscriptionSchema, SubscriptionsCancelledSchema } from '../schemas';
import { operation } from './operation';

/**
 * Plans and the caller's subscription (docs/product.md, API paths). A plan with a price is bought with Telegram
 * Stars: it stays 'pending' until Telegram reports its payment to the bot.
 */

export const listPlans = operation({ method: 'GET', path: '/payments/plans', response: { 200: PlanListSchema } });

export const getPlan = operation({ method: 'GET', path: '/payments/plans/{id}', params: IdParams, response: { 200: PlanSchema } });

export const getMySubscription = operation({
  method: 'GET', path: '/payments/subscriptions/me',
  response: { 200: SubscriptionSchema },
});

export const listSubscriptions = operation({
  method: 'GET', path: '/payments/subscriptions', response: { 200: v.array(SubscriptionSchema) },
});

export const choosePlan = operation({
  method: 'POST', path: '/payments/subscriptions', body: SubscriptionCreateSchema, response: { 201: SubscriptionCreatedSchema },
});

export const cancelSubscription = operation({
  method: 'POST', path: '/payments/subscriptions/cancel', response: { 200: SubscriptionsCancelledSchema },
});

/** The page ЮKassa returns a master to after paying a plan in rubles, by its signed token (public: the browser may have no session). */
export const getPlanPaymentReturn = operation({
  method: 'GET', path: '/payments/subscriptions/return/{token}', public: true, params: PaymentTokenParams,
  response: { 200: PlanPaymentReturnSchema },
});

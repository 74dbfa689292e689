import * as v from 'valibot';
import { IdParams, PlanListSchema, PlanSchema, SubscriptionCreatedSchema, SubscriptionCreateSchema, SubscriptionSchema, SubscriptionsCancelledSchema } from '../schemas';
import { operation } from './operation';

/**
 * Plans and the caller's subscription (spec section 7). A plan with a price is bought with Telegram
 * Stars: it stays 'pending' until Telegram reports its payment to the bot.
 */

export const listPlans = operation({ method: 'GET', path: '/payments/plans', summary: 'Active plans', tags: ['payments'], response: { 200: PlanListSchema } });

export const getPlan = operation({ method: 'GET', path: '/payments/plans/{id}', summary: 'One plan', tags: ['payments'], params: IdParams, response: { 200: PlanSchema } });

export const getMySubscription = operation({
  method: 'GET', path: '/payments/subscriptions/me', summary: 'The caller’s plan in force (404: none, the free plan applies)', tags: ['payments'],
  response: { 200: SubscriptionSchema },
});

export const listSubscriptions = operation({
  method: 'GET', path: '/payments/subscriptions', summary: 'The caller’s subscriptions', tags: ['payments'], response: { 200: v.array(SubscriptionSchema) },
});

export const choosePlan = operation({
  method: 'POST', path: '/payments/subscriptions', tags: ['payments'], body: SubscriptionCreateSchema, response: { 201: SubscriptionCreatedSchema },
  summary: 'Choose a plan: the free plan is active at once (scheduled from the end of a paid plan in force, whose renewal stops); a paid plan is pending with a Telegram Stars invoice link (a 30-day plan renews every 30 days)',
});

export const cancelSubscription = operation({
  method: 'POST', path: '/payments/subscriptions/cancel', tags: ['payments'], response: { 200: SubscriptionsCancelledSchema },
  summary: 'Stop the paid plan’s renewal (it stays until its end); end a free plan and pending choices at once',
});

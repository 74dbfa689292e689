import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { disabled, unauthenticated } from '../domain/errors';
import { noStarsGateway, type StarsGateway } from '../payments/stars-seam';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { IdParams } from './route-params';
import { cancelSubscriptions, choosePlan, confirmPayment, getActiveSubscription, getPlan, listActivePlans, listSubscriptions } from '../services/subscriptions.service';


/** Constant-time comparison of the bot's secret header with PAYMENT_WEBHOOK_SECRET. */
function secretMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Plans and the caller's subscription (spec section 7). The free plan is chosen directly; a plan
 * with a price is bought through Telegram Stars (payments/stars-seam.ts): it stays 'pending' until
 * the bot reports the confirmed payment, so nothing but a payment activates a paid plan.
 */
export async function planRoutes(app: FastifyInstance, { db, config, stars = noStarsGateway }: { db: Database; config: Config; stars?: StarsGateway }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/payments/plans', { schema: { summary: 'Active plans', tags: ['payments'], response: { 200: schemas.PlanListSchema } } }, async () => listActivePlans(db));

  api.get('/payments/plans/:id', { schema: { summary: 'One plan', tags: ['payments'], params: IdParams, response: { 200: schemas.PlanSchema } } }, async (req) => getPlan(db, req.params.id));

  api.get('/payments/subscriptions/me', { schema: { summary: 'The caller’s active subscription (404: none)', tags: ['payments'], response: { 200: schemas.SubscriptionSchema } } }, async (req) => getActiveSubscription(db, req.caller.id));

  api.get('/payments/subscriptions', { schema: { summary: 'The caller’s subscriptions', tags: ['payments'], response: { 200: v.array(schemas.SubscriptionSchema) } } }, async (req) => listSubscriptions(db, req.caller.id));

  api.post('/payments/subscriptions', {
    schema: {
      summary: 'Choose a plan: the free plan is active at once; a paid plan is pending with a Telegram Stars invoice',
      tags: ['payments'], body: schemas.SubscriptionCreateSchema, response: { 201: schemas.SubscriptionCreatedSchema },
    },
  }, async (req, reply) => reply.status(201).send(await choosePlan(db, stars, req.caller.id, req.body.plan_id)));

  api.post('/payments/subscriptions/cancel', { schema: { summary: 'Cancel the caller’s active and pending subscriptions', tags: ['payments'], response: { 200: schemas.SubscriptionsCancelledSchema } } }, async (req) => cancelSubscriptions(db, req.caller.id));

  // Called by the bot, not the Mini App: no init data, the shared secret instead. Off (404) while
  // PAYMENT_WEBHOOK_SECRET is unset.
  api.post('/payments/telegram/successful-payment', {
    // No init data: the bot's shared secret instead (checked below).
    config: { public: true },
    schema: {
      summary: 'The payment bot reports a Stars payment (header x-payment-webhook-secret): activates the paid plan',
      tags: ['payments'], body: schemas.StarsPaymentSchema, response: { 200: schemas.PaymentConfirmedSchema },
    },
    // The secret first: a caller without it learns nothing about the body's shape.
    preValidation: async (req) => {
      if (!config.paymentWebhookSecret) throw disabled('Приём платежей не настроен');
      if (!secretMatches(config.paymentWebhookSecret, req.headers['x-payment-webhook-secret'])) throw unauthenticated('Неверный секрет платёжного бота');
    },
  }, async (req) => confirmPayment(db, req.body));
}

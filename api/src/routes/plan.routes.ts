import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { cancelSubscription, choosePlan, getActiveSubscription, getPlan, listActivePlans, listSubscriptions, type StarsGateway } from '../services/subscriptions.service';
import { IdParams } from './route-params';

/**
 * Plans and the caller's subscription (spec section 7). The free plan is chosen directly; a plan
 * with a price is bought with Telegram Stars: it stays 'pending' until Telegram reports its payment
 * to the bot's webhook (telegram/bot-handlers.ts), so nothing but a payment activates a paid plan.
 */
export async function planRoutes(app: FastifyInstance, { db, stars }: { db: Database; stars: StarsGateway }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/payments/plans', { schema: { summary: 'Active plans', tags: ['payments'], response: { 200: schemas.PlanListSchema } } }, async () => listActivePlans(db));

  api.get('/payments/plans/:id', { schema: { summary: 'One plan', tags: ['payments'], params: IdParams, response: { 200: schemas.PlanSchema } } }, async (req) => getPlan(db, req.params.id));

  api.get('/payments/subscriptions/me', { schema: { summary: 'The caller’s plan in force (404: none, the free plan applies)', tags: ['payments'], response: { 200: schemas.SubscriptionSchema } } }, async (req) => getActiveSubscription(db, req.caller.id));

  api.get('/payments/subscriptions', { schema: { summary: 'The caller’s subscriptions', tags: ['payments'], response: { 200: v.array(schemas.SubscriptionSchema) } } }, async (req) => listSubscriptions(db, req.caller.id));

  api.post('/payments/subscriptions', {
    schema: {
      summary: 'Choose a plan: the free plan is active at once (scheduled from the end of a paid plan in force, whose renewal stops); a paid plan is pending with a Telegram Stars invoice link (a 30-day plan renews every 30 days)',
      tags: ['payments'], body: schemas.SubscriptionCreateSchema, response: { 201: schemas.SubscriptionCreatedSchema },
    },
  }, async (req, reply) => reply.status(201).send(await choosePlan(db, stars, req.caller.id, req.body.plan_id)));

  api.post('/payments/subscriptions/cancel', { schema: { summary: 'Stop the paid plan’s renewal (it stays until its end); end a free plan and pending choices at once', tags: ['payments'], response: { 200: schemas.SubscriptionsCancelledSchema } } }, async (req) =>
    cancelSubscription(db, stars, req.caller.id));
}

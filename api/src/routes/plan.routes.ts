import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { cancelSubscription, choosePlan, getActiveSubscription, getPlan, listActivePlans, listSubscriptions, type StarsGateway } from '../services/subscriptions.service';

/**
 * Plans and the caller's subscription (docs/product.md, Plans and limits). The free plan is chosen directly; a plan
 * with a price is bought with Telegram Stars: it stays 'pending' until Telegram reports its payment
 * to the bot's webhook (telegram/bot-handlers.ts), so nothing but a payment activates a paid plan.
 */
export async function planRoutes(app: FastifyInstance, { db, stars }: { db: Database; stars: StarsGateway }) {
  route(app, ops.listPlans, async () => listActivePlans(db));
  route(app, ops.getPlan, async (req) => getPlan(db, req.params.id));
  route(app, ops.getMySubscription, async (req) => getActiveSubscription(db, req.caller.id));
  route(app, ops.listSubscriptions, async (req) => listSubscriptions(db, req.caller.id));
  route(app, ops.choosePlan, async (req) => choosePlan(db, stars, req.caller.id, req.body.plan_id));
  route(app, ops.cancelSubscription, async (req) => cancelSubscription(db, stars, req.caller.id));
}

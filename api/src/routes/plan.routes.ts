import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import type { Notifier } from '../services/notifications.service';
import { planPaymentReturn, type PlanShop } from '../services/plan-rubles.service';
import { cancelSubscription, choosePlan, getActiveSubscription, getPlan, listActivePlans, listSubscriptions, type StarsGateway } from '../services/subscriptions.service';

/**
 * Plans and the caller's subscription (docs/product.md, Plans and limits). The free plan is chosen
 * directly; a plan with a price is bought with Telegram Stars by a caller who came in through
 * Telegram (its rules want digital goods paid in Stars there), and in rubles through the product's
 * ЮKassa shop by one who came in through MAX or a browser. It stays 'pending' until the payment is
 * reported (Telegram's to the bot's webhook, ЮKassa's to its notifications, both read back), so
 * nothing but a payment activates a paid plan.
 */
export async function planRoutes(app: FastifyInstance, { db, stars, planShop, notifier }: { db: Database; stars: StarsGateway; planShop: PlanShop; notifier: Notifier }) {
  const rubles = Boolean(planShop.shop && planShop.publicOrigin);
  route(app, ops.listPlans, async () => listActivePlans(db, rubles));
  route(app, ops.getPlan, async (req) => getPlan(db, req.params.id, rubles));
  route(app, ops.getMySubscription, async (req) => getActiveSubscription(db, req.caller.id));
  route(app, ops.listSubscriptions, async (req) => listSubscriptions(db, req.caller.id));
  route(app, ops.choosePlan, async (req) =>
    choosePlan(db, stars, req.caller.id, req.body.plan_id, req.way === 'telegram' ? undefined : { shop: planShop, email: req.body.email }));
  route(app, ops.cancelSubscription, async (req) => cancelSubscription(db, stars, req.caller.id));
  route(app, ops.getPlanPaymentReturn, async (req) => planPaymentReturn(db, planShop, stars, notifier, req.params.token));
}

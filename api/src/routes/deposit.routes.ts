import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import type { Notifier } from '../services/notifications.service';
import * as deposits from '../services/deposits.service';
import * as planRubles from '../services/plan-rubles.service';
import type { StarsGateway } from '../services/subscriptions.service';

/**
 * Deposits (services/deposits.service.ts): the master's shop settings (their own only), ЮKassa's
 * notifications (public: ЮKassa signs nothing, so the body is only a hint and the payment is read
 * back) and the return page's reading by its signed token (public: the client may come back in a
 * browser that has no session of the app).
 */
export async function depositRoutes(
  app: FastifyInstance,
  { db, notifier, payments, planShop, stars }: { db: Database; notifier: Notifier; payments: deposits.Payments; planShop: planRubles.PlanShop; stars: StarsGateway },
) {
  route(app, ops.getPaymentSettings, async (req) => deposits.paymentSettings(db, payments, req.caller.id, req.params.id));
  route(app, ops.savePaymentSettings, async (req) => deposits.savePaymentSettings(db, payments, req.caller.id, req.params.id, req.body));
  route(app, ops.deletePaymentSettings, async (req) => deposits.deletePaymentSettings(db, payments, req.caller.id, req.params.id));
  // ЮKassa's notification is a few hundred bytes; anything much larger is not one.
  // One address for every shop: a payment of the product's own shop is a plan's ('Про' in rubles), any other a deposit's.
  route(app, ops.yookassaNotification, async (req) => {
    const paymentId = req.body.event === 'refund.succeeded' ? req.body.object.payment_id : req.body.object.id;
    const charge = paymentId ? await planRubles.chargeOfPayment(db, paymentId) : undefined;
    return charge
      ? planRubles.applyPlanNotification(db, planShop, stars, notifier, charge, req.body)
      : deposits.applyNotification(db, payments, notifier, req.body);
  }, { bodyLimit: 64 * 1024 });
  route(app, ops.getPaymentReturn, async (req) => deposits.paymentReturn(db, payments, notifier, req.params.token));
}

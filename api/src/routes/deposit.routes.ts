import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import type { Notifier } from '../services/notifications.service';
import * as deposits from '../services/deposits.service';

/**
 * Deposits (services/deposits.service.ts): the master's shop settings (their own only), ЮKassa's
 * notifications (public: ЮKassa signs nothing, so the body is only a hint and the payment is read
 * back) and the return page's reading by its signed token (public: the client may come back in a
 * browser that has no session of the app).
 */
export async function depositRoutes(app: FastifyInstance, { db, notifier, payments }: { db: Database; notifier: Notifier; payments: deposits.Payments }) {
  route(app, ops.getPaymentSettings, async (req) => deposits.paymentSettings(db, payments, req.caller.id, req.params.id));
  route(app, ops.savePaymentSettings, async (req) => deposits.savePaymentSettings(db, payments, req.caller.id, req.params.id, req.body));
  route(app, ops.deletePaymentSettings, async (req) => deposits.deletePaymentSettings(db, payments, req.caller.id, req.params.id));
  // ЮKassa's notification is a few hundred bytes; anything much larger is not one.
  route(app, ops.yookassaNotification, async (req) => deposits.applyNotification(db, payments, notifier, req.body), { bodyLimit: 64 * 1024 });
  route(app, ops.getPaymentReturn, async (req) => deposits.paymentReturn(db, payments, notifier, req.params.token));
}

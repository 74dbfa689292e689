import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import { createBooking } from '../services/booking-create.service';
import type { Notifier } from '../services/notifications.service';
import type { Payments } from '../services/deposits.service';

/**
 * POST /bookings/: the master's row locked, every rule checked with the shared functions the UI
 * uses, in one transaction. A conflict the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(app: FastifyInstance, { db, notifier, config, payments }: { db: Database; notifier: Notifier; config: Config; payments: Payments }) {
  route(app, ops.createBooking, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return createBooking(db, notifier, { callerId: req.caller.id, body: req.body }, config.maxActivePerClient, payments);
  });
}

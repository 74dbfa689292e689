import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import type { Notifier } from '../services/notifications.service';
import { bookingWriter } from '../speed/booking-queue';

/**
 * POST /bookings/: the master's row locked, every rule checked with the shared functions the UI
 * uses, in one transaction (speed/booking-queue: requests that arrive together share one). A conflict
 * the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(app: FastifyInstance, { db, notifier, config }: { db: Database; notifier: Notifier; config: Config }) {
  const book = bookingWriter(db, notifier, config);
  route(app, ops.createBooking, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return book({ callerId: req.caller.id, body: req.body });
  });
}

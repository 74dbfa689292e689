import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import { createBookingQueue, submitBooking } from '../services/booking-queue';
import { newBookingNotices, type Notifier } from '../services/notifications.service';

/**
 * POST /bookings/: created through the booking queue (services/booking-queue.ts): one transaction
 * per batch of concurrent requests, the master's row locked, every rule checked with the shared
 * functions the UI uses. A conflict the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(app: FastifyInstance, { db, notifier, maxPerClient }: { db: Database; notifier: Notifier; maxPerClient: number }) {
  // The bot's messages about new bookings are written in the batch's transaction; the runner is woken after it commits.
  const queue = createBookingQueue(db, { messagesFor: (written, at) => newBookingNotices(notifier, written, at), afterCommit: notifier.wake, maxPerClient });
  route(app, ops.createBooking, async (req) => {
    assertCaller(req, req.body.telegram_id);
    return submitBooking(queue, { callerId: req.caller.id, body: req.body });
  });
}

import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { createBookingQueue, submitBooking } from '../services/booking-queue';
import { newBookingNotices, type Notifier } from '../services/notifications.service';
import { createBooking } from '../services/booking-create.service';
import { isPlain } from '../speed-switch';

/**
 * POST /bookings/: created through the booking queue (services/booking-queue.ts): one transaction
 * per batch of concurrent requests, the master's row locked, every rule checked with the shared
 * functions the UI uses. A conflict the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(app: FastifyInstance, { db, notifier, maxPerClient }: { db: Database; notifier: Notifier; maxPerClient: number }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  // The bot's messages about new bookings are written in the batch's transaction; the runner is woken after it commits.
  const queue = createBookingQueue(db, { messagesFor: (written, at) => newBookingNotices(notifier, written, at), afterCommit: notifier.wake, maxPerClient });
  api.post('/bookings/', { schema: { summary: "Book a time: rules checked in one transaction; 409 when taken or over the plan limit", tags: ['bookings'], body: schemas.BookingCreateSchema, response: { 201: schemas.CreatedBookingSchema } } }, async (req, reply) => {
    assertCaller(req, req.body.telegram_id);
    const request = { callerId: req.caller.id, body: req.body };
    return reply.status(201).send(isPlain('queue') ? await createBooking(db, notifier, request, maxPerClient) : await submitBooking(queue, request));
  });
}

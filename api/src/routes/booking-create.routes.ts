import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import type { Notifier } from '../services/notifications.service';
import { bookingWriter } from '../speed/booking-queue';

/**
 * POST /bookings/: the master's row locked, every rule checked with the shared functions the UI
 * uses, in one transaction (speed/booking-queue: requests that arrive together share one). A conflict
 * the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(app: FastifyInstance, { db, notifier, config }: { db: Database; notifier: Notifier; config: Config }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const book = bookingWriter(db, notifier, config);
  api.post('/bookings/', { schema: { summary: "Book a time: rules checked in one transaction; 409 when taken or over the plan limit", tags: ['bookings'], body: schemas.BookingCreateSchema, response: { 201: schemas.CreatedBookingSchema } } }, async (req, reply) => {
    assertCaller(req, req.body.telegram_id);
    return reply.status(201).send(await book({ callerId: req.caller.id, body: req.body }));
  });
}

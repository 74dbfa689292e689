import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { TAKEN, createBookingQueue } from '../domain/booking-batch';
import { conflictAs409 } from '../domain/db-errors';
import { assertCaller } from '../plugins/auth.plugin';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

/**
 * POST /bookings/: validated here, then created through the booking queue (domain/booking-batch):
 * one transaction per batch of concurrent requests, the master's row locked, every rule checked
 * with the shared functions the UI uses. A conflict the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const queue = createBookingQueue(db);
  api.post('/bookings/', { schema: { summary: "Book a time: rules checked in one transaction; 409 when taken or over the plan limit", tags: ['bookings'], body: schemas.BookingCreateSchema } }, async (req, reply) => {
    const body = req.body;
    assertCaller(req, body.telegram_id);
    const outcome = await conflictAs409(() => queue.submit({ callerId: req.caller.id, body }), TAKEN);
    if (!outcome.ok) throw outcome.error;
    return reply.status(201).send(outcome.booking);
  });
}

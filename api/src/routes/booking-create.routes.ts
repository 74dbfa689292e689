import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { parseInput } from '../http-errors';
import { TAKEN, createBookingQueue } from '../domain/booking-batch';
import { conflictAs409 } from '../domain/db-errors';
import { assertCaller } from '../plugins/auth.plugin';

/**
 * POST /bookings/: validated here, then created through the booking queue (domain/booking-batch):
 * one transaction per batch of concurrent requests, the master's row locked, every rule checked
 * with the shared functions the UI uses. A conflict the database reports becomes 409 too.
 */
export async function bookingCreateRoutes(api: FastifyInstance, { db }: { db: Database }) {
  const queue = createBookingQueue(db);
  api.post('/bookings/', async (req, reply) => {
    const body = parseInput(schemas.BookingCreateSchema, req.body, 'body');
    assertCaller(req, body.telegram_id);
    const outcome = await conflictAs409(() => queue.submit({ callerId: req.caller.id, body }), TAKEN);
    if (!outcome.ok) throw outcome.error;
    return reply.status(201).send(outcome.booking);
  });
}

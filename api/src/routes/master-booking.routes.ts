import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { route } from '../plugins/operation-route';
import { cancelMasterBooking, listMasterDayBookings } from '../services/bookings.service';
import type { Notifier } from '../services/notifications.service';

/**
 * The master's view of client bookings (docs/product.md, Data: Booking): paths added to the first API,
 * GET /workers/{id}/bookings/{date} and POST /workers/{id}/bookings/{bookingId}/cancel.
 */
export async function masterBookingRoutes(app: FastifyInstance, { db, notifier }: { db: Database; notifier: Notifier }) {
  route(app, ops.listWorkerDayBookings, async (req) => listMasterDayBookings(db, req.caller.id, req.params.id, req.params.date));
  route(app, ops.masterCancelBooking, async (req) => cancelMasterBooking(db, notifier, req.caller.id, req.params.id, req.params.bookingId));
}

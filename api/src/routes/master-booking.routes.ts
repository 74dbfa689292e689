import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { cancelMasterBooking, listMasterDayBookings } from '../services/bookings.service';
import type { Notifier } from '../services/notifications.service';
import { IdParams, WorkerIdDayParams } from './route-params';

const CancelParams = v.object({ ...IdParams.entries, bookingId: schemas.IdSchema });

/**
 * The master's view of client bookings (spec section 3 "Busy slot"): paths the spec leaves open,
 * GET /workers/{id}/bookings/{date} and POST /workers/{id}/bookings/{bookingId}/cancel.
 */
export async function masterBookingRoutes(app: FastifyInstance, { db, notifier }: { db: Database; notifier: Notifier }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/workers/:id/bookings/:date', { schema: { summary: "A master’s client bookings of a day (busy-slot fields)", tags: ['masters'], params: WorkerIdDayParams, response: { 200: schemas.WorkerDayBookingListSchema } } }, async (req) =>
    listMasterDayBookings(db, req.caller.id, req.params.id, req.params.date));

  api.post('/workers/:id/bookings/:bookingId/cancel', { schema: { summary: "A master cancels a client booking (where can_cancel)", tags: ['masters'], params: CancelParams, response: { 200: schemas.CancelledBookingSchema } } }, async (req) =>
    cancelMasterBooking(db, notifier, req.caller.id, req.params.id, req.params.bookingId));
}

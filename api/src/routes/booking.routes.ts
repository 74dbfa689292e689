import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import { cancelClientBooking, clientBookingCard, listClientBookingPage, listClientBookings } from '../services/bookings.service';
import type { Notifier } from '../services/notifications.service';

/** A client's bookings (docs/product.md, API paths) and their cancel. */
export async function bookingRoutes(app: FastifyInstance, { db, notifier }: { db: Database; notifier: Notifier }) {
  route(app, ops.listUserBookings, async (req) => {
    const { telegramId } = req.params;
    assertCaller(req, telegramId);
    const { limit, before } = req.query;
    if (limit === undefined && before === undefined) return listClientBookings(db, telegramId);
    return listClientBookingPage(db, telegramId, { limit, before });
  });

  route(app, ops.listUserPlaceBookings, async (req) => {
    const { telegramId, placeId } = req.params;
    assertCaller(req, telegramId);
    return listClientBookings(db, telegramId, { placeId });
  });

  route(app, ops.listUserWorkerBookings, async (req) => {
    const { telegramId, workerId } = req.params;
    assertCaller(req, telegramId);
    return listClientBookings(db, telegramId, { workerId });
  });

  route(app, ops.getBookingCard, async (req) => clientBookingCard(db, req.caller.id, req.params.id));

  // Only the client's own active booking that has not started can be cancelled.
  route(app, ops.cancelBooking, async (req) => cancelClientBooking(db, notifier, req.caller.id, req.params.id));
}

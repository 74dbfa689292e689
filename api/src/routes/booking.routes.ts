import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import { JsonText } from '../plugins/route-schemas';
import { cancelClientBooking, listClientBookingPage, listClientBookings } from '../services/bookings.service';
import type { Notifier } from '../services/notifications.service';

/** A client's bookings (spec section 7) and their cancel. */
export async function bookingRoutes(app: FastifyInstance, { db, notifier }: { db: Database; notifier: Notifier }) {
  route(app, ops.listUserBookings, async (req) => {
    const { telegramId } = req.params;
    assertCaller(req, telegramId);
    const { limit, before } = req.query;
    // The lists come as JSON text from the database (each booking's stored card): sent as they are.
    if (limit === undefined && before === undefined) return new JsonText(await listClientBookings(db, telegramId));
    return new JsonText(await listClientBookingPage(db, telegramId, { limit, before }));
  }, { config: { profileAside: true } });

  route(app, ops.listUserPlaceBookings, async (req) => {
    const { telegramId, placeId } = req.params;
    assertCaller(req, telegramId);
    return new JsonText(await listClientBookings(db, telegramId, { placeId }));
  });

  route(app, ops.listUserWorkerBookings, async (req) => {
    const { telegramId, workerId } = req.params;
    assertCaller(req, telegramId);
    return new JsonText(await listClientBookings(db, telegramId, { workerId }));
  });

  // Only the client's own active booking that has not started can be cancelled.
  route(app, ops.cancelBooking, async (req) => cancelClientBooking(db, notifier, req.caller.id, req.params.id));
}

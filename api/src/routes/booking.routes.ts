import type { FastifyInstance } from 'fastify';
import { ops } from '@booking/contracts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import { route } from '../plugins/operation-route';
import { cancelClientBooking, listClientBookingPage, listClientBookings } from '../services/bookings.service';
import type { Notifier } from '../services/notifications.service';
import { clientLists } from '../speed/list-cards';

/** A client's bookings (spec section 7) and their cancel. */
export async function bookingRoutes(app: FastifyInstance, { db, notifier, config }: { db: Database; notifier: Notifier; config: Config }) {
  const lists = clientLists(config);
  route(app, ops.listUserBookings, async (req) => {
    const { telegramId } = req.params;
    assertCaller(req, telegramId);
    const { limit, before } = req.query;
    if (limit === undefined && before === undefined) return listClientBookings(lists, db, telegramId);
    return listClientBookingPage(lists, db, telegramId, { limit, before });
  }, { config: { profileAside: true } });

  route(app, ops.listUserPlaceBookings, async (req) => {
    const { telegramId, placeId } = req.params;
    assertCaller(req, telegramId);
    return listClientBookings(lists, db, telegramId, { placeId });
  });

  route(app, ops.listUserWorkerBookings, async (req) => {
    const { telegramId, workerId } = req.params;
    assertCaller(req, telegramId);
    return listClientBookings(lists, db, telegramId, { workerId });
  });

  // Only the client's own active booking that has not started can be cancelled.
  route(app, ops.cancelBooking, async (req) => cancelClientBooking(db, notifier, req.caller.id, req.params.id));
}

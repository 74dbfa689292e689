import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { assertCaller } from '../plugins/auth.plugin';
import type { ValibotTypeProvider } from '../plugins/route-schemas';
import { cancelClientBooking, listClientBookingPage, listClientBookings } from '../services/bookings.service';
import type { Notifier } from '../services/notifications.service';
import { IdParams, TelegramParams } from './route-params';
import { clientLists } from '../speed/list-cards';

const TelegramPlaceParams = v.object({ ...TelegramParams.entries, placeId: schemas.IdSchema });
const TelegramWorkerParams = v.object({ ...TelegramParams.entries, workerId: schemas.IdSchema });
/** Paging of the client's list (additive: without both, the whole list as the spec has it). */
const PageQuery = v.object({
  limit: v.optional(v.pipe(schemas.IdSchema, v.maxValue(100, 'is at most 100'))),
  before: v.optional(schemas.IdSchema),
});

/** A client's bookings (spec section 7) and their cancel. */
export async function bookingRoutes(app: FastifyInstance, { db, notifier, config }: { db: Database; notifier: Notifier; config: Config }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  const lists = clientLists(config);
  api.get('/bookings/telegram_id/:telegramId', {
    config: { profileAside: true },
    schema: {
      summary: "The caller’s bookings: all of them (the spec's answer), or in pages with limit/before",
      description: 'Without limit and before: every booking, by date and start. With limit (1-100) and/or before: a page. '
        + 'The first page (no before): every upcoming booking soonest first, then the limit (default 20) most recent past ones. '
        + 'The next page: before = the id of the last booking of the page before; the limit past bookings that follow it. '
        + 'A page with fewer than limit past bookings is the last.',
      tags: ['bookings'], params: TelegramParams, querystring: PageQuery, response: { 200: schemas.BookingListSchema },
    },
  }, async (req) => {
    const { telegramId } = req.params;
    assertCaller(req, telegramId);
    const { limit, before } = req.query;
    if (limit === undefined && before === undefined) return listClientBookings(lists, db, telegramId);
    return listClientBookingPage(lists, db, telegramId, { limit, before });
  });

  api.get('/bookings/telegram_id/:telegramId/place/:placeId', { schema: { summary: "The caller’s bookings at a place", tags: ['bookings'], params: TelegramPlaceParams, response: { 200: schemas.BookingListSchema } } }, async (req) => {
    const { telegramId, placeId } = req.params;
    assertCaller(req, telegramId);
    return listClientBookings(lists, db, telegramId, { placeId });
  });

  api.get('/bookings/telegram_id/:telegramId/worker/:workerId', { schema: { summary: "The caller’s bookings with a master", tags: ['bookings'], params: TelegramWorkerParams, response: { 200: schemas.BookingListSchema } } }, async (req) => {
    const { telegramId, workerId } = req.params;
    assertCaller(req, telegramId);
    return listClientBookings(lists, db, telegramId, { workerId });
  });

  // The spec's cancel is a GET; only the client's own active booking that has not started can be cancelled.
  api.get('/bookings/:id/cancel', { schema: { summary: "Cancel the caller’s own active booking (a GET, as the client calls it)", tags: ['bookings'], params: IdParams, response: { 200: schemas.CancelledBookingSchema } } }, async (req) =>
    cancelClientBooking(db, notifier, req.caller.id, req.params.id));
}

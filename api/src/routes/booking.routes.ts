import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import { hasStarted } from '../domain/clock';
import { assertCaller } from '../plugins/auth.plugin';
import { isActiveBooking } from '../domain/active-booking';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const TelegramParams = v.object({ telegramId: schemas.TelegramIdSchema });
const TelegramPlaceParams = v.object({ telegramId: schemas.TelegramIdSchema, placeId: schemas.IdSchema });
const TelegramWorkerParams = v.object({ telegramId: schemas.TelegramIdSchema, workerId: schemas.IdSchema });
const IdParams = v.object({ id: schemas.IdSchema });

/** Bookings in the shape of spec section 3, newest dates first is left to the UI (it splits current/past). */
const BOOKING_SELECT = `
  SELECT b.id, b.status, b.place_id,
         json_build_object('id', w.id, 'name', w.title, 'avatar', w.avatar) AS worker,
         COALESCE((SELECT json_agg(json_build_object('title', s.title, 'price', s.price, 'slot_duration', s.slot_duration, 'category_id', s.category_id) ORDER BY bs.position)
                   FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id), '[]'::json) AS services,
         json_build_object('date', to_char(b.date, 'YYYY-MM-DD'), 'time_start', to_char(b.time_start, 'HH24:MI:SS')) AS time
  FROM bookings b JOIN workers w ON w.id = b.worker_id`;


export async function bookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/bookings/telegram_id/:telegramId', { schema: { summary: "The caller’s bookings", tags: ['bookings'], params: TelegramParams, response: { 200: schemas.BookingListSchema } } }, async (req) => {
    const { telegramId } = req.params;
    assertCaller(req, telegramId);
    return (await db.query(`${BOOKING_SELECT} WHERE b.client_id = $1 ORDER BY b.date, b.time_start`, [telegramId])).rows;
  });

  api.get('/bookings/telegram_id/:telegramId/place/:placeId', { schema: { summary: "The caller’s bookings at a place", tags: ['bookings'], params: TelegramPlaceParams, response: { 200: schemas.BookingListSchema } } }, async (req) => {
    const { telegramId, placeId } = req.params;
    assertCaller(req, telegramId);
    return (await db.query(`${BOOKING_SELECT} WHERE b.client_id = $1 AND b.place_id = $2 ORDER BY b.date, b.time_start`, [telegramId, placeId])).rows;
  });

  api.get('/bookings/telegram_id/:telegramId/worker/:workerId', { schema: { summary: "The caller’s bookings with a master", tags: ['bookings'], params: TelegramWorkerParams, response: { 200: schemas.BookingListSchema } } }, async (req) => {
    const { telegramId, workerId } = req.params;
    assertCaller(req, telegramId);
    return (await db.query(`${BOOKING_SELECT} WHERE b.client_id = $1 AND b.worker_id = $2 ORDER BY b.date, b.time_start`, [telegramId, workerId])).rows;
  });

  // The spec's cancel is a GET; only the client's own active booking that has not started can be cancelled.
  api.get('/bookings/:id/cancel', { schema: { summary: "Cancel the caller’s own active booking (a GET, as the client calls it)", tags: ['bookings'], params: IdParams } }, async (req) => {
    const { id } = req.params;
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ client_id: string | number; status: string; date: string; time_start: string; timezone: string | null }>(
        `SELECT b.client_id, b.status, to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI') AS time_start, mu.timezone
           FROM bookings b JOIN workers w ON w.id = b.worker_id LEFT JOIN users mu ON mu.id = w.user_id
          WHERE b.id = $1 FOR UPDATE OF b`,
        [id],
      );
      const booking = rows[0];
      if (!booking || Number(booking.client_id) !== req.caller.id) throw new HttpError(404, 'Запись не найдена');
      if (!isActiveBooking(booking.status)) throw new HttpError(409, 'Эта запись уже отменена');
      if (hasStarted(booking.timezone, booking.date, booking.time_start)) throw new HttpError(409, PAST_BOOKING);
      await tx.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
      return { id, status: 'cancelled' };
    });
  });
}

/** A booking whose start has come (on the master's clock) stays as it is. */
export const PAST_BOOKING = 'Прошедшую или уже начавшуюся запись отменить нельзя';

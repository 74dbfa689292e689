import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import { assertOwnWorker } from '../plugins/auth.plugin';
import { hasStarted } from '../domain/clock';
import { isActiveBooking } from '../domain/active-booking';
import { PAST_BOOKING } from './booking.routes';
import type { ValibotTypeProvider } from '../plugins/route-schemas';

const DayParams = v.object({ id: schemas.IdSchema, date: schemas.IsoDateSchema });
const CancelParams = v.object({ id: schemas.IdSchema, bookingId: schemas.IdSchema });

/** A master may cancel a booking that is active and has not started (on the master's clock). */
const canCancel = (status: string, timezone: string | null, date: string, timeStart: string) => isActiveBooking(status) && !hasStarted(timezone, date, timeStart);

/**
 * The master's view of client bookings (spec section 3 "Busy slot"): paths the spec leaves open,
 * GET /workers/{id}/bookings/{date} and POST /workers/{id}/bookings/{bookingId}/cancel.
 */
export async function masterBookingRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const api = app.withTypeProvider<ValibotTypeProvider>();
  api.get('/workers/:id/bookings/:date', { schema: { summary: "A master’s client bookings of a day (busy-slot fields)", tags: ['masters'], params: DayParams } }, async (req) => {
    const { id, date } = req.params;
    const worker = await assertOwnWorker(db, req, id);
    const { rows } = await db.query<Record<string, unknown> & { booking_id: number; client_telegram_id: number; status: string; time_start: string }>(
      `SELECT b.id AS booking_id, b.status, to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
              concat_ws(' ', c.first_name, c.last_name) AS client_name, COALESCE(c.photo_url, '') AS client_avatar, c.id AS client_telegram_id, c.username AS client_username,
              (SELECT cat.name FROM booking_services bs JOIN services s ON s.id = bs.service_id LEFT JOIN categories cat ON cat.id = s.category_id
                WHERE bs.booking_id = b.id ORDER BY bs.position LIMIT 1) AS category_name,
              (SELECT string_agg(s.title, ', ' ORDER BY bs.position) FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id) AS service_title,
              (SELECT COALESCE(sum(s.price), 0) FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id)::int AS service_price,
              (EXTRACT(EPOCH FROM (b.time_end - b.time_start)) / 60)::int AS duration
       FROM bookings b JOIN users c ON c.id = b.client_id
       WHERE b.worker_id = $1 AND b.date = $2 ORDER BY b.time_start, b.id`,
      [id, date],
    );
    return rows.map((r) => ({
      ...r,
      booking_id: Number(r.booking_id),
      client_telegram_id: Number(r.client_telegram_id),
      can_cancel: canCancel(r.status, worker.timezone, date, r.time_start),
    }));
  });

  api.post('/workers/:id/bookings/:bookingId/cancel', { schema: { summary: "A master cancels a client booking (where can_cancel)", tags: ['masters'], params: CancelParams } }, async (req) => {
    const { id, bookingId } = req.params;
    return db.transaction(async (tx) => {
      const worker = await assertOwnWorker(tx, req, id);
      const row = (
        await tx.query<{ status: string; date: string; time_start: string }>(
          `SELECT status, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI') AS time_start
             FROM bookings WHERE id = $1 AND worker_id = $2 FOR UPDATE`,
          [bookingId, id],
        )
      ).rows[0];
      if (!row) throw new HttpError(404, 'Запись не найдена');
      if (!isActiveBooking(row.status)) throw new HttpError(409, 'Эта запись уже отменена');
      if (hasStarted(worker.timezone, row.date, row.time_start)) throw new HttpError(409, PAST_BOOKING);
      await tx.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [bookingId]);
      return { id: bookingId, status: 'cancelled' };
    });
  });
}

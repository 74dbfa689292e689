import type { FastifyInstance } from 'fastify';
import { bookingRules, schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError, parseInput } from '../http-errors';
import { wallClock } from '../domain/clock';
import { loadDay } from '../domain/day';
import { assertUnderMonthlyLimit } from '../domain/plan-limit';
import { conflictAs409 } from '../domain/db-errors';

const TAKEN = 'Это время уже занято. Выберите другое время.';

interface ServiceRow {
  id: number;
  worker_id: number;
  place_id: number;
  status: string;
  slot_duration: number;
  booking_deadline: number;
}

/**
 * POST /bookings/: one transaction that locks the master's row (bookings of one master queue up
 * here), checks every rule with the same shared functions the UI uses to offer times, and inserts.
 * The exclusion constraint stays the last line of defence; its conflicts become 409 too.
 */
export async function bookingCreateRoutes(api: FastifyInstance, { db }: { db: Database }) {
  api.post('/bookings/', async (req, reply) => {
    const body = parseInput(schemas.BookingCreateSchema, req.body, 'body');
    if (body.telegram_id !== req.caller.id) throw new HttpError(403, 'telegram_id must be your own', 'body.telegram_id');
    const serviceIds = [...new Set(body.service_ids)];

    const created = await conflictAs409(
      () =>
        db.transaction(async (tx) => {
          const slot = (
            await tx.query<{ worker_id: number; place_id: number; date: string; status: string; time_start: string; time_end: string }>(
              `SELECT worker_id, place_id, to_char(date, 'YYYY-MM-DD') AS date, status,
                      to_char(time_start, 'HH24:MI:SS') AS time_start, to_char(time_end, 'HH24:MI:SS') AS time_end
               FROM timeslots WHERE id = $1`,
              [body.timeslot_id],
            )
          ).rows[0];
          if (!slot) throw new HttpError(404, 'Слот не найден', 'body.timeslot_id');
          const workerId = Number(slot.worker_id);
          if (Number(slot.place_id) !== body.place_id) throw new HttpError(400, 'place_id does not match the timeslot', 'body.place_id');
          if (slot.status !== 'free') throw new HttpError(409, TAKEN);

          const worker = (
            await tx.query<{ adjacent_slots_only: boolean; timezone: string | null }>(
              'SELECT w.adjacent_slots_only, u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1 FOR UPDATE OF w',
              [workerId],
            )
          ).rows[0];
          if (!worker) throw new HttpError(404, 'Работник не найден');

          const services = (
            await tx.query<ServiceRow>(
              'SELECT id, worker_id, place_id, status, slot_duration, booking_deadline FROM services WHERE id = ANY($1::int[])',
              [serviceIds],
            )
          ).rows;
          const byId = new Map(services.map((s) => [Number(s.id), s]));
          for (const id of serviceIds) {
            const s = byId.get(id);
            if (!s) throw new HttpError(404, 'Услуга не найдена', 'body.service_ids');
            if (Number(s.worker_id) !== workerId || Number(s.place_id) !== body.place_id) {
              throw new HttpError(400, `service ${id} is not offered by this master at this place`, 'body.service_ids');
            }
            if (s.status !== 'active') throw new HttpError(409, `Услуга ${id} сейчас недоступна для записи`);
          }
          const ordered = serviceIds.map((id) => byId.get(id)!);

          const now = wallClock(worker.timezone);
          if (slot.date < now.date) throw new HttpError(409, 'Нельзя записаться на прошедшую дату');
          const earliest = slot.date === now.date ? bookingRules.earliestStart(now.minutes, bookingRules.maxDeadline(ordered)) : null;
          const duration = bookingRules.totalDuration(ordered);
          const start = bookingRules.parseTime(body.time_start);
          const day = await loadDay(tx, workerId, slot.date);
          const inThisSlot = start >= bookingRules.parseTime(slot.time_start) && start + duration <= bookingRules.parseTime(slot.time_end);
          const bookable = bookingRules.isBookableStart({
            timeslots: day.timeslots,
            busy: day.busy,
            duration,
            earliest,
            adjacentOnly: worker.adjacent_slots_only,
            start,
          });
          if (!inThisSlot || !bookable) throw new HttpError(409, TAKEN);

          await assertUnderMonthlyLimit(tx, workerId, slot.date);

          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
             VALUES ('confirmed', $1, $2, $3, $4, $5, $6) RETURNING id`,
            [req.caller.id, body.place_id, workerId, slot.date, bookingRules.formatTime(start), bookingRules.formatTime(start + duration)],
          );
          const id = Number(inserted.rows[0]!.id);
          for (const [position, serviceId] of serviceIds.entries()) {
            await tx.query('INSERT INTO booking_services (booking_id, service_id, position) VALUES ($1, $2, $3)', [id, serviceId, position]);
          }
          return { id, status: 'confirmed', worker_id: workerId, place_id: body.place_id, date: slot.date, time_start: bookingRules.formatTime(start), time_end: bookingRules.formatTime(start + duration) };
        }),
      TAKEN,
    );
    return reply.status(201).send(created);
  });
}

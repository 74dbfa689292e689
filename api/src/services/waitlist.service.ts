import type { schemas } from '@booking/contracts';
import type { Database } from '../db/database';
import { isClientBlocked } from '../db/queries/client-blocks.queries';
import { countBookableServices, countOpenWaits, joinWaitlist, lockClient } from '../db/queries/waitlist.queries';
import { findWorkerTimezone, workerHasPlace } from '../db/queries/workers.queries';
import { now, wallClock } from '../domain/clock';
import { conflict, forbidden, invalid, notFound } from '../domain/errors';
import { assertWithinHorizon } from '../domain/schedule';

/** Open waits one client may have at once, each for a date within the booking horizon. */
export const MAX_OPEN_WAITS = 20;

/**
 * 'Сообщить, когда освободится время': the caller waits for time with a master on a date at a place.
 * When a booking of that day there is cancelled, the bot tells them (notifications.service.ts); the
 * wait ends when the date passes or when they book with that master that day. At most MAX_OPEN_WAITS
 * open waits a client, each within a year (the horizon of timeslots and bookings). A client the
 * master blocked cannot wait for them.
 */
export async function waitForTime(db: Database, callerId: number, body: schemas.WaitlistJoin) {
  const worker = await findWorkerTimezone(db, body.worker_id);
  if (!worker) throw notFound('not_found.worker', 'worker_id');
  if (await isClientBlocked(db, body.worker_id, callerId)) throw forbidden('booking.client_blocked');
  if (!(await workerHasPlace(db, body.worker_id, body.place_id))) throw invalid('schedule.not_workers_place', 'place_id');
  if (body.date < wallClock(worker.timezone).date) throw conflict('waitlist.date_past', 'date');
  assertWithinHorizon(worker, body.date, 'date');
  const serviceIds = [...new Set(body.service_ids)];
  if ((await countBookableServices(db, body.worker_id, body.place_id, serviceIds)) !== serviceIds.length) {
    throw invalid('booking.service_not_offered', 'service_ids');
  }
  const id = await db.transaction(async (tx) => {
    // Counted under the client's row lock, so joins sent at once are counted one after the other.
    await lockClient(tx, callerId);
    if ((await countOpenWaits(tx, callerId, now(), { workerId: body.worker_id, date: body.date })) >= MAX_OPEN_WAITS) throw conflict('waitlist.too_many', { max: MAX_OPEN_WAITS }, 'date');
    return joinWaitlist(tx, { clientId: callerId, workerId: body.worker_id, placeId: body.place_id, date: body.date, serviceIds });
  });
  return { id, worker_id: body.worker_id, place_id: body.place_id, date: body.date, service_ids: serviceIds };
}

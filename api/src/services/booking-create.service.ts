import type { Database } from '../db/database';
import { isConcurrencyConflict } from '../db/db-errors';
import { insertBooking, lockMasterOfSlot, readBookingDay } from '../db/queries/bookings.queries';
import { bookingDetails } from '../db/queries/notices.queries';
import { enqueue } from '../db/queries/outbox.queries';
import { checkBooking, type BookingDay, type BookingRequest, type CreatedBooking } from '../domain/booking-check';
import { now, wallClock } from '../domain/clock';
import { conflict } from '../domain/errors';
import { newBookingNotices, type Notifier } from './notifications.service';
import { depositOfServices, receiptEmailFor, holdForDeposit, noticeNoShop, shopForDeposit, startPayment, type Payments } from './deposits.service';
import type { ShopRow } from '../db/queries/deposits.queries';
import type { BookingPayment } from '@booking/contracts/schemas';

/**
 * Books one request in one transaction: the master's row locked, the day read, the rules checked
 * (domain/booking-check.ts), the booking, its services and the bot's messages about it written.
 * A refusal is thrown as its domain error; a conflict the database reports (the exclusion constraint,
 * a deadlock, a serialization failure: another writer got there first) is the same refusal as a taken
 * time. `maxPerClient` is MAX_ACTIVE_PER_CLIENT (0: no fair-share rule).
 */
export async function createBooking(
  db: Database, notifier: Notifier, request: BookingRequest, maxPerClient = 0, payments?: Payments,
): Promise<CreatedBooking & { payment?: BookingPayment }> {
  let booking: CreatedBooking;
  let shop: ShopRow | null = null;
  try {
    booking = await db.transaction(async (tx) => {
      const at = now();
      const serviceIds = [...new Set(request.body.service_ids)];
      const slot = await lockMasterOfSlot(tx, request.body.timeslot_id);
      const read = slot && (await readBookingDay(tx, slot.workerId, slot.date, serviceIds, request.callerId, at, maxPerClient));
      const day: BookingDay | undefined = slot && read && {
        workerId: slot.workerId, date: slot.date, timeslots: read.timeslots, busy: read.busy, worker: read, now: wallClock(read.timezone, at),
        services: new Map(read.services.map((s) => [s.id, s])), allowance: { max: read.max ?? -1, count: read.count }, share: read.share, maxPerClient, blocked: read.blocked,
      };
      const checked = checkBooking(request, day);
      if (!checked.ok) throw checked.error;
      const b = checked.booking;
      // Services that ask a deposit hold the time until it is paid, through the master's shop (deposits.service.ts).
      const deposit = depositOfServices(day!.services.values());
      shop = deposit > 0 ? await shopForDeposit(tx, payments, b.worker_id) : null;
      const receiptEmail = shop ? await receiptEmailFor(tx, shop, request.callerId, request.body.receipt_email) : null;
      const status = shop ? 'awaiting_payment' : 'confirmed';
      const id = await insertBooking(tx, { clientId: request.callerId, placeId: b.place_id, workerId: b.worker_id, date: b.date, timeStart: b.time_start, timeEnd: b.time_end, serviceIds: checked.serviceIds, status }, at);
      if (shop) {
        await holdForDeposit(tx, payments!, id, shop, deposit, at, receiptEmail);
        return { id, ...b, status };
      }
      // The master hears of it, the client gets the confirmation and the reminders: written with it, or not at all.
      await enqueue(tx, newBookingNotices(notifier, await bookingDetails(tx, [id]), at));
      // A deposit asked while the master's shop is gone: booked without one, and the master is told.
      if (deposit > 0) await noticeNoShop(tx, notifier, id, deposit, at);
      return { id, ...b };
    });
  } catch (error) {
    if (isConcurrencyConflict(error)) throw conflict('booking.slot_taken');
    throw error;
  }
  notifier.wake();
  if (booking.status === 'awaiting_payment' && shop && payments) return { ...booking, payment: await startPayment(db, payments, notifier, booking.id, shop) };
  return booking;
}

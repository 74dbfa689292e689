import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { BookingRequest, CreatedBooking } from '../../domain/booking-check';
import { createBooking } from '../../services/booking-create.service';
import { newBookingNotices, type Notifier } from '../../services/notifications.service';
import { createBookingQueue, submitBooking } from './queue';

/** Books one request: its booking, or its refusal thrown as a domain error. */
export type Booker = (request: BookingRequest) => Promise<CreatedBooking>;

/**
 * How POST /bookings/ books. Fast: group commit (queue.ts): requests that arrive while a batch is
 * being written go together in the next one, in one transaction, each checked with the rules of one
 * booking against the day as the earlier ones left it. Plain (SPEED_PLAIN=booking-queue): each in a
 * transaction of its own (services/booking-create.service.ts, what other code books with).
 */
export function bookingWriter(db: Database, notifier: Notifier, config: Pick<Config, 'plain' | 'maxActivePerClient'>): Booker {
  const maxPerClient = config.maxActivePerClient;
  if (config.plain.has('booking-queue')) return (request) => createBooking(db, notifier, request, maxPerClient);
  // The bot's messages about new bookings are written in the batch's transaction; the runner is woken after it commits.
  const queue = createBookingQueue(db, { messagesFor: (written, at) => newBookingNotices(notifier, written, at), afterCommit: notifier.wake, maxPerClient });
  return (request) => submitBooking(queue, request);
}

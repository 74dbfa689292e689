import type { Queryable } from '../db/queryable';
import { bookingDetails } from '../db/queries/notices.queries';
import { dropReminders, enqueue, enqueueForBookings } from '../db/queries/outbox.queries';
import { openWaits } from '../db/queries/waitlist.queries';
import { now } from '../domain/clock';
import { cancelledNotice, confirmedNotice, newBookingNotice, reminderNotices, waitlistNotice, type BookingDetails, type Notice } from '../domain/notices';

/**
 * The bot's messages about bookings, written to the outbox in the transaction of the change that
 * causes them (so a message exists exactly when its change committed); the outbox runner
 * (services/outbox-runner.ts) sends them.
 */
export interface Notifier {
  /** The bot's username, for the startapp links of the messages' buttons. */
  botUsername: string;
  /** Minutes before a booking's start at which its reminders go (REMINDER_OFFSETS). */
  reminderOffsets: readonly number[];
  /** Tells the runner of this process there is something new to send (after the commit). */
  wake(): void;
}

export function createNotifier(config: { botUsername: string; reminderOffsets: readonly number[] }): Notifier & { onWake(fn: () => void): void } {
  let listener: () => void = () => undefined;
  return {
    botUsername: config.botUsername,
    reminderOffsets: config.reminderOffsets,
    wake: () => listener(),
    onWake: (fn) => {
      listener = fn;
    },
  };
}

/**
 * New bookings (their details, as the batch's write statement answered them): the master hears of
 * it, the client gets the confirmation and the reminders, and the client's wait for that master's
 * day (if any) ends, in the same statement as the messages.
 */
export async function noticeNewBookings(tx: Queryable, notifier: Notifier, details: BookingDetails[]): Promise<void> {
  const at = now();
  const notices: Notice[] = [];
  for (const d of details) {
    notices.push(...[newBookingNotice(d, notifier.botUsername, at), confirmedNotice(d, notifier.botUsername, at)].filter((n): n is Notice => n !== null));
    notices.push(...reminderNotices(d, notifier.reminderOffsets, notifier.botUsername, at));
  }
  await enqueueForBookings(tx, notices, details, at);
}

/**
 * A cancelled booking: the other side hears of it, its reminders never go, and each client waiting
 * for that master's day at that place hears of the freed time (once per freed time).
 */
export async function noticeCancelled(tx: Queryable, notifier: Notifier, bookingId: number, by: 'client' | 'master'): Promise<void> {
  const at = now();
  const [d] = await bookingDetails(tx, [bookingId]);
  if (!d) return;
  await dropReminders(tx, bookingId);
  const notices: Notice[] = [];
  const toOther = cancelledNotice(d, by, notifier.botUsername, at);
  if (toOther) notices.push(toOther);
  for (const wait of await openWaits(tx, d.workerId, d.placeId, d.date)) {
    if (wait.clientId === d.clientId) continue;
    notices.push(
      waitlistNotice(
        { ...wait, placeId: d.placeId, workerId: d.workerId, date: d.date },
        { masterTitle: d.masterTitle, timeStart: d.timeStart, timeEnd: d.timeEnd },
        notifier.botUsername,
        at,
      ),
    );
  }
  await enqueue(tx, notices);
}

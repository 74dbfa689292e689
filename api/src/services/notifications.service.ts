import type { Queryable } from '../db/queryable';
import { bookingDetails } from '../db/queries/notices.queries';
import { dropReminders, enqueue } from '../db/queries/outbox.queries';
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
 * The messages about new bookings (their details, as the batch's read made them): the master hears
 * of it, the client gets the confirmation and the reminders. The batch writes them with the bookings,
 * in the same statement, which also ends the clients' waits for those days (speed/booking-queue);
 * one booking on its own writes them in its transaction (booking-create.service.ts).
 */
export function newBookingNotices(notifier: Notifier, details: BookingDetails[], at: Date): Notice[] {
  const notices: Notice[] = [];
  for (const d of details) {
    const toMaster = newBookingNotice(d, notifier.botUsername, at);
    if (toMaster) notices.push(toMaster);
    notices.push(confirmedNotice(d, notifier.botUsername, at), ...reminderNotices(d, notifier.reminderOffsets, notifier.botUsername, at));
  }
  return notices;
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

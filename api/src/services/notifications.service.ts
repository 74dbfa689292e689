import type { Queryable } from '../db/queryable';
import { bookingDetails } from '../db/queries/notices.queries';
import { dropReminders, enqueue } from '../db/queries/outbox.queries';
import { openWaits } from '../db/queries/waitlist.queries';
import { now } from '../domain/clock';
import { cancelledNotice, confirmedNotice, movedNotice, newBookingNotice, reminderNotices, waitlistNotice, type BookingDetails, type Notice } from '../domain/notices';

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
 * The messages about new bookings (their details as written): the master hears of it, the client
 * gets the confirmation and the reminders. A booking writes them in its own transaction
 * (booking-create.service.ts), so a booking and its messages are kept or lost together.
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
  notices.push(...(await freedTimeNotices(tx, notifier, d, [{ timeStart: d.timeStart, timeEnd: d.timeEnd }], at)));
  await enqueue(tx, notices);
}

/**
 * A moved booking (`from`: its time as it was): the other side hears of it, the old reminders are
 * dropped and new ones planned for the new time, and the waiting clients hear of the time it freed
 * on the old date (`freed`), exactly as after a cancel. Answers the booking's details as moved.
 */
export async function noticeMoved(
  tx: Queryable, notifier: Notifier, bookingId: number, from: Pick<BookingDetails, 'date' | 'timeStart' | 'timeEnd' | 'startsAt'>,
  by: 'client' | 'master', freed: { timeStart: string; timeEnd: string }[],
): Promise<BookingDetails | undefined> {
  const at = now();
  const [after] = await bookingDetails(tx, [bookingId]);
  if (!after) return undefined;
  const before = { ...after, ...from };
  await dropReminders(tx, bookingId, 'booking moved');
  const notices: Notice[] = [];
  const toOther = movedNotice(before, after, by, notifier.botUsername, at);
  if (toOther) notices.push(toOther);
  notices.push(...reminderNotices(after, notifier.reminderOffsets, notifier.botUsername, at));
  notices.push(...(await freedTimeNotices(tx, notifier, before, freed, at)));
  await enqueue(tx, notices);
  return after;
}

/** To each client waiting for the master's day at the place of `d` (but its own client): each piece of time freed there. */
export async function freedTimeNotices(tx: Queryable, notifier: Notifier, d: BookingDetails, freed: { timeStart: string; timeEnd: string }[], at: Date): Promise<Notice[]> {
  if (freed.length === 0) return [];
  const notices: Notice[] = [];
  for (const wait of await openWaits(tx, d.workerId, d.placeId, d.date)) {
    if (wait.clientId === d.clientId) continue;
    for (const piece of freed) {
      notices.push(waitlistNotice({ ...wait, placeId: d.placeId, workerId: d.workerId, date: d.date }, { masterTitle: d.masterTitle, ...piece }, notifier.botUsername, at));
    }
  }
  return notices;
}

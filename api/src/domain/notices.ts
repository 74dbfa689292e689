import { deepLinks } from '@booking/contracts';
import type { Message, MessageKey, MessageParams, Slot } from './messages/message';

/**
 * What the bot writes, as pure functions of a booking's details: each message is its key and the
 * facts it shows (messages/message.ts), put into words in the recipient's language when it goes
 * (messages/render.ts); its buttons open the right screens of the Mini App (startapp deep links).
 * Dates and times are the master's wall clock, as the app shows them.
 */

export interface BookingDetails {
  bookingId: number;
  clientId: number;
  clientName: string;
  /** The master's Telegram id (their user); null for a master without one. */
  masterUserId: number | null;
  masterTitle: string;
  placeName: string;
  placeAddress: string | null;
  businessId: number;
  placeId: number;
  workerId: number;
  serviceIds: number[];
  serviceTitles: string[];
  /** Whole rubles. */
  total: number;
  /** YYYY-MM-DD and HH:MM:SS on the master's clock. */
  date: string;
  timeStart: string;
  timeEnd: string;
  /** The start as an instant (the master's wall clock read in their zone). */
  startsAt: Date;
  /** The master's cut-off for a client's cancel or move, in hours (0: until the start). */
  cancelCutoffHours: number;
  /** Rises on every move and cancel (0: as booked): the reminders' dedupe keys name it. */
  revision: number;
}

interface NoticeBase {
  chatId: number;
  /** Names the event: the same event never makes a second message. */
  dedupeKey: string;
  /** When to send it (now, or a reminder's moment). */
  sendAfter: Date;
  /**
   * The booking a message is about: its SMS counts against the booking's master's SMS (a client's
   * carries the booking's own link); a reminder goes only while the booking is active.
   */
  bookingId: number | null;
}

/** A message to put in the outbox: its key and parameters, written in the recipient's language when it goes. */
export interface MessageNotice extends NoticeBase {
  message: Message;
}

/**
 * A message written out as it is to go, with one button (and a second beside it): how the rows
 * queued before the catalogues read, kept sendable; tests and the delivery benchmark queue their
 * own markers this way.
 */
export interface WrittenNotice extends NoticeBase {
  kind: NoticeKind;
  text: string;
  button: { text: string; url: string };
  second?: { text: string; url: string };
}

export type Notice = MessageNotice | WrittenNotice;

/** The outbox row's kind: the message's key. */
export type NoticeKind = MessageKey;

const notice = <K extends MessageKey>(chatId: number, key: K, params: MessageParams[K], dedupeKey: string, sendAfter: Date, bookingId: number | null = null): MessageNotice =>
  ({ chatId, message: { key, params } as Message, dedupeKey, sendAfter, bookingId });

const hhmm = (time: string) => time.slice(0, 5);

const slotOf = (d: Pick<BookingDetails, 'date' | 'timeStart' | 'timeEnd'>): Slot => ({ date: d.date, start: hhmm(d.timeStart), end: hhmm(d.timeEnd) });
const placeOf = (d: BookingDetails) => ({ name: d.placeName, address: d.placeAddress });

const myBookings = (bot: string) => deepLinks.startAppUrl(bot, { kind: 'bookings' });
const masterDay = (bot: string, date: string) => deepLinks.startAppUrl(bot, { kind: 'day', date });

/** To the master: a client booked. */
export function newBookingNotice(d: BookingDetails, bot: string, now: Date): MessageNotice | null {
  if (d.masterUserId === null) return null;
  return notice(d.masterUserId, 'booking_new', {
    client: d.clientName, slot: slotOf(d), services: d.serviceTitles, total: d.total, dayUrl: masterDay(bot, d.date),
  }, `booking_new:${d.bookingId}`, now, d.bookingId);
}

/** To the client: their booking is confirmed. */
export function confirmedNotice(d: BookingDetails, bot: string, now: Date): MessageNotice {
  return notice(d.clientId, 'booking_confirmed', {
    master: d.masterTitle, place: placeOf(d), slot: slotOf(d), services: d.serviceTitles, bookingsUrl: myBookings(bot),
  }, `booking_confirmed:${d.bookingId}`, now, d.bookingId);
}

/** To the other side of a cancel: the master when the client cancelled, the client when the master did. */
export function cancelledNotice(d: BookingDetails, by: 'client' | 'master', bot: string, now: Date): MessageNotice | null {
  const dedupeKey = `booking_cancelled:${d.bookingId}`;
  if (by === 'client') {
    if (d.masterUserId === null) return null;
    return notice(d.masterUserId, 'booking_cancelled_by_client', {
      client: d.clientName, slot: slotOf(d), services: d.serviceTitles, dayUrl: masterDay(bot, d.date),
    }, dedupeKey, now, d.bookingId);
  }
  return notice(d.clientId, 'booking_cancelled_by_master', {
    master: d.masterTitle, slot: slotOf(d), services: d.serviceTitles, bookingsUrl: myBookings(bot),
  }, dedupeKey, now, d.bookingId);
}

/** To the other side of a move: the master when the client moved it, the client when the master did (`before`: the booking as it was). */
export function movedNotice(before: BookingDetails, after: BookingDetails, by: 'client' | 'master', bot: string, now: Date): MessageNotice | null {
  const dedupeKey = `booking_moved:${after.bookingId}:${after.revision}`;
  const change = { from: slotOf(before), to: slotOf(after), services: after.serviceTitles };
  if (by === 'client') {
    if (after.masterUserId === null) return null;
    return notice(after.masterUserId, 'booking_moved_by_client', { client: after.clientName, ...change, dayUrl: masterDay(bot, after.date) }, dedupeKey, now, after.bookingId);
  }
  return notice(after.clientId, 'booking_moved_by_master', { master: after.masterTitle, place: placeOf(after), ...change, bookingsUrl: myBookings(bot) }, dedupeKey, now, after.bookingId);
}

/**
 * The reminders of a booking: one per offset (minutes before the start), each at its moment; none
 * for an offset whose moment has already passed when the booking is made. A moved booking's
 * reminders name the move in their keys (the old ones are dropped). A reminder that goes before
 * the master's cut-off also offers to reschedule (the move screen).
 */
export function reminderNotices(d: BookingDetails, offsets: readonly number[], bot: string, now: Date): MessageNotice[] {
  const cutoff = d.startsAt.getTime() - d.cancelCutoffHours * 3_600_000;
  return offsets.flatMap((offset) => {
    const at = new Date(d.startsAt.getTime() - offset * 60_000);
    if (at.getTime() <= now.getTime()) return [];
    return [notice(d.clientId, 'reminder', {
      minutes: offset, master: d.masterTitle, place: placeOf(d), slot: slotOf(d), services: d.serviceTitles, bookingsUrl: myBookings(bot),
      moveUrl: at.getTime() < cutoff ? deepLinks.startAppUrl(bot, { kind: 'move', bookingId: d.bookingId }) : null,
    }, d.revision === 0 ? `reminder:${d.bookingId}:${offset}` : `reminder:${d.bookingId}:move${d.revision}:${offset}`, at, d.bookingId)];
  });
}

/** To a waiting client: time freed with the master on the date they wait for. */
export function waitlistNotice(
  wait: { id: number; clientId: number; businessId: number; placeId: number; workerId: number; serviceIds: number[]; date: string },
  freed: { masterTitle: string; timeStart: string; timeEnd: string },
  bot: string,
  now: Date,
): MessageNotice {
  return notice(wait.clientId, 'waitlist_freed', {
    master: freed.masterTitle,
    slot: slotOf({ date: wait.date, ...freed }),
    slotsUrl: deepLinks.startAppUrl(bot, { kind: 'slots', businessId: wait.businessId, placeId: wait.placeId, workerId: wait.workerId, serviceIds: wait.serviceIds, date: wait.date }),
  }, `waitlist:${wait.id}:${freed.timeStart}-${freed.timeEnd}`, now);
}

/** The answer to /start: a short greeting and the button into the app (the cabinet for a master). */
export function startNotice(
  user: { id: number; firstName: string },
  isMaster: boolean,
  startParam: string | null,
  updateId: number,
  bot: string,
  now: Date,
): MessageNotice {
  // A start parameter the app understands (an invite uuid, a screen) is passed on to it.
  const param = startParam && /^[A-Za-z0-9_-]{1,512}$/.test(startParam) ? startParam : isMaster ? deepLinks.encodeStartParam({ kind: 'bookings' }) : deepLinks.encodeStartParam({ kind: 'home' });
  return notice(user.id, 'start', { firstName: user.firstName, master: isMaster, appUrl: `https://t.me/${bot}?startapp=${param}` }, `start:${updateId}`, now);
}

/** To the client: the hold for their deposit ended unpaid. */
export function depositReleasedNotice(d: BookingDetails, amount: number, bot: string, now: Date): MessageNotice {
  return notice(d.clientId, 'deposit_released', { master: d.masterTitle, slot: slotOf(d), amount, bookingsUrl: myBookings(bot) }, `deposit_released:${d.bookingId}`, now, d.bookingId);
}

/** To the client: a deposit that came too late goes back. */
export function depositLateRefundNotice(d: BookingDetails, amount: number, bot: string, now: Date): MessageNotice {
  return notice(d.clientId, 'deposit_late_refund', { master: d.masterTitle, slot: slotOf(d), amount, bookingsUrl: myBookings(bot) }, `deposit_late_refund:${d.bookingId}`, now, d.bookingId);
}

/** To the master: a booking that took no deposit because their shop is disconnected. */
export function depositNoShopNotice(d: BookingDetails, amount: number, bot: string, now: Date): MessageNotice | null {
  if (d.masterUserId === null) return null;
  return notice(d.masterUserId, 'deposit_no_shop', {
    client: d.clientName, slot: slotOf(d), services: d.serviceTitles, amount, dayUrl: masterDay(bot, d.date),
  }, `deposit_no_shop:${d.bookingId}`, now, d.bookingId);
}

import { deepLinks } from '@booking/contracts';

/**
 * What the bot writes, in Russian, as pure functions of a booking's details: each message has one
 * button that opens the right screen of the Mini App (a startapp deep link). Dates and times are the
 * master's wall clock, as the app shows them.
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

/** A message to put in the outbox. */
export interface Notice {
  chatId: number;
  kind: NoticeKind;
  /** Names the event: the same event never makes a second message. */
  dedupeKey: string;
  text: string;
  button: { text: string; url: string };
  /** A second button beside it (a reminder's 'Перенести'). */
  second?: { text: string; url: string };
  /** When to send it (now, or a reminder's moment). */
  sendAfter: Date;
  /** The booking a reminder is about (it goes only while the booking is active). */
  bookingId: number | null;
}

export type NoticeKind =
  | 'start'
  | 'booking_new'
  | 'booking_confirmed'
  | 'booking_cancelled_by_client'
  | 'booking_cancelled_by_master'
  | 'booking_moved_by_client'
  | 'booking_moved_by_master'
  | 'reminder'
  | 'waitlist_freed'
  /** An answer in the master's own chat (Telegram Business). */
  | 'business_reply';

const hhmm = (time: string) => time.slice(0, 5);

// Made once: building an Intl formatter costs far more than formatting with it (making
// them per message was most of a booking batch's CPU).
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });
const ruNumber = new Intl.NumberFormat('ru-RU');

/** '1 декабря, вт' for a calendar date. */
export function humanDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${dayMonth.format(d)}, ${weekdayShort.format(d)}`;
}

/** '1 500 ₽' (no-break spaces, as the app writes prices). */
export const rubles = (amount: number) => `${ruNumber.format(amount).replace(/\s/g, '\u00a0')}\u00a0₽`;

const when = (d: BookingDetails) => `${humanDate(d.date)}, ${hhmm(d.timeStart)}–${hhmm(d.timeEnd)}`;
const services = (d: BookingDetails) => d.serviceTitles.join(', ');
const where = (d: BookingDetails) => (d.placeAddress ? `${d.placeName}, ${d.placeAddress}` : d.placeName);

const myBookings = (bot: string) => ({ text: 'Мои записи', url: deepLinks.startAppUrl(bot, { kind: 'bookings' }) });
const masterDay = (bot: string, date: string) => ({ text: 'Открыть записи', url: deepLinks.startAppUrl(bot, { kind: 'day', date }) });

/** To the master: a client booked. */
export function newBookingNotice(d: BookingDetails, bot: string, now: Date): Notice | null {
  if (d.masterUserId === null) return null;
  return {
    chatId: d.masterUserId,
    kind: 'booking_new',
    dedupeKey: `booking_new:${d.bookingId}`,
    text: `Новая запись\n${d.clientName}\n${when(d)}\n${services(d)}\nИтого: ${rubles(d.total)}`,
    button: masterDay(bot, d.date),
    sendAfter: now,
    bookingId: null,
  };
}

/** To the client: their booking is confirmed. */
export function confirmedNotice(d: BookingDetails, bot: string, now: Date): Notice {
  return {
    chatId: d.clientId,
    kind: 'booking_confirmed',
    dedupeKey: `booking_confirmed:${d.bookingId}`,
    text: `Запись подтверждена\n${d.masterTitle}\n${where(d)}\n${when(d)}\n${services(d)}`,
    button: myBookings(bot),
    sendAfter: now,
    bookingId: null,
  };
}

/** To the other side of a cancel: the master when the client cancelled, the client when the master did. */
export function cancelledNotice(d: BookingDetails, by: 'client' | 'master', bot: string, now: Date): Notice | null {
  if (by === 'client') {
    if (d.masterUserId === null) return null;
    return {
      chatId: d.masterUserId,
      kind: 'booking_cancelled_by_client',
      dedupeKey: `booking_cancelled:${d.bookingId}`,
      text: `Клиент отменил запись\n${d.clientName}\n${when(d)}\n${services(d)}`,
      button: masterDay(bot, d.date),
      sendAfter: now,
      bookingId: null,
    };
  }
  return {
    chatId: d.clientId,
    kind: 'booking_cancelled_by_master',
    dedupeKey: `booking_cancelled:${d.bookingId}`,
    text: `Мастер отменил вашу запись\n${d.masterTitle}\n${when(d)}\n${services(d)}`,
    button: myBookings(bot),
    sendAfter: now,
    bookingId: null,
  };
}

/** To the other side of a move: the master when the client moved it, the client when the master did (`before`: the booking as it was). */
export function movedNotice(before: BookingDetails, after: BookingDetails, by: 'client' | 'master', bot: string, now: Date): Notice | null {
  const change = `Было: ${when(before)}\nСтало: ${when(after)}`;
  const dedupeKey = `booking_moved:${after.bookingId}:${after.revision}`;
  if (by === 'client') {
    if (after.masterUserId === null) return null;
    return {
      chatId: after.masterUserId, kind: 'booking_moved_by_client', dedupeKey, sendAfter: now, bookingId: null,
      text: `Клиент перенёс запись\n${after.clientName}\n${change}\n${services(after)}`,
      button: masterDay(bot, after.date),
    };
  }
  return {
    chatId: after.clientId, kind: 'booking_moved_by_master', dedupeKey, sendAfter: now, bookingId: null,
    text: `Мастер перенёс вашу запись\n${after.masterTitle}\n${where(after)}\n${change}\n${services(after)}`,
    button: myBookings(bot),
  };
}

/**
 * The reminders of a booking: one per offset (minutes before the start), each at its moment; none
 * for an offset whose moment has already passed when the booking is made. A moved booking's
 * reminders name the move in their keys (the old ones are dropped). A reminder that goes before
 * the master's cut-off also offers 'Перенести' (the move screen).
 */
export function reminderNotices(d: BookingDetails, offsets: readonly number[], bot: string, now: Date): Notice[] {
  const cutoff = d.startsAt.getTime() - d.cancelCutoffHours * 3_600_000;
  return offsets.flatMap((offset) => {
    const at = new Date(d.startsAt.getTime() - offset * 60_000);
    if (at.getTime() <= now.getTime()) return [];
    return [{
      chatId: d.clientId,
      kind: 'reminder' as const,
      dedupeKey: d.revision === 0 ? `reminder:${d.bookingId}:${offset}` : `reminder:${d.bookingId}:move${d.revision}:${offset}`,
      text: `Напоминаем о записи ${reminderLead(offset)}\n${d.masterTitle}\n${where(d)}\n${when(d)}\n${services(d)}`,
      button: myBookings(bot),
      ...(at.getTime() < cutoff ? { second: { text: 'Перенести', url: deepLinks.startAppUrl(bot, { kind: 'move', bookingId: d.bookingId }) } } : {}),
      sendAfter: at,
      bookingId: d.bookingId,
    }];
  });
}

/** 'через 2 часа', 'через 1 день', 'через 30 минут': how long before the start a reminder goes. */
export function reminderLead(minutes: number): string {
  const plural = (n: number, [one, few, many]: [string, string, string]) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    return mod10 === 1 && mod100 !== 11 ? one : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many;
  };
  if (minutes % 1440 === 0) return `через ${minutes / 1440} ${plural(minutes / 1440, ['день', 'дня', 'дней'])}`;
  if (minutes % 60 === 0) return `через ${minutes / 60} ${plural(minutes / 60, ['час', 'часа', 'часов'])}`;
  return `через ${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}

/** To a waiting client: time freed with the master on the date they wait for. */
export function waitlistNotice(
  wait: { id: number; clientId: number; businessId: number; placeId: number; workerId: number; serviceIds: number[]; date: string },
  freed: { masterTitle: string; timeStart: string; timeEnd: string },
  bot: string,
  now: Date,
): Notice {
  return {
    chatId: wait.clientId,
    kind: 'waitlist_freed',
    dedupeKey: `waitlist:${wait.id}:${freed.timeStart}-${freed.timeEnd}`,
    text: `Освободилось время\n${freed.masterTitle}\n${humanDate(wait.date)}, ${hhmm(freed.timeStart)}–${hhmm(freed.timeEnd)}`,
    button: {
      text: 'Выбрать время',
      url: deepLinks.startAppUrl(bot, { kind: 'slots', businessId: wait.businessId, placeId: wait.placeId, workerId: wait.workerId, serviceIds: wait.serviceIds, date: wait.date }),
    },
    sendAfter: now,
    bookingId: null,
  };
}

/** The answer to /start: a short greeting and the button into the app (the cabinet for a master). */
export function startNotice(
  user: { id: number; firstName: string },
  isMaster: boolean,
  startParam: string | null,
  updateId: number,
  bot: string,
  now: Date,
): Notice {
  // A start parameter the app understands (an invite uuid, a screen) is passed on to it.
  const param = startParam && /^[A-Za-z0-9_-]{1,512}$/.test(startParam) ? startParam : isMaster ? deepLinks.encodeStartParam({ kind: 'bookings' }) : deepLinks.encodeStartParam({ kind: 'home' });
  return {
    chatId: user.id,
    kind: 'start',
    dedupeKey: `start:${updateId}`,
    text: isMaster
      ? `Здравствуйте, ${user.firstName}! Здесь ваш кабинет мастера: записи, график и услуги. Я напишу, когда к вам запишутся или отменят запись.`
      : `Здравствуйте, ${user.firstName}! Здесь можно записаться к мастеру. Я пришлю подтверждение записи и напомню о ней заранее.`,
    button: { text: isMaster ? 'Открыть кабинет' : 'Открыть приложение', url: `https://t.me/${bot}?startapp=${param}` },
    sendAfter: now,
    bookingId: null,
  };
}

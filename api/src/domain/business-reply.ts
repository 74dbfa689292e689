import { bookingRules, deepLinks } from '@booking/contracts';
import type { MessageNotice } from './notices';

/**
 * The answer the master's own chat gives a client (Telegram Business), as pure functions:
 * the next free times by the shared booking rules (the ones the time step offers), and the message
 * with a URL button for each (messages/render.ts writes it in the client's language when it goes).
 */

/** Days ahead the answer looks for free time (today included). */
export const REPLY_DAYS = 14;
/** Free times the answer offers. */
export const REPLY_TIMES = 3;
/** At most one answer per client and master in this many hours. */
export const REPLY_HOURS = 12;
const WINDOW_MS = REPLY_HOURS * 3_600_000;

/** The 12-hour window an instant falls in (its number since the epoch): the answer's dedupe key names it. */
export const replyWindow = (at: Date) => Math.floor(at.getTime() / WINDOW_MS);

/** What the rules read of a master's days: schedule rows and active bookings, each with its date. */
export interface DatedSlot extends bookingRules.TimeslotLike { date: string }
export interface DatedBusy extends bookingRules.IntervalLike { date: string }

export interface FreeTimesArgs {
  slots: DatedSlot[];
  busy: DatedBusy[];
  /** The master's wall clock now. */
  now: { date: string; minutes: number };
  service: { slot_duration: number; booking_deadline: number };
  placeId: number;
  adjacentOnly: boolean;
  days?: number;
  count?: number;
}

/** YYYY-MM-DD `n` days after `date`. */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The first `count` bookable starts (date and HH:MM:SS) from now over `days` days, as the time step would offer them. */
export function nextFreeTimes(a: FreeTimesArgs): { date: string; time: string }[] {
  const found: { date: string; time: string }[] = [];
  const count = a.count ?? REPLY_TIMES;
  const duration = bookingRules.totalDuration([a.service]);
  for (let i = 0; i < (a.days ?? REPLY_DAYS) && found.length < count; i++) {
    const date = addDays(a.now.date, i);
    const starts = bookingRules.bookableStarts({
      timeslots: a.slots.filter((s) => s.date === date),
      busy: a.busy.filter((b) => b.date === date),
      duration,
      earliest: i === 0 ? bookingRules.earliestStart(a.now.minutes, bookingRules.maxDeadline([a.service])) : null,
      adjacentOnly: a.adjacentOnly,
      placeId: a.placeId,
    });
    for (const start of starts.slice(0, count - found.length)) found.push({ date, time: bookingRules.formatTime(start) });
  }
  return found;
}

export interface ReplyArgs {
  clientId: number;
  connectionId: string;
  workerId: number;
  businessId: number;
  placeId: number;
  service: { id: number; title: string };
  times: { date: string; time: string }[];
  /** Where the waitlist button opens the time step when there is no free time (a working day, else today). */
  waitDate: string;
  /** The dedupe key: the master, the client and the 12-hour window. */
  dedupeKey: string;
  /** The client's language_code from their message (the answer's language when the app does not know them). */
  languageCode: string | null;
}

/** The answer: the times as buttons, then the service step ('Записаться'); or, with none, the waitlist. */
export function businessReplyNotice(a: ReplyArgs, bot: string, now: Date): MessageNotice & { businessConnectionId: string } {
  const ids = { businessId: a.businessId, placeId: a.placeId, workerId: a.workerId };
  const slotsOn = (date: string) => deepLinks.startAppUrl(bot, { kind: 'slots', ...ids, serviceIds: [a.service.id], date });
  return {
    chatId: a.clientId,
    message: {
      key: 'business_reply',
      params: {
        service: a.service.title, days: REPLY_DAYS, times: a.times.map((t) => ({ ...t, url: slotsOn(t.date) })),
        waitlistUrl: a.times.length > 0 ? null : slotsOn(a.waitDate), bookUrl: deepLinks.startAppUrl(bot, { kind: 'services', ...ids }),
        languageCode: a.languageCode,
      },
    },
    dedupeKey: a.dedupeKey, sendAfter: now, bookingId: null, businessConnectionId: a.connectionId,
  };
}

import { TZDate } from '@date-fns/tz';
import ical, { foldLines, ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DEFAULT_TIMEZONE } from './clock';
import type { Language } from '@booking/contracts/schemas';
import { DOCUMENT_TEXTS as TEXTS } from './documents';
import { FORMATS } from './messages/render';

/**
 * Bookings as iCalendar (RFC 5545), written with ical-generator: CRLF line ends, lines
 * folded at 75 octets, text escaped, and a VTIMEZONE for the master's zone (timezones-ical-library)
 * that every start and end names. An event's UID is the booking's for good; SEQUENCE is the
 * booking's revision (it rises on every move and cancel), so a calendar replaces what it holds.
 */

/** One booking as the feed reads it (the master's wall clock). */
export interface CalendarBooking {
  id: number;
  status: string;
  date: string;
  time_start: string;
  time_end: string;
  revision: number;
  /** When it last changed (booked, moved or cancelled): DTSTAMP and LAST-MODIFIED. */
  changed_at: string;
  client: string;
  master: string;
  services: string[];
  total: number;
  place_name: string;
  place_address: string | null;
}

export interface CalendarSettings {
  /** The master's zone (null: Moscow). */
  timezone: string | null;
  /** The bot's username: the UIDs' domain part, and the events' links into the app. */
  bot: string;
  /** The language of the texts around the booking's own words (its reader's: the master's or the client's); Russian when absent. */
  language?: Language;
}

/** The booking's UID: the same in the master's feed and the client's file, for good. */
export const bookingUid = (id: number, bot: string) => `booking-${id}@${bot}.t.me`;

const zoneOf = (timezone: string | null) => (timezone && tzlib_get_ical_block(timezone)[0] ? timezone : DEFAULT_TIMEZONE);

/** The wall-clock time `date` `time` in `zone` as a date that ical-generator writes with that zone. */
function wallTime(date: string, time: string, zone: string): TZDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, h, min, 0, zone);
}

/**
 * A TEXT value as RFC 5545 (3.3.11) escapes it: backslash, semicolon and comma escaped, a line break
 * written as \n, other control characters dropped. ical-generator escapes the events' texts but writes
 * the calendar's NAME and X-WR-CALNAME as given, and a master's title reaches them.
 */
export function icsText(text: string): string {
  return text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
}

function newCalendar(name: string | null, language: Language, method?: ICalCalendarMethod): ICalCalendar {
  return ical({
    prodId: { company: 'booking-mini-app', product: 'bookings', language: TEXTS[language].calendar.language },
    ...(name ? { name: icsText(name) } : {}),
    ...(method ? { method } : {}),
    // No calendar-wide zone (ical-generator would then write DTSTAMP in it, not in UTC as RFC 5545
    // wants); each event names its zone, and the generator adds a VTIMEZONE for every zone named.
    timezone: { name: null, generator: (tz) => tzlib_get_ical_block(tz)[0] ?? null },
  });
}

type Side = 'master' | 'client';

function addEvent(cal: ICalCalendar, b: CalendarBooking, side: Side, s: CalendarSettings): void {
  const zone = zoneOf(s.timezone);
  const language = s.language ?? 'ru';
  const t = TEXTS[language].calendar;
  const cancelled = b.status === 'cancelled';
  const services = b.services.join(', ');
  const title = side === 'master' ? `${b.client} — ${services}` : `${services} — ${b.master}`;
  const lines = [
    side === 'master' ? t.client(b.client) : t.master(b.master),
    t.services(services),
    t.total(FORMATS[language].price(b.total)),
    t.number(b.id),
    ...(cancelled ? [t.cancelledLine] : []),
  ];
  const changed = new Date(b.changed_at);
  cal.createEvent({
    id: bookingUid(b.id, s.bot),
    sequence: b.revision,
    start: wallTime(b.date, b.time_start, zone),
    end: wallTime(b.date, b.time_end, zone),
    timezone: zone,
    stamp: changed,
    lastModified: changed,
    summary: cancelled ? t.cancelledSummary(title) : title,
    location: side === 'master' ? (b.place_address || b.place_name) : [b.place_name, b.place_address].filter(Boolean).join(', '),
    description: lines.join('\n'),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    url: `https://t.me/${s.bot}?startapp=${side === 'master' ? `day_${b.date.replaceAll('-', '')}` : 'bookings'}`,
  });
}

const masterCalendar = (master: string, language: Language) => newCalendar(TEXTS[language].calendar.feedName(master), language).ttl(15 * 60);

/** The master's feed as ical-generator writes it whole (the reference the fast path is tested against). */
export function masterFeedPlain(master: string, bookings: CalendarBooking[], s: CalendarSettings): string {
  const cal = masterCalendar(master, s.language ?? 'ru');
  for (const b of bookings) addEvent(cal, b, 'master', s);
  return cal.toString();
}

/**
 * Each event's text, written and folded by ical-generator once and kept while its row is the same:
 * the library folds a whole calendar a character at a time (2,000 events: 600 ms a feed). Folding is
 * line by line, so events folded apart are the text it would write whole. Cleared wholesale when full.
 */
const eventTexts = new Map<string, string>();
const EVENT_TEXTS_MAX = 50_000;
function eventText(b: CalendarBooking, s: CalendarSettings): string {
  const key = JSON.stringify([s.timezone, s.bot, s.language ?? 'ru', b]);
  let text = eventTexts.get(key);
  if (text === undefined) {
    const cal = newCalendar(null, s.language ?? 'ru');
    addEvent(cal, b, 'master', s);
    text = foldLines(cal.events()[0]!.toString());
    if (eventTexts.size >= EVENT_TEXTS_MAX) eventTexts.clear();
    eventTexts.set(key, text);
  }
  return text;
}

/**
 * The master's feed, named after the master (feedName), with every booking given. Written as a calendar holding the
 * first booking (its header and VTIMEZONE as the library writes them), whose event is then replaced
 * by all the bookings' kept texts.
 */
export function masterFeed(master: string, bookings: CalendarBooking[], s: CalendarSettings): string {
  if (bookings.length === 0) return masterFeedPlain(master, bookings, s);
  const shell = masterFeedPlain(master, bookings.slice(0, 1), s);
  const first = eventText(bookings[0]!, s);
  const at = shell.indexOf(first);
  if (at < 0) return masterFeedPlain(master, bookings, s);
  return shell.slice(0, at) + bookings.map((b) => eventText(b, s)).join('') + shell.slice(at + first.length);
}

/** One booking for its client, to add to their calendar (METHOD:PUBLISH, as a file to import). */
export function clientEvent(b: CalendarBooking, s: CalendarSettings): string {
  const cal = newCalendar(null, s.language ?? 'ru', ICalCalendarMethod.PUBLISH);
  addEvent(cal, b, 'client', s);
  return cal.toString();
}

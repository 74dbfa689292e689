import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import * as q from '../db/queries/calendar.queries';
import { ICS_LINK_SECONDS, signIcs, verifyIcs } from '../auth/ics-link';
import { addDays } from '../domain/business-reply';
import { clientEvent, masterFeed } from '../domain/calendar-feed';
import { now, nowSeconds, wallClock } from '../domain/clock';
import { notFound, unavailable } from '../domain/errors';
import { languageOf } from './language.service';
import { requireOwnWorker } from './ownership';

/**
 * The master's bookings as a calendar feed behind a secret address, and one booking as an
 * .ics file for its client (with init data, or through a signed address for Telegram's downloadFile).
 * Fetched by address, with no language of a request: each speaks its reader's stored language.
 */
export interface CalendarConfig { botUsername: string; botToken: string; publicOrigin: string | null }

/** Days back the feed holds bookings, and cancelled ones after their cancel. */
export const FEED_DAYS_BACK = 30;

/** An absolute address on the deployment; refused without PUBLIC_ORIGIN (production). */
function absolute(c: CalendarConfig, path: string): string {
  if (!c.publicOrigin) throw unavailable('calendar.no_origin');
  return `${c.publicOrigin}${path}`;
}
const feedUrl = (c: CalendarConfig, token: string) => absolute(c, `/api/calendar/${token}.ics`);
/** 256 random bits as base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

/** GET /workers/{id}/calendar: the feed's address, made on the first call (the master only). */
export async function getCalendarUrl(db: Database, c: CalendarConfig, callerId: number, workerId: number) {
  await requireOwnWorker(db, callerId, workerId);
  absolute(c, '/');
  const token = (await q.readCalendarToken(db, workerId)) ?? (await q.setCalendarToken(db, workerId, newToken(), true));
  return { url: feedUrl(c, token) };
}

/** POST /workers/{id}/calendar/token: a new address; the old one answers 404 from then on. */
export async function renewCalendarUrl(db: Database, c: CalendarConfig, callerId: number, workerId: number) {
  await requireOwnWorker(db, callerId, workerId);
  absolute(c, '/');
  return { url: feedUrl(c, await q.setCalendarToken(db, workerId, newToken(), false)) };
}

export type IcsAnswer = { etag: string; body: string | null };

/**
 * GET /calendar/{token}.ics: the events and their ETag (a hash of what the feed's events are made
 * of, read in one short statement before any event is: readFeedFingerprint); `body` null when
 * `ifNoneMatch` names it (304), without reading the events. A wrong token: 404.
 */
export async function calendarFeed(db: Database, c: CalendarConfig, token: string, ifNoneMatch: string | undefined): Promise<IcsAnswer> {
  const owner = /^[A-Za-z0-9_-]{43}$/.test(token) ? await q.findFeedOwner(db, token) : undefined;
  if (!owner) throw notFound('not_found.calendar');
  const at = now();
  const from = addDays(wallClock(owner.timezone, at).date, -FEED_DAYS_BACK);
  const cancelledSince = new Date(at.getTime() - FEED_DAYS_BACK * 86_400_000);
  const fingerprint = await q.readFeedFingerprint(db, owner.worker_id, from, cancelledSince);
  // The feed speaks its master's language; a change of it is a change of the feed (Russian keeps the tag it always had).
  const language = await languageOf(db, owner.user_id);
  const tagged = [owner.title, owner.timezone, c.botUsername, from, fingerprint, ...(language === 'ru' ? [] : [language])];
  const etag = `"${createHash('sha256').update(JSON.stringify(tagged)).digest('base64url').slice(0, 32)}"`;
  if (ifNoneMatch && ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, '')).includes(etag)) return { etag, body: null };
  const events = await q.readFeedBookings(db, owner.worker_id, from, cancelledSince);
  return { etag, body: masterFeed(owner.title, events, { timezone: owner.timezone, bot: c.botUsername, language }) };
}

/**
 * GET /bookings/{id}/ics: the booking for its client: the caller from init data, or, without it,
 * a signature of POST /bookings/{id}/ics-link for that booking's client that has not expired.
 */
export async function bookingIcs(db: Database, c: CalendarConfig, bookingId: number, who: { callerId: number } | { expires: number; sig: string }): Promise<string> {
  const b = await q.readBookingEvent(db, bookingId);
  const allowed = b && ('callerId' in who
    ? b.clientId === who.callerId
    : verifyIcs({ bookingId, clientId: b.clientId, expires: who.expires }, who.sig, c.botToken, nowSeconds()));
  if (!b || !allowed) throw notFound('not_found.booking');
  return clientEvent(b, { timezone: b.timezone, bot: c.botUsername, language: await languageOf(db, b.clientId) });
}

/** POST /bookings/{id}/ics-link: an address of the booking's .ics that works without init data for 10 minutes (its client only). */
export async function createIcsLink(db: Database, c: CalendarConfig, callerId: number, bookingId: number) {
  const b = await q.readBookingEvent(db, bookingId);
  if (!b || b.clientId !== callerId) throw notFound('not_found.booking');
  const expires = nowSeconds() + ICS_LINK_SECONDS;
  const sig = signIcs({ bookingId, clientId: callerId, expires }, c.botToken);
  return { url: absolute(c, `/api/bookings/${bookingId}/ics?expires=${expires}&sig=${sig}`), expires_at: new Date(expires * 1000).toISOString() };
}

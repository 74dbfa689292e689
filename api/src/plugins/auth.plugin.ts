import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { API_HEADERS, SESSION_COOKIE } from '@booking/contracts/names';
import type { WayIn } from '@booking/contracts/schemas';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import { verifyInitData, verifyMaxInitData, type InitDataUser } from '../auth/init-data';
import { forbidden, unauthenticated } from '../domain/errors';
import { requireOwnWorker, type OwnedWorker } from '../services/ownership';
import { now, nowSeconds } from '../domain/clock';
import { syncUserProfile, type UserProfile } from '../db/queries/users.queries';
import { findPerson, maxPerson } from '../db/queries/identities.queries';
import { personOfSession, SESSION_IDLE_MS } from '../services/sign-in.service';
import { bookingOfLinkToken } from '../auth/booking-link';
import { readBooking } from '../db/queries/bookings.queries';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The person asking, for every permission decision: the Telegram user of verified init data, or
     * the person of a sign-in session. Null only on a guest read made by a guest (`way` null).
     */
    caller: InitDataUser;
    /** How the caller came in ('link': a booking's link, for that booking's client); null for a guest. */
    way: WayIn | 'link' | null;
  }
  interface FastifyContextConfig {
    /**
     * Reachable without init data (`config: { public: true }` on the route itself): health, files
     * for <img>, the demo sign-in, sign-in by phone, and what Telegram's servers call with a secret of their own.
     */
    public?: boolean;
    /** A catalogue read a guest may make: a person is taken when one comes, and none is needed (the operation's `guest`). */
    guest?: boolean;
    /**
     * Reachable without init data when the query carries `sig` (a signed address: a figures CSV or a
     * booking's .ics, the operation's `signed`); its handler checks the signature and answers for no caller.
     */
    signed?: boolean;
    /** One booking's operation its link may make for the booking's client (the operation's `link`). */
    link?: boolean;
    /** A bot's webhook (whose messenger): a request with that bot's secret never waits behind the rate limit (api-guard.plugin.ts). */
    webhook?: 'telegram' | 'max';
  }
}

/** The session cookie's attributes: HttpOnly, SameSite=Lax, only for the API, Secure behind HTTPS. */
export function sessionCookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/api', secure: request.protocol === 'https', maxAge: SESSION_IDLE_MS / 1000 };
}

/** Sets the session cookie on an answer (a sign-in, or a use that extends it). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...sessionCookieOptions(request), maxAge: undefined });
}

export const sessionToken = (request: FastifyRequest): string | undefined => {
  const value = request.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
};

/**
 * What a request the session cookie authenticates must show, because a browser sends the cookie
 * with any page's request to this server: the app's own header (which a form or a link cannot add)
 * and, when it names an Origin, this server's own. 403 otherwise.
 */
export function assertFromTheApp(request: FastifyRequest, publicOrigin: string | null): void {
  if (request.headers[API_HEADERS.app.toLowerCase()] !== '1') throw forbidden('auth.app_header');
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && origin !== publicOrigin) throw forbidden('auth.foreign_origin');
}

/**
 * Auth, in one place. Every /api route but the public ones needs a person: Telegram's init data in
 * `X-Telegram-Init-Data` (checked with the bot token's HMAC and its age; 401 otherwise), MAX's in
 * `X-Max-Init-Data` (the same, with the MAX bot's token: callerOfMax), or else a
 * sign-in session's cookie (from the app: assertFromTheApp). When both come, the init data decides.
 * Guest reads take a person when one comes and go on without one. The request carries the person
 * as `request.caller`, whose stored Telegram profile is kept current. Ids in a request never grant
 * access on their own: routes use assertCaller and assertOwnWorker below.
 */
export async function authPlugin(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  await app.register(cookie);
  app.decorateRequest('caller', null as unknown as InitDataUser);
  app.decorateRequest('way', null);

  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    const options = request.routeOptions.config;
    // Only the API needs a caller; the static front end served beside it (npm start) does not.
    if (!route || !route.startsWith('/api/') || options.public) return;
    if (options.signed && typeof (request.query as { sig?: unknown } | undefined)?.sig === 'string') return;
    const header = request.headers['x-telegram-init-data'];
    if (header !== undefined) return fromInitData(request, typeof header === 'string' ? header : undefined);
    const maxHeader = request.headers[API_HEADERS.maxInitData.toLowerCase()];
    if (maxHeader !== undefined) {
      request.caller = await callerOfMax(db, config, typeof maxHeader === 'string' ? maxHeader : undefined);
      request.way = 'max';
      return;
    }
    const link = request.headers[API_HEADERS.bookingLink.toLowerCase()];
    const token = sessionToken(request);
    if (options.link && link !== undefined) {
      try {
        return await fromBookingLink(request, typeof link === 'string' ? link : undefined);
      } catch (refusal) {
        // A link that no longer works leaves a signed-in person to their session (their own booking after its start).
        if (!token) throw refusal;
      }
    }
    if (options.guest) {
      // A guest's read: a session counts only when the app sent it; a page elsewhere reads as a guest.
      if (!token || request.headers[API_HEADERS.app.toLowerCase()] !== '1') return;
      try {
        assertFromTheApp(request, config.publicOrigin);
      } catch {
        return;
      }
      await fromSession(request, reply, token, false);
      return;
    }
    if (!token) throw unauthenticated('auth.unauthenticated', { reason: 'missing' });
    assertFromTheApp(request, config.publicOrigin);
    await fromSession(request, reply, token, true);
  });

  async function fromInitData(request: FastifyRequest, raw: string | undefined) {
    const result = verifyInitData(raw, config.botToken, config.initDataMaxAge, nowSeconds());
    if (!result.ok) throw unauthenticated('auth.unauthenticated', { reason: result.reason });
    request.caller = result.user;
    request.way = 'telegram';
    // Keep the user's profile current; the id comes from signed data, so this cannot be spoofed.
    const u = result.user;
    const profile: UserProfile = [
      u.id, u.first_name, u.last_name ?? null, u.username ?? null, u.photo_url ?? null, u.allows_write_to_pm === true,
      typeof u.language_code === 'string' ? u.language_code : null,
    ];
    await syncUserProfile(db, profile);
  }

  /**
   * A booking's link stands for the booking's client on that booking alone, until it starts (judged
   * at each use, against the booking's start now, so a move keeps it working). It is a header, so
   * another site's page cannot send it, and it wins over a session: the person who opened the link
   * may be signed in as somebody else on this browser. A link refused falls back to the session, if any.
   */
  async function fromBookingLink(request: FastifyRequest, token: string | undefined) {
    const id = bookingOfLinkToken(token, config.botToken);
    if (id === null) throw unauthenticated('auth.booking_link_invalid');
    if (Number((request.params as { id?: unknown }).id) !== id) throw forbidden('auth.booking_link_other');
    const booking = await readBooking(db, id);
    if (!booking || new Date(booking.starts_at).getTime() <= now().getTime()) throw unauthenticated('auth.booking_link_over');
    const person = await findPerson(db, Number(booking.client_id));
    if (!person) throw unauthenticated('auth.booking_link_over');
    request.caller = { id: person.id, first_name: person.first_name, ...(person.last_name ? { last_name: person.last_name } : {}) };
    request.way = 'link';
  }

  async function fromSession(request: FastifyRequest, reply: FastifyReply, token: string, required: boolean) {
    const person = await sessionPerson(db, token);
    if (!person) {
      if (required) throw unauthenticated('auth.unauthenticated', { reason: 'expired' });
      return;
    }
    request.caller = person;
    request.way = 'phone';
    // Each use extends the session by its 30 days: the cookie says so too.
    setSessionCookie(request, reply, token);
  }
}

/**
 * The person of MAX's init data (X-Max-Init-Data), checked with the MAX bot's token and the same age
 * rule as Telegram's; 401 otherwise. A MAX user who arrives first becomes a person of their own
 * (identities.queries.ts, maxPerson). The caller's id is the person's, never the MAX user's id.
 */
export async function callerOfMax(db: Database, config: Pick<Config, 'maxBotToken' | 'initDataMaxAge'>, raw: string | undefined): Promise<InitDataUser> {
  const result = verifyMaxInitData(raw, config.maxBotToken, config.initDataMaxAge, nowSeconds());
  if (!result.ok) throw unauthenticated('auth.unauthenticated', { reason: result.reason });
  const u = result.user;
  const person = await maxPerson(db, {
    maxId: u.id, firstName: u.first_name, lastName: u.last_name || null, username: u.username || null,
    photoUrl: typeof u.photo_url === 'string' && u.photo_url ? u.photo_url : null,
    languageCode: typeof u.language_code === 'string' && u.language_code ? u.language_code : null,
  });
  return { id: person.id, first_name: person.first_name, ...(person.last_name ? { last_name: person.last_name } : {}) };
}

/** The person of a live session, as a caller. */
export async function sessionPerson(db: Queryable, token: string): Promise<InitDataUser | undefined> {
  const id = await personOfSession(db, token);
  if (id === undefined) return undefined;
  const row = await findPerson(db, id);
  return row ? { id: row.id, first_name: row.first_name, ...(row.last_name ? { last_name: row.last_name } : {}) } : undefined;
}

/**
 * "The payload's (or path's) telegram_id is the caller": 403 naming the field otherwise. A client
 * reading someone else's list or a body on someone else's behalf is refused the same way.
 */
export function assertCaller(request: Pick<FastifyRequest, 'caller'>, telegramId: number, field = 'telegram_id'): void {
  if (telegramId !== request.caller.id) throw forbidden('auth.not_caller', field);
}

/**
 * "This worker is the caller's": the worker, its row locked (inside a transaction), when the caller
 * is its master; 404 for an unknown worker, 403 for someone else's.
 */
export function assertOwnWorker(db: Queryable, request: Pick<FastifyRequest, 'caller'>, workerId: number): Promise<OwnedWorker> {
  return requireOwnWorker(db, request.caller.id, workerId);
}

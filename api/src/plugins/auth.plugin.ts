import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import { initDataVerifier, verifyInitData, type InitDataUser } from '../auth/init-data';
import { isPlain } from '../speed-switch';
import { forbidden, unauthenticated } from '../domain/errors';
import { requireOwnWorker, type OwnedWorker } from '../services/ownership';
import { nowSeconds } from '../domain/clock';
import { syncUserProfiles, upsertUserProfile } from '../db/queries/users.queries';
import { createProfileSync } from '../services/profile-sync';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Telegram user from verified init data: the caller, for every permission decision. */
    caller: InitDataUser;
  }
  interface FastifyContextConfig {
    /**
     * Reachable without init data (`config: { public: true }` on the route itself): health, files
     * for <img>, the demo sign-in, and what Telegram's servers call with a secret of their own.
     */
    public?: boolean;
    /**
     * The answer holds none of the caller's own profile (`config: { profileAside: true }` on hot
     * reads: a day, services, the client's own bookings): on PostgreSQL the caller's profile is compared
     * and written while the handler reads, instead of before; the answer still waits for it.
     */
    profileAside?: boolean;
  }
}

/** Profiles remembered on the embedded database (one process) to skip redundant upserts; cleared wholesale when full. */
const KNOWN_PROFILES_MAX = 50_000;

/**
 * Auth, in one place: every /api route but the public ones needs `X-Telegram-Init-Data` (checked
 * with the bot token's HMAC and its age; 401 otherwise), and the request carries the verified
 * Telegram user as `request.caller`. Ids in a request never grant access on their own: routes use
 * assertCaller and assertOwnWorker below.
 */
export async function authPlugin(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  app.decorateRequest('caller', null as unknown as InitDataUser);
  const knownProfiles = new Map<number, string>();
  const rememberProfiles = db.kind === 'pglite' && !isPlain('known');
  const profiles = createProfileSync(db);
  const verifyCaller = isPlain('initcache')
    ? (raw: string | undefined, at: number) => verifyInitData(raw, config.botToken, config.initDataMaxAge, at)
    : initDataVerifier(config.botToken, config.initDataMaxAge);

  // Profiles compared beside a `profileAside` handler: its answer goes once the profile is stored.
  const profileSyncs = new WeakMap<FastifyRequest, Promise<void>>();
  app.addHook('onSend', async (request, reply) => {
    const synced = profileSyncs.get(request);
    if (!synced) return;
    // Once. An error answer waits too, but goes as it is: when the database is out, its 503 would
    // otherwise be replaced by the sync's failure (the same outage) in Fastify's default error format.
    profileSyncs.delete(request);
    if (reply.statusCode < 400) await synced;
    else await synced.catch(() => undefined);
  });

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // Only the API needs a caller; the static front end served beside it (npm start) does not.
    if (!route || !route.startsWith('/api/') || request.routeOptions.config.public) return;
    const header = request.headers['x-telegram-init-data'];
    const result = verifyCaller(typeof header === 'string' ? header : undefined, nowSeconds());
    if (!result.ok) throw unauthenticated(`Telegram init data ${result.reason}`);
    request.caller = result.user;
    // Keep the user's profile current; the id comes from signed data, so this cannot be spoofed.
    const profile: Parameters<typeof upsertUserProfile>[1] = [result.user.id, result.user.first_name, result.user.last_name ?? null, result.user.username ?? null, result.user.photo_url ?? null, result.user.allows_write_to_pm === true];
    if (!rememberProfiles && (isPlain('profiles') || db.kind === 'pglite')) {
      // Plain: the profile compared with the row (written on a difference) before the handler, one statement per request.
      await syncUserProfiles(db, [profile]);
      return;
    }
    if (!rememberProfiles) {
      // PostgreSQL: other processes write profiles too (the same user through another process, with
      // other init data), so nothing here may remember what the database holds: each request's
      // profile is compared with the stored one, written on a difference (services/profile-sync.ts).
      const synced = profiles.sync(profile);
      if (request.routeOptions.config.profileAside) {
        synced.catch(() => undefined); // awaited in onSend below
        profileSyncs.set(request, synced);
        return;
      }
      await synced;
      return;
    }
    // PGlite is opened by this process alone, so every profile write goes through here: a profile
    // this process stored is still the stored one, and a write per request would dominate reads.
    const key = JSON.stringify(profile);
    if (knownProfiles.get(result.user.id) !== key) {
      await upsertUserProfile(db, profile);
      if (knownProfiles.size >= KNOWN_PROFILES_MAX) knownProfiles.clear();
      knownProfiles.set(result.user.id, key);
    }
  });
}

/**
 * "The payload's (or path's) telegram_id is the caller": 403 naming the field otherwise. A client
 * reading someone else's list or a body on someone else's behalf is refused the same way.
 */
export function assertCaller(request: Pick<FastifyRequest, 'caller'>, telegramId: number, field = 'telegram_id'): void {
  if (telegramId !== request.caller.id) throw forbidden('telegram_id должен быть вашим', field);
}

/**
 * "This worker is the caller's": the worker, its row locked (inside a transaction), when the caller
 * is its master; 404 for an unknown worker, 403 for someone else's.
 */
export function assertOwnWorker(db: Queryable, request: Pick<FastifyRequest, 'caller'>, workerId: number): Promise<OwnedWorker> {
  return requireOwnWorker(db, request.caller.id, workerId);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import { verifyInitData, type InitDataUser } from '../auth/init-data';
import { forbidden, unauthenticated } from '../domain/errors';
import { requireOwnWorker, type OwnedWorker } from '../services/ownership';
import { nowSeconds } from '../domain/clock';
import { syncUserProfile, type UserProfile } from '../db/queries/users.queries';

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
     * Reachable without init data when the query carries `sig` (a signed address: a figures CSV or a
     * booking's .ics, the operation's `signed`); its handler checks the signature and answers for no caller.
     */
    signed?: boolean;
  }
}

/**
 * Auth, in one place: every /api route but the public ones needs `X-Telegram-Init-Data` (checked
 * with the bot token's HMAC and its age; 401 otherwise), and the request carries the verified
 * Telegram user as `request.caller`, whose stored profile is kept current. Ids in a request never
 * grant access on their own: routes use assertCaller and assertOwnWorker below.
 */
export async function authPlugin(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  app.decorateRequest('caller', null as unknown as InitDataUser);

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    // Only the API needs a caller; the static front end served beside it (npm start) does not.
    if (!route || !route.startsWith('/api/') || request.routeOptions.config.public) return;
    if (request.routeOptions.config.signed && typeof (request.query as { sig?: unknown } | undefined)?.sig === 'string') return;
    const header = request.headers['x-telegram-init-data'];
    const result = verifyInitData(typeof header === 'string' ? header : undefined, config.botToken, config.initDataMaxAge, nowSeconds());
    if (!result.ok) throw unauthenticated('auth.unauthenticated', { reason: result.reason });
    request.caller = result.user;
    // Keep the user's profile current; the id comes from signed data, so this cannot be spoofed.
    const u = result.user;
    const profile: UserProfile = [
      u.id, u.first_name, u.last_name ?? null, u.username ?? null, u.photo_url ?? null, u.allows_write_to_pm === true,
      typeof u.language_code === 'string' ? u.language_code : null,
    ];
    await syncUserProfile(db, profile);
  });
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

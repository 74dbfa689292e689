import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { syncUserProfiles, upsertUserProfile, type UserProfile } from '../../db/queries/users.queries';
import { batchedProfiles } from './batching';

/** Brings the caller's stored Telegram profile up to what this request's init data says; resolves when the request may go on. */
export type ProfileSync = (request: FastifyRequest, profile: UserProfile) => Promise<void>;

/** Profiles remembered on the embedded database; cleared wholesale when full. */
const KNOWN_PROFILES_MAX = 50_000;

/**
 * How the auth plugin keeps profiles current. Fast on PGlite, which this process alone opens so that
 * every profile write goes through here: a profile this process stored is still the stored one, and
 * is not compared again. Fast on PostgreSQL: batching.ts. Plain (SPEED_PLAIN=profiles): each request's
 * profile compared with the row, written on a difference, before the handler.
 */
export function profileSync(app: FastifyInstance, db: Database, config: Pick<Config, 'plain'>): ProfileSync {
  if (config.plain.has('profiles')) return (_request, profile) => syncUserProfiles(db, [profile]);
  if (db.kind !== 'pglite') return batchedProfiles(app, db);
  const known = new Map<number, string>();
  return async (_request, profile) => {
    const key = JSON.stringify(profile);
    if (known.get(profile[0]) === key) return;
    await upsertUserProfile(db, profile);
    if (known.size >= KNOWN_PROFILES_MAX) known.clear();
    known.set(profile[0], key);
  };
}

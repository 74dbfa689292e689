import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { syncUserProfiles, type UserProfile } from '../../db/queries/users.queries';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer holds none of the caller's own profile (`config: { profileAside: true }` on hot
     * reads: a day, services, the client's own bookings): on PostgreSQL the caller's profile is compared
     * and written while the handler reads, instead of before; the answer still waits for it.
     */
    profileAside?: boolean;
  }
}

/**
 * Keeps callers' stored Telegram profiles equal to their init data on a database that other API
 * processes write too (PostgreSQL), with no memory of what is stored: every request's profile is
 * compared with the stored row. The requests that arrive in one turn of the event loop are compared
 * (and written where they differ) in one statement, so under load this costs a statement per few
 * requests instead of one each. A user twice in one turn: the later request's profile counts, as if
 * they had come one by one. On `profileAside` routes the comparison runs beside the handler, and the
 * answer leaves once it is done. Resolves when the request may go on.
 */
export function batchedProfiles(app: FastifyInstance, db: Pick<Database, 'query'>): (request: FastifyRequest, profile: UserProfile) => Promise<void> {
  let pending: { profile: UserProfile; done: (error?: unknown) => void }[] = [];

  function flush() {
    const batch = pending;
    pending = [];
    const latest = new Map<number, UserProfile>();
    for (const { profile } of batch) latest.set(profile[0], profile);
    syncUserProfiles(db, [...latest.values()]).then(
      () => batch.forEach((p) => p.done()),
      (error: unknown) => batch.forEach((p) => p.done(error ?? new Error('profile sync failed'))),
    );
  }

  const sync = (profile: UserProfile) =>
    new Promise<void>((resolve, reject) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ profile, done: (error) => (error ? reject(error) : resolve()) });
    });

  // Profiles compared beside a `profileAside` handler: its answer goes once the profile is stored.
  const aside = new WeakMap<FastifyRequest, Promise<void>>();
  app.addHook('onSend', async (request, reply) => {
    const synced = aside.get(request);
    if (!synced) return;
    // Once. An error answer waits too, but goes as it is: when the database is out, its 503 would
    // otherwise be replaced by the sync's failure (the same outage) in Fastify's default error format.
    aside.delete(request);
    if (reply.statusCode < 400) await synced;
    else await synced.catch(() => undefined);
  });

  return async (request, profile) => {
    const synced = sync(profile);
    if (!request.routeOptions.config.profileAside) return synced;
    synced.catch(() => undefined); // awaited in onSend above
    aside.set(request, synced);
  };
}

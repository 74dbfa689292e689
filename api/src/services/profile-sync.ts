import type { Database } from '../db/database';
import { syncUserProfiles, type UserProfile } from '../db/queries/users.queries';

/**
 * Keeps callers' stored Telegram profiles equal to their init data on a database that other API
 * processes write too (PostgreSQL), with no memory of what is stored: every request's profile is
 * compared with the stored row before the request goes on. The requests that arrive in one turn of
 * the event loop are compared (and written where they differ) in one statement, so under load this
 * costs a statement per few requests instead of one each (issue 30: one each halved the read rate).
 * A user twice in one turn: the later request's profile counts, as if they had come one by one.
 */
export function createProfileSync(db: Pick<Database, 'query'>) {
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

  return {
    /** Resolves once the stored profile says what `profile` says. */
    sync(profile: UserProfile): Promise<void> {
      return new Promise((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush);
        pending.push({ profile, done: (error) => (error ? reject(error) : resolve()) });
      });
    },
  };
}

import type { Database } from '../db/database';
import { ping } from '../db/queries/health.queries';
import { unavailable } from '../domain/errors';

/** Liveness: the server answers and says which database it runs on. */
export const health = (db: Database) => ({ status: 'ok' as const, database: db.kind });

/** How long readiness waits for the database's answer: a balancer's check must not hang. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Readiness: the database answers `SELECT 1` within READY_TIMEOUT_MS; otherwise the domain's
 * 'unavailable' (503 with Retry-After), so a balancer sends this process nothing until it is back.
 */
export async function ready(db: Database, timeoutMs = READY_TIMEOUT_MS) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
  // Whatever the failure (refused, timed out, no answer in time), the answer is the same 503.
  const answered = await Promise.race([ping(db).then(() => 'ok' as const, () => 'failed' as const), late]);
  clearTimeout(timer);
  if (answered !== 'ok') throw unavailable('server.unavailable');
  return health(db);
}

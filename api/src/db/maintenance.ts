import type { Database } from './database';

/**
 * PGlite has no autovacuum (no background workers), so its planner statistics never change on their
 * own: with none, it picks the exclusion constraint's GiST index for a master's day instead of the
 * (worker_id, date) one, several times slower. This does autovacuum's ANALYZE part: once at start,
 * then whenever `threshold` writes have happened since the last run, checked every `everyMs`.
 * A PostgreSQL server has autovacuum: nothing to do there. Returns a stop function.
 */
export function keepStatistics(db: Database, { everyMs = 5_000, threshold = 200 } = {}): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  let analyzedAt = -Infinity;
  let running = false;
  const run = async () => {
    if (running || db.changes - analyzedAt < threshold) return;
    running = true;
    try {
      analyzedAt = db.changes;
      await db.query('ANALYZE');
    } catch (error) {
      console.error('ANALYZE failed', error);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

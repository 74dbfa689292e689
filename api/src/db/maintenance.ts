import type { Database } from './database';

/**
 * PGlite has no autovacuum (no background workers), so its planner statistics never change on their
 * own: with none, it picks the exclusion constraint's GiST index for a master's day instead of the
 * (worker_id, date) one, several times slower. This does autovacuum's ANALYZE part: once at start,
 * then once `threshold` writes have happened since the last run, checked every `everyMs`.
 *
 * Unlike autovacuum it cannot run beside the requests: PGlite has one connection, so an ANALYZE
 * holds up every request for its duration (about 80 ms for the application's tables with a few
 * thousand bookings; the catalogs are left out, they would make it 200-600 ms). So it waits for a
 * quiet moment, a check interval without writes, unless `threshold * 25` writes have piled up.
 * A PostgreSQL server has autovacuum: nothing to do there. Returns a stop function.
 */
export function keepStatistics(db: Database, { everyMs = 2_000, threshold = 200 } = {}): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  let analyzedAt = -Infinity;
  let seenAt = db.changes;
  let running = false;
  const run = async () => {
    const pending = db.changes - analyzedAt;
    const quiet = db.changes === seenAt;
    seenAt = db.changes;
    if (running || pending < threshold || (!quiet && pending < threshold * 25)) return;
    running = true;
    try {
      analyzedAt = db.changes;
      const { rows } = await db.query<{ tables: string | null }>(
        `SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`,
      );
      if (rows[0]?.tables) await db.query(`ANALYZE ${rows[0].tables}`);
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

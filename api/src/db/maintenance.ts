import type { Database } from './database';

/**
 * PGlite has no autovacuum (no background workers), so its planner statistics never change on their
 * own: with none, or with figures from when a table was small, PostgreSQL reads a master's day
 * through the exclusion constraint's GiST index instead of `bookings (worker_id, date)`, and that
 * read grows with every booking the master has. Statements are prepared with generic plans
 * (PgliteSession), so a plan made from old figures stays until an ANALYZE invalidates it. This does
 * autovacuum's ANALYZE part, checked every `everyMs`:
 *
 * - a table that has grown past 1.5 times (plus 8 pages) the size its statistics were taken at is
 *   analysed at once, on its own (10-20 ms for bookings; a few times over a table's life, since the
 *   step is geometric), so plans follow the data even under steady load;
 * - once `threshold` writes have happened, all the application's tables are analysed (the catalogs
 *   are left out: they made it 200-600 ms), at a quiet moment, a check without writes, because with
 *   one connection an ANALYZE holds up every request (about 80 ms with a few thousand bookings),
 *   unless `threshold * 25` writes have piled up.
 *
 * Also once at start. A PostgreSQL server has autovacuum: nothing to do there. Returns a stop function.
 */
export function keepStatistics(db: Database, { everyMs = 2_000, threshold = 200 } = {}): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  let analyzedAt = -Infinity;
  let checkedAt = -Infinity;
  let seenAt = db.changes;
  let running = false;
  const run = async () => {
    const pending = db.changes - analyzedAt;
    const quiet = db.changes === seenAt;
    seenAt = db.changes;
    if (running) return;
    running = true;
    try {
      if (pending >= threshold && (quiet || pending >= threshold * 25)) {
        analyzedAt = checkedAt = db.changes;
        const { rows } = await db.query<{ tables: string | null }>(
          `SELECT string_agg(quote_ident(tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`,
        );
        if (rows[0]?.tables) await db.query(`ANALYZE ${rows[0].tables}`);
      } else if (db.changes !== checkedAt) {
        checkedAt = db.changes;
        const { rows } = await db.query<{ tables: string | null }>(GROWN_TABLES_SQL);
        if (rows[0]?.tables) await db.query(`ANALYZE ${rows[0].tables}`);
      }
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

/** The application's tables now larger than 1.5 times (plus 8 pages) their size at the last ANALYZE. */
const GROWN_TABLES_SQL = `
  SELECT string_agg(quote_ident(c.relname), ', ') AS tables
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = current_schema() AND c.relkind = 'r'
     AND pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.5 + 8`;

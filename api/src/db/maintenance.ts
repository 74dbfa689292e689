import type { Database } from './database';

/**
 * PGlite has no autovacuum (no background workers), so its planner statistics never change on their
 * own: every plan would be made from the figures of the tables as they were when the database was
 * new (that once read a master's day through an index that grew with every booking the master had
 * ever had). This does autovacuum's ANALYZE part:
 *
 * - every `growthEveryMs` (a minute, as autovacuum_naptime), the tables that have grown past 1.5
 *   times (plus 8 pages) their size at the last ANALYZE are analysed, on their own, even under load;
 * - once `threshold` writes have happened, all the application's tables are analysed (the catalogs
 *   are left out: they made it 200-600 ms), at a quiet moment, a check (every `everyMs`) without
 *   writes, since with one connection an ANALYZE holds up every request while it runs (20-80 ms with
 *   some thousands of bookings), unless `threshold * 25` writes have piled up;
 * - each table in a statement of its own (`analyze`).
 *
 * Also once at start. A PostgreSQL server has autovacuum: nothing to do there. Returns a stop function.
 */
export function keepStatistics(db: Database, { everyMs = 2_000, threshold = 200, growthEveryMs = 60_000 } = {}): () => void {
  if (db.kind !== 'pglite') return () => undefined;
  let analyzedAt = -Infinity;
  let checkedAt = -Infinity;
  let grownCheckAt = Date.now() + growthEveryMs;
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
        await analyze(db, ALL_TABLES_SQL);
      } else if (db.changes !== checkedAt && Date.now() >= grownCheckAt) {
        checkedAt = db.changes;
        grownCheckAt = Date.now() + growthEveryMs;
        await analyze(db, GROWN_TABLES_SQL);
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

/**
 * ANALYZE of the tables `listSql` names (a row each, `name` quoted), one statement a table: the
 * requests that queued for the one connection meanwhile go between two tables, so a request waits for
 * at most one table's ANALYZE, not for all of them (under steady writes all of them added half a
 * second to every request that arrived meanwhile).
 */
async function analyze(db: Database, listSql: string): Promise<void> {
  const { rows } = await db.query<{ name: string }>(listSql);
  for (const { name } of rows) await db.query(`ANALYZE ${name}`);
}

/** All the application's tables. */
const ALL_TABLES_SQL = `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;

/** The application's tables now larger than 1.5 times (plus 8 pages) their size at the last ANALYZE. */
const GROWN_TABLES_SQL = `
  SELECT quote_ident(c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = current_schema() AND c.relkind = 'r'
     AND pg_relation_size(c.oid) / current_setting('block_size')::int > greatest(c.relpages, 0) * 1.5 + 8
   ORDER BY c.relname`;

import type { Queryable } from '../src/db/database';
import { WATCHED_TABLES } from './endpoints';

/** One hash over the watched tables' rows: equal before and after means nothing changed. */
export async function fingerprint(db: Queryable): Promise<string> {
  const parts = WATCHED_TABLES.map((t) => `(SELECT md5(COALESCE(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${t} x)`);
  const { rows } = await db.query<{ f: string }>(`SELECT concat_ws(',', ${parts.join(', ')}) AS f`);
  return rows[0]!.f;
}

/**
 * A test-only counter of committed row changes in the watched tables, kept by triggers: one cheap
 * read per request instead of hashing every table, so thousands of generated requests stay fast.
 * It counts in the same transaction as the change, so a rolled-back attempt counts nothing, and
 * an UPDATE that leaves a row as it was (the caller upsert on every request) is not a change.
 */
export async function installChangeCounter(db: Queryable): Promise<void> {
  await db.query('CREATE TABLE test_change_count (n BIGINT NOT NULL)');
  await db.query('INSERT INTO test_change_count VALUES (0)');
  await db.query(`CREATE FUNCTION test_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN UPDATE test_change_count SET n = n + 1; RETURN NULL; END $$`);
  for (const t of WATCHED_TABLES) {
    await db.query(`CREATE TRIGGER ${t}_count_ins_del AFTER INSERT OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION test_count_change()`);
    await db.query(`CREATE TRIGGER ${t}_count_upd AFTER UPDATE ON ${t} FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION test_count_change()`);
  }
}

export async function changeCount(db: Queryable): Promise<number> {
  return Number((await db.query<{ n: string | number }>('SELECT n FROM test_change_count')).rows[0]!.n);
}

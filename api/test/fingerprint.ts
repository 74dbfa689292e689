import type { Queryable } from '../src/db/database';
import { WATCHED_TABLES } from './endpoints';

/** One hash over the watched tables' rows: equal before and after means nothing changed. */
export async function fingerprint(db: Queryable): Promise<string> {
  const parts = WATCHED_TABLES.map((t) => `(SELECT md5(COALESCE(string_agg(x::text, '|' ORDER BY x::text), '')) FROM ${t} x)`);
  const { rows } = await db.query<{ f: string }>(`SELECT concat_ws(',', ${parts.join(', ')}) AS f`);
  return rows[0]!.f;
}

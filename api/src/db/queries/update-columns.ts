import type { Queryable } from '../database';

/**
 * `UPDATE table SET ...` for the columns given (undefined: left out); nothing when none is given.
 * The table and column names come from the query modules, never from a request.
 */
export async function updateColumns(db: Queryable, table: 'workers' | 'businesses' | 'places', id: number, columns: Record<string, unknown>): Promise<void> {
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (set.length === 0) return;
  await db.query(`UPDATE ${table} SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...set.map(([, value]) => value)]);
}

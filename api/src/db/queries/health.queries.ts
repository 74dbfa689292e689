import type { Queryable } from '../queryable';

/** The cheapest statement the database must answer: readiness. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

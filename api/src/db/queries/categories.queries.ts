import type { Queryable } from '../database';

/** A master's service categories (docs/product.md, API paths). */
export type CategoryRow = { id: number; name: string; worker_id: number };

export async function listCategories(db: Queryable, workerId: number): Promise<CategoryRow[]> {
  return (await db.query<CategoryRow>('SELECT id, name, worker_id FROM categories WHERE worker_id = $1 ORDER BY id', [workerId])).rows;
}

export async function countCategories(db: Queryable, workerId: number): Promise<number> {
  return Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM categories WHERE worker_id = $1', [workerId])).rows[0]!.n);
}

export async function insertCategory(db: Queryable, workerId: number, name: string): Promise<CategoryRow> {
  return (await db.query<CategoryRow>('INSERT INTO categories (worker_id, name) VALUES ($1, $2) RETURNING id, name, worker_id', [workerId, name])).rows[0]!;
}

export async function categoryBelongsTo(db: Queryable, categoryId: number, workerId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM categories WHERE id = $1 AND worker_id = $2', [categoryId, workerId])).rows.length > 0;
}

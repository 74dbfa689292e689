import type { Queryable } from '../database';
import { updateColumns } from './update-columns';

export async function findBusiness(db: Queryable, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db.query<Record<string, unknown>>('SELECT id, name, description, avatar FROM businesses WHERE id = $1', [id])).rows[0];
}

export async function listBusinessOwners(db: Queryable, businessId: number): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    'SELECT u.id, u.first_name, u.username FROM business_owners o JOIN users u ON u.id = o.user_id WHERE o.business_id = $1 ORDER BY u.id',
    [businessId],
  );
  return rows;
}

/** Whether the user is an owner of the business (the shared-record rule: only owners change it and its places). */
export async function isBusinessOwner(db: Queryable, userId: number, businessId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM business_owners WHERE business_id = $1 AND user_id = $2', [businessId, userId])).rows.length > 0;
}

/** A new business with the user as its owner. */
export async function insertOwnedBusiness(db: Queryable, ownerId: number, b: { name: string; description: string | null; avatar: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO businesses (name, description, avatar) VALUES ($1, $2, $3) RETURNING id', [b.name, b.description, b.avatar]);
  const id = Number(rows[0]!.id);
  await db.query('INSERT INTO business_owners (business_id, user_id) VALUES ($1, $2)', [id, ownerId]);
  return id;
}

/** The business's name and description, its row locked. */
export async function lockBusinessProfile(db: Queryable, id: number): Promise<Record<string, unknown>> {
  return (await db.query<Record<string, unknown>>('SELECT name, description FROM businesses WHERE id = $1 FOR UPDATE', [id])).rows[0]!;
}

export const updateBusiness = (db: Queryable, id: number, columns: { name?: string; description?: string | null }) => updateColumns(db, 'businesses', id, columns);

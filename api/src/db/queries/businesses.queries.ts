import type { Queryable } from '../database';

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

import type { Queryable } from '../database';
import { updateColumns } from './update-columns';

/** A place as the API answers it (docs/product.md, Data): contacts inline, its masters' ids and gallery URLs. */
const PLACE_SELECT = `
  SELECT p.id, p.name, p.address, p.avatar, p.business_id,
         json_build_object('phone', p.phone, 'vk', p.vk, 'website', p.website) AS contacts,
         COALESCE((SELECT json_agg(wp.worker_id ORDER BY wp.worker_id) FROM worker_places wp WHERE wp.place_id = p.id), '[]'::json) AS workers,
         COALESCE((SELECT json_agg(i.url ORDER BY i.position, i.id) FROM place_images i WHERE i.place_id = p.id), '[]'::json) AS gallery
  FROM places p`;

export type PlaceRow = Record<string, unknown>;

/** A page of a list: at most `limit` rows after skipping `offset`, in id order. */
export interface Page {
  limit: number;
  offset: number;
}

/** Places of a business (or all), a page in id order; without a page, all (a business's own card). */
export async function listPlaces(db: Queryable, businessId?: number, page?: Page): Promise<PlaceRow[]> {
  const params: unknown[] = businessId ? [businessId] : [];
  const where = businessId ? 'WHERE p.business_id = $1' : '';
  const paged = page ? `LIMIT $${params.push(page.limit)} OFFSET $${params.push(page.offset)}` : '';
  return (await db.query<PlaceRow>(`${PLACE_SELECT} ${where} ORDER BY p.id ${paged}`, params)).rows;
}

export async function findPlace(db: Queryable, id: number): Promise<PlaceRow | undefined> {
  return (await db.query<PlaceRow>(`${PLACE_SELECT} WHERE p.id = $1`, [id])).rows[0];
}

export async function findPlaceContacts(db: Queryable, id: number): Promise<PlaceRow | undefined> {
  return (await db.query<PlaceRow>('SELECT phone, vk, website FROM places WHERE id = $1', [id])).rows[0];
}

export async function listPlacesOfWorker(db: Queryable, workerId: number): Promise<PlaceRow[]> {
  return (await db.query<PlaceRow>(`${PLACE_SELECT} JOIN worker_places wp ON wp.place_id = p.id WHERE wp.worker_id = $1 ORDER BY p.id`, [workerId])).rows;
}

export interface PlaceColumns {
  name?: string;
  address?: string;
  phone?: string;
  vk?: string | null;
  website?: string | null;
}

export async function insertPlace(db: Queryable, businessId: number, p: Required<PlaceColumns> & { avatar: string }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO places (business_id, name, address, avatar, phone, vk, website) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
    [businessId, p.name, p.address, p.avatar, p.phone, p.vk, p.website],
  );
  return Number(rows[0]!.id);
}

/** The place's business and editable fields, its row locked. */
export async function lockPlaceProfile(db: Queryable, id: number): Promise<Record<string, unknown>> {
  return (await db.query<Record<string, unknown>>('SELECT business_id, name, address, phone, vk, website FROM places WHERE id = $1 FOR UPDATE', [id])).rows[0]!;
}

export const updatePlace = (db: Queryable, id: number, columns: PlaceColumns) => updateColumns(db, 'places', id, { ...columns });

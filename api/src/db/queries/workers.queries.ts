import type { Queryable } from '../database';

/** A worker as the API answers it (spec section 3), with the per-worker adjacency setting. */
export const WORKER_SELECT = `
  SELECT w.id, w.user_id, w.business_id, w.uuid::text AS uuid, w.title, w.description, w.avatar, w.booking_rules_text, w.adjacent_slots_only,
         json_build_object('username', u.username, 'timezone', u.timezone) AS user
  FROM workers w LEFT JOIN users u ON u.id = w.user_id`;

export type WorkerRow = Record<string, unknown> & { id: number };

export async function findWorker(db: Queryable, id: number): Promise<WorkerRow | undefined> {
  return (await db.query<WorkerRow>(`${WORKER_SELECT} WHERE w.id = $1`, [id])).rows[0];
}

export async function findWorkerByUuid(db: Queryable, uuid: string): Promise<WorkerRow | undefined> {
  return (await db.query<WorkerRow>(`${WORKER_SELECT} WHERE w.uuid = $1`, [uuid])).rows[0];
}

export async function findWorkerOfUser(db: Queryable, userId: number): Promise<WorkerRow | undefined> {
  return (await db.query<WorkerRow>(`${WORKER_SELECT} WHERE w.user_id = $1`, [userId])).rows[0];
}

export async function listWorkersOfPlace(db: Queryable, placeId: number): Promise<WorkerRow[]> {
  return (await db.query<WorkerRow>(`${WORKER_SELECT} JOIN worker_places wp ON wp.worker_id = w.id WHERE wp.place_id = $1 ORDER BY w.id`, [placeId])).rows;
}

export async function workerExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM workers WHERE id = $1', [id])).rows.length > 0;
}

/** The id of the user's worker, if they are a master. */
export async function findWorkerIdOfUser(db: Queryable, userId: number): Promise<number | undefined> {
  const row = (await db.query<{ id: number }>('SELECT id FROM workers WHERE user_id = $1', [userId])).rows[0];
  return row ? Number(row.id) : undefined;
}

import type { Queryable } from '../database';
import { updateColumns } from './update-columns';

/** A worker as the API answers it (docs/product.md, Data), with the per-worker adjacency setting and the cancel and move rules. */
export const WORKER_SELECT = `
  SELECT w.id, w.user_id, w.business_id, w.uuid::text AS uuid, w.title, w.description, w.avatar, w.booking_rules_text, w.adjacent_slots_only,
         w.cancel_cutoff_hours, w.max_moves,
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

export async function userHasWorker(db: Queryable, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM workers WHERE user_id = $1', [userId])).rows.length > 0;
}

/** The user's worker (id and business), its row locked. */
export async function lockWorkerOfUser(db: Queryable, userId: number): Promise<{ id: number; business_id: number } | undefined> {
  return (await db.query<{ id: number; business_id: number }>('SELECT id, business_id FROM workers WHERE user_id = $1 FOR UPDATE', [userId])).rows[0];
}

export async function insertWorker(db: Queryable, w: { userId: number; businessId: number; title: string; description: string; avatar: string; bookingRulesText: string | null }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO workers (user_id, business_id, title, description, avatar, booking_rules_text) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [w.userId, w.businessId, w.title, w.description, w.avatar, w.bookingRulesText],
  );
  return Number(rows[0]!.id);
}

export const updateWorker = (
  db: Queryable,
  id: number,
  columns: { title?: string; description?: string; booking_rules_text?: string | null; avatar?: string; cancel_cutoff_hours?: number; max_moves?: number | null },
) =>
  updateColumns(db, 'workers', id, columns);

export async function linkWorkerPlace(db: Queryable, workerId: number, placeId: number): Promise<void> {
  await db.query('INSERT INTO worker_places (worker_id, place_id) VALUES ($1, $2)', [workerId, placeId]);
}

/** The worker's first place (lowest id), or null when they have none. */
export async function firstPlaceIdOfWorker(db: Queryable, workerId: number): Promise<number | null> {
  const row = (await db.query<{ place_id: number }>('SELECT place_id FROM worker_places WHERE worker_id = $1 ORDER BY place_id LIMIT 1', [workerId])).rows[0];
  return row ? Number(row.place_id) : null;
}

export async function workerHasPlace(db: Queryable, workerId: number, placeId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM worker_places WHERE worker_id = $1 AND place_id = $2', [workerId, placeId])).rows.length > 0;
}

/** The time zone of the worker's master (null: unset); undefined when there is no such worker. */
export async function findWorkerTimezone(db: Queryable, workerId: number): Promise<{ timezone: string | null } | undefined> {
  return (await db.query<{ timezone: string | null }>('SELECT u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1', [workerId])).rows[0];
}

/** A worker with its master (a user id; BIGINT may come as a string) and the master's time zone: what ownership checks read. */
export type WorkerOwnerRow = { id: number; user_id: string | number | null; timezone: string | null };

/** The worker's master and time zone, read (no lock): what a read's ownership check needs. */
export async function readWorkerOwner(db: Queryable, workerId: number): Promise<WorkerOwnerRow | undefined> {
  const { rows } = await db.query<WorkerOwnerRow>('SELECT w.id, w.user_id, u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1', [workerId]);
  return rows[0];
}

/**
 * The worker's master and time zone, the worker's row locked (in a transaction; a no-op outside
 * one): every change to a master's schedule, and every booking, holds this row first.
 */
export async function lockWorkerWithTimezone(db: Queryable, workerId: number): Promise<WorkerOwnerRow | undefined> {
  const { rows } = await db.query<WorkerOwnerRow>(
    'SELECT w.id, w.user_id, u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1 FOR UPDATE OF w',
    [workerId],
  );
  return rows[0];
}

import type { Queryable } from '../queryable';

/** Uploaded files (migration 2): the daily cap and the sweep of files nothing refers to. */

/**
 * The advisory lock key of uploads' references: a writer that makes a row refer to an upload takes
 * it shared for its transaction, the sweep takes it alone, so the sweep's statement sees every
 * reference made before it, and a writer after it finds the upload gone.
 */
export const UPLOAD_REFERENCE_LOCK = 30_039_002;

export async function lockUploadReferences(db: Queryable): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock_shared(${UPLOAD_REFERENCE_LOCK})`);
}

/** Whether `name` is an upload of this user; the caller has taken lockUploadReferences. */
export async function isUploadOf(db: Queryable, name: string, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM uploaded_files WHERE name = $1 AND user_id = $2', [name, userId])).rows.length > 0;
}

/** How many files the user uploaded after `since`. */
export async function countUploadsSince(db: Queryable, userId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM uploaded_files WHERE user_id = $1 AND created_at > $2', [userId, since.toISOString()]);
  return Number(rows[0]!.n);
}

/**
 * Records an upload unless the user has `max` uploads after `since` already; the user's row is
 * locked first, so two uploads at once are counted one after the other. False: over the cap.
 */
export async function insertUploadWithin(db: Queryable, f: { name: string; userId: number; mime: string; size: number; at: Date }, max: number, since: Date): Promise<boolean> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [f.userId]);
  const { rows } = await db.query(
    `INSERT INTO uploaded_files (name, user_id, mime, size, created_at)
     SELECT $1, $2, $3, $4, $5 WHERE (SELECT count(*) FROM uploaded_files WHERE user_id = $2 AND created_at > $6) < $7
     RETURNING name`,
    [f.name, f.userId, f.mime, f.size, f.at.toISOString(), since.toISOString(), max],
  );
  return rows.length > 0;
}

/**
 * SQL: the places that can point at an upload `f` (by its URL /api/files/{name}): masters',
 * businesses' and places' avatars, places' galleries, users' photos. The sweep deletes none of them.
 */
const UNREFERENCED_SQL = [
  ['workers', 'avatar'], ['businesses', 'avatar'], ['places', 'avatar'], ['place_images', 'url'], ['users', 'photo_url'],
].map(([table, column]) => `NOT EXISTS (SELECT 1 FROM ${table} r WHERE r.${column} = '/api/files/' || f.name)`).join(' AND ');

/**
 * Deletes the rows of uploads made before `before` that nothing refers to, references checked in the
 * same statement, after taking the reference lock alone (call inside a transaction); returns their names.
 */
export async function deleteUnreferencedUploads(db: Queryable, before: Date): Promise<string[]> {
  await db.query(`SELECT pg_advisory_xact_lock(${UPLOAD_REFERENCE_LOCK})`);
  const { rows } = await db.query<{ name: string }>(
    `DELETE FROM uploaded_files f WHERE f.created_at < $1 AND ${UNREFERENCED_SQL} RETURNING f.name`,
    [before.toISOString()],
  );
  return rows.map((r) => r.name);
}

/** Which of these names have a row. */
export async function knownUploads(db: Queryable, names: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM uploaded_files WHERE name = ANY($1::text[])', [names]);
  return new Set(rows.map((r) => r.name));
}

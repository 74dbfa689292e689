import type { Queryable } from '../database';

/** Users (Telegram accounts) and what they uploaded. */

export async function setUsername(db: Queryable, userId: number, username: string): Promise<void> {
  await db.query('UPDATE users SET username = $2 WHERE id = $1', [userId, username]);
}

export async function setTimezone(db: Queryable, userId: number, timezone: string): Promise<void> {
  await db.query('UPDATE users SET timezone = $2 WHERE id = $1', [userId, timezone]);
}

/** Whether PostgreSQL's tz database knows the zone (it differs from Node's Intl). */
export async function databaseKnowsZone(db: Queryable, zone: string): Promise<boolean> {
  return db.query('SELECT now() AT TIME ZONE $1', [zone]).then(() => true, () => false);
}

export async function isUploadOf(db: Queryable, name: string, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM uploaded_files WHERE name = $1 AND user_id = $2', [name, userId])).rows.length > 0;
}

const USER_SELECT = 'SELECT id, first_name, last_name, username, photo_url, timezone FROM users';

export async function findUser(db: Queryable, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db.query<Record<string, unknown>>(`${USER_SELECT} WHERE id = $1`, [id])).rows[0];
}

export async function insertUpload(db: Queryable, f: { name: string; userId: number; mime: string; size: number }): Promise<void> {
  await db.query('INSERT INTO uploaded_files (name, user_id, mime, size) VALUES ($1, $2, $3, $4)', [f.name, f.userId, f.mime, f.size]);
}

/** Creates the user or brings their Telegram profile up to date. */
export async function upsertUserProfile(db: Queryable, profile: [id: number, firstName: string, lastName: string | null, username: string | null, photoUrl: string | null]): Promise<void> {
  await db.query(
    `INSERT INTO users (id, first_name, last_name, username, photo_url) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
           username = EXCLUDED.username, photo_url = EXCLUDED.photo_url`,
    profile,
  );
}

import type { Queryable } from '../database';

/** Users (Telegram accounts). */

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

const USER_SELECT = 'SELECT id, first_name, last_name, username, photo_url, timezone FROM users';

export async function findUser(db: Queryable, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db.query<Record<string, unknown>>(`${USER_SELECT} WHERE id = $1`, [id])).rows[0];
}

/** A user's Telegram profile as init data carries it: id, names, username, photo, allows_write_to_pm. */
export type UserProfile = [id: number, firstName: string, lastName: string | null, username: string | null, photoUrl: string | null, allowsWrite: boolean];

/**
 * Creates the user or brings their Telegram profile up to date, in one statement that writes only
 * where the stored profile differs: a row that already says what the profile says is not updated or
 * locked (a Mini App sends the same profile with every request). `allowsWrite` (init data's
 * allows_write_to_pm) only ever grants the bot's consent: its absence revokes nothing (a /start
 * grants it too), and it does not make an unreachable user reachable (a 403 said otherwise).
 */
export async function syncUserProfile(db: Queryable, profile: UserProfile): Promise<void> {
  await db.query(
    `INSERT INTO users (id, first_name, last_name, username, photo_url, bot_write_allowed)
     SELECT $1::bigint, $2::text, $3::text, $4::text, $5::text, $6::boolean
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = $1::bigint AND u.first_name = $2::text AND u.last_name IS NOT DISTINCT FROM $3::text
                          AND u.username IS NOT DISTINCT FROM $4::text AND u.photo_url IS NOT DISTINCT FROM $5::text AND (u.bot_write_allowed OR NOT $6::boolean))
     ON CONFLICT (id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       username = EXCLUDED.username, photo_url = EXCLUDED.photo_url, bot_write_allowed = users.bot_write_allowed OR EXCLUDED.bot_write_allowed`,
    profile,
  );
}

/**
 * The user wrote to the bot (/start) or allowed it in the app (write_access_allowed): it may write
 * to them, and a user once unreachable (they had blocked the bot) is reachable again.
 */
export async function allowBotWrites(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET bot_write_allowed = true, bot_unreachable_at = NULL WHERE id = $1 AND (NOT bot_write_allowed OR bot_unreachable_at IS NOT NULL)', [userId]);
}

/** Creates the user if the bot hears from them before the app does (/start first). */
export async function ensureUser(db: Queryable, user: { id: number; firstName: string; lastName: string | null; username: string | null }): Promise<void> {
  await db.query(
    `INSERT INTO users (id, first_name, last_name, username) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
    [user.id, user.firstName, user.lastName, user.username],
  );
}

/** What the caller answered to the app's requestWriteAccess: bot consent and the last refusal. */
export async function findWriteAccess(db: Queryable, userId: number): Promise<{ allowed: boolean; refusedAt: Date | null } | undefined> {
  const row = (await db.query<{ bot_write_allowed: boolean; write_access_refused_at: Date | string | null }>(
    'SELECT bot_write_allowed, write_access_refused_at FROM users WHERE id = $1',
    [userId],
  )).rows[0];
  if (!row) return undefined;
  const refused = row.write_access_refused_at;
  return { allowed: row.bot_write_allowed, refusedAt: refused === null ? null : new Date(refused) };
}

/** The user allowed the bot in the app: consent given, reachable again, no refusal on file. */
export async function allowWriteAccess(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET bot_write_allowed = true, bot_unreachable_at = NULL, write_access_refused_at = NULL WHERE id = $1', [userId]);
}

/** The user refused the app's request at `at` (a consent given before, e.g. by /start, stays). */
export async function refuseWriteAccess(db: Queryable, userId: number, at: Date): Promise<void> {
  await db.query('UPDATE users SET write_access_refused_at = $2 WHERE id = $1', [userId, at]);
}

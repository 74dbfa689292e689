import type { Language } from '@booking/contracts/schemas';
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

/** A user's Telegram profile as init data carries it: id, names, username, photo, allows_write_to_pm, language_code (absent: none). */
export type UserProfile = [
  id: number, firstName: string, lastName: string | null, username: string | null, photoUrl: string | null, allowsWrite: boolean, languageCode?: string | null,
];

/**
 * Creates the user or brings their Telegram profile up to date, in one statement that writes only
 * where the stored profile differs: a row that already says what the profile says is not updated or
 * locked (a Mini App sends the same profile with every request). `allowsWrite` (init data's
 * allows_write_to_pm) only ever grants the bot's consent: its absence revokes nothing (a /start
 * grants it too), and it does not make an unreachable user reachable (a 403 said otherwise).
 * `languageCode` is the messenger's language as the init data carries it (the person's own choice,
 * `language`, is another column and stays). A name the person typed (typed_name) is theirs: the
 * messenger's names never replace it.
 */
export async function syncUserProfile(db: Queryable, profile: UserProfile): Promise<void> {
  await db.query(
    `INSERT INTO users (id, first_name, last_name, username, photo_url, bot_write_allowed, messenger_language, last_messenger)
     SELECT $1::bigint, $2::text, $3::text, $4::text, $5::text, $6::boolean, $7::text, 'telegram'
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = $1::bigint AND (u.typed_name OR (u.first_name = $2::text AND u.last_name IS NOT DISTINCT FROM $3::text))
                          AND u.username IS NOT DISTINCT FROM $4::text AND u.photo_url IS NOT DISTINCT FROM $5::text AND (u.bot_write_allowed OR NOT $6::boolean)
                          AND u.messenger_language IS NOT DISTINCT FROM $7::text AND u.last_messenger IS NOT DISTINCT FROM 'telegram')
     ON CONFLICT (id) DO UPDATE SET first_name = CASE WHEN users.typed_name THEN users.first_name ELSE EXCLUDED.first_name END,
       last_name = CASE WHEN users.typed_name THEN users.last_name ELSE EXCLUDED.last_name END,
       username = EXCLUDED.username, photo_url = EXCLUDED.photo_url, bot_write_allowed = users.bot_write_allowed OR EXCLUDED.bot_write_allowed,
       messenger_language = EXCLUDED.messenger_language, last_messenger = 'telegram'`,
    [...profile.slice(0, 6), profile[6] ?? null],
  );
}

/**
 * The user wrote to the bot (/start) or allowed it in the app (write_access_allowed): it may write
 * to them, and a user once unreachable (they had blocked the bot) is reachable again.
 */
export async function allowBotWrites(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET bot_write_allowed = true, bot_unreachable_at = NULL WHERE id = $1 AND (NOT bot_write_allowed OR bot_unreachable_at IS NOT NULL)', [userId]);
}

/**
 * Creates the user if the bot hears from them before the app does (/start first). The update's
 * language_code, when it carries one, is their messenger's language: kept, so the answer to /start
 * is written in it (written only when it differs).
 */
export async function ensureUser(db: Queryable, user: { id: number; firstName: string; lastName: string | null; username: string | null; languageCode?: string | null }): Promise<void> {
  await db.query(
    `INSERT INTO users (id, first_name, last_name, username, messenger_language) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET messenger_language = EXCLUDED.messenger_language
      WHERE EXCLUDED.messenger_language IS NOT NULL AND users.messenger_language IS DISTINCT FROM EXCLUDED.messenger_language`,
    [user.id, user.firstName, user.lastName, user.username, user.languageCode ?? null],
  );
}

/** The person's own language choice (null: none) and their messenger's language_code; undefined for an unknown user. */
export async function findLanguage(db: Queryable, userId: number): Promise<{ chosen: Language | null; messenger: string | null } | undefined> {
  const row = (await db.query<{ language: Language | null; messenger_language: string | null }>(
    'SELECT language, messenger_language FROM users WHERE id = $1',
    [userId],
  )).rows[0];
  return row && { chosen: row.language, messenger: row.messenger_language };
}

/** Stores the person's own language choice (null: follow the messenger's). */
export async function setLanguage(db: Queryable, userId: number, language: Language | null): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1 AND language IS DISTINCT FROM $2', [userId, language]);
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

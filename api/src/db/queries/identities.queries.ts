import type { Database, Queryable } from '../database';

/**
 * People and their ways in (migration 33): identities (kind, external_id) → users.id, the sessions
 * of sign-ins by phone (their tokens' hashes), and the sign-in codes.
 */

/**
 * SQL: the confirmed phone of person `alias` (a users row) when they have no Telegram (a negative
 * id: they came by phone), else NULL: a Telegram person's phone is never shown to a master.
 */
export const webPhoneSql = (alias: string) =>
  `CASE WHEN ${alias}.id < 0 THEN (SELECT i.external_id FROM identities i WHERE i.user_id = ${alias}.id AND i.kind = 'phone' ORDER BY i.created_at LIMIT 1) END`;

/** The ways in a person may have (migration 36 added MAX). */
export type IdentityKind = 'telegram' | 'phone' | 'max';

/**
 * SQL: how the bot's messages reach person `alias` now, by the outbox's rule (outbox.queries.ts,
 * CLAIM_SQL): the messenger they last opened the app from among those that consent, else SMS to their
 * confirmed phone, else nothing (NULL).
 */
export const reachSql = (alias: string) => {
  const max = `EXISTS (SELECT 1 FROM identities i JOIN max_chats m ON m.user_id = i.external_id::bigint AND m.allowed WHERE i.user_id = ${alias}.id AND i.kind = 'max')`;
  return `CASE WHEN ${alias}.id > 0 AND ${alias}.bot_write_allowed AND ${alias}.bot_unreachable_at IS NULL AND (${alias}.last_messenger IS DISTINCT FROM 'max' OR NOT ${max}) THEN 'telegram'
    WHEN ${max} THEN 'max'
    WHEN EXISTS (SELECT 1 FROM identities i WHERE i.user_id = ${alias}.id AND i.kind = 'phone') THEN 'sms' END`;
};

export interface PersonRow {
  id: number;
  first_name: string;
  last_name: string | null;
  phone: string | null;
}

const PERSON = `SELECT u.id::float8 AS id, u.first_name, u.last_name,
  (SELECT i.external_id FROM identities i WHERE i.user_id = u.id AND i.kind = 'phone' ORDER BY i.created_at LIMIT 1) AS phone
  FROM users u`;

export async function findPerson(db: Queryable, id: number): Promise<PersonRow | undefined> {
  return (await db.query<PersonRow>(`${PERSON} WHERE u.id = $1`, [id])).rows[0];
}

/** The person a way in leads to. */
export async function personOfIdentity(db: Queryable, kind: IdentityKind, externalId: string): Promise<number | undefined> {
  const row = (await db.query<{ user_id: string }>('SELECT user_id FROM identities WHERE kind = $1 AND external_id = $2', [kind, externalId])).rows[0];
  return row ? Number(row.user_id) : undefined;
}

/** A new person who came by phone: a negative id Telegram never issues, the name they typed, and the phone as their way in. */
export async function createPhonePerson(db: Queryable, phone: string, name: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `WITH person AS (INSERT INTO users (id, first_name, typed_name) VALUES (nextval('person_ids'), $2, true) RETURNING id)
     INSERT INTO identities (kind, external_id, user_id) SELECT 'phone', $1, id FROM person RETURNING user_id AS id`,
    [phone, name],
  );
  return Number(rows[0]!.id);
}

// Sessions

export async function insertSession(db: Queryable, tokenHash: string, userId: number, at: Date): Promise<void> {
  await db.query("INSERT INTO sessions (token_hash, user_id, way, created_at, last_used_at) VALUES ($1, $2, 'phone', $3, $3)", [tokenHash, userId, at]);
}

/**
 * The person of a live session (used within `idleMs` of now), its last use moved to now. The row is
 * written at most once per `touchMs`, so a person's requests do not each write it.
 */
export async function useSession(db: Queryable, tokenHash: string, at: Date, idleMs: number, touchMs: number): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: string; last_used_at: Date }>('SELECT user_id, last_used_at FROM sessions WHERE token_hash = $1', [tokenHash]);
  const row = rows[0];
  if (!row) return undefined;
  const idle = at.getTime() - new Date(row.last_used_at).getTime();
  if (idle > idleMs) {
    await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    return undefined;
  }
  if (idle > touchMs) await db.query('UPDATE sessions SET last_used_at = $2 WHERE token_hash = $1 AND last_used_at < $2', [tokenHash, at]);
  return Number(row.user_id);
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

// Sign-in codes

export interface CodeCounts {
  /** When the phone's last code was asked for. */
  lastForPhone: Date | null;
  /** The phone's codes since `dayAgo`, and the oldest of them. */
  phoneToday: number;
  oldestToday: Date | null;
  /** The address's codes since `hourAgo`, and the oldest of them. */
  addressHour: number;
  oldestHour: Date | null;
}

/** What the limits on codes read, for one phone and one address. */
export async function codeCounts(db: Queryable, phone: string, address: string, dayAgo: Date, hourAgo: Date): Promise<CodeCounts> {
  const { rows } = await db.query<{ last: Date | null; today: string; oldest_today: Date | null; hour: string; oldest_hour: Date | null }>(
    `SELECT (SELECT max(created_at) FROM sign_in_codes WHERE phone = $1) AS last,
            (SELECT count(*) FROM sign_in_codes WHERE phone = $1 AND created_at > $3) AS today,
            (SELECT min(created_at) FROM sign_in_codes WHERE phone = $1 AND created_at > $3) AS oldest_today,
            (SELECT count(*) FROM sign_in_codes WHERE address = $2 AND created_at > $4) AS hour,
            (SELECT min(created_at) FROM sign_in_codes WHERE address = $2 AND created_at > $4) AS oldest_hour`,
    [phone, address, dayAgo, hourAgo],
  );
  const r = rows[0]!;
  return {
    lastForPhone: r.last ? new Date(r.last) : null,
    phoneToday: Number(r.today),
    oldestToday: r.oldest_today ? new Date(r.oldest_today) : null,
    addressHour: Number(r.hour),
    oldestHour: r.oldest_hour ? new Date(r.oldest_hour) : null,
  };
}

export async function insertCode(
  db: Queryable,
  c: { phone: string; name: string; codeHash: string; address: string; at: Date; expiresAt: Date },
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO sign_in_codes (phone, name, code_hash, address, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [c.phone, c.name, c.codeHash, c.address, c.at, c.expiresAt],
  );
  return Number(rows[0]!.id);
}

export async function setCodeSmsId(db: Queryable, id: number, smsId: string): Promise<void> {
  await db.query('UPDATE sign_in_codes SET sms_id = $2 WHERE id = $1', [id, smsId]);
}

export interface LiveCode {
  id: number;
  name: string;
  code_hash: string;
  tries: number;
}

/** The phone's newest code, locked, if it is still live: unused, unexpired, with tries left. A newer code voids the older ones. */
export async function liveCode(db: Queryable, phone: string, at: Date, maxTries: number): Promise<LiveCode | undefined> {
  const { rows } = await db.query<LiveCode>(
    `SELECT id::float8 AS id, name, code_hash, tries FROM sign_in_codes
      WHERE id = (SELECT max(id) FROM sign_in_codes WHERE phone = $1)
        AND used_at IS NULL AND expires_at > $2 AND tries < $3
      FOR UPDATE`,
    [phone, at, maxTries],
  );
  return rows[0];
}

export async function countWrongTry(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ tries: number }>('UPDATE sign_in_codes SET tries = tries + 1 WHERE id = $1 RETURNING tries', [id]);
  return rows[0]!.tries;
}

export async function useCode(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE sign_in_codes SET used_at = $2 WHERE id = $1', [id, at]);
}

export async function addIdentity(db: Queryable, kind: IdentityKind, externalId: string, userId: number): Promise<void> {
  await db.query('INSERT INTO identities (kind, external_id, user_id) VALUES ($1, $2, $3)', [kind, externalId, userId]);
}

/** What each side of a join has that only one person may have: a master profile, an active subscription. */
export async function masterSides(db: Queryable, a: number, b: number): Promise<{ id: number; master: boolean; subscribed: boolean }[]> {
  const { rows } = await db.query<{ id: string; master: boolean; subscribed: boolean }>(
    `SELECT u.id, EXISTS (SELECT 1 FROM workers w WHERE w.user_id = u.id) AS master,
            EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id AND s.status = 'active') AS subscribed
       FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id FOR UPDATE`,
    [[a, b]],
  );
  return rows.map((r) => ({ id: Number(r.id), master: r.master, subscribed: r.subscribed }));
}

/**
 * Joins person `from` into person `into`, in the caller's transaction: every row that names `from`
 * names `into` after it. Rows that must stay unique are merged: a waitlist entry both have for the
 * same master's day keeps `into`'s, a client card both have keeps `into`'s (its note and block).
 * Answers how many bookings moved.
 */
export async function joinPerson(db: Queryable, from: number, into: number): Promise<number> {
  const bookings = await db.query('UPDATE bookings SET client_id = $2 WHERE client_id = $1 RETURNING id', [from, into]);
  await db.query('DELETE FROM waitlist w WHERE w.client_id = $1 AND EXISTS (SELECT 1 FROM waitlist x WHERE x.client_id = $2 AND x.worker_id = w.worker_id AND x.date = w.date)', [from, into]);
  await db.query('UPDATE waitlist SET client_id = $2 WHERE client_id = $1', [from, into]);
  await db.query('DELETE FROM worker_clients c WHERE c.client_id = $1 AND EXISTS (SELECT 1 FROM worker_clients x WHERE x.client_id = $2 AND x.worker_id = c.worker_id)', [from, into]);
  await db.query('UPDATE worker_clients SET client_id = $2 WHERE client_id = $1', [from, into]);
  // A master profile and a subscription move only when `into` has none (the service checks first).
  await db.query('UPDATE workers SET user_id = $2 WHERE user_id = $1', [from, into]);
  await db.query('INSERT INTO business_owners (business_id, user_id) SELECT business_id, $2 FROM business_owners WHERE user_id = $1 ON CONFLICT DO NOTHING', [from, into]);
  await db.query('DELETE FROM business_owners WHERE user_id = $1', [from]);
  for (const table of ['subscriptions', 'payments', 'star_charges', 'uploaded_files', 'sessions', 'identities']) {
    await db.query(`UPDATE ${table} SET user_id = $2 WHERE user_id = $1`, [from, into]);
  }
  await db.query("UPDATE outbox SET chat_id = $2 WHERE chat_id = $1 AND status = 'pending'", [from, into]);
  return bookings.rows.length;
}

// MAX

/** A MAX user as its init data carries them. */
export interface MaxProfile {
  maxId: number;
  firstName: string;
  lastName: string | null;
  username: string | null;
  photoUrl: string | null;
  languageCode: string | null;
}

interface MaxPersonRow {
  id: number;
  first_name: string;
  last_name: string | null;
  username: string | null;
  photo_url: string | null;
  messenger_language: string | null;
  typed_name: boolean;
  last_messenger: string | null;
}

const MAX_PERSON = `SELECT u.id::float8 AS id, u.first_name, u.last_name, u.username, u.photo_url, u.messenger_language, u.typed_name, u.last_messenger
  FROM identities i JOIN users u ON u.id = i.user_id WHERE i.kind = 'max' AND i.external_id = $1`;

/** Thrown inside the creating transaction when another request made the same MAX user's person first. */
class MadeMeanwhile extends Error {}

/**
 * The person of a MAX user, made on their first arrival: a negative id from person_ids (MAX's ids and
 * Telegram's are different spaces, so a MAX id is never taken as a users.id). Their profile follows
 * MAX's, written only where it differs, and only for a person without Telegram (a joined person's
 * names and photo are Telegram's); the messenger they came by is written when it changes. So a
 * request that changes nothing costs one read.
 */
export async function maxPerson(db: Database, p: MaxProfile): Promise<{ id: number; first_name: string; last_name: string | null }> {
  const externalId = String(p.maxId);
  let row = (await db.query<MaxPersonRow>(MAX_PERSON, [externalId])).rows[0];
  if (!row) {
    try {
      const made = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO users (id, first_name, last_name, username, photo_url, messenger_language, last_messenger)
           VALUES (nextval('person_ids'), $1, $2, $3, $4, $5, 'max') RETURNING id`,
          [p.firstName, p.lastName, p.username, p.photoUrl, p.languageCode],
        );
        const id = Number(rows[0]!.id);
        const added = await tx.query("INSERT INTO identities (kind, external_id, user_id) VALUES ('max', $1, $2) ON CONFLICT DO NOTHING RETURNING user_id", [externalId, id]);
        if (added.rows.length === 0) throw new MadeMeanwhile();
        return id;
      });
      return { id: made, first_name: p.firstName, last_name: p.lastName };
    } catch (error) {
      if (!(error instanceof MadeMeanwhile)) throw error;
      row = (await db.query<MaxPersonRow>(MAX_PERSON, [externalId])).rows[0]!;
    }
  }
  const own = row.id < 0;
  const names = own && !row.typed_name && (row.first_name !== p.firstName || row.last_name !== p.lastName);
  const rest = own && (row.username !== p.username || row.photo_url !== p.photoUrl || row.messenger_language !== p.languageCode);
  if (names || rest || row.last_messenger !== 'max') {
    await db.query(
      `UPDATE users SET last_messenger = 'max',
         first_name = CASE WHEN $7 THEN $2 ELSE first_name END, last_name = CASE WHEN $7 THEN $3 ELSE last_name END,
         username = CASE WHEN $8 THEN $4 ELSE username END, photo_url = CASE WHEN $8 THEN $5 ELSE photo_url END,
         messenger_language = CASE WHEN $8 THEN $6 ELSE messenger_language END
       WHERE id = $1`,
      [row.id, p.firstName, p.lastName, p.username, p.photoUrl, p.languageCode, names, own],
    );
  }
  return names ? { id: row.id, first_name: p.firstName, last_name: p.lastName } : { id: row.id, first_name: row.first_name, last_name: row.last_name };
}

/** The MAX user's consent to the bot's messages: bot_started gives it, bot_stopped or MAX's 403 takes it back. */
export async function setMaxConsent(db: Queryable, maxId: number, allowed: boolean, at: Date, reason: string): Promise<void> {
  await db.query(
    `INSERT INTO max_chats (user_id, allowed, changed_at, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET allowed = EXCLUDED.allowed, changed_at = EXCLUDED.changed_at, reason = EXCLUDED.reason`,
    [maxId, allowed, at, reason],
  );
}

/** The person a MAX user leads to, if they have opened the app. */
export async function personOfMaxUser(db: Queryable, maxId: number): Promise<number | undefined> {
  return personOfIdentity(db, 'max', String(maxId));
}

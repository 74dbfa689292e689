import { DEPOSIT_VIEW_COLUMNS, type DepositViewRow } from './deposits.queries';
import { withMasterDeposit } from './bookings.queries';
import type { DepositState } from '@booking/contracts/schemas';
import type { Queryable } from '../queryable';
import { DEFAULT_TIMEZONE } from '../../domain/clock';
import { activeSql } from './active-booking.queries';
import { tookPlaceSql } from './analytics.queries';
import { reachSql, webPhoneSql } from './identities.queries';

/**
 * A master's clients: everyone who has a booking with the master, with their visits
 * (bookings that took place), money spent at the kept prices, no-shows, and what the master keeps
 * about them (worker_clients: the note and the block). Counted from the master's bookings at each read.
 */

/** One row per client of worker $1: their figures by the wall-clock timestamp $2. */
const CLIENT_FIGURES = `
  SELECT b.client_id,
         count(*) FILTER (WHERE bp.took)::int AS visits,
         max(b.date + b.time_start) FILTER (WHERE bp.took) AS last_at,
         min(b.date) FILTER (WHERE bp.took) AS first_visit,
         COALESCE(sum(bp.price) FILTER (WHERE bp.took), 0)::int AS spent,
         count(*) FILTER (WHERE ${activeSql('b')} AND b.attendance = 'no_show')::int AS no_shows,
         count(*) FILTER (WHERE NOT ${activeSql('b')} AND b.cancelled_by = 'client')::int AS cancellations
    FROM bookings b
    CROSS JOIN LATERAL (SELECT ${tookPlaceSql('b', '$2::timestamp')} AS took) t
    -- The kept prices only for the visits (a lookup per booking that took place).
    LEFT JOIN LATERAL (SELECT t.took, CASE WHEN t.took THEN (SELECT sum(bs.price) FROM booking_services bs WHERE bs.booking_id = b.id) END AS price) bp ON true`;

/** The list's sort key, descending: the last visit's start (none: before every visit), visits, or money spent. */
export const SORT_KEY = `CASE $3::text WHEN 'visits' THEN f.visits::float8 WHEN 'spent' THEN f.spent::float8
                    ELSE COALESCE(extract(epoch FROM f.last_at), -1)::float8 END`;

export interface ClientRow {
  telegram_id: number;
  name: string;
  username: string | null;
  photo_url: string | null;
  /** A client who came by phone (no Telegram): the phone they confirmed. */
  phone: string | null;
  visits: number;
  last_visit: string | null;
  spent: number;
  no_shows: number;
  blocked: boolean;
}

export const CLIENT_COLUMNS = `u.id AS telegram_id, concat_ws(' ', u.first_name, u.last_name) AS name, u.username, u.photo_url, ${webPhoneSql('u')} AS phone,
  f.visits, to_char(f.last_at, 'YYYY-MM-DD') AS last_visit, f.spent, f.no_shows, COALESCE(wc.blocked, false) AS blocked`;

/**
 * $1 worker, $2 now (wall clock), $3 sort, $4 search ('' none: a pattern for ILIKE), $5 the client the
 * page follows (null: the first page), $6 the page's size. The `before` client's own key places the
 * page (a client who is none of the master's gives no rows: the service tells that apart).
 */
const LIST_SQL = `
  WITH f AS MATERIALIZED (${CLIENT_FIGURES} WHERE b.worker_id = $1 GROUP BY b.client_id),
  keyed AS (SELECT f.*, ${SORT_KEY} AS k FROM f)
  SELECT ${CLIENT_COLUMNS}
    -- Each client's row by key (OFFSET 0 keeps the lookups: a join left to the planner hashes the whole users table).
    FROM keyed f CROSS JOIN LATERAL (SELECT * FROM users u WHERE u.id = f.client_id OFFSET 0) u
    LEFT JOIN LATERAL (SELECT wc.blocked FROM worker_clients wc WHERE wc.worker_id = $1 AND wc.client_id = f.client_id OFFSET 0) wc ON true
   WHERE ($4::text = '' OR concat_ws(' ', u.first_name, u.last_name) ILIKE $4 OR u.username ILIKE $4)
     AND ($5::bigint IS NULL OR (f.k, f.client_id) < (SELECT c.k, c.client_id FROM keyed c WHERE c.client_id = $5::bigint))
   ORDER BY f.k DESC, f.client_id DESC
   LIMIT $6`;

/** What a page of clients is asked: now on the master's wall clock, the order, a search, the client it follows, its size. */
export type ClientsQuery = { nowLocal: string; sort: 'last_visit' | 'visits' | 'spent'; search: string; before: number | null; limit: number };

/** The search as an ILIKE pattern that finds it anywhere, its wildcards taken literally ('' none). */
export const searchPattern = (search: string) => (search === '' ? '' : `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** A page of the master's clients. */
export async function listClients(db: Queryable, workerId: number, q: ClientsQuery): Promise<ClientRow[]> {
  const { rows } = await db.query<ClientRow>(LIST_SQL, [workerId, q.nowLocal, q.sort, searchPattern(q.search), q.before, q.limit]);
  return rows.map((r) => ({ ...r, telegram_id: Number(r.telegram_id) }));
}

/** Whether the user has any booking with the master (a client of theirs). */
export async function isClientOf(db: Queryable, workerId: number, telegramId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM bookings WHERE client_id = $2 AND worker_id = $1 LIMIT 1', [workerId, telegramId])).rows.length > 0;
}

export interface ClientCardRow extends ClientRow {
  first_visit: string | null;
  cancellations: number;
  note: string;
  reached_by: 'telegram' | 'max' | 'sms' | null;
  bookings: {
    id: number; status: string; date: string; time_start: string; time_end: string; starts_at: string;
    services: string[]; price: number; attendance: 'came' | 'no_show' | null; cancelled_by: 'client' | 'master' | null;
    deposit?: { amount: number; state: DepositState; confirmation_url: string | null; expires_at: string | null; refund_on_cancel: boolean };
  }[];
}

/** The card of client $3 of worker $1 (undefined: no booking with that master), its 100 latest bookings. */
export async function readClientCard(db: Queryable, workerId: number, telegramId: number, nowLocal: string): Promise<ClientCardRow | undefined> {
  const row = (await db.query<ClientCardRow & { bookings: string }>(
    `WITH f AS (${CLIENT_FIGURES} WHERE b.worker_id = $1 AND b.client_id = $3 GROUP BY b.client_id)
     SELECT ${CLIENT_COLUMNS}, to_char(f.first_visit, 'YYYY-MM-DD') AS first_visit, f.cancellations, COALESCE(wc.note, '') AS note, ${reachSql('u')} AS reached_by,
            (SELECT COALESCE(json_agg(x ORDER BY x.at DESC, x.id DESC), '[]'::json) FROM (
               SELECT b.id, b.status, b.date + b.time_start AS at, to_char(b.date, 'YYYY-MM-DD') AS date,
                      to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
                      to_char((b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
                      sv.services, sv.price, b.attendance, b.cancelled_by, ${DEPOSIT_VIEW_COLUMNS}
                 FROM bookings b
                 LEFT JOIN deposits d ON d.booking_id = b.id
                 CROSS JOIN LATERAL (SELECT COALESCE(json_agg(s.title ORDER BY bs.position), '[]'::json) AS services, COALESCE(sum(bs.price), 0)::int AS price
                                       FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id) sv
                WHERE b.worker_id = $1 AND b.client_id = $3
                ORDER BY b.date DESC, b.time_start DESC, b.id DESC LIMIT 100) x)::text AS bookings
       FROM f JOIN users u ON u.id = f.client_id
       LEFT JOIN worker_clients wc ON wc.worker_id = $1 AND wc.client_id = f.client_id
       LEFT JOIN workers w ON w.id = $1 LEFT JOIN users mu ON mu.id = w.user_id`,
    [workerId, nowLocal, telegramId],
  )).rows[0];
  if (!row) return undefined;
  type Read = ClientCardRow['bookings'][number] & DepositViewRow & { at?: string };
  const bookings = (JSON.parse(row.bookings) as Read[]).map(({ at: _, ...b }) => withMasterDeposit(b));
  return { ...row, telegram_id: Number(row.telegram_id), bookings };
}

/** Saves the master's note about the client ('' clears it). */
export async function saveNote(db: Queryable, workerId: number, telegramId: number, note: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO worker_clients (worker_id, client_id, note, note_updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (worker_id, client_id) DO UPDATE SET note = EXCLUDED.note, note_updated_at = EXCLUDED.note_updated_at`,
    [workerId, telegramId, note, at.toISOString()],
  );
}

/** Blocks or unblocks the client; a block also ends the client's open waits for this master's time. */
export async function saveBlocked(db: Queryable, workerId: number, telegramId: number, blocked: boolean, at: Date): Promise<void> {
  await db.query(
    `WITH saved AS (
       INSERT INTO worker_clients (worker_id, client_id, blocked, blocked_at) VALUES ($1, $2, $3, CASE WHEN $3 THEN $4::timestamptz END)
       ON CONFLICT (worker_id, client_id) DO UPDATE SET blocked = EXCLUDED.blocked, blocked_at = EXCLUDED.blocked_at
     )
     UPDATE waitlist SET ended_at = $4 WHERE $3 AND client_id = $2 AND worker_id = $1 AND ended_at IS NULL`,
    [workerId, telegramId, blocked, at.toISOString()],
  );
}

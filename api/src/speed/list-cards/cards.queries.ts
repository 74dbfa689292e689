import type { Queryable } from '../../db/queryable';
import { UPCOMING_SQL } from '../../db/queries/bookings.queries';
import { activeSql } from '../../db/queries/active-booking.queries';
import { DEFAULT_TIMEZONE } from '../../domain/clock';

/** The client's lists from the stored cards (migration 22): the fast version (index.ts). */

/**
 * The client's lists are their bookings' cards (bookings.list_card, migration 22: each booking as
 * spec section 3 shows it, as JSON text, kept current by the database), one row each in the list's
 * order, with what can_move and can_cancel are judged from at the read (issue 41: never stored in a
 * card): only for an active booking dated from yesterday in UTC on (any earlier one has started, in
 * any zone), its start as an instant and its master's rules. A booking without a card (none is left
 * so; the triggers fill it) is built on the spot by the same function.
 */
const CARD = `COALESCE(b.list_card, (SELECT booking_list_card(x) FROM bookings x WHERE x.id = b.id))`;
/** The rows of a list from relation `source` (as `b`), with the judgement's facts; `at` is the instant's parameter. */
const selectCards = (source: string, at: string) => `
  SELECT ${CARD} AS card, b.status, b.client_moves, j.starts_at, j.cancel_cutoff_hours, j.max_moves
    FROM ${source} b
    LEFT JOIN LATERAL (
      SELECT to_char((b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
             w.cancel_cutoff_hours, w.max_moves
        FROM workers w LEFT JOIN users mu ON mu.id = w.user_id
       WHERE w.id = b.worker_id AND ${activeSql('b')} AND b.date >= (${at}::timestamptz AT TIME ZONE 'UTC')::date - 1 OFFSET 0) j ON true`;

/** One row of a list: the booking's card and what its can_move and can_cancel are judged from (null: not current). */
export interface CardRow {
  card: string | null;
  status: string;
  client_moves: number;
  starts_at: string | null;
  cancel_cutoff_hours: number | null;
  max_moves: number | null;
}

async function readList(db: Queryable, sql: string, params: unknown[]): Promise<CardRow[]> {
  return (await db.query<CardRow>(sql, params)).rows;
}

/** A client's bookings, optionally at one place or with one master, by date and start. */
export async function listClientBookings(db: Queryable, clientId: number, at: Date, filter: { placeId?: number; workerId?: number } = {}): Promise<CardRow[]> {
  const select = `${selectCards('bookings', '$2')} WHERE b.client_id = $1`;
  const order = 'ORDER BY b.date, b.time_start, b.id';
  if (filter.placeId !== undefined) return readList(db, `${select} AND b.place_id = $3 ${order}`, [clientId, at.toISOString(), filter.placeId]);
  if (filter.workerId !== undefined) return readList(db, `${select} AND b.worker_id = $3 ${order}`, [clientId, at.toISOString(), filter.workerId]);
  return readList(db, `${select} ${order}`, [clientId, at.toISOString()]);
}

/** The columns of a page's rows that its card, order and judgement read. */
const PAGE_COLUMNS = 'b.id, b.date, b.time_start, b.list_card, b.status, b.worker_id, b.client_moves';

/**
 * Upcoming bookings (start after `$2`, an instant) soonest first, then the `$3` most recent past ones.
 * The date bounds of UPCOMING_SQL also bound the (client_id, date, time_start, id) index reads.
 */
const FIRST_PAGE_SQL = `
  WITH page AS (
    (SELECT ${PAGE_COLUMNS}, 0 AS part FROM bookings b
      WHERE b.client_id = $1 AND b.date >= ($2::timestamptz AT TIME ZONE 'UTC')::date - 1 AND ${UPCOMING_SQL})
    UNION ALL
    (SELECT ${PAGE_COLUMNS}, 1 FROM bookings b
      WHERE b.client_id = $1 AND b.date <= ($2::timestamptz AT TIME ZONE 'UTC')::date + 1 AND NOT ${UPCOMING_SQL}
      ORDER BY b.date DESC, b.time_start DESC, b.id DESC LIMIT $3))
  ${selectCards('page', '$2')}
  ORDER BY b.part, CASE WHEN b.part = 0 THEN b.date + b.time_start END, CASE WHEN b.part = 0 THEN b.id END,
           CASE WHEN b.part = 1 THEN b.date + b.time_start END DESC, CASE WHEN b.part = 1 THEN b.id END DESC`;

/** The `$3` past bookings (start at or before `$2`) that come after booking `$4` of the client, most recent first. */
const PAST_PAGE_SQL = `
  WITH page AS (
    SELECT ${PAGE_COLUMNS} FROM bookings b
     WHERE b.client_id = $1 AND b.date <= ($2::timestamptz AT TIME ZONE 'UTC')::date + 1 AND NOT ${UPCOMING_SQL}
       AND (b.date, b.time_start, b.id) < (SELECT c.date, c.time_start, c.id FROM bookings c WHERE c.id = $4 AND c.client_id = $1)
     ORDER BY b.date DESC, b.time_start DESC, b.id DESC LIMIT $3)
  ${selectCards('page', '$2')}
  ORDER BY b.date DESC, b.time_start DESC, b.id DESC`;

/** The first page of a client's list: every upcoming booking, then the `limit` most recent past ones. */
export async function listClientFirstPage(db: Queryable, clientId: number, at: Date, limit: number): Promise<CardRow[]> {
  return readList(db, FIRST_PAGE_SQL, [clientId, at.toISOString(), limit]);
}

/** A later page: the `limit` past bookings that follow booking `before` (one of the client's) in the list. */
export async function listClientPastPage(db: Queryable, clientId: number, at: Date, limit: number, before: number): Promise<CardRow[]> {
  return readList(db, PAST_PAGE_SQL, [clientId, at.toISOString(), limit, before]);
}

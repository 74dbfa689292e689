import type { Queryable } from '../../db/queryable';
import { UPCOMING_SQL } from '../../db/queries/bookings.queries';

/** The client's lists from the stored cards (migration 22): the fast version (index.ts). */

/**
 * The client's lists are their bookings' cards (bookings.list_card, migration 22: each booking as
 * spec section 3 shows it, as JSON text, kept current by the database) joined into one JSON array, in
 * the list's order: a page reads only its bookings' own rows. A booking without a card (none is left
 * so; the triggers fill it) is built on the spot by the same function.
 */
const CARD = `COALESCE(b.list_card, (SELECT booking_list_card(x) FROM bookings x WHERE x.id = b.id))`;
const cardsArray = (order: string) => `'[' || COALESCE(string_agg(${CARD}, ',' ORDER BY ${order}), '') || ']' AS json`;

/** A list of bookings as the JSON text of its array (spec section 3), to be sent as it is. */
export type BookingListJson = string;

async function readList(db: Queryable, sql: string, params: unknown[]): Promise<BookingListJson> {
  return (await db.query<{ json: string }>(sql, params)).rows[0]!.json;
}

/** A client's bookings, optionally at one place or with one master, by date and start. */
export async function listClientBookings(db: Queryable, clientId: number, filter: { placeId?: number; workerId?: number } = {}): Promise<BookingListJson> {
  const select = `SELECT ${cardsArray('b.date, b.time_start, b.id')} FROM bookings b WHERE b.client_id = $1`;
  if (filter.placeId !== undefined) return readList(db, `${select} AND b.place_id = $2`, [clientId, filter.placeId]);
  if (filter.workerId !== undefined) return readList(db, `${select} AND b.worker_id = $2`, [clientId, filter.workerId]);
  return readList(db, select, [clientId]);
}

/** The columns of a page's rows that its card and order read. */
const PAGE_COLUMNS = 'b.id, b.date, b.time_start, b.list_card';

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
  SELECT ${cardsArray(`b.part, CASE WHEN b.part = 0 THEN b.date + b.time_start END, CASE WHEN b.part = 0 THEN b.id END,
           CASE WHEN b.part = 1 THEN b.date + b.time_start END DESC, CASE WHEN b.part = 1 THEN b.id END DESC`)}
  FROM page b`;

/** The `$3` past bookings (start at or before `$2`) that come after booking `$4` of the client, most recent first. */
const PAST_PAGE_SQL = `
  WITH page AS (
    SELECT ${PAGE_COLUMNS} FROM bookings b
     WHERE b.client_id = $1 AND b.date <= ($2::timestamptz AT TIME ZONE 'UTC')::date + 1 AND NOT ${UPCOMING_SQL}
       AND (b.date, b.time_start, b.id) < (SELECT c.date, c.time_start, c.id FROM bookings c WHERE c.id = $4 AND c.client_id = $1)
     ORDER BY b.date DESC, b.time_start DESC, b.id DESC LIMIT $3)
  SELECT ${cardsArray('b.date DESC, b.time_start DESC, b.id DESC')} FROM page b`;

/** The first page of a client's list: every upcoming booking, then the `limit` most recent past ones. */
export async function listClientFirstPage(db: Queryable, clientId: number, at: Date, limit: number): Promise<BookingListJson> {
  return readList(db, FIRST_PAGE_SQL, [clientId, at.toISOString(), limit]);
}

/** A later page: the `limit` past bookings that follow booking `before` (one of the client's) in the list. */
export async function listClientPastPage(db: Queryable, clientId: number, at: Date, limit: number, before: number): Promise<BookingListJson> {
  return readList(db, PAST_PAGE_SQL, [clientId, at.toISOString(), limit, before]);
}

import type { Queryable } from '../database';
import { activeSql } from './active-booking.queries';
import { DEFAULT_TIMEZONE } from '../../domain/clock';
import type { WorkerOwnerRow } from './workers.queries';

/** Bookings: the client's lists, the master's day, and cancelling. (Creating them: booking-batch.queries.ts.) */

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

/**
 * SQL: whether booking `b` starts after `$2` (an instant), read in its master's zone (Moscow when
 * unset). Master zones lie within UTC-12..+14, so a booking dated after the day following now's UTC
 * date is upcoming and one dated before the day preceding it is past, whatever the zone: the zone is
 * looked up only for the bookings of those three days (CASE evaluates in order), not for every row
 * a page reads (that lookup was a third of the first page's work at scale, issue 30).
 */
const UPCOMING_SQL = `(CASE WHEN b.date > ($2::timestamptz AT TIME ZONE 'UTC')::date + 1 THEN true
       WHEN b.date < ($2::timestamptz AT TIME ZONE 'UTC')::date - 1 THEN false
       ELSE (b.date + b.time_start) AT TIME ZONE COALESCE((SELECT mu.timezone FROM workers w LEFT JOIN users mu ON mu.id = w.user_id WHERE w.id = b.worker_id), '${DEFAULT_TIMEZONE}') > $2::timestamptz
  END)`;
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

export async function isBookingOfClient(db: Queryable, id: number, clientId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM bookings WHERE id = $1 AND client_id = $2', [id, clientId])).rows.length > 0;
}

/** A booking with its client and its master's time zone, its row locked. */
export async function lockBookingForClient(db: Queryable, id: number) {
  const { rows } = await db.query<{ client_id: string | number; status: string; date: string; time_start: string; timezone: string | null }>(
    `SELECT b.client_id, b.status, to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI') AS time_start, mu.timezone
           FROM bookings b JOIN workers w ON w.id = b.worker_id LEFT JOIN users mu ON mu.id = w.user_id
          WHERE b.id = $1 FOR UPDATE OF b`,
    [id],
  );
  return rows[0];
}

/** A booking of the worker, its row locked. */
export async function lockBookingOfWorker(db: Queryable, id: number, workerId: number) {
  const { rows } = await db.query<{ status: string; date: string; time_start: string }>(
    `SELECT status, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI') AS time_start
             FROM bookings WHERE id = $1 AND worker_id = $2 FOR UPDATE`,
    [id, workerId],
  );
  return rows[0];
}

export async function cancelBooking(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [id]);
}

export type MasterDayBookingRow = Record<string, unknown> & { booking_id: number; client_telegram_id: number; status: string; time_start: string };

/**
 * A master's client bookings of a day, with the busy-slot fields (spec section 3), and the worker's
 * master and time zone, in one statement: `worker` is undefined for an unknown worker. (The worker
 * and the rows were two statements at once, on two connections: one more round trip and one more
 * database process woken per request, issue 30.)
 */
export async function readWorkerDay(db: Queryable, workerId: number, date: string): Promise<{ worker?: WorkerOwnerRow; rows: MasterDayBookingRow[] }> {
  const { rows } = await db.query<MasterDayBookingRow & { worker_id: number; worker_user_id: string | number | null; worker_timezone: string | null }>(
    `SELECT w.id AS worker_id, w.user_id AS worker_user_id, mu.timezone AS worker_timezone, d.*
       FROM workers w LEFT JOIN users mu ON mu.id = w.user_id
       LEFT JOIN LATERAL (
         SELECT b.id AS booking_id, b.status, to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
                b.place_id, p.name AS place_name,
                concat_ws(' ', c.first_name, c.last_name) AS client_name, COALESCE(c.photo_url, '') AS client_avatar, c.id AS client_telegram_id, c.username AS client_username,
                sv.category_name, sv.service_title, sv.service_price,
                (EXTRACT(EPOCH FROM (b.time_end - b.time_start)) / 60)::int AS duration
           FROM bookings b JOIN users c ON c.id = b.client_id JOIN places p ON p.id = b.place_id
           -- The booking's services in one pass: the first one's category, the titles in order, the total.
           CROSS JOIN LATERAL (
             SELECT (array_agg(cat.name ORDER BY bs.position))[1] AS category_name,
                    string_agg(s.title, ', ' ORDER BY bs.position) AS service_title,
                    COALESCE(sum(s.price), 0)::int AS service_price
               FROM booking_services bs JOIN services s ON s.id = bs.service_id LEFT JOIN categories cat ON cat.id = s.category_id
              WHERE bs.booking_id = b.id) sv
          WHERE b.worker_id = w.id AND b.date = $2) d ON true
      WHERE w.id = $1
      ORDER BY d.time_start, d.booking_id  -- HH24:MI:SS text sorts as the time does
    `,
    [workerId, date],
  );
  const first = rows[0];
  if (!first) return { rows: [] };
  return {
    worker: { id: first.worker_id, user_id: first.worker_user_id, timezone: first.worker_timezone },
    // A day without bookings is the worker's one row with nothing joined.
    rows: rows.filter((r) => r.booking_id !== null).map(({ worker_id: _w, worker_user_id: _u, worker_timezone: _t, ...r }) => r as MasterDayBookingRow),
  };
}

/** Whether an active booking of the worker on the date overlaps start..end. */
export async function workerHasActiveBookingBetween(db: Queryable, workerId: number, date: string, start: string, end: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM bookings b WHERE b.worker_id = $1 AND b.date = $2 AND ${activeSql('b')}
       AND b.time_start < $4::time AND $3::time < b.time_end LIMIT 1`,
    [workerId, date, start, end],
  );
  return rows.length > 0;
}

/** Whether any active booking of the worker falls on the date (then the day cannot be replaced). */
export async function workerHasActiveBookingOn(db: Queryable, workerId: number, date: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM bookings b WHERE b.worker_id = $1 AND b.date = $2 AND ${activeSql('b')} LIMIT 1`,
    [workerId, date],
  );
  return rows.length > 0;
}

import type { Queryable } from '../database';
import { DEFAULT_TIMEZONE } from '../../domain/clock';

/** The client's lists, read as plain rows and shaped here (the conventional version of the stored cards). */

/**
 * Bookings in the shape of spec section 3 (newest dates first is left to the UI: it splits current/past),
 * read as one row per booking and service and shaped here (bookingsFromRows): building the JSON in
 * PostgreSQL, with an aggregate per booking for its services, was a third of a page's database time
 * at scale (issue 30). `starts_at` is the start as an instant in UTC, read in the master's zone
 * (Moscow when unset; users.timezone only ever holds zones this database knows, registration.service
 * checks them). A booking without services (none is written so) still gives one row.
 */
const bookingRowsSelect = (from: string) => `
  SELECT b.id, b.status, b.place_id, w.id AS worker_id, w.title AS worker_name, w.avatar AS worker_avatar,
         to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start,
         to_char((b.date + b.time_start) AT TIME ZONE COALESCE(w.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC',
                 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
         s.title AS service_title, s.price AS service_price, s.slot_duration AS service_duration, s.category_id AS service_category
  FROM ${from}
  -- Each booking's master and services by key (OFFSET 0 keeps these per-row lookups): a join left to
  -- the planner hashed the whole workers table for a client's hundred bookings (issue 30).
  CROSS JOIN LATERAL (SELECT w.id, w.title, w.avatar, mu.timezone FROM workers w LEFT JOIN users mu ON mu.id = w.user_id WHERE w.id = b.worker_id OFFSET 0) w
  LEFT JOIN LATERAL (SELECT s.title, s.price, s.slot_duration, s.category_id, bs.position FROM booking_services bs JOIN services s ON s.id = bs.service_id
                      WHERE bs.booking_id = b.id OFFSET 0) s ON true`;
/** After a list's own order: a booking's rows together, its services by position. */
const ROWS_ORDER = 'b.id, s.position';
const BOOKING_ROWS = bookingRowsSelect('bookings b');

type FlatBookingRow = {
  id: number; status: string; place_id: number; worker_id: number; worker_name: string; worker_avatar: string;
  date: string; time_start: string; starts_at: string;
  service_title: string | null; service_price: number | null; service_duration: number | null; service_category: number | null;
};

export type BookingRow = {
  id: number; status: string; place_id: number;
  worker: { id: number; name: string; avatar: string };
  services: { title: string; price: number; slot_duration: number; category_id: number | null }[];
  time: { date: string; time_start: string; starts_at: string };
};

/** Rows of bookingRowsSelect, in their order, as bookings (spec section 3), each once, in order of first row. */
function bookingsFromRows(rows: FlatBookingRow[]): BookingRow[] {
  const bookings: BookingRow[] = [];
  let last: BookingRow | undefined;
  for (const r of rows) {
    if (last?.id !== r.id) {
      last = {
        id: r.id, status: r.status, place_id: r.place_id,
        worker: { id: r.worker_id, name: r.worker_name, avatar: r.worker_avatar },
        services: [],
        time: { date: r.date, time_start: r.time_start, starts_at: r.starts_at },
      };
      bookings.push(last);
    }
    if (r.service_title !== null) {
      last.services.push({ title: r.service_title, price: r.service_price!, slot_duration: r.service_duration!, category_id: r.service_category });
    }
  }
  return bookings;
}

async function readBookings(db: Queryable, sql: string, params: unknown[]): Promise<BookingRow[]> {
  return bookingsFromRows((await db.query<FlatBookingRow>(sql, params)).rows);
}

/** A client's bookings, optionally at one place or with one master, by date and start. */
export async function listClientBookings(db: Queryable, clientId: number, filter: { placeId?: number; workerId?: number } = {}): Promise<BookingRow[]> {
  const order = `ORDER BY b.date, b.time_start, ${ROWS_ORDER}`;
  if (filter.placeId !== undefined) return readBookings(db, `${BOOKING_ROWS} WHERE b.client_id = $1 AND b.place_id = $2 ${order}`, [clientId, filter.placeId]);
  if (filter.workerId !== undefined) return readBookings(db, `${BOOKING_ROWS} WHERE b.client_id = $1 AND b.worker_id = $2 ${order}`, [clientId, filter.workerId]);
  return readBookings(db, `${BOOKING_ROWS} WHERE b.client_id = $1 ${order}`, [clientId]);
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
/** The columns of a page's rows that the answer reads (bookingRowsSelect): the page carries them, no second lookup by id. */
const PAGE_COLUMNS = 'b.id, b.status, b.place_id, b.worker_id, b.date, b.time_start';

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
  ${bookingRowsSelect('page b')}
  ORDER BY b.part, CASE WHEN b.part = 0 THEN b.date + b.time_start END, CASE WHEN b.part = 0 THEN b.id END,
           CASE WHEN b.part = 1 THEN b.date + b.time_start END DESC, CASE WHEN b.part = 1 THEN b.id END DESC, ${ROWS_ORDER}`;

/** The `$3` past bookings (start at or before `$2`) that come after booking `$4` of the client, most recent first. */
const PAST_PAGE_SQL = `
  WITH page AS (
    SELECT ${PAGE_COLUMNS} FROM bookings b
     WHERE b.client_id = $1 AND b.date <= ($2::timestamptz AT TIME ZONE 'UTC')::date + 1 AND NOT ${UPCOMING_SQL}
       AND (b.date, b.time_start, b.id) < (SELECT c.date, c.time_start, c.id FROM bookings c WHERE c.id = $4 AND c.client_id = $1)
     ORDER BY b.date DESC, b.time_start DESC, b.id DESC LIMIT $3)
  ${bookingRowsSelect('page b')}
  ORDER BY b.date DESC, b.time_start DESC, b.id DESC, s.position`;

/** The first page of a client's list: every upcoming booking, then the `limit` most recent past ones. */
export async function listClientFirstPage(db: Queryable, clientId: number, at: Date, limit: number): Promise<BookingRow[]> {
  return readBookings(db, FIRST_PAGE_SQL, [clientId, at.toISOString(), limit]);
}

/** A later page: the `limit` past bookings that follow booking `before` (one of the client's) in the list. */
export async function listClientPastPage(db: Queryable, clientId: number, at: Date, limit: number, before: number): Promise<BookingRow[]> {
  return readBookings(db, PAST_PAGE_SQL, [clientId, at.toISOString(), limit, before]);
}


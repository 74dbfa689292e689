import type { Queryable } from '../queryable';
import type { BookingService } from '../../domain/booking-check';
import type { BusyInterval, DaySlot } from '../../domain/day';
import { DEFAULT_TIMEZONE } from '../../domain/clock';
import { activeSql } from './active-booking.queries';
import { dayBusyJson, daySlotsJson } from './days.queries';
import { maxBookingsSql, monthCountSql } from './plan-limits.queries';
import { blockedSql } from './client-blocks.queries';
import type { WorkerOwnerRow } from './workers.queries';
import { webPhoneSql } from './identities.queries';
import { DEPOSIT_VIEW_COLUMNS, depositStateOf, type DepositViewRow } from './deposits.queries';
import type { DepositState } from '@booking/contracts/schemas';

/**
 * A booking's rows, read and written: the one module of SQL that names the columns of bookings and
 * booking_services for the API (a new field of a booking is read and written here). In order: the
 * client's lists, the master's day, one booking, creating, moving, cancelling and who came. Counts
 * over bookings (figures, clients, plan limits, a day's busy times) read them for their own ends in
 * their own modules.
 */

// ---------------------------------------------------------------------------------------------
// The client's lists

/**
 * Bookings in their API shape (docs/product.md, Data: Booking; newest dates first is left to the UI: it
 * splits current/past), read as one row per booking and service and shaped here (bookingsFromRows),
 * each service at the price kept when it was booked (migration 28): building the JSON in
 * PostgreSQL, with an aggregate per booking for its services, was a third of a page's database time
 * at scale. `starts_at` is the start as an instant in UTC, read in the master's zone
 * (Moscow when unset; users.timezone only ever holds zones this database knows, registration.service
 * checks them). A booking without services (none is written so) still gives one row.
 */
const bookingRowsSelect = (from: string) => `
  SELECT b.id, b.status, b.place_id, w.id AS worker_id, w.title AS worker_name, w.avatar AS worker_avatar,
         to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start,
         to_char((b.date + b.time_start) AT TIME ZONE COALESCE(w.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC',
                 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
         s.title AS service_title, s.price AS service_price, s.slot_duration AS service_duration, s.category_id AS service_category,
         w.cancel_cutoff_hours, w.max_moves, b.client_moves, b.attendance, ${DEPOSIT_VIEW_COLUMNS}
  FROM ${from}
  LEFT JOIN deposits d ON d.booking_id = b.id
  -- Each booking's master and services by key (OFFSET 0 keeps these per-row lookups): a join left to
  -- the planner hashed the whole workers table for a client's hundred bookings at scale.
  CROSS JOIN LATERAL (SELECT w.id, w.title, w.avatar, mu.timezone, w.cancel_cutoff_hours, w.max_moves FROM workers w LEFT JOIN users mu ON mu.id = w.user_id WHERE w.id = b.worker_id OFFSET 0) w
  LEFT JOIN LATERAL (SELECT s.title, bs.price, s.slot_duration, s.category_id, bs.position FROM booking_services bs JOIN services s ON s.id = bs.service_id
                      WHERE bs.booking_id = b.id OFFSET 0) s ON true`;
/** After a list's own order: a booking's rows together, its services by position. */
const ROWS_ORDER = 'b.id, s.position';
const BOOKING_ROWS = bookingRowsSelect('bookings b');

type FlatBookingRow = {
  id: number; status: string; place_id: number; worker_id: number; worker_name: string; worker_avatar: string;
  date: string; time_start: string; starts_at: string;
  service_title: string | null; service_price: number | null; service_duration: number | null; service_category: number | null;
  cancel_cutoff_hours: number; max_moves: number | null; client_moves: number; attendance: string | null;
} & DepositViewRow;

export type BookingRow = {
  id: number; status: string; place_id: number;
  worker: { id: number; name: string; avatar: string };
  services: { title: string; price: number; slot_duration: number; category_id: number | null }[];
  time: { date: string; time_start: string; starts_at: string };
  /** What can_move and can_cancel are judged from at the read (services/bookings.service.ts): not part of the answer. */
  rules: { cancel_cutoff_hours: number; max_moves: number | null; client_moves: number };
  /** Its deposit, when it has one: refund_on_cancel is judged with can_cancel. */
  deposit?: { amount: number; state: DepositState; confirmation_url: string | null; expires_at: string | null };
};

/** Rows of bookingRowsSelect, in their order, as bookings (docs/product.md, Data: Booking), each once, in order of first row. */
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
        rules: { cancel_cutoff_hours: Number(r.cancel_cutoff_hours), max_moves: r.max_moves === null ? null : Number(r.max_moves), client_moves: Number(r.client_moves) },
        ...depositOfRow(r, r),
      };
      bookings.push(last);
    }
    if (r.service_title !== null) {
      last.services.push({ title: r.service_title, price: r.service_price!, slot_duration: r.service_duration!, category_id: r.service_category });
    }
  }
  return bookings;
}

/** A row's deposit as its card shows it (the page to pay on only while it is awaited). */
export function depositOfRow(r: DepositViewRow, booking: { status: string; attendance?: string | null }): { deposit?: NonNullable<BookingRow['deposit']> } {
  const state = depositStateOf(r, booking);
  if (!state) return {};
  const awaiting = state === 'awaiting';
  return { deposit: { amount: Number(r.deposit_amount), state, confirmation_url: awaiting ? r.deposit_url : null, expires_at: awaiting ? r.deposit_expires : null } };
}

/**
 * A row read with DEPOSIT_VIEW_COLUMNS, as the master's screens answer it: the raw columns dropped,
 * the deposit as its card shows it (whether a client's cancel would return it is the client's card's to say).
 */
export function withMasterDeposit<R extends DepositViewRow & { status: string; attendance?: string | null }>(row: R) {
  const { deposit_amount, deposit_state, deposit_refund, deposit_url, deposit_expires, ...rest } = row;
  const { deposit } = depositOfRow({ deposit_amount, deposit_state, deposit_refund, deposit_url, deposit_expires }, row);
  return deposit ? { ...rest, deposit: { ...deposit, refund_on_cancel: false } } : rest;
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

/** One booking of the client's in the shape of their list (undefined: none, or someone else's). */
export async function readClientBookingCard(db: Queryable, id: number, clientId: number): Promise<BookingRow | undefined> {
  return (await readBookings(db, `${BOOKING_ROWS} WHERE b.id = $1 AND b.client_id = $2 ORDER BY ${ROWS_ORDER}`, [id, clientId]))[0];
}

/**
 * SQL: whether booking `b` starts after `$2` (an instant), read in its master's zone (Moscow when
 * unset). Master zones lie within UTC-12..+14, so a booking dated after the day following now's UTC
 * date is upcoming and one dated before the day preceding it is past, whatever the zone: the zone is
 * looked up only for the bookings of those three days (CASE evaluates in order), not for every row
 * a page reads (that lookup was a third of the first page's work at scale).
 */
export const UPCOMING_SQL = `(CASE WHEN b.date > ($2::timestamptz AT TIME ZONE 'UTC')::date + 1 THEN true
       WHEN b.date < ($2::timestamptz AT TIME ZONE 'UTC')::date - 1 THEN false
       ELSE (b.date + b.time_start) AT TIME ZONE COALESCE((SELECT mu.timezone FROM workers w LEFT JOIN users mu ON mu.id = w.user_id WHERE w.id = b.worker_id), '${DEFAULT_TIMEZONE}') > $2::timestamptz
  END)`;
/** The columns of a page's rows that the answer reads (bookingRowsSelect): the page carries them, no second lookup by id. */
const PAGE_COLUMNS = 'b.id, b.status, b.place_id, b.worker_id, b.date, b.time_start, b.client_moves, b.attendance';

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

// ---------------------------------------------------------------------------------------------
// Whose a booking is, cancelling, the master's day

export async function isBookingOfClient(db: Queryable, id: number, clientId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM bookings WHERE id = $1 AND client_id = $2', [id, clientId])).rows.length > 0;
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

/** Cancels the booking, recording who cancelled and when; its revision rises (a calendar feed's SEQUENCE). */
export async function cancelBooking(db: Queryable, id: number, by: 'client' | 'master', at: Date): Promise<void> {
  await db.query(`UPDATE bookings SET status = 'cancelled', cancelled_by = $2, cancelled_at = $3, revision = revision + 1 WHERE id = $1`, [id, by, at.toISOString()]);
}

export type MasterDayBookingRow = Record<string, unknown> & { booking_id: number; client_telegram_id: number; status: string; time_start: string; starts_at: string };

/**
 * A master's client bookings of a day, with the busy-slot fields (docs/product.md, Data), and the worker's
 * master and time zone, in one statement: `worker` is undefined for an unknown worker. (The worker
 * and the rows were two statements at once, on two connections: one more round trip and one more
 * database process woken per request.)
 */
export async function readWorkerDay(db: Queryable, workerId: number, date: string): Promise<{ worker?: WorkerOwnerRow; rows: MasterDayBookingRow[] }> {
  const { rows } = await db.query<MasterDayBookingRow & { worker_id: number; worker_user_id: string | number | null; worker_timezone: string | null }>(
    `SELECT w.id AS worker_id, w.user_id AS worker_user_id, mu.timezone AS worker_timezone, d.*
       FROM workers w LEFT JOIN users mu ON mu.id = w.user_id
       LEFT JOIN LATERAL (
         SELECT b.id AS booking_id, b.status, to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
                b.place_id, p.name AS place_name,
                concat_ws(' ', c.first_name, c.last_name) AS client_name, COALESCE(c.photo_url, '') AS client_avatar, c.id AS client_telegram_id, c.username AS client_username,
                -- A client without Telegram (who came by phone: a negative id) is reached by the phone they confirmed.
                ${webPhoneSql('c')} AS client_phone,
                sv.category_name, sv.service_title, sv.service_price,
                (EXTRACT(EPOCH FROM (b.time_end - b.time_start)) / 60)::int AS duration, b.attendance, ${DEPOSIT_VIEW_COLUMNS},
                to_char((b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at
           FROM bookings b JOIN users c ON c.id = b.client_id JOIN places p ON p.id = b.place_id
           LEFT JOIN deposits d ON d.booking_id = b.id
           -- The booking's services in one pass: the first one's category, the titles in order, the total.
           CROSS JOIN LATERAL (
             SELECT (array_agg(cat.name ORDER BY bs.position))[1] AS category_name,
                    string_agg(s.title, ', ' ORDER BY bs.position) AS service_title,
                    COALESCE(sum(bs.price), 0)::int AS service_price
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

// ---------------------------------------------------------------------------------------------
// Creating one booking (services/booking-create.service.ts): lock its master, read its day, write it

/**
 * The master and date of timeslot `slotId`, the master's row locked for the transaction: bookings of
 * one master queue here, with each other and with changes to the master's schedule and services
 * (they lock the same row first), also across API processes. Undefined for an unknown timeslot.
 */
export async function lockMasterOfSlot(tx: Queryable, slotId: number): Promise<{ workerId: number; date: string } | undefined> {
  const row = (await tx.query<{ worker_id: number; date: string }>(
    `SELECT w.id AS worker_id, to_char(t.date, 'YYYY-MM-DD') AS date FROM timeslots t JOIN workers w ON w.id = t.worker_id WHERE t.id = $1 FOR UPDATE OF w`,
    [slotId],
  )).rows[0];
  return row && { workerId: Number(row.worker_id), date: row.date };
}

export interface BookingDayRow {
  timezone: string | null;
  adjacent_slots_only: boolean;
  timeslots: DaySlot[];
  busy: BusyInterval[];
  services: BookingService[];
  /** features.max_bookings of the plan in force (null: unlimited) and the month's active bookings (counted only under a limit). */
  max: number | null;
  count: number;
  /** The client's future active bookings with this master (counted only when `maxPerClient` > 0). */
  share: number;
  /** Whether the master blocked the client (worker_clients.blocked). */
  blocked: boolean;
}

// The master is `mw`: the SQL fragments below name their own `w`, `b` and `t`.
const DAY_SQL = `
  SELECT mu.timezone, mw.adjacent_slots_only,
         ${daySlotsJson('mw.id', '$2::date')}::text AS timeslots,
         ${dayBusyJson('mw.id', '$2::date')}::text AS busy,
         (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'worker_id', s.worker_id, 'place_id', s.place_id, 'status', s.status,
                   'slot_duration', s.slot_duration, 'booking_deadline', s.booking_deadline,
                   'price', s.price, 'deposit_type', s.deposit_type, 'deposit_value', s.deposit_value)), '[]'::json)
            FROM services s WHERE s.id = ANY($3::int[]))::text AS services,
         m.max,
         CASE WHEN m.max >= 0 THEN ${monthCountSql('mw.id', `date_trunc('month', $2::date)::date`)} ELSE 0 END AS count,
         CASE WHEN $6::int > 0 THEN (SELECT count(*) FROM bookings b
           WHERE b.client_id = $5 AND b.worker_id = mw.id AND ${activeSql('b')} AND b.date >= ($4::timestamptz AT TIME ZONE 'UTC')::date - 1
             AND (b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') > $4::timestamptz) ELSE 0 END AS share,
         ${blockedSql('mw.id', '$5::bigint')} AS blocked
    FROM workers mw LEFT JOIN users mu ON mu.id = mw.user_id
         CROSS JOIN LATERAL (SELECT ${maxBookingsSql('mw.id', '$4::timestamptz')} AS max) m
   WHERE mw.id = $1`;

/** What the rules of one booking read: the master's day, the services asked for, the plan allowance, the client's share and block. */
export async function readBookingDay(tx: Queryable, workerId: number, date: string, serviceIds: number[], clientId: number, at: Date, maxPerClient: number): Promise<BookingDayRow | undefined> {
  const row = (await tx.query<Record<string, string | number | boolean | null>>(DAY_SQL, [workerId, date, serviceIds, at.toISOString(), clientId, maxPerClient])).rows[0];
  if (!row) return undefined;
  return {
    timezone: row.timezone as string | null,
    adjacent_slots_only: row.adjacent_slots_only as boolean,
    timeslots: JSON.parse(row.timeslots as string),
    busy: JSON.parse(row.busy as string),
    services: JSON.parse(row.services as string),
    max: row.max === null ? null : Number(row.max),
    count: Number(row.count),
    share: Number(row.share),
    blocked: row.blocked === true,
  };
}

/** Writes a booking and its services (in the order given, each with its price of now) and ends the client's wait for that master's day; its id. */
export async function insertBooking(
  tx: Queryable,
  b: { clientId: number; placeId: number; workerId: number; date: string; timeStart: string; timeEnd: string; serviceIds: number[]; status?: 'confirmed' | 'awaiting_payment' },
  at: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH ins AS (
       INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
       VALUES ($9, $1, $2, $3, $4, $5, $6) RETURNING id
     ), links AS (
       -- Each service with its price of now, kept with the booking (migration 28).
       INSERT INTO booking_services (booking_id, service_id, position, price)
       SELECT ins.id, l.service_id, l.n - 1, s.price FROM ins CROSS JOIN unnest($7::int[]) WITH ORDINALITY AS l(service_id, n) JOIN services s ON s.id = l.service_id
     ), ended AS (
       -- The client's wait for that master's day is over (waitlist, migration 6).
       UPDATE waitlist SET ended_at = $8 WHERE client_id = $1 AND worker_id = $3 AND date = $4 AND ended_at IS NULL
     )
     SELECT id FROM ins`,
    [b.clientId, b.placeId, b.workerId, b.date, b.timeStart, b.timeEnd, b.serviceIds, at.toISOString(), b.status ?? 'confirmed'],
  );
  return Number(rows[0]!.id);
}

// ---------------------------------------------------------------------------------------------
// One booking as its client or master reads it, moving it, and who came

/** A booking with its master, the master's rules and its services' ids (BIGINT ids may come as strings). */
export interface BookingRecord {
  id: number;
  status: string;
  client_id: string | number;
  business_id: number;
  place_id: number;
  worker_id: number;
  worker_name: string;
  worker_avatar: string;
  worker_user_id: string | number | null;
  timezone: string | null;
  cancel_cutoff_hours: number;
  max_moves: number | null;
  date: string;
  time_start: string;
  time_end: string;
  starts_at: string;
  client_moves: number;
  attendance: 'came' | 'no_show' | null;
  service_ids: number[];
}

const BOOKING_SQL = `
  SELECT b.id, b.status, b.client_id, w.business_id, b.place_id, w.id AS worker_id, w.title AS worker_name, w.avatar AS worker_avatar,
         w.user_id AS worker_user_id, mu.timezone, w.cancel_cutoff_hours, w.max_moves,
         to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
         to_char((b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
         b.client_moves, b.attendance,
         ARRAY(SELECT bs.service_id FROM booking_services bs WHERE bs.booking_id = b.id ORDER BY bs.position, bs.service_id) AS service_ids
    FROM bookings b JOIN workers w ON w.id = b.worker_id LEFT JOIN users mu ON mu.id = w.user_id
   WHERE b.id = $1`;
const LOCK_SQL = `${BOOKING_SQL} FOR UPDATE OF b`;

/** The booking (undefined: none), its row locked when `lock` (in a transaction). */
export async function readBooking(db: Queryable, id: number, lock = false): Promise<BookingRecord | undefined> {
  const row = (await db.query<BookingRecord>(lock ? LOCK_SQL : BOOKING_SQL, [id])).rows[0];
  return row && { ...row, id: Number(row.id), place_id: Number(row.place_id), worker_id: Number(row.worker_id), client_moves: Number(row.client_moves), service_ids: row.service_ids.map(Number) };
}

/**
 * Locks the row of the booking's master (false: no such booking): a move holds it first, as every
 * booking and every change of the master's schedule does, so they queue instead of racing.
 */
export async function lockMasterOfBooking(tx: Queryable, bookingId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM workers WHERE id = (SELECT worker_id FROM bookings WHERE id = $1) FOR UPDATE', [bookingId]);
  return rows.length > 0;
}

/** The master and date of a timeslot (undefined: none). */
export async function timeslotDay(db: Queryable, slotId: number): Promise<{ workerId: number; date: string } | undefined> {
  const row = (await db.query<{ worker_id: number; date: string }>(`SELECT worker_id, to_char(date, 'YYYY-MM-DD') AS date FROM timeslots WHERE id = $1`, [slotId])).rows[0];
  return row && { workerId: Number(row.worker_id), date: row.date };
}

export interface MoveWrite {
  bookingId: number;
  workerId: number;
  clientId: number;
  by: 'client' | 'master';
  /** A client's move: counts against the master's max_moves. */
  counted: boolean;
  from: { date: string; time_start: string; time_end: string };
  to: { date: string; time_start: string; time_end: string };
}

/**
 * The move in one statement: the booking's new date and time (its list card follows by trigger,
 * migration 22), the client's count, its revision; the move in booking_moves; and the end of the
 * client's wait for the new day (they have a time there now).
 */
export async function writeMove(tx: Queryable, m: MoveWrite, at: Date): Promise<void> {
  await tx.query(
    `WITH moved AS (
       UPDATE bookings SET date = $2, time_start = $3, time_end = $4, client_moves = client_moves + $5::int, revision = revision + 1 WHERE id = $1 RETURNING id
     ), logged AS (
       INSERT INTO booking_moves (booking_id, worker_id, moved_by, counted, from_date, from_start, from_end, to_date, to_start, to_end, moved_at)
       SELECT id, $6, $7, $5::int = 1, $8, $9, $10, $2, $3, $4, $11 FROM moved
     )
     UPDATE waitlist SET ended_at = $11 WHERE client_id = $12 AND worker_id = $6 AND date = $2 AND ended_at IS NULL`,
    [m.bookingId, m.to.date, m.to.time_start, m.to.time_end, m.counted ? 1 : 0, m.workerId, m.by,
      m.from.date, m.from.time_start, m.from.time_end, at.toISOString(), m.clientId],
  );
}

/** Who came (null: not marked), and when it was marked. */
export async function setAttendance(db: Queryable, id: number, attendance: 'came' | 'no_show' | null, at: Date): Promise<void> {
  await db.query('UPDATE bookings SET attendance = $2, attendance_at = CASE WHEN $2::text IS NULL THEN NULL ELSE $3::timestamptz END WHERE id = $1', [id, attendance, at.toISOString()]);
}

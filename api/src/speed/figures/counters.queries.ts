import type { Queryable } from '../../db/queryable';
import { activeSql } from '../../db/queries/active-booking.queries';
import { SERVICES_JSON, tookPlaceSql, parseFigures, weekSlotsJson, type FiguresQuery, type FiguresRead, type FiguresRow } from '../../db/queries/analytics.queries';
import { CLIENT_COLUMNS, SORT_KEY, searchPattern, type ClientRow, type ClientsQuery } from '../../db/queries/clients.queries';

/**
 * The fast reads of the master's figures and clients, from the rows migration 30 keeps
 * (figure_days, figure_day_services, figure_clients: db/migrations.ts). A row is never adjusted by a
 * difference: triggers on bookings, booking_services and booking_moves recount the rows a statement
 * touched from the bookings, once per statement, whoever writes, after locking them in key order (so
 * two writers of one day never leave it short of the other's booking). Those rows count every booking as if it had started: right for the days before today
 * on the master's clock, so a period's days before today come from them, and today and later from the
 * bookings, as the plain reads count (db/queries/analytics.queries.ts, clients.queries.ts).
 */

/** SQL: booking `b` is active and not a no-show ("took place" once its start has passed); bookings_took's own condition. */
const took = (b: string) => `${activeSql(b)} AND ${b}.attendance IS DISTINCT FROM 'no_show'`;

/** The 24 hourly counts of a group of figure_days rows, summed element by element. */
const HOURS_SUM = `ARRAY[${Array.from({ length: 24 }, (_, h) => `sum(d.hours[${h + 1}])::int`).join(', ')}]`;

/**
 * $1 worker, $2 the previous period's first day, $3 the period's first day, $4 its last day, $5 now on
 * the master's wall clock, $6 today there; $7..$8 the dates of the next 7 days' occupancy.
 * `d`: the kept days before today; `live`: the bookings of today and later, as the plain read has them.
 */
const FIGURES_SQL = `
  WITH d AS MATERIALIZED (
    SELECT f.date >= $3::date AS cur, f.* FROM figure_days f WHERE f.worker_id = $1 AND f.date BETWEEN $2::date AND LEAST($4::date, $6::date - 1)
  ), live AS MATERIALIZED (
    SELECT b.id, b.date, b.time_start, b.status, b.cancelled_by, b.attendance, b.date >= $3::date AS cur,
           ${activeSql('b')} AND b.date + b.time_start <= $5::timestamp AS started,
           ${tookPlaceSql('b', '$5::timestamp')} AS took,
           EXISTS (SELECT 1 FROM booking_moves m WHERE m.booking_id = b.id) AS moved
      FROM bookings b WHERE b.worker_id = $1 AND b.date BETWEEN GREATEST($2::date, $6::date) AND $4::date
  ), counts AS (
    SELECT cur, sum(bookings)::int AS bookings, sum(cancelled_by_client)::int AS cancelled_by_client,
           sum(cancelled_by_master)::int AS cancelled_by_master, sum(moves)::int AS moves, sum(no_shows)::int AS no_shows,
           sum(started)::int AS started, sum(took)::int AS took_place
      FROM (SELECT cur, bookings, cancelled_by_client, cancelled_by_master, moves, no_shows, active AS started, took FROM d
            UNION ALL
            SELECT cur, 1, (NOT ${activeSql('live')} AND cancelled_by = 'client')::int, (NOT ${activeSql('live')} AND cancelled_by = 'master')::int,
                   moved::int, (started AND attendance = 'no_show')::int, started::int, took::int FROM live) x
     GROUP BY cur
  ), visitors AS (
    -- Distinct clients who came. A period that reaches today: the clients whose last visit so far falls
    -- in it (the kept last start, or for a client with one ahead, their last start so far).
    SELECT true AS cur, sum(n)::int AS n
      FROM (SELECT count(*) AS n FROM figure_clients c WHERE c.worker_id = $1 AND c.last_at BETWEEN $3::date AND $5::timestamp
            UNION ALL
            SELECT count(*) FROM figure_clients c
             WHERE c.worker_id = $1 AND c.last_at > $5::timestamp AND c.first_at <= $5::timestamp
               -- (a lookup for each of these few clients, through their own bookings)
               AND (SELECT max(b.date + b.time_start) FROM bookings b WHERE b.client_id = c.client_id AND b.worker_id = $1 AND ${took('b')}
                       AND b.date + b.time_start <= $5::timestamp) >= $3::date) x
    HAVING $4::date >= $6::date
    UNION ALL
    -- Any other period: the index of bookings that take place (bookings_took) alone.
    SELECT cur, count(*)::int AS n
      FROM (SELECT DISTINCT b.date >= $3::date AS cur, b.client_id FROM bookings b
             WHERE b.worker_id = $1 AND b.date BETWEEN $2::date AND CASE WHEN $4::date >= $6::date THEN $3::date - 1 ELSE $4::date END
               AND ${took('b')} AND b.date + b.time_start <= $5::timestamp) v
     GROUP BY cur
  ), fresh AS (
    -- New clients: whose first visit (if it has begun) falls in the period.
    SELECT c.first_at >= $3::date AS cur, count(*)::int AS n FROM figure_clients c
     WHERE c.worker_id = $1 AND c.first_at >= $2::date AND c.first_at < $4::date + 1 AND c.first_at <= $5::timestamp
     GROUP BY 1
  ), by_service AS (
    SELECT cur, service_id, sum(count)::int AS count, sum(revenue)::int AS revenue
      FROM (SELECT s.date >= $3::date AS cur, s.service_id, s.count, s.revenue FROM figure_day_services s
             WHERE s.worker_id = $1 AND s.date BETWEEN $2::date AND LEAST($4::date, $6::date - 1)
            UNION ALL
            SELECT l.cur, bs.service_id, 1, bs.price FROM live l JOIN booking_services bs ON bs.booking_id = l.id WHERE l.took) x
     GROUP BY cur, service_id
  ), by_day AS (
    SELECT cur, to_char(date, 'YYYY-MM-DD') AS date, revenue::int AS revenue FROM d WHERE revenue > 0
    UNION ALL
    SELECT l.cur, to_char(l.date, 'YYYY-MM-DD'), sum(bs.price)::int FROM live l JOIN booking_services bs ON bs.booking_id = l.id WHERE l.took GROUP BY l.cur, l.date
  ), busy AS (
    SELECT cur, json_agg(json_build_array(dow, hour, n)) AS cells
      FROM (SELECT cur, dow, hour, sum(n)::int AS n
              FROM (SELECT y.cur, y.dow, h.hour::int - 1 AS hour, h.n
                      FROM (SELECT d.cur, extract(isodow FROM d.date)::int AS dow, ${HOURS_SUM} AS hours FROM d WHERE d.took > 0 GROUP BY 1, 2) y
                      CROSS JOIN unnest(y.hours) WITH ORDINALITY h(n, hour)
                    UNION ALL
                    SELECT cur, extract(isodow FROM date)::int, extract(hour FROM time_start)::int, 1 FROM live WHERE took) z
             WHERE n > 0 GROUP BY 1, 2, 3) g
     GROUP BY cur
  )
  SELECT
    (SELECT COALESCE(json_agg(c), '[]'::json) FROM counts c)::text AS counts,
    (SELECT COALESCE(json_agg(json_build_object('cur', v.cur, 'visitors', v.n, 'returning', v.n - COALESCE(f.n, 0))), '[]'::json)
       FROM visitors v LEFT JOIN fresh f ON f.cur = v.cur)::text AS clients,
    ${SERVICES_JSON},
    (SELECT COALESCE(json_agg(b), '[]'::json) FROM busy b)::text AS busy,
    (SELECT COALESCE(json_agg(d), '[]'::json) FROM by_day d)::text AS days,
    ${weekSlotsJson('$7', '$8')},
    -- (active ones by FILTER: a WHERE would match the exclusion constraint's partial GiST index, slower here than the b-tree)
    (SELECT COALESCE(json_agg(json_build_object('date', to_char(b.date, 'YYYY-MM-DD'), 'time_start', b.time_start::text, 'time_end', b.time_end::text))
                       FILTER (WHERE ${activeSql('b')}), '[]'::json)
       FROM bookings b WHERE b.worker_id = $1 AND b.date BETWEEN $7::date AND $8::date)::text AS upcoming`;

export async function readFigures(db: Queryable, workerId: number, q: FiguresQuery): Promise<FiguresRead> {
  const row = (await db.query<FiguresRow>(
    FIGURES_SQL, [workerId, q.previousFrom, q.from, q.to, q.nowLocal, q.nowLocal.slice(0, 10), q.weekFrom, q.weekTo],
  )).rows[0]!;
  return parseFigures(row);
}

/**
 * $1 worker, $2 now (wall clock), $3 sort, $4 search ('' none: an ILIKE pattern), $5 the client the page
 * follows (null: the first page), $6 the page's size, $7 today (wall clock). A client's kept figures
 * count their bookings still ahead as visits: those (`ahead`, a few) are taken off, and the last visit
 * of a client with one ahead is looked up.
 */
const LIST_SQL = `
  WITH ahead AS MATERIALIZED (
    SELECT b.client_id, count(*)::int AS n, COALESCE(sum((SELECT sum(bs.price) FROM booking_services bs WHERE bs.booking_id = b.id)), 0)::int AS spent
      FROM bookings b
     WHERE b.worker_id = $1 AND b.date >= $7::date AND b.date + b.time_start > $2::timestamp AND ${took('b')}
     GROUP BY b.client_id
  ), f AS MATERIALIZED (
    SELECT c.client_id, c.took - COALESCE(x.n, 0) AS visits, (c.spent - COALESCE(x.spent, 0))::int AS spent, c.no_shows,
           CASE WHEN c.last_at <= $2::timestamp THEN c.last_at
                WHEN c.first_at <= $2::timestamp THEN (
                  SELECT max(b.date + b.time_start) FROM bookings b
                   WHERE b.worker_id = $1 AND b.client_id = c.client_id AND ${took('b')} AND b.date + b.time_start <= $2::timestamp) END AS last_at
      FROM figure_clients c LEFT JOIN ahead x ON x.client_id = c.client_id
     WHERE c.worker_id = $1 AND c.bookings > 0
  ), keyed AS (
    SELECT f.*, ${SORT_KEY} AS k FROM f
  ), page AS (
    SELECT f.* FROM keyed f
     -- (the search as a lookup of each client's row: as a join the planner would hash the whole users table)
     WHERE ($4::text = '' OR (SELECT concat_ws(' ', u.first_name, u.last_name) ILIKE $4 OR u.username ILIKE $4 FROM users u WHERE u.id = f.client_id))
       AND ($5::bigint IS NULL OR (f.k, f.client_id) < (SELECT c.k, c.client_id FROM keyed c WHERE c.client_id = $5::bigint))
     ORDER BY f.k DESC, f.client_id DESC
     LIMIT $6
  )
  SELECT ${CLIENT_COLUMNS}
    FROM page f JOIN users u ON u.id = f.client_id
    LEFT JOIN worker_clients wc ON wc.worker_id = $1 AND wc.client_id = f.client_id
   ORDER BY f.k DESC, f.client_id DESC`;

export async function listClients(db: Queryable, workerId: number, q: ClientsQuery): Promise<ClientRow[]> {
  const { rows } = await db.query<ClientRow>(LIST_SQL, [workerId, q.nowLocal, q.sort, searchPattern(q.search), q.before, q.limit, q.nowLocal.slice(0, 10)]);
  return rows.map((r) => ({ ...r, telegram_id: Number(r.telegram_id) }));
}

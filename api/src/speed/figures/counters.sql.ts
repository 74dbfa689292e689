/**
 * Migration 30 (issue 42, "Fast at scale"): the master's figures and clients, counted ahead.
 *
 * - figure_days: per master and date, its bookings counted as the analytics count them, as if every
 *   one had started (a day before today has; today's and later are read from the bookings, see
 *   counters.queries.ts): all, cancelled by each side, moved, active, no-shows, "took place" (active,
 *   not a no-show), their revenue at the kept prices and their count by hour of the start.
 * - figure_day_services: per master, date and service, the "took place" bookings' count and revenue.
 * - figure_clients: per master and client: bookings, "took place" ones and their money, no-shows,
 *   cancellations by the client, and the first and last "took place" start.
 *
 * A row is never adjusted by a difference: every change recounts the rows it touched from the bookings
 * (refresh_figure_days, refresh_figure_clients), once per statement, by triggers on bookings,
 * booking_services and booking_moves, whoever writes. The rows to recount are locked first, in key
 * order, and the recount is a later statement of the function, which (READ COMMITTED) sees every
 * transaction that held them before: two writers of one day never leave it short of the other's booking.
 */

const ACTIVE = `('confirmed', 'created')`;
/** SQL: booking `b` is active and not a no-show ("took place" once its start has passed); bookings_took's own condition. */
export const took = (b: string) => `${b}.status IN ${ACTIVE} AND ${b}.attendance IS DISTINCT FROM 'no_show'`;
/** The 24 counts of a day's "took place" bookings by the hour of their start (index 1: 00:00-00:59). */
const hours = `ARRAY[${Array.from({ length: 24 }, (_, h) => `count(b.id) FILTER (WHERE ${took('b')} AND extract(hour FROM b.time_start) = ${h})::int`).join(', ')}]`;

/**
 * PL/pgSQL: makes the rows of `table` for the keys (worker_id from p_workers, `key` from the array
 * `keys`) exist, and locks them in key order, so the function's later statements recount them after
 * every writer that held them before.
 */
const lockedRows = (table: string, key: string, keys: string) => `INSERT INTO ${table} (worker_id, ${key})
  SELECT DISTINCT w, x FROM unnest(p_workers, ${keys}) k(w, x) ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM ${table} f WHERE (f.worker_id, f.${key}) IN (SELECT w, x FROM unnest(p_workers, ${keys}) k(w, x))
    ORDER BY f.worker_id, f.${key} FOR UPDATE;`;

/** AFTER triggers on `table`, one for each event, running `fn` once per statement with the transition tables it reads. */
function statementTriggers(table: string, fn: string, events: ('INSERT' | 'UPDATE' | 'DELETE')[], newRows: string, oldRows: string): string {
  return events.map((event) => {
    const name = `${table}_figures_${event.toLowerCase()}`;
    const rows = { INSERT: `NEW TABLE AS ${newRows}`, UPDATE: `OLD TABLE AS ${oldRows} NEW TABLE AS ${newRows}`, DELETE: `OLD TABLE AS ${oldRows}` }[event];
    return `DROP TRIGGER IF EXISTS ${name} ON ${table};\nCREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${rows} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
  }).join('\n');
}

export const figureCountersSql = () => `
CREATE TABLE IF NOT EXISTS figure_days (
  worker_id INT NOT NULL,
  date DATE NOT NULL,
  bookings INT NOT NULL DEFAULT 0,
  cancelled_by_client INT NOT NULL DEFAULT 0,
  cancelled_by_master INT NOT NULL DEFAULT 0,
  moves INT NOT NULL DEFAULT 0,
  active INT NOT NULL DEFAULT 0,
  no_shows INT NOT NULL DEFAULT 0,
  took INT NOT NULL DEFAULT 0,
  revenue BIGINT NOT NULL DEFAULT 0,
  hours INT[] NOT NULL DEFAULT array_fill(0, ARRAY[24]),
  PRIMARY KEY (worker_id, date)
);

CREATE TABLE IF NOT EXISTS figure_day_services (
  worker_id INT NOT NULL,
  date DATE NOT NULL,
  service_id INT NOT NULL,
  count INT NOT NULL,
  revenue BIGINT NOT NULL,
  PRIMARY KEY (worker_id, date, service_id)
);

CREATE TABLE IF NOT EXISTS figure_clients (
  worker_id INT NOT NULL,
  client_id BIGINT NOT NULL,
  bookings INT NOT NULL DEFAULT 0,
  took INT NOT NULL DEFAULT 0,
  spent BIGINT NOT NULL DEFAULT 0,
  no_shows INT NOT NULL DEFAULT 0,
  cancellations INT NOT NULL DEFAULT 0,
  first_at TIMESTAMP,
  last_at TIMESTAMP,
  PRIMARY KEY (worker_id, client_id)
);
-- New clients of a period: whose first visit falls in it; its visitors: whose last visit so far does.
CREATE INDEX IF NOT EXISTS figure_clients_first ON figure_clients (worker_id, first_at);
CREATE INDEX IF NOT EXISTS figure_clients_last ON figure_clients (worker_id, last_at) INCLUDE (first_at);

-- The period's visitors (distinct clients whose booking took place), read from the index alone.
CREATE INDEX IF NOT EXISTS bookings_took ON bookings (worker_id, date, client_id) INCLUDE (time_start)
  WHERE status IN ${ACTIVE} AND attendance IS DISTINCT FROM 'no_show';

-- Recounts these (master, date) rows from the bookings.
CREATE OR REPLACE FUNCTION refresh_figure_days(p_workers INT[], p_dates DATE[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  ${lockedRows('figure_days', 'date', 'p_dates')}
  UPDATE figure_days f
     SET bookings = c.bookings, cancelled_by_client = c.cancelled_by_client, cancelled_by_master = c.cancelled_by_master,
         moves = c.moves, active = c.active, no_shows = c.no_shows, took = c.took, revenue = c.revenue, hours = c.hours
    -- Each key's bookings by the index (LATERAL: a join left to a generic plan may hash the whole table).
    FROM (SELECT k.w, k.d, x.* FROM (SELECT DISTINCT w, d FROM unnest(p_workers, p_dates) k(w, d)) k
          CROSS JOIN LATERAL (
            SELECT count(b.id)::int AS bookings,
                   count(b.id) FILTER (WHERE b.status NOT IN ${ACTIVE} AND b.cancelled_by = 'client')::int AS cancelled_by_client,
                   count(b.id) FILTER (WHERE b.status NOT IN ${ACTIVE} AND b.cancelled_by = 'master')::int AS cancelled_by_master,
                   count(b.id) FILTER (WHERE EXISTS (SELECT 1 FROM booking_moves m WHERE m.booking_id = b.id))::int AS moves,
                   count(b.id) FILTER (WHERE b.status IN ${ACTIVE})::int AS active,
                   count(b.id) FILTER (WHERE b.status IN ${ACTIVE} AND b.attendance = 'no_show')::int AS no_shows,
                   count(b.id) FILTER (WHERE ${took('b')})::int AS took,
                   COALESCE(sum((SELECT sum(bs.price) FROM booking_services bs WHERE bs.booking_id = b.id)) FILTER (WHERE ${took('b')}), 0) AS revenue,
                   ${hours} AS hours
              FROM bookings b WHERE b.worker_id = k.w AND b.date = k.d) x) c
   WHERE f.worker_id = c.w AND f.date = c.d;
  DELETE FROM figure_day_services s WHERE (s.worker_id, s.date) IN (SELECT w, d FROM unnest(p_workers, p_dates) k(w, d));
  INSERT INTO figure_day_services (worker_id, date, service_id, count, revenue)
  SELECT k.w, k.d, x.service_id, x.count, x.revenue
    FROM (SELECT DISTINCT w, d FROM unnest(p_workers, p_dates) k(w, d)) k
    CROSS JOIN LATERAL (
      SELECT bs.service_id, count(*) AS count, sum(bs.price) AS revenue
        FROM bookings b JOIN booking_services bs ON bs.booking_id = b.id
       WHERE b.worker_id = k.w AND b.date = k.d AND ${took('b')}
       GROUP BY bs.service_id) x;
END
$fn$;

-- Recounts these (master, client) rows from the bookings.
CREATE OR REPLACE FUNCTION refresh_figure_clients(p_workers INT[], p_clients BIGINT[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  ${lockedRows('figure_clients', 'client_id', 'p_clients')}
  UPDATE figure_clients f
     SET bookings = x.bookings, took = x.took, spent = x.spent, no_shows = x.no_shows,
         cancellations = x.cancellations, first_at = x.first_at, last_at = x.last_at
    FROM (SELECT k.w, k.c, y.* FROM (SELECT DISTINCT w, c FROM unnest(p_workers, p_clients) k(w, c)) k
          CROSS JOIN LATERAL (
            SELECT count(b.id)::int AS bookings,
                   count(b.id) FILTER (WHERE ${took('b')})::int AS took,
                   COALESCE(sum((SELECT sum(bs.price) FROM booking_services bs WHERE bs.booking_id = b.id)) FILTER (WHERE ${took('b')}), 0) AS spent,
                   count(b.id) FILTER (WHERE b.status IN ${ACTIVE} AND b.attendance = 'no_show')::int AS no_shows,
                   count(b.id) FILTER (WHERE b.status NOT IN ${ACTIVE} AND b.cancelled_by = 'client')::int AS cancellations,
                   min(b.date + b.time_start) FILTER (WHERE ${took('b')}) AS first_at,
                   max(b.date + b.time_start) FILTER (WHERE ${took('b')}) AS last_at
              FROM bookings b WHERE b.client_id = k.c AND b.worker_id = k.w) y) x
   WHERE f.worker_id = x.w AND f.client_id = x.c;
END
$fn$;

-- Bookings written: the days and clients of their rows before and after (an update only when what is
-- counted changed: status, who cancelled, attendance, master, client, date or start).
CREATE OR REPLACE FUNCTION bookings_figures() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ws INT[]; ds DATE[]; cws INT[]; cs BIGINT[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(worker_id), array_agg(date), array_agg(worker_id), array_agg(client_id) INTO ws, ds, cws, cs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(worker_id), array_agg(date), array_agg(worker_id), array_agg(client_id) INTO ws, ds, cws, cs FROM old_rows;
  ELSE
    SELECT array_agg(x.worker_id), array_agg(x.date), array_agg(x.worker_id), array_agg(x.client_id) INTO ws, ds, cws, cs
      FROM (SELECT o.worker_id, o.date, o.client_id FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.status, o.cancelled_by, o.attendance, o.worker_id, o.client_id, o.date, o.time_start)
                   IS DISTINCT FROM (n.status, n.cancelled_by, n.attendance, n.worker_id, n.client_id, n.date, n.time_start)
            UNION ALL
            SELECT n.worker_id, n.date, n.client_id FROM old_rows o JOIN new_rows n ON n.id = o.id
             WHERE (o.status, o.cancelled_by, o.attendance, o.worker_id, o.client_id, o.date, o.time_start)
                   IS DISTINCT FROM (n.status, n.cancelled_by, n.attendance, n.worker_id, n.client_id, n.date, n.time_start)) x;
  END IF;
  IF ws IS NOT NULL THEN
    PERFORM refresh_figure_days(ws, ds);
    PERFORM refresh_figure_clients(cws, cs);
  END IF;
  RETURN NULL;
END
$fn$;
${statementTriggers('bookings', 'bookings_figures', ['INSERT', 'UPDATE', 'DELETE'], 'new_rows', 'old_rows')}

-- Services (their kept prices) or moves of bookings written: those bookings' days and clients (a
-- booking already deleted, whose rows go with it, was recounted by the trigger above).
CREATE OR REPLACE FUNCTION booking_links_figures() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids INT[];
  ws INT[]; ds DATE[]; cs BIGINT[];
BEGIN
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'booking_services' THEN
    -- Not the bookings written by the same statement as these services (the same transaction and command
    -- made both rows): the trigger on bookings counts those at the statement's end, services included.
    ids := ARRAY(SELECT DISTINCT n.booking_id FROM new_links n
                  WHERE NOT EXISTS (SELECT 1 FROM bookings b JOIN booking_services bs ON bs.booking_id = b.id AND bs.service_id = n.service_id
                                     WHERE b.id = n.booking_id AND b.xmin = bs.xmin AND b.cmin = bs.cmin));
  ELSIF TG_OP = 'INSERT' THEN
    ids := ARRAY(SELECT DISTINCT booking_id FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    ids := ARRAY(SELECT DISTINCT booking_id FROM old_links);
  ELSE
    ids := ARRAY(SELECT booking_id FROM old_links UNION SELECT booking_id FROM new_links);
  END IF;
  SELECT array_agg(b.worker_id), array_agg(b.date), array_agg(b.client_id) INTO ws, ds, cs FROM bookings b WHERE b.id = ANY(ids);
  IF ws IS NOT NULL THEN
    PERFORM refresh_figure_days(ws, ds);
    -- A move changes no client's figure: only its services do.
    IF TG_TABLE_NAME = 'booking_services' THEN PERFORM refresh_figure_clients(ws, cs); END IF;
  END IF;
  RETURN NULL;
END
$fn$;
${statementTriggers('booking_services', 'booking_links_figures', ['INSERT', 'UPDATE', 'DELETE'], 'new_links', 'old_links')}
${statementTriggers('booking_moves', 'booking_links_figures', ['INSERT', 'DELETE'], 'new_links', 'old_links')}

-- The bookings made before this migration.
SELECT refresh_figure_days(array_agg(worker_id), array_agg(date)) FROM (SELECT DISTINCT worker_id, date FROM bookings) k;
SELECT refresh_figure_clients(array_agg(worker_id), array_agg(client_id)) FROM (SELECT DISTINCT worker_id, client_id FROM bookings) k;
`;

import type { Database } from './database';

/**
 * Ordered, append-only migrations. The same SQL runs on PGlite and PostgreSQL 15.
 * Never edit a migration that has shipped: add a new one.
 */
/** Migration 30's text: migration 37 remakes its recount functions with the holding statuses it grew. */
const FIGURE_COUNTERS_SQL = `
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
  WHERE status IN ('confirmed', 'created') AND attendance IS DISTINCT FROM 'no_show';

-- Recounts these (master, date) rows from the bookings.
CREATE OR REPLACE FUNCTION refresh_figure_days(p_workers INT[], p_dates DATE[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO figure_days (worker_id, date)
  SELECT DISTINCT w, x FROM unnest(p_workers, p_dates) k(w, x) ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM figure_days f WHERE (f.worker_id, f.date) IN (SELECT w, x FROM unnest(p_workers, p_dates) k(w, x))
    ORDER BY f.worker_id, f.date FOR UPDATE;
  UPDATE figure_days f
     SET bookings = c.bookings, cancelled_by_client = c.cancelled_by_client, cancelled_by_master = c.cancelled_by_master,
         moves = c.moves, active = c.active, no_shows = c.no_shows, took = c.took, revenue = c.revenue, hours = c.hours
    -- Each key's bookings by the index (LATERAL: a join left to a generic plan may hash the whole table).
    FROM (SELECT k.w, k.d, x.* FROM (SELECT DISTINCT w, d FROM unnest(p_workers, p_dates) k(w, d)) k
          CROSS JOIN LATERAL (
            SELECT count(b.id)::int AS bookings,
                   count(b.id) FILTER (WHERE b.status NOT IN ('confirmed', 'created') AND b.cancelled_by = 'client')::int AS cancelled_by_client,
                   count(b.id) FILTER (WHERE b.status NOT IN ('confirmed', 'created') AND b.cancelled_by = 'master')::int AS cancelled_by_master,
                   count(b.id) FILTER (WHERE EXISTS (SELECT 1 FROM booking_moves m WHERE m.booking_id = b.id))::int AS moves,
                   count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created'))::int AS active,
                   count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance = 'no_show')::int AS no_shows,
                   count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show')::int AS took,
                   COALESCE(sum((SELECT sum(bs.price) FROM booking_services bs WHERE bs.booking_id = b.id)) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show'), 0) AS revenue,
                   ARRAY[count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 0)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 1)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 2)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 3)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 4)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 5)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 6)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 7)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 8)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 9)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 10)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 11)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 12)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 13)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 14)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 15)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 16)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 17)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 18)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 19)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 20)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 21)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 22)::int, count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show' AND extract(hour FROM b.time_start) = 23)::int] AS hours
              FROM bookings b WHERE b.worker_id = k.w AND b.date = k.d) x) c
   WHERE f.worker_id = c.w AND f.date = c.d;
  DELETE FROM figure_day_services s WHERE (s.worker_id, s.date) IN (SELECT w, d FROM unnest(p_workers, p_dates) k(w, d));
  INSERT INTO figure_day_services (worker_id, date, service_id, count, revenue)
  SELECT k.w, k.d, x.service_id, x.count, x.revenue
    FROM (SELECT DISTINCT w, d FROM unnest(p_workers, p_dates) k(w, d)) k
    CROSS JOIN LATERAL (
      SELECT bs.service_id, count(*) AS count, sum(bs.price) AS revenue
        FROM bookings b JOIN booking_services bs ON bs.booking_id = b.id
       WHERE b.worker_id = k.w AND b.date = k.d AND b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show'
       GROUP BY bs.service_id) x;
END
$fn$;

-- Recounts these (master, client) rows from the bookings.
CREATE OR REPLACE FUNCTION refresh_figure_clients(p_workers INT[], p_clients BIGINT[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO figure_clients (worker_id, client_id)
  SELECT DISTINCT w, x FROM unnest(p_workers, p_clients) k(w, x) ORDER BY 1, 2 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM figure_clients f WHERE (f.worker_id, f.client_id) IN (SELECT w, x FROM unnest(p_workers, p_clients) k(w, x))
    ORDER BY f.worker_id, f.client_id FOR UPDATE;
  UPDATE figure_clients f
     SET bookings = x.bookings, took = x.took, spent = x.spent, no_shows = x.no_shows,
         cancellations = x.cancellations, first_at = x.first_at, last_at = x.last_at
    FROM (SELECT k.w, k.c, y.* FROM (SELECT DISTINCT w, c FROM unnest(p_workers, p_clients) k(w, c)) k
          CROSS JOIN LATERAL (
            SELECT count(b.id)::int AS bookings,
                   count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show')::int AS took,
                   COALESCE(sum((SELECT sum(bs.price) FROM booking_services bs WHERE bs.booking_id = b.id)) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show'), 0) AS spent,
                   count(b.id) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance = 'no_show')::int AS no_shows,
                   count(b.id) FILTER (WHERE b.status NOT IN ('confirmed', 'created') AND b.cancelled_by = 'client')::int AS cancellations,
                   min(b.date + b.time_start) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show') AS first_at,
                   max(b.date + b.time_start) FILTER (WHERE b.status IN ('confirmed', 'created') AND b.attendance IS DISTINCT FROM 'no_show') AS last_at
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
DROP TRIGGER IF EXISTS bookings_figures_insert ON bookings;
CREATE TRIGGER bookings_figures_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_figures();
DROP TRIGGER IF EXISTS bookings_figures_update ON bookings;
CREATE TRIGGER bookings_figures_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_figures();
DROP TRIGGER IF EXISTS bookings_figures_delete ON bookings;
CREATE TRIGGER bookings_figures_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bookings_figures();

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
DROP TRIGGER IF EXISTS booking_services_figures_insert ON booking_services;
CREATE TRIGGER booking_services_figures_insert AFTER INSERT ON booking_services REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION booking_links_figures();
DROP TRIGGER IF EXISTS booking_services_figures_update ON booking_services;
CREATE TRIGGER booking_services_figures_update AFTER UPDATE ON booking_services REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION booking_links_figures();
DROP TRIGGER IF EXISTS booking_services_figures_delete ON booking_services;
CREATE TRIGGER booking_services_figures_delete AFTER DELETE ON booking_services REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION booking_links_figures();
DROP TRIGGER IF EXISTS booking_moves_figures_insert ON booking_moves;
CREATE TRIGGER booking_moves_figures_insert AFTER INSERT ON booking_moves REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION booking_links_figures();
DROP TRIGGER IF EXISTS booking_moves_figures_delete ON booking_moves;
CREATE TRIGGER booking_moves_figures_delete AFTER DELETE ON booking_moves REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION booking_links_figures();

-- The bookings made before this migration.
SELECT refresh_figure_days(array_agg(worker_id), array_agg(date)) FROM (SELECT DISTINCT worker_id, date FROM bookings) k;
SELECT refresh_figure_clients(array_agg(worker_id), array_agg(client_id)) FROM (SELECT DISTINCT worker_id, client_id FROM bookings) k;
`;

export const MIGRATIONS: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'init',
    sql: `
CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE users (
  id BIGINT PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT,
  username TEXT,
  photo_url TEXT,
  timezone TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE businesses (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  avatar TEXT
);

CREATE TABLE business_owners (
  business_id INT NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id BIGINT NOT NULL REFERENCES users(id),
  PRIMARY KEY (business_id, user_id)
);

CREATE TABLE places (
  id SERIAL PRIMARY KEY,
  business_id INT NOT NULL REFERENCES businesses(id),
  name TEXT NOT NULL,
  address TEXT,
  avatar TEXT,
  phone TEXT,
  vk TEXT,
  website TEXT
);

CREATE TABLE place_images (
  id SERIAL PRIMARY KEY,
  place_id INT NOT NULL REFERENCES places(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  position INT NOT NULL DEFAULT 0
);

CREATE TABLE workers (
  id SERIAL PRIMARY KEY,
  uuid UUID NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id BIGINT UNIQUE REFERENCES users(id),
  business_id INT NOT NULL REFERENCES businesses(id),
  title TEXT NOT NULL,
  description TEXT,
  avatar TEXT NOT NULL DEFAULT '',
  booking_rules_text TEXT CHECK (char_length(booking_rules_text) <= 2000),
  adjacent_slots_only BOOLEAN NOT NULL DEFAULT false
);

CREATE TABLE worker_places (
  worker_id INT NOT NULL REFERENCES workers(id) ON DELETE CASCADE,
  place_id INT NOT NULL REFERENCES places(id) ON DELETE CASCADE,
  PRIMARY KEY (worker_id, place_id)
);

CREATE TABLE categories (
  id SERIAL PRIMARY KEY,
  worker_id INT NOT NULL REFERENCES workers(id) ON DELETE CASCADE,
  name TEXT NOT NULL CHECK (btrim(name) <> '')
);

CREATE TABLE services (
  id SERIAL PRIMARY KEY,
  worker_id INT NOT NULL REFERENCES workers(id) ON DELETE CASCADE,
  category_id INT REFERENCES categories(id) ON DELETE SET NULL,
  place_id INT NOT NULL REFERENCES places(id),
  title TEXT NOT NULL,
  description TEXT,
  price INT NOT NULL CHECK (price >= 0),
  slot_duration INT NOT NULL DEFAULT 30 CHECK (slot_duration > 0),
  booking_deadline INT NOT NULL DEFAULT 15 CHECK (booking_deadline >= 0),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'INACTIVE', 'ARCHIVED'))
);

CREATE TABLE timeslots (
  id SERIAL PRIMARY KEY,
  worker_id INT NOT NULL REFERENCES workers(id) ON DELETE CASCADE,
  place_id INT NOT NULL REFERENCES places(id),
  date DATE NOT NULL,
  time_start TIME NOT NULL,
  time_end TIME NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('free', 'break', 'busy')),
  booking_id INT,
  CHECK (time_start < time_end)
);
CREATE INDEX timeslots_worker_date ON timeslots (worker_id, date);

CREATE TABLE bookings (
  id SERIAL PRIMARY KEY,
  status TEXT NOT NULL DEFAULT 'confirmed',
  client_id BIGINT NOT NULL REFERENCES users(id),
  place_id INT NOT NULL REFERENCES places(id),
  worker_id INT NOT NULL REFERENCES workers(id),
  date DATE NOT NULL,
  time_start TIME NOT NULL,
  time_end TIME NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (time_start < time_end),
  -- Two active bookings of one master can never overlap, whatever the application does.
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
    worker_id WITH =,
    tsrange(date + time_start, date + time_end) WITH &&
  ) WHERE (status IN ('confirmed', 'created'))
);
CREATE INDEX bookings_client ON bookings (client_id);

CREATE TABLE booking_services (
  booking_id INT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  service_id INT NOT NULL REFERENCES services(id),
  position INT NOT NULL,
  PRIMARY KEY (booking_id, service_id)
);

CREATE TABLE plans (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  price NUMERIC(10, 2) NOT NULL DEFAULT 0,
  duration_days INT NOT NULL,
  plan_type TEXT NOT NULL,
  is_active BOOLEAN NOT NULL DEFAULT true,
  features JSONB NOT NULL DEFAULT '{}'
);

CREATE TABLE subscriptions (
  id SERIAL PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id),
  plan_id INT NOT NULL REFERENCES plans(id),
  status TEXT NOT NULL DEFAULT 'active',
  started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ
);
`,
  },
  {
    id: 2,
    name: 'uploaded_files',
    sql: `
-- Avatars uploaded through /documents/avatar: the bytes live under DATA_DIR/uploads, the record here
-- says who uploaded what, so a later cleanup or an object-storage move knows every file.
CREATE TABLE uploaded_files (
  name TEXT PRIMARY KEY CHECK (name ~ '^[0-9a-f]{32}\\.(jpg|png|gif)$'),
  user_id BIGINT NOT NULL REFERENCES users(id),
  mime TEXT NOT NULL,
  size INT NOT NULL CHECK (size > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`,
  },
  {
    id: 3,
    name: 'bookings_worker_date',
    sql: `
-- A master's day and month of bookings (day views, the busy check of every booking, the plan limit count).
CREATE INDEX bookings_worker_date ON bookings (worker_id, date);
`,
  },
  {
    id: 4,
    name: 'bookings_no_overlap_by_date',
    sql: `
-- The same rule with the date in the key: a booking lies within its date (time_start < time_end), so
-- bookings on different dates never overlap and nothing changes in what is refused. What changes is
-- the index behind it: it now finds a master's day by (worker_id, date) too. The planner picks it
-- for a master's active bookings of a day whenever its figures say the table is small, and with
-- worker_id alone in its key that read grew with every booking the master had ever had.
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
  worker_id WITH =,
  date WITH =,
  tsrange(date + time_start, date + time_end) WITH &&
) WHERE (status IN ('confirmed', 'created'));
`,
  },
  {
    id: 5,
    name: 'payments_and_gallery_urls',
    sql: `
-- Paid plans go through a payment (Telegram Stars): a subscription to a paid plan starts 'pending'
-- with an invoice here, and only a confirmed payment of that invoice makes it 'active'.
ALTER TABLE plans ADD COLUMN price_stars INT CHECK (price_stars > 0);
CREATE TABLE payments (
  id SERIAL PRIMARY KEY,
  subscription_id INT NOT NULL REFERENCES subscriptions(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  invoice_payload TEXT NOT NULL UNIQUE,
  currency TEXT NOT NULL DEFAULT 'XTR',
  amount INT NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  telegram_payment_charge_id TEXT UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  paid_at TIMESTAMPTZ
);
-- Gallery images are served by the API itself (/api/gallery/...), so their URLs work wherever the API is.
UPDATE place_images SET url = '/api' || url WHERE url LIKE '/gallery/%';
UPDATE plans SET price_stars = 500 WHERE plan_type = 'pro_monthly' AND price_stars IS NULL;
`,
  },
  {
    id: 6,
    name: 'bot_outbox_and_waitlist',
    sql: `
-- The bot may write to a user who allowed it (init data allows_write_to_pm, /start, or
-- write_access_allowed); a 403 from Telegram marks them unreachable until they allow it again.
ALTER TABLE users ADD COLUMN bot_write_allowed BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN bot_unreachable_at TIMESTAMPTZ;

-- Messages to send, written in the transaction of the change that causes them (an outbox); the
-- runner (services/outbox-runner.ts) delivers them. dedupe_key names the event: one row per event,
-- whatever retries or redeliveries happen. A reminder waits in send_after and names its booking.
CREATE TABLE outbox (
  id BIGSERIAL PRIMARY KEY,
  chat_id BIGINT NOT NULL,
  kind TEXT NOT NULL,
  dedupe_key TEXT NOT NULL UNIQUE,
  booking_id INT REFERENCES bookings(id),
  text TEXT NOT NULL,
  reply_markup JSONB,
  send_after TIMESTAMPTZ NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'dropped')),
  attempts INT NOT NULL DEFAULT 0,
  locked_until TIMESTAMPTZ,
  last_error TEXT,
  sent_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX outbox_due ON outbox (send_after, id) WHERE status = 'pending';
CREATE INDEX outbox_sending ON outbox (locked_until) WHERE status = 'sending';
CREATE INDEX outbox_booking ON outbox (booking_id) WHERE status = 'pending';
CREATE INDEX outbox_chat ON outbox (chat_id) WHERE status = 'pending';

-- One process at a time dispatches (so Telegram's pace holds across processes): it holds this lease.
CREATE TABLE runner_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until TIMESTAMPTZ NOT NULL);

-- Clients waiting for time with a master on a date (the time step's 'Сообщить, когда освободится время').
CREATE TABLE waitlist (
  id SERIAL PRIMARY KEY,
  client_id BIGINT NOT NULL REFERENCES users(id),
  worker_id INT NOT NULL REFERENCES workers(id),
  place_id INT NOT NULL REFERENCES places(id),
  date DATE NOT NULL,
  service_ids INT[] NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  ended_at TIMESTAMPTZ,
  UNIQUE (client_id, worker_id, date)
);
CREATE INDEX waitlist_open ON waitlist (worker_id, date) WHERE ended_at IS NULL;
`,
  },
  {
    id: 7,
    name: 'stars_subscriptions',
    sql: `
-- A paid plan bought with Telegram Stars renews every period until cancelled: auto_renew false means
-- the user cancelled (editUserStarSubscription is_canceled), and the plan stays until expires_at.
ALTER TABLE subscriptions ADD COLUMN auto_renew BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE subscriptions ADD COLUMN canceled_at TIMESTAMPTZ;

-- Every Stars charge Telegram reported (successful_payment), once by its id: the first payment of an
-- invoice, each renewal, and payments refunded because no pending invoice matched.
CREATE TABLE star_charges (
  telegram_payment_charge_id TEXT PRIMARY KEY,
  payment_id INT REFERENCES payments(id),
  user_id BIGINT NOT NULL,
  invoice_payload TEXT NOT NULL,
  amount INT NOT NULL,
  currency TEXT NOT NULL,
  is_recurring BOOLEAN NOT NULL DEFAULT false,
  is_first_recurring BOOLEAN NOT NULL DEFAULT false,
  status TEXT NOT NULL CHECK (status IN ('applied', 'refund_pending', 'refunded')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`,
  },
  // Ids 8-19 were left free while two branches added migrations; a new migration takes the next id after the last.
  {
    id: 20,
    name: 'indexes_at_scale',
    sql: `
-- Issue 30: every hot read finds its rows through an index at 10,000 masters and 1,000,000 bookings
-- (test/query-plans.test.ts checks the plans on such a database).
-- A master's services (the services list, the plan's service limit) and a place's.
CREATE INDEX IF NOT EXISTS services_worker ON services (worker_id);
CREATE INDEX IF NOT EXISTS services_place ON services (place_id);
-- A master's plan (every booking's allowance, the services limit) and the caller's subscriptions.
CREATE INDEX IF NOT EXISTS subscriptions_user ON subscriptions (user_id, started_at);
-- The client's list, paged by start: upcoming from a date on, past ones backwards from a booking.
CREATE INDEX IF NOT EXISTS bookings_client_start ON bookings (client_id, date, time_start, id);
DROP INDEX IF EXISTS bookings_client;
-- A place's masters, a business's places, a master's categories, whether a service was ever booked.
CREATE INDEX IF NOT EXISTS worker_places_place ON worker_places (place_id);
CREATE INDEX IF NOT EXISTS places_business ON places (business_id);
CREATE INDEX IF NOT EXISTS categories_worker ON categories (worker_id);
CREATE INDEX IF NOT EXISTS booking_services_service ON booking_services (service_id);
CREATE INDEX IF NOT EXISTS place_images_place ON place_images (place_id);
`,
  },
  {
    id: 21,
    name: 'write_access_refused_at',
    sql: `
-- Issue 28: when the user last refused the app's requestWriteAccess (null: never, or allowed since).
-- The app asks again only 30 days after a refusal, on any device (services/write-access.service.ts).
ALTER TABLE users ADD COLUMN IF NOT EXISTS write_access_refused_at TIMESTAMPTZ;
`,
  },
  {
    id: 22,
    name: 'booking_list_cards',
    sql: `
-- Issue 30: each booking carries itself as the client's list shows it (spec section 3: id, status,
-- place_id, worker, services, time), as JSON text, so a page of the list is its bookings' own rows
-- joined into one array: no lookup of each booking's master, zone and services on every read (that
-- was 0.8 of the first page's 1.0 ms in PostgreSQL at 1,000,000 bookings). The database keeps it
-- current, whoever writes: the triggers below rebuild it when the booking, its services, its master's
-- name, photo or zone, or one of its services changes. The lists read it with a fallback, so a row
-- without one (none is left so) is still listed.
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS list_card TEXT;

-- The card of a booking from its fields and its services' ids in order (spec section 3's shape, as the
-- API's JSON.stringify wrote it before: no spaces; starts_at is the start as an instant in UTC, read in
-- the master's zone, Moscow when unset). NULL only for a master that does not exist. In PL/pgSQL, which
-- keeps the statement's plan for the connection: an SQL function that cannot be inlined is planned again
-- in every statement that calls it (the booking batch's write took 5.3 ms instead of 3.6 a batch of 8).
CREATE OR REPLACE FUNCTION booking_list_card(p_id INT, p_status TEXT, p_place_id INT, p_worker_id INT, p_date DATE, p_time_start TIME, p_services INT[])
RETURNS TEXT LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (SELECT '{"id":' || p_id || ',"status":' || to_json(p_status)::text || ',"place_id":' || p_place_id
      || ',"worker":{"id":' || w.id || ',"name":' || to_json(w.title)::text || ',"avatar":' || to_json(w.avatar)::text || '}'
      || ',"services":[' || COALESCE((
           SELECT string_agg('{"title":' || to_json(s.title)::text || ',"price":' || s.price || ',"slot_duration":' || s.slot_duration
                             || ',"category_id":' || COALESCE(s.category_id::text, 'null') || '}', ',' ORDER BY l.n)
             FROM unnest(p_services) WITH ORDINALITY AS l(id, n) JOIN services s ON s.id = l.id), '') || ']'
      || ',"time":{"date":"' || to_char(p_date, 'YYYY-MM-DD') || '","time_start":"' || to_char(p_time_start, 'HH24:MI:SS')
      || '","starts_at":"' || to_char((p_date + p_time_start) AT TIME ZONE COALESCE(mu.timezone, 'Europe/Moscow') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      || '"}}'
    FROM workers w LEFT JOIN users mu ON mu.id = w.user_id
   WHERE w.id = p_worker_id);
END
$fn$;

-- The card of a stored booking, with its services as they are written (every rebuild below uses it).
CREATE OR REPLACE FUNCTION booking_list_card(b bookings) RETURNS TEXT LANGUAGE sql STABLE AS $fn$
  SELECT booking_list_card(b.id, b.status, b.place_id, b.worker_id, b.date, b.time_start,
    ARRAY(SELECT service_id FROM booking_services WHERE booking_id = b.id ORDER BY position, service_id))
$fn$;

-- Rebuilds the cards of these bookings, writing only those that changed.
CREATE OR REPLACE FUNCTION refresh_booking_list_cards(p_ids INT[]) RETURNS void LANGUAGE sql AS $fn$
  UPDATE bookings b SET list_card = c.card
    FROM (SELECT x.id, booking_list_card(x) AS card
            FROM bookings x WHERE x.id = ANY(p_ids)) c
   WHERE b.id = c.id AND b.list_card IS DISTINCT FROM c.card
$fn$;

-- A new booking gets its card (unless its writer gave one: the booking batch does, with its services);
-- a change of its status, place, master, day or start rebuilds it.
CREATE OR REPLACE FUNCTION bookings_list_card() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.list_card IS NOT NULL THEN RETURN NEW; END IF;
  IF TG_OP = 'UPDATE' AND (NEW.status, NEW.place_id, NEW.worker_id, NEW.date, NEW.time_start)
                          IS NOT DISTINCT FROM (OLD.status, OLD.place_id, OLD.worker_id, OLD.date, OLD.time_start) THEN
    RETURN NEW;
  END IF;
  NEW.list_card := booking_list_card(NEW);
  RETURN NEW;
END
$fn$;
DROP TRIGGER IF EXISTS bookings_list_card ON bookings;
CREATE TRIGGER bookings_list_card BEFORE INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION bookings_list_card();

-- Services added to, changed in or removed from bookings: once per statement, for the bookings it
-- touched. A writer that writes bookings with their cards and services together names those bookings
-- in the transaction's setting booking.list_cards_given (the booking batch does, speed/booking-queue/batch.queries.ts):
-- their cards are made already, from the same services, and are not made again.
CREATE OR REPLACE FUNCTION booking_services_list_cards() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  touched INT[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT DISTINCT booking_id FROM new_links
                      WHERE booking_id <> ALL (COALESCE(NULLIF(current_setting('booking.list_cards_given', true), ''), '{}')::int[]));
  ELSIF TG_OP = 'UPDATE' THEN
    touched := ARRAY(SELECT booking_id FROM old_links UNION SELECT booking_id FROM new_links);
  ELSE
    touched := ARRAY(SELECT DISTINCT booking_id FROM old_links);
  END IF;
  IF cardinality(touched) > 0 THEN PERFORM refresh_booking_list_cards(touched); END IF;
  RETURN NULL;
END
$fn$;
DROP TRIGGER IF EXISTS booking_services_list_cards_insert ON booking_services;
CREATE TRIGGER booking_services_list_cards_insert AFTER INSERT ON booking_services REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION booking_services_list_cards();
DROP TRIGGER IF EXISTS booking_services_list_cards_update ON booking_services;
CREATE TRIGGER booking_services_list_cards_update AFTER UPDATE ON booking_services REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION booking_services_list_cards();
DROP TRIGGER IF EXISTS booking_services_list_cards_delete ON booking_services;
CREATE TRIGGER booking_services_list_cards_delete AFTER DELETE ON booking_services REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION booking_services_list_cards();

-- A master's name, photo or account changed: the master's bookings. (The UPDATE holds the master's
-- row lock, which booking batches take first: a batch in flight commits before this reads.)
CREATE OR REPLACE FUNCTION workers_list_cards() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM refresh_booking_list_cards(ARRAY(SELECT id FROM bookings WHERE worker_id = NEW.id));
  RETURN NULL;
END
$fn$;
DROP TRIGGER IF EXISTS workers_list_cards ON workers;
CREATE TRIGGER workers_list_cards AFTER UPDATE OF title, avatar, user_id ON workers FOR EACH ROW
  WHEN ((OLD.title, OLD.avatar, OLD.user_id) IS DISTINCT FROM (NEW.title, NEW.avatar, NEW.user_id))
  EXECUTE FUNCTION workers_list_cards();

-- A master's zone changed: their bookings' starts_at. Their masters' rows are locked first, so a
-- booking batch in flight for them commits before the cards are read, and a later one reads the new zone.
CREATE OR REPLACE FUNCTION users_list_cards() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM 1 FROM workers WHERE user_id = NEW.id ORDER BY id FOR UPDATE;
  PERFORM refresh_booking_list_cards(ARRAY(SELECT b.id FROM workers w JOIN bookings b ON b.worker_id = w.id WHERE w.user_id = NEW.id));
  RETURN NULL;
END
$fn$;
DROP TRIGGER IF EXISTS users_list_cards ON users;
CREATE TRIGGER users_list_cards AFTER UPDATE OF timezone ON users FOR EACH ROW
  WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION users_list_cards();

-- A service's title, price, length or category changed (a deleted category sets it to null): the
-- bookings with it. The master's row is locked first, as above.
CREATE OR REPLACE FUNCTION services_list_cards() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM 1 FROM workers WHERE id = NEW.worker_id FOR UPDATE;
  PERFORM refresh_booking_list_cards(ARRAY(SELECT booking_id FROM booking_services WHERE service_id = NEW.id));
  RETURN NULL;
END
$fn$;
DROP TRIGGER IF EXISTS services_list_cards ON services;
CREATE TRIGGER services_list_cards AFTER UPDATE OF title, price, slot_duration, category_id ON services FOR EACH ROW
  WHEN ((OLD.title, OLD.price, OLD.slot_duration, OLD.category_id) IS DISTINCT FROM (NEW.title, NEW.price, NEW.slot_duration, NEW.category_id))
  EXECUTE FUNCTION services_list_cards();

-- The bookings made before this migration.
UPDATE bookings b SET list_card = booking_list_card(b) WHERE list_card IS NULL;
`,
  },
  {
    // Issue 39: a place's links are served to every client. Links stored before the form accepted
    // only web addresses (a `javascript:` or `data:` URL, a vk link elsewhere than vk.com) are dropped.
    id: 23,
    name: 'place_links_web_only',
    sql: `
UPDATE places SET website = NULL WHERE website IS NOT NULL AND website <> '' AND website !~* '^https?://[^/?#@:]+([:/?#]|$)';
UPDATE places SET vk = NULL WHERE vk IS NOT NULL AND vk <> '' AND vk !~* '^https?://([a-z0-9-]+\\.)*vk\\.com([/?#]|$)';
`,
  },
  {
    // Issue 39: the plans are the product's, not demo data: a deployment without DEMO has them too
    // (they were made by the demo seed before). A database that has them already keeps its own.
    id: 24,
    name: 'plans_catalog',
    sql: `
INSERT INTO plans (id, name, description, price, price_stars, duration_days, plan_type, features) VALUES
  (1, 'Бесплатный', 'До 20 записей в месяц', 0, NULL, 30, 'free', '{"max_bookings":20,"max_services":10,"analytics":false,"custom_branding":false,"priority_support":false,"api_access":false,"white_label":false}'),
  (2, 'Про', 'Без ограничений', 990, 500, 30, 'pro_monthly', '{"max_bookings":-1,"max_services":-1,"analytics":true,"custom_branding":true,"priority_support":true,"api_access":false,"white_label":false}')
ON CONFLICT (id) DO NOTHING;
SELECT setval('plans_id_seq', GREATEST((SELECT max(id) FROM plans), 1));
`,
  },
  {
    id: 25,
    name: 'one_subscription_in_force',
    sql: `
-- Issue 39: at most one plan in force per user. A plan chosen while a paid one is in force waits for
-- its end as 'scheduled' (started_at = that end); 'active' is the plan in force, or the last one once
-- its period is over and nothing followed; 'expired' ended with its period, 'cancelled' ended early,
-- was replaced, or was never paid. The service turns a scheduled plan whose start has come into the
-- active one (settleSubscriptions), and reads the plan in force by its period.
-- Existing data: where a user has several active rows, the one started last (then the highest id)
-- stays; the others end: 'expired' if their period is over, else 'cancelled' (no longer renewing: a
-- renewal Telegram still charges for them is refunded).
UPDATE subscriptions s SET status = CASE WHEN s.expires_at <= now() THEN 'expired' ELSE 'cancelled' END,
       auto_renew = false, canceled_at = CASE WHEN s.expires_at <= now() THEN s.canceled_at ELSE COALESCE(s.canceled_at, now()) END
 WHERE s.status = 'active'
   AND EXISTS (SELECT 1 FROM subscriptions t WHERE t.user_id = s.user_id AND t.status = 'active' AND (t.started_at, t.id) > (s.started_at, s.id));
CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (user_id) WHERE status = 'active';
-- The periods of the plan in force and of those waiting never overlap.
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_no_overlap EXCLUDE USING gist (
  user_id WITH =,
  tstzrange(started_at, expires_at) WITH &&
) WHERE (status IN ('active', 'scheduled'));
`,
  },
  {
    id: 26,
    name: 'uploads_by_day',
    sql: `
-- Issue 39: a user's uploads of the last 24 hours (the daily cap) and the old ones (the sweep of
-- files nothing refers to), each through an index.
CREATE INDEX IF NOT EXISTS uploaded_files_user ON uploaded_files (user_id, created_at);
CREATE INDEX IF NOT EXISTS uploaded_files_created ON uploaded_files (created_at);
`,
  },
  {
    id: 27,
    name: 'booking_moves_rules_attendance',
    sql: `
-- Issue 41: the master's rules for a client's cancel and move: hours before the start (0: any time
-- before it) and how many times a client may move a booking (null: no limit).
ALTER TABLE workers ADD COLUMN IF NOT EXISTS cancel_cutoff_hours INT NOT NULL DEFAULT 0 CHECK (cancel_cutoff_hours BETWEEN 0 AND 168);
ALTER TABLE workers ADD COLUMN IF NOT EXISTS max_moves INT DEFAULT 2 CHECK (max_moves IS NULL OR max_moves >= 0);

-- Who cancelled and when; how many times the client moved it (the master's moves do not count); who
-- came (null until the master marks it, with when); and a revision that rises on every move and
-- cancel (a calendar feed's SEQUENCE; the reminders' dedupe keys name it).
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS cancelled_by TEXT CHECK (cancelled_by IN ('client', 'master'));
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS cancelled_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS client_moves INT NOT NULL DEFAULT 0;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS attendance TEXT CHECK (attendance IN ('came', 'no_show'));
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS attendance_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN IF NOT EXISTS revision INT NOT NULL DEFAULT 0;

-- Every move that changed a booking's time, by whom, from and to: the analytics' "bookings of the
-- period that were moved". counted: a client's move that counts against the master's max_moves.
CREATE TABLE IF NOT EXISTS booking_moves (
  id BIGSERIAL PRIMARY KEY,
  booking_id INT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  worker_id INT NOT NULL,
  moved_by TEXT NOT NULL CHECK (moved_by IN ('client', 'master')),
  counted BOOLEAN NOT NULL,
  from_date DATE NOT NULL,
  from_start TIME NOT NULL,
  from_end TIME NOT NULL,
  to_date DATE NOT NULL,
  to_start TIME NOT NULL,
  to_end TIME NOT NULL,
  moved_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS booking_moves_worker ON booking_moves (worker_id, moved_at);
CREATE INDEX IF NOT EXISTS booking_moves_booking ON booking_moves (booking_id);
`,
  },
  {
    id: 28,
    name: 'booked_prices_and_clients',
    sql: `
-- Issue 42: each booked service keeps the price it had when it was booked (revenue, a client's money
-- spent, the lists). Every writer gives it (createBooking, the booking batch); rows made before this
-- migration take the service's price of today, the best there is.
ALTER TABLE booking_services ADD COLUMN IF NOT EXISTS price INT CHECK (price >= 0);
UPDATE booking_services bs SET price = s.price FROM services s WHERE s.id = bs.service_id AND bs.price IS NULL;
ALTER TABLE booking_services ALTER COLUMN price SET NOT NULL;

-- The client's list card shows the kept prices (migration 22's function, with them). Given no prices
-- (a booking being written, whose services are not in booking_services yet), the services' own.
CREATE OR REPLACE FUNCTION booking_list_card(p_id INT, p_status TEXT, p_place_id INT, p_worker_id INT, p_date DATE, p_time_start TIME, p_services INT[], p_prices INT[])
RETURNS TEXT LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN (SELECT '{"id":' || p_id || ',"status":' || to_json(p_status)::text || ',"place_id":' || p_place_id
      || ',"worker":{"id":' || w.id || ',"name":' || to_json(w.title)::text || ',"avatar":' || to_json(w.avatar)::text || '}'
      || ',"services":[' || COALESCE((
           SELECT string_agg('{"title":' || to_json(s.title)::text || ',"price":' || COALESCE(p_prices[l.n], s.price) || ',"slot_duration":' || s.slot_duration
                             || ',"category_id":' || COALESCE(s.category_id::text, 'null') || '}', ',' ORDER BY l.n)
             FROM unnest(p_services) WITH ORDINALITY AS l(id, n) JOIN services s ON s.id = l.id), '') || ']'
      || ',"time":{"date":"' || to_char(p_date, 'YYYY-MM-DD') || '","time_start":"' || to_char(p_time_start, 'HH24:MI:SS')
      || '","starts_at":"' || to_char((p_date + p_time_start) AT TIME ZONE COALESCE(mu.timezone, 'Europe/Moscow') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      || '"}}'
    FROM workers w LEFT JOIN users mu ON mu.id = w.user_id
   WHERE w.id = p_worker_id);
END
$fn$;
CREATE OR REPLACE FUNCTION booking_list_card(p_id INT, p_status TEXT, p_place_id INT, p_worker_id INT, p_date DATE, p_time_start TIME, p_services INT[])
RETURNS TEXT LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN booking_list_card(p_id, p_status, p_place_id, p_worker_id, p_date, p_time_start, p_services, NULL::int[]);
END
$fn$;
CREATE OR REPLACE FUNCTION booking_list_card(b bookings) RETURNS TEXT LANGUAGE sql STABLE AS $fn$
  SELECT booking_list_card(b.id, b.status, b.place_id, b.worker_id, b.date, b.time_start,
    ARRAY(SELECT service_id FROM booking_services WHERE booking_id = b.id ORDER BY position, service_id),
    ARRAY(SELECT price FROM booking_services WHERE booking_id = b.id ORDER BY position, service_id))
$fn$;
-- A service's new price no longer changes any card; its title, length or category still do.
DROP TRIGGER IF EXISTS services_list_cards ON services;
CREATE TRIGGER services_list_cards AFTER UPDATE OF title, slot_duration, category_id ON services FOR EACH ROW
  WHEN ((OLD.title, OLD.slot_duration, OLD.category_id) IS DISTINCT FROM (NEW.title, NEW.slot_duration, NEW.category_id))
  EXECUTE FUNCTION services_list_cards();

-- What a master keeps about a client: a private note, and a block (a blocked client cannot book, move
-- a booking or join the waitlist with this master: services/clients.service.ts, isClientBlocked).
CREATE TABLE IF NOT EXISTS worker_clients (
  worker_id INT NOT NULL REFERENCES workers(id) ON DELETE CASCADE,
  client_id BIGINT NOT NULL REFERENCES users(id),
  note TEXT NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000),
  note_updated_at TIMESTAMPTZ,
  blocked BOOLEAN NOT NULL DEFAULT false,
  blocked_at TIMESTAMPTZ,
  PRIMARY KEY (worker_id, client_id)
);
`,
  },
  {
    id: 29,
    name: 'business_connections_calendar_home_screen',
    sql: `
-- Issue 43. Telegram Business: each connection of the bot to a user's own account, as Telegram last
-- described it (business_connection updates). It belongs to the master whose Telegram id is its user.
CREATE TABLE IF NOT EXISTS business_connections (
  id TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL,
  user_chat_id BIGINT NOT NULL,
  can_reply BOOLEAN NOT NULL,
  is_enabled BOOLEAN NOT NULL,
  connected_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS business_connections_user ON business_connections (user_id, updated_at DESC);

-- The master's switch for answers in their private chats (off by default), and their calendar
-- feed's secret token (made on first request; a new one replaces it, and the old one is gone).
ALTER TABLE workers ADD COLUMN IF NOT EXISTS business_autoreply BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE workers ADD COLUMN IF NOT EXISTS calendar_token TEXT;
CREATE UNIQUE INDEX IF NOT EXISTS workers_calendar_token ON workers (calendar_token) WHERE calendar_token IS NOT NULL;

-- An answer in a master's chat goes through the bot's outbox like every message, naming the
-- connection it is sent through (null: the bot's own chat with the user).
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS business_connection_id TEXT;

-- The 'Про' plan has the answers; every other plan does not say so.
UPDATE plans SET features = features || jsonb_build_object('business_autoreply', plan_type = 'pro_monthly');

-- The offer to put the app on the home screen: done once it is added; a refusal waits 30 days.
ALTER TABLE users ADD COLUMN IF NOT EXISTS home_screen_added_at TIMESTAMPTZ;
ALTER TABLE users ADD COLUMN IF NOT EXISTS home_screen_refused_at TIMESTAMPTZ;
`,
  },
  {
    id: 30,
    name: 'figure_counters',
    // The master's figures and clients counted ahead (figure_days, figure_day_services,
    // figure_clients), kept by triggers that recount the rows a statement touched.
    sql: FIGURE_COUNTERS_SQL,
  },
  {
    id: 31,
    name: 'drop_list_cards',
    // The client's lists are read from the bookings' own rows: the stored cards of migration 22, the
    // functions that made them and the triggers that kept them go.
    sql: `
DROP TRIGGER IF EXISTS bookings_list_card ON bookings;
DROP TRIGGER IF EXISTS booking_services_list_cards_insert ON booking_services;
DROP TRIGGER IF EXISTS booking_services_list_cards_update ON booking_services;
DROP TRIGGER IF EXISTS booking_services_list_cards_delete ON booking_services;
DROP TRIGGER IF EXISTS workers_list_cards ON workers;
DROP TRIGGER IF EXISTS users_list_cards ON users;
DROP TRIGGER IF EXISTS services_list_cards ON services;
DROP FUNCTION IF EXISTS bookings_list_card();
DROP FUNCTION IF EXISTS booking_services_list_cards();
DROP FUNCTION IF EXISTS workers_list_cards();
DROP FUNCTION IF EXISTS users_list_cards();
DROP FUNCTION IF EXISTS services_list_cards();
DROP FUNCTION IF EXISTS refresh_booking_list_cards(INT[]);
DROP FUNCTION IF EXISTS booking_list_card(bookings);
DROP FUNCTION IF EXISTS booking_list_card(INT, TEXT, INT, INT, DATE, TIME, INT[]);
DROP FUNCTION IF EXISTS booking_list_card(INT, TEXT, INT, INT, DATE, TIME, INT[], INT[]);
ALTER TABLE bookings DROP COLUMN IF EXISTS list_card;
`,
  },
  {
    id: 32,
    name: 'languages',
    // The person's language on the server, so the bot writes in it: their own choice (null: follow the
    // messenger) and their messenger's language_code as init data carries it (users.queries.ts keeps it).
    // The bot's messages are kept as a key and its parameters (message) and written in the recipient's
    // language when they go (services/outbox-runner.ts); rows queued before this keep their text and go as written.
    sql: `
ALTER TABLE users ADD COLUMN IF NOT EXISTS language TEXT CHECK (language IN ('ru', 'en'));
ALTER TABLE users ADD COLUMN IF NOT EXISTS messenger_language TEXT;
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS message JSONB;
ALTER TABLE outbox ALTER COLUMN text DROP NOT NULL;
ALTER TABLE outbox ADD CONSTRAINT outbox_text_or_message CHECK (text IS NOT NULL OR message IS NOT NULL);
`,
  },
  {
    id: 33,
    name: 'ways_in',
    // One person, several ways in (docs/product.md, Sign-in outside the messengers). A person who
    // exists keeps their Telegram id; one who arrives another way gets a negative id (person_ids),
    // which Telegram never issues, so every path that names a telegram_id takes them too. Each way
    // in is a row of identities; a Telegram person's row is made with their users row (the trigger).
    // A typed name (typed_name) is the person's own: Telegram's profile sync leaves it.
    // Sessions keep only their token's hash; codes only theirs, with the tries and the address
    // they were asked from (the limits per phone and per address read them).
    sql: `
CREATE SEQUENCE IF NOT EXISTS person_ids AS BIGINT INCREMENT BY -1 MINVALUE -9007199254740991 MAXVALUE -1 START WITH -1;
CREATE TABLE IF NOT EXISTS identities (
  kind TEXT NOT NULL CHECK (kind IN ('telegram', 'phone')),
  external_id TEXT NOT NULL,
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, external_id)
);
CREATE INDEX IF NOT EXISTS identities_user ON identities (user_id);
INSERT INTO identities (kind, external_id, user_id) SELECT 'telegram', id::text, id FROM users WHERE id > 0 ON CONFLICT DO NOTHING;
CREATE OR REPLACE FUNCTION users_telegram_identity() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO identities (kind, external_id, user_id) VALUES ('telegram', NEW.id::text, NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER users_telegram_identity AFTER INSERT ON users FOR EACH ROW WHEN (NEW.id > 0) EXECUTE FUNCTION users_telegram_identity();
ALTER TABLE users ADD COLUMN IF NOT EXISTS typed_name BOOLEAN NOT NULL DEFAULT false;
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  way TEXT NOT NULL CHECK (way IN ('phone')),
  created_at TIMESTAMPTZ NOT NULL,
  last_used_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
CREATE TABLE IF NOT EXISTS sign_in_codes (
  id BIGSERIAL PRIMARY KEY,
  phone TEXT NOT NULL,
  name TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  address TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  tries INT NOT NULL DEFAULT 0,
  used_at TIMESTAMPTZ,
  sms_id TEXT
);
CREATE INDEX IF NOT EXISTS sign_in_codes_phone ON sign_in_codes (phone, created_at DESC);
CREATE INDEX IF NOT EXISTS sign_in_codes_address ON sign_in_codes (address, created_at DESC);
`,
  },
  {
    id: 34,
    name: 'outbox_channels',
    // Each message names the channel it went by, picked when it goes (Telegram for a person the bot
    // may write to, else SMS to their confirmed phone: services/outbox-runner.ts), and the provider's
    // id of what went (SMS.ru's sms_id: it has no idempotency key, so a message it answered is never
    // sent again).
    sql: `
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS channel TEXT CHECK (channel IN ('telegram', 'sms'));
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS provider_id TEXT;
`,
  },
  {
    id: 35,
    name: 'client_sms',
    // A master's clients' SMS (the confirmation, the reminder, the master's cancel or move of a client
    // without a messenger): the master may turn them off, and they are capped per month by the plan
    // in force (features.max_sms, in SMS.ru's billed parts: free 50, 'Про' 500). What went is counted
    // per master and month of the master's zone, when it goes; sign-in codes count against nobody.
    sql: `
ALTER TABLE workers ADD COLUMN IF NOT EXISTS client_sms BOOLEAN NOT NULL DEFAULT true;
CREATE TABLE IF NOT EXISTS sms_usage (
  worker_id INT NOT NULL REFERENCES workers(id) ON DELETE CASCADE,
  month DATE NOT NULL,
  parts INT NOT NULL DEFAULT 0 CHECK (parts >= 0),
  PRIMARY KEY (worker_id, month)
);
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS sms_parts INT;
UPDATE plans SET features = features || jsonb_build_object('max_sms', CASE WHEN plan_type = 'free' THEN 50 ELSE 500 END)
 WHERE NOT features ? 'max_sms';
`,
  },
  {
    id: 36,
    name: 'max_messenger',
    // MAX, VK's messenger, as a way in (identities kind 'max': the MAX user's id) and as a channel of
    // the bot's messages. Consent is the MAX user's, not a person's: bot_started gives it and
    // bot_stopped (or MAX's 403) takes it back, whether or not they have opened the app yet
    // (max_chats). A person's messages go by the messenger they last opened the app from, among those
    // that consent (users.last_messenger, written only when it changes).
    sql: `
ALTER TABLE identities DROP CONSTRAINT IF EXISTS identities_kind_check;
ALTER TABLE identities ADD CONSTRAINT identities_kind_check CHECK (kind IN ('telegram', 'phone', 'max'));
CREATE TABLE IF NOT EXISTS max_chats (
  user_id BIGINT PRIMARY KEY,
  allowed BOOLEAN NOT NULL,
  changed_at TIMESTAMPTZ NOT NULL,
  reason TEXT
);
ALTER TABLE users ADD COLUMN IF NOT EXISTS last_messenger TEXT CHECK (last_messenger IN ('telegram', 'max'));
ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('telegram', 'sms', 'max'));
-- The MAX bot's own answers (to bot_started, to a shared contact) go to that MAX user, whether or not they have opened the app.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS max_user_id BIGINT;
`,
  },
  {
    id: 37,
    name: 'deposits',
    // Deposits through each master's own ЮKassa shop. 'awaiting_payment' joins the statuses that hold
    // a booking's time (ACTIVE_BOOKING_STATUSES of @booking/contracts, written out here as the
    // database keeps it; a test reads the constraint, the index and the functions back against that
    // list): the exclusion constraint, the visitors' index and the figures' recounts.
    // worker_payment_settings keeps the shop's key encrypted (payments/secret-box.ts); deposits is a
    // booking's payment and its refund, each a state the job runner moves on (services/deposits.service.ts).
    sql: `
ALTER TABLE bookings DROP CONSTRAINT bookings_no_overlap;
ALTER TABLE bookings ADD CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
  worker_id WITH =,
  date WITH =,
  tsrange(date + time_start, date + time_end) WITH &&
) WHERE (status IN ('confirmed', 'created', 'awaiting_payment'));
DROP INDEX IF EXISTS bookings_took;
CREATE INDEX bookings_took ON bookings (worker_id, date, client_id) INCLUDE (time_start)
  WHERE status IN ('confirmed', 'created', 'awaiting_payment') AND attendance IS DISTINCT FROM 'no_show';
${holdingFigureFunctions()};
CREATE TABLE IF NOT EXISTS worker_payment_settings (
  worker_id INT PRIMARY KEY REFERENCES workers(id) ON DELETE CASCADE,
  shop_id TEXT NOT NULL,
  -- ЮKassa's account id of the shop (GET /v3/me): how a notification names its shop.
  account_id TEXT NOT NULL,
  secret_sealed TEXT NOT NULL,
  receipts BOOLEAN NOT NULL DEFAULT false,
  connected_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS worker_payment_settings_account ON worker_payment_settings (account_id);
ALTER TABLE services ADD COLUMN IF NOT EXISTS deposit_type TEXT NOT NULL DEFAULT 'none' CHECK (deposit_type IN ('none', 'fixed', 'percent'));
ALTER TABLE services ADD COLUMN IF NOT EXISTS deposit_value INT NOT NULL DEFAULT 0 CHECK (deposit_value >= 0);
CREATE TABLE IF NOT EXISTS deposits (
  -- Also the Idempotence-Key of the payment's creation, and (prefixed) of its refund.
  id UUID PRIMARY KEY,
  booking_id INT NOT NULL UNIQUE REFERENCES bookings(id) ON DELETE CASCADE,
  worker_id INT NOT NULL,
  -- The shop it was taken through (the master may connect another later); its key is read from the settings.
  account_id TEXT NOT NULL,
  amount INT NOT NULL CHECK (amount > 0),
  state TEXT NOT NULL DEFAULT 'creating' CHECK (state IN ('creating', 'pending', 'succeeded', 'canceled', 'expired')),
  yookassa_id TEXT UNIQUE,
  confirmation_url TEXT,
  expires_at TIMESTAMPTZ NOT NULL,
  paid_at TIMESTAMPTZ,
  -- null: no refund asked; pending: the job runner owes ЮKassa's refund; succeeded: done; failed: given up (logged).
  refund_state TEXT CHECK (refund_state IN ('pending', 'succeeded', 'failed')),
  refund_reason TEXT,
  refund_id TEXT,
  refund_attempts INT NOT NULL DEFAULT 0,
  refund_after TIMESTAMPTZ,
  refund_error TEXT,
  created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX IF NOT EXISTS deposits_holds ON deposits (expires_at) WHERE state IN ('creating', 'pending');
CREATE INDEX IF NOT EXISTS deposits_refunds ON deposits (refund_after) WHERE refund_state = 'pending';
CREATE INDEX IF NOT EXISTS deposits_worker ON deposits (worker_id);
`,
  },
  {
    id: 38,
    name: 'plans_in_rubles',
    // 'Про' paid in rubles through the product's own ЮKassa shop (services/plan-rubles.service.ts),
    // and receipts by email for the payers with no phone on record (a plan's, a deposit's).
    // A subscription says how it is paid; a rubles one keeps the card ЮKassa saved for it (null: each
    // period is paid by hand). plan_charges is each ЮKassa payment of a plan: the first, and one
    // renewal per period at most (its period's end is in the key, so a second charge for one
    // period cannot be recorded), with a refund owed when the money came for nothing.
    sql: `
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS paid_with TEXT NOT NULL DEFAULT 'stars' CHECK (paid_with IN ('stars', 'rubles'));
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS payment_method_id TEXT;
-- Where a rubles plan's receipts go when the master has no phone on record (asked on the payment step).
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS receipt_email TEXT;
-- The period end the master was last told of (the reminder to pay by hand, or a failed renewal): once per period.
ALTER TABLE subscriptions ADD COLUMN IF NOT EXISTS told_for TIMESTAMPTZ;
CREATE TABLE IF NOT EXISTS plan_charges (
  -- Also the payment's Idempotence-Key (and, prefixed, its refund's).
  id UUID PRIMARY KEY,
  subscription_id INT NOT NULL REFERENCES subscriptions(id),
  user_id BIGINT NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL CHECK (kind IN ('first', 'renewal')),
  -- A renewal: the end of the period it extends.
  period_end TIMESTAMPTZ,
  amount NUMERIC(10, 2) NOT NULL CHECK (amount > 0),
  state TEXT NOT NULL DEFAULT 'creating' CHECK (state IN ('creating', 'pending', 'succeeded', 'canceled')),
  yookassa_id TEXT UNIQUE,
  confirmation_url TEXT,
  refund_state TEXT CHECK (refund_state IN ('pending', 'succeeded', 'failed')),
  refund_attempts INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL,
  -- When the job runner reads an undecided payment from ЮKassa again (further apart as it ages).
  next_check_at TIMESTAMPTZ NOT NULL,
  paid_at TIMESTAMPTZ,
  UNIQUE (subscription_id, period_end)
);
CREATE INDEX IF NOT EXISTS plan_charges_open ON plan_charges (next_check_at) WHERE state IN ('creating', 'pending') OR refund_state = 'pending';
-- A deposit's receipt goes to this email when its client has no phone on record (asked on the payment step).
ALTER TABLE deposits ADD COLUMN IF NOT EXISTS receipt_email TEXT;
-- The shop a deposit was taken through and its key as sealed then: a refund owed, or a late payment,
-- is finished with them even after the master disconnects or changes shop (cleared once refunded).
ALTER TABLE deposits ADD COLUMN IF NOT EXISTS shop_id TEXT;
ALTER TABLE deposits ADD COLUMN IF NOT EXISTS secret_sealed TEXT;
CREATE INDEX IF NOT EXISTS subscriptions_rubles ON subscriptions (expires_at) WHERE paid_with = 'rubles' AND status IN ('active', 'scheduled');
`,
  },
];

/**
 * Migration 30's recounts of the figures as migration 37 remakes them: the same functions, reading
 * the holding statuses as that migration defines them.
 */
function holdingFigureFunctions(): string {
  const old = "('confirmed', 'created')";
  const now = "('confirmed', 'created', 'awaiting_payment')";
  return splitStatements(FIGURE_COUNTERS_SQL)
    .filter((s) => /^CREATE OR REPLACE FUNCTION refresh_figure_(days|clients)\(/m.test(s.replace(/^--[^\n]*\n/gm, '')))
    .map((s) => s.replaceAll(old, now))
    .join(';\n');
}

/**
 * The advisory lock key of schema changes and the demo seed (any fixed number; PostgreSQL keeps one
 * lock table per database). Several API processes starting at once on one database queue on it.
 */
export const SCHEMA_LOCK_KEY = 30_030_001;

/**
 * Applies pending migrations, each in its own transaction, recorded in schema_migrations. Safe when
 * several processes start at once: every transaction first takes the schema's advisory lock (held
 * until it ends), then reads what is done, so each migration runs once and a process never sees a
 * half-made schema (a second process waits, then finds it done).
 */
export async function migrate(db: Database): Promise<void> {
  const lock = () => `SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`;
  const done = await db.transaction(async (tx) => {
    await tx.query(lock());
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (id INT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM schema_migrations');
    return new Set(rows.map((r) => Number(r.id)));
  });
  for (const m of MIGRATIONS) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await tx.query(lock());
      // Another process may have applied it while this one waited for the lock.
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [m.id])).rows.length > 0) return;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    });
  }
}

/**
 * A migration's statements: split at a semicolon that ends a line, except inside a dollar-quoted body
 * (`$fn$ ... $fn$`, a function's), which keeps its own semicolons.
 */
export function splitStatements(sql: string): string[] {
  const bodies: string[] = [];
  const masked = sql.replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/g, (body) => `\u0000${bodies.push(body) - 1}\u0000`);
  return masked
    .split(/;\s*\n/)
    .map((s) => s.replace(/\u0000(\d+)\u0000/g, (_, n: string) => bodies[Number(n)]!).trim())
    .filter((s) => s.length > 0 && !/^(--[^\n]*\n?)*$/.test(s));
}

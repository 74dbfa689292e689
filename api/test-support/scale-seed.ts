import type { Database, Queryable } from '../src/db/queryable';

/**
 * A large database for the query-plan test and `npm run bench:scale`, made with
 * set-based SQL (generate_series, a statement per table): by default 10,000 masters (each with a
 * business, a place, a category, 5 services, a paid plan and a free day 09:00-21:00 on each of the
 * 30 days from 15 days ago), 10,000 clients and 1,000,000 bookings (100 per master and 100 per
 * client: 90 past ones every 4 days before today-40, 10 upcoming at 09:00 on the next 10 days; every
 * 10th cancelled), each with one service; and the busy masters' bookings below. Run it on a migrated
 * database without the demo data.
 */
export interface ScaleSize {
  masters: number;
  clients: number;
  /** Bookings per master (so bookings = masters * this). */
  bookingsPerMaster: number;
}

export const FULL_SCALE: ScaleSize = { masters: 10_000, clients: 10_000, bookingsPerMaster: 100 };

/** Telegram ids of the seeded people: master n (1-based) is MASTER_ID0 + n, client n is CLIENT_ID0 + n. */
export const MASTER_ID0 = 10_000_000;
export const CLIENT_ID0 = 20_000_000;
/** Bookings per master that are upcoming (the rest are past). */
export const UPCOMING_PER_MASTER = 10;
export const SERVICES_PER_MASTER = 5;
export const SCHEDULE_DAYS = { from: -15, to: 14 };
/**
 * Masters 1..BUSY_MASTERS also have BUSY_BOOKINGS bookings over the BUSY_DAYS days before
 * today (17 a day: 06:00-09:00 and 18:00-23:30, around their other bookings), with 1,000 clients each
 * (so most come back), every 10th cancelled (by the client or the master in turn), every 15th a no-show
 * and every 50th moved: the figures, client list and cards of a busy master (bench:scale).
 */
export const BUSY_MASTERS = 10;
export const BUSY_BOOKINGS = 5_100;
export const BUSY_DAYS = 300;
const BUSY_PER_DAY = 17;
/** Bookings the seed makes in all. */
export const seededBookings = (size: ScaleSize) => size.masters * size.bookingsPerMaster + Math.min(BUSY_MASTERS, size.masters) * BUSY_BOOKINGS;

export async function seedScale(database: Database, size: ScaleSize = FULL_SCALE, log: (line: string) => void = () => undefined): Promise<void> {
  await database.transaction(async (tx) => {
    // One transaction on one connection: its settings hold for every statement. The rows are made
    // consistent by construction, so a superuser skips the foreign-key triggers (3 million checks);
    // anyone else keeps them (a savepoint keeps the refusal from ending the transaction).
    await tx.query('SET LOCAL maintenance_work_mem = \'256MB\'');
    await tx.query('SAVEPOINT replica');
    await tx.query('SET LOCAL session_replication_role = replica').then(
      () => tx.query('RELEASE SAVEPOINT replica'),
      () => tx.query('ROLLBACK TO SAVEPOINT replica'),
    );
    await seedRows(tx, size, log);
  });
  // Statistics for the planner, as autovacuum would make them in time (outside the transaction: it sees the rows).
  const t = Date.now();
  await database.query('ANALYZE');
  log(`  analyze: ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

async function seedRows(db: Queryable, size: ScaleSize, log: (line: string) => void): Promise<void> {
  const { masters: M, clients: C, bookingsPerMaster: K } = size;
  const today = `(now() AT TIME ZONE 'Europe/Moscow')::date`;
  const step = async (name: string, sql: string) => {
    const t = Date.now();
    await db.query(sql);
    log(`  ${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await step('plans', `INSERT INTO plans (id, name, description, price, price_stars, duration_days, plan_type, features) VALUES
      (1, 'Бесплатный', 'До 20 записей в месяц', 0, NULL, 30, 'free', '{"max_bookings":20,"max_services":10}'),
      (2, 'Про', 'Без ограничений', 990, 500, 30, 'pro_monthly', '{"max_bookings":-1,"max_services":-1}')
    ON CONFLICT (id) DO NOTHING`);
  await step('users', `INSERT INTO users (id, first_name, last_name, username, timezone, bot_write_allowed)
      SELECT ${MASTER_ID0} + g, 'Мастер', 'Номер ' || g, 'master_' || g, 'Europe/Moscow', false FROM generate_series(1, ${M}) g
      UNION ALL
      SELECT ${CLIENT_ID0} + g, 'Клиент', 'Номер ' || g, 'client_' || g, NULL, false FROM generate_series(1, ${C}) g`);
  await step('businesses, places, workers', `
    WITH b AS (INSERT INTO businesses (id, name, description, avatar) SELECT g, 'Студия ' || g, 'Салон', '' FROM generate_series(1, ${M}) g RETURNING id),
    o AS (INSERT INTO business_owners (business_id, user_id) SELECT id, ${MASTER_ID0} + id FROM b),
    p AS (INSERT INTO places (id, business_id, name, address, avatar, phone) SELECT id, id, 'Место ' || id, 'Улица, ' || id, '', '+7900' || lpad(id::text, 7, '0') FROM b RETURNING id)
    INSERT INTO workers (id, user_id, business_id, title, description, avatar) SELECT id, ${MASTER_ID0} + id, id, 'Мастер ' || id, 'Описание', '' FROM p`);
  await step('worker_places, categories, services', `
    WITH wp AS (INSERT INTO worker_places (worker_id, place_id) SELECT g, g FROM generate_series(1, ${M}) g),
    c AS (INSERT INTO categories (id, worker_id, name) SELECT g, g, 'Категория' FROM generate_series(1, ${M}) g)
    INSERT INTO services (id, worker_id, category_id, place_id, title, price, slot_duration, booking_deadline)
    SELECT (w - 1) * ${SERVICES_PER_MASTER} + s, w, w, w, 'Услуга ' || s, 1000 + 100 * s, 30 * (1 + s % 2), 15
      FROM generate_series(1, ${M}) w, generate_series(1, ${SERVICES_PER_MASTER}) s`);
  await step('subscriptions', `INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at)
      SELECT ${MASTER_ID0} + g, 1, 'cancelled', now() - interval '40 days', now() - interval '10 days' FROM generate_series(1, ${M}) g
      UNION ALL
      SELECT ${MASTER_ID0} + g, 2, 'active', now() - interval '10 days', now() + interval '20 days' FROM generate_series(1, ${M}) g`);
  await step('timeslots', `INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status)
      SELECT w, w, ${today} + d, '09:00', '21:00', 'free' FROM generate_series(${SCHEDULE_DAYS.from}, ${SCHEDULE_DAYS.to}) d, generate_series(1, ${M}) w`);
  // Booking k of master w: past ones every 4 days back from today-40, upcoming ones at 09:00 on the
  // next days; its client is (w + 37k) mod C, so each client has about K * M / C bookings.
  const past = K - UPCOMING_PER_MASTER;
  // Bookings' secondary indexes and the exclusion constraint are built once after the rows are in
  // (a bulk build), from their own definitions in the database: about twice as fast as row by row.
  const { rows: rebuild } = await db.query<{ drop: string; create: string }>(`
      SELECT format('ALTER TABLE bookings DROP CONSTRAINT %I', conname) AS drop,
             format('ALTER TABLE bookings ADD CONSTRAINT %I %s', conname, pg_get_constraintdef(oid)) AS create
        FROM pg_constraint WHERE conrelid = 'bookings'::regclass AND contype = 'x'
      UNION ALL
      SELECT format('DROP INDEX %I', i.relname), pg_get_indexdef(i.oid)
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
       WHERE x.indrelid = 'bookings'::regclass AND NOT x.indisprimary
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)`);
  for (const r of rebuild) await db.query(r.drop);
  // Booking `id` of master `w` has one service, written below.
  const serviceOf = (id: string, w: string) => `(${w} - 1) * ${SERVICES_PER_MASTER} + 1 + (${id} / ${M}) % ${SERVICES_PER_MASTER}`;
  await step('bookings', `INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end, created_at)
      SELECT id, status, client_id, w, w, date, time_start, time_end, now() - interval '1 day'
        FROM (SELECT k, w, (k * ${M}) + w AS id, CASE WHEN (w + k) % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END AS status,
                     ${CLIENT_ID0} + 1 + (w - 1 + 37 * k) % ${C} AS client_id,
                     CASE WHEN k < ${past} THEN ${today} - 40 - 4 * (${past} - 1 - k) ELSE ${today} + 1 + (k - ${past}) END AS date,
                     CASE WHEN k < ${past} THEN time '10:00' + (k % 8) * interval '1 hour' ELSE time '09:00' END AS time_start,
                     CASE WHEN k < ${past} THEN time '11:00' + (k % 8) * interval '1 hour' ELSE time '10:00' END AS time_end
                FROM generate_series(0, ${K - 1}) k, generate_series(1, ${M}) w) g`);
  // The busy masters' bookings (BUSY_MASTERS): booking j of master w on day j / 17 before today, at the
  // (j % 17)th half hour of 06:00-09:00 and 18:00-23:30; its service j % 5 of the master's.
  const busy = Math.min(BUSY_MASTERS, M);
  const busyStart = `CASE WHEN j % ${BUSY_PER_DAY} < 6 THEN time '06:00' + (j % ${BUSY_PER_DAY}) * interval '30 minutes'
                          ELSE time '18:00' + (j % ${BUSY_PER_DAY} - 6) * interval '30 minutes' END`;
  await step('busy masters\' bookings', `INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end, created_at, cancelled_by, attendance)
      SELECT id, status, client_id, w, w, date, time_start, time_start + interval '30 minutes', now() - interval '1 day',
             CASE WHEN status = 'cancelled' THEN CASE WHEN j % 20 = 0 THEN 'client' ELSE 'master' END END,
             CASE WHEN status = 'confirmed' AND j % 15 = 0 THEN 'no_show' END
        FROM (SELECT j, w, ${M * K} + (w - 1) * ${BUSY_BOOKINGS} + j + 1 AS id, CASE WHEN j % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END AS status,
                     ${CLIENT_ID0} + 1 + (w * 997 + j % 1000) % ${C} AS client_id,
                     ${today} - 1 - j / ${BUSY_PER_DAY} AS date, ${busyStart} AS time_start
                FROM generate_series(0, ${BUSY_BOOKINGS - 1}) j, generate_series(1, ${busy}) w) g`);
  await step('busy masters\' moves', `INSERT INTO booking_moves (booking_id, worker_id, moved_by, counted, from_date, from_start, from_end, to_date, to_start, to_end, moved_at)
      SELECT b.id, b.worker_id, 'client', true, b.date - 1, b.time_start, b.time_end, b.date, b.time_start, b.time_end, now() - interval '2 days'
        FROM bookings b WHERE b.id > ${M * K} AND b.id % 50 = 0`);
  for (const r of rebuild) await step(r.create.replace(/ USING .*| ON .*/, ''), r.create);
  // Each with its price, kept as a booking keeps it (migration 28).
  await step('booking_services', `INSERT INTO booking_services (booking_id, service_id, position, price)
      SELECT b.id, s.id, 0, s.price FROM bookings b
        JOIN services s ON s.id = CASE WHEN b.id > ${M * K} THEN (b.worker_id - 1) * ${SERVICES_PER_MASTER} + 1 + (b.id - ${M * K} - 1 - (b.worker_id - 1) * ${BUSY_BOOKINGS}) % ${SERVICES_PER_MASTER}
                                       ELSE ${serviceOf('b.id', 'b.worker_id')} END`);
  // The figures' counters (migration 30), which the triggers off above would have kept.
  await step('figure counters', `SELECT refresh_figure_days(array_agg(worker_id), array_agg(date)) FROM (SELECT DISTINCT worker_id, date FROM bookings) k`);
  await step('figure clients', `SELECT refresh_figure_clients(array_agg(worker_id), array_agg(client_id)) FROM (SELECT DISTINCT worker_id, client_id FROM bookings) k`);
  await step('sequences', `SELECT setval('businesses_id_seq', ${M}), setval('places_id_seq', ${M}), setval('workers_id_seq', ${M}),
      setval('categories_id_seq', ${M}), setval('services_id_seq', ${M * SERVICES_PER_MASTER}), setval('bookings_id_seq', ${M * K + busy * BUSY_BOOKINGS}), setval('plans_id_seq', 2)`);
}

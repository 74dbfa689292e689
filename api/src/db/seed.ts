import type { Database, Queryable } from './database';
import { DEFAULT_TIMEZONE, wallClock } from '../domain/clock';
import { SCHEMA_LOCK_KEY } from './migrations';

/** Demo people the demo-user picker offers. Telegram ids in a range real accounts do not use for bots. */
export const DEMO_USERS = [
  { id: 100001, first_name: 'Анна', last_name: 'Клиентова', username: 'demo_anna', role: 'client' },
  { id: 100002, first_name: 'Борис', last_name: 'Новиков', username: 'demo_boris', role: 'client' },
  { id: 200001, first_name: 'Мария', last_name: 'Иванова', username: 'demo_maria', role: 'master' },
  { id: 200002, first_name: 'Ольга', last_name: 'Петрова', username: 'demo_olga', role: 'master' },
  { id: 200003, first_name: 'Елена', last_name: 'Смирнова', username: 'demo_elena', role: 'master' },
] as const;

/**
 * Demo data (seeded in demo mode, `DEMO`): business 1 with two places and three masters, their categories,
 * services and free time on the next 14 days, and a few bookings for the first demo client.
 * Idempotent: does nothing when business 1 exists already.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  // Working days are the masters' days: today on their clock (Moscow), not the database server's date.
  const today = wallClock(DEFAULT_TIMEZONE).date;
  return db.transaction(async (tx) => {
    // Several processes may start at once (npm run start:cluster): one seeds, the others find it done.
    await tx.query(`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK_KEY})`);
    const existing = await tx.query('SELECT 1 FROM businesses WHERE id = 1');
    if (existing.rows.length > 0) return false;
    for (const u of DEMO_USERS) {
      await tx.query(
        `INSERT INTO users (id, first_name, last_name, username, timezone) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [u.id, u.first_name, u.last_name, u.username, DEFAULT_TIMEZONE],
      );
    }
    await tx.query(
      `INSERT INTO businesses (id, name, description, avatar) VALUES (1, 'Студия «Лайм»', 'Салон красоты', '')`,
    );
    await tx.query('INSERT INTO business_owners (business_id, user_id) VALUES (1, 200001)');
    await tx.query(
      `INSERT INTO places (id, business_id, name, address, avatar, phone, vk, website) VALUES
       (1, 1, 'Лайм на Тверской', 'Москва, Тверская ул., 12', '', '+7 (999) 123-45-67', NULL, NULL),
       (2, 1, 'Лайм на Арбате', 'Москва, ул. Арбат, 24', '', '+7 (999) 765-43-21', NULL, NULL)`,
    );
    await tx.query(
      `INSERT INTO workers (id, user_id, business_id, title, description, avatar, booking_rules_text) VALUES
       (1, 200001, 1, 'Мария Иванова', 'Парикмахер-стилист, стрижки и окрашивание', '', 'Пожалуйста, приходите вовремя.'),
       (2, 200002, 1, 'Ольга Петрова', 'Мастер маникюра и педикюра', '', NULL),
       (3, 200003, 1, 'Елена Смирнова', 'Лэшмейкер, наращивание ресниц', '', NULL)`,
    );
    await tx.query('INSERT INTO worker_places (worker_id, place_id) VALUES (1, 1), (2, 1), (2, 2), (3, 2)');
    await tx.query(
      `INSERT INTO categories (id, worker_id, name) VALUES
       (1, 1, 'Стрижки'), (2, 1, 'Окрашивание'), (3, 2, 'Маникюр'), (4, 2, 'Педикюр'), (5, 3, 'Ресницы')`,
    );
    await tx.query(
      `INSERT INTO services (id, worker_id, category_id, place_id, title, price, slot_duration, booking_deadline) VALUES
       (1, 1, 1, 1, 'Женская стрижка', 2500, 60, 15),
       (2, 1, 1, 1, 'Мужская стрижка', 1500, 30, 15),
       (3, 1, 2, 1, 'Окрашивание в один тон', 4500, 120, 60),
       (4, 2, 3, 1, 'Маникюр с покрытием', 2000, 90, 15),
       (5, 2, 4, 2, 'Педикюр', 2500, 60, 30),
       (6, 3, 5, 2, 'Наращивание ресниц 2D', 3000, 120, 120)`,
    );
    for (const [sequence, table] of [
      ['businesses_id_seq', 'businesses'], ['places_id_seq', 'places'], ['workers_id_seq', 'workers'],
      ['categories_id_seq', 'categories'], ['services_id_seq', 'services'],
    ] as const) {
      await tx.query(`SELECT setval('${sequence}', (SELECT max(id) FROM ${table}))`);
    }
    // Working days from yesterday to 14 days ahead: 09:00-18:00 with a 13:00-14:00 break. Olga works
    // at both her places, mornings at place 1 and afternoons at place 2, so each of her services can
    // be booked where it is offered.
    await tx.query(
      `INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status)
       SELECT t.worker_id, t.place_id, $1::date + d, t.s, t.e, t.status
       FROM generate_series(-1, 14) d
       CROSS JOIN (VALUES
         (1, 1, '09:00'::time, '13:00'::time, 'free'), (1, 1, '13:00', '14:00', 'break'), (1, 1, '14:00', '18:00', 'free'),
         (2, 1, '09:00', '13:00', 'free'), (2, 1, '13:00', '14:00', 'break'), (2, 2, '14:00', '18:00', 'free'),
         (3, 2, '09:00', '13:00', 'free'), (3, 2, '13:00', '14:00', 'break'), (3, 2, '14:00', '18:00', 'free')
       ) t(worker_id, place_id, s, e, status)`,
      [today],
    );
    // Anna: one booking tomorrow, one yesterday (past), one cancelled next week.
    const bookings: [number, string, number, number, string, string, number[]][] = [
      [1, 'confirmed', 1, 1, '10:00', '11:00', [1]],
      [2, 'confirmed', 2, -1, '10:00', '11:30', [4]],
      [3, 'cancelled', 1, 7, '11:00', '11:30', [2]],
    ];
    for (const [id, status, workerId, days, start, end, serviceIds] of bookings) {
      await tx.query(
        `INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end)
         VALUES ($1, $2, 100001, 1, $3, $6::date + $7::int, $4, $5)`,
        [id, status, workerId, start, end, today, days],
      );
      for (const [position, serviceId] of serviceIds.entries()) {
        await tx.query('INSERT INTO booking_services (booking_id, service_id, position, price) SELECT $1, $2, $3, price FROM services WHERE id = $2', [id, serviceId, position]);
      }
    }
    await tx.query(`SELECT setval('bookings_id_seq', (SELECT max(id) FROM bookings))`);
    await seedSpecialCases(tx, today);
    return true;
  });
}

/**
 * The product's special cases (docs/product.md) as data, not ids in code: place 7 has a two-image gallery, and
 * workers 13, 47 and 48 offer only slots near a busy or break interval (adjacent_slots_only).
 */
async function seedSpecialCases(tx: Queryable, today: string): Promise<void> {
  await tx.query(
    `INSERT INTO places (id, business_id, name, address, avatar, phone, vk, website) VALUES
     (7, 1, 'Лайм на Патриарших', 'Москва, Малая Бронная ул., 20', '', '+7 (999) 111-22-33', 'https://vk.com/lime_studio', 'https://lime.example')`,
  );
  await tx.query(
    `INSERT INTO place_images (place_id, url, position) VALUES (7, '/api/gallery/place-7-hall.svg', 0), (7, '/api/gallery/place-7-chair.svg', 1)`,
  );
  await tx.query(
    `INSERT INTO workers (id, user_id, business_id, title, description, avatar, adjacent_slots_only) VALUES
     (13, NULL, 1, 'Анастасия Орлова', 'Бровист', '', true),
     (47, NULL, 1, 'Дарья Волкова', 'Визажист', '', true),
     (48, NULL, 1, 'Ирина Соколова', 'Массажист', '', true)`,
  );
  await tx.query('INSERT INTO worker_places (worker_id, place_id) VALUES (13, 7), (47, 7), (48, 7)');
  await tx.query(`INSERT INTO categories (id, worker_id, name) VALUES (13, 13, 'Брови'), (47, 47, 'Макияж'), (48, 48, 'Массаж')`);
  await tx.query(
    `INSERT INTO services (id, worker_id, category_id, place_id, title, price, slot_duration, booking_deadline) VALUES
     (13, 13, 13, 7, 'Коррекция бровей', 1200, 30, 15),
     (47, 47, 47, 7, 'Дневной макияж', 2500, 60, 15),
     (48, 48, 48, 7, 'Массаж спины', 3000, 60, 15)`,
  );
  await tx.query(
    `INSERT INTO timeslots (worker_id, place_id, date, time_start, time_end, status)
     SELECT w, 7, $1::date + d, t.s, t.e, t.status
     FROM unnest(ARRAY[13, 47, 48]) w
     CROSS JOIN generate_series(-1, 14) d
     CROSS JOIN (VALUES ('10:00'::time, '14:00'::time, 'free'), ('14:00', '15:00', 'break'), ('15:00', '20:00', 'free')) t(s, e, status)`,
    [today],
  );
  for (const [sequence, table] of [
    ['places_id_seq', 'places'], ['workers_id_seq', 'workers'], ['categories_id_seq', 'categories'], ['services_id_seq', 'services'],
  ] as const) {
    await tx.query(`SELECT setval('${sequence}', (SELECT max(id) FROM ${table}))`);
  }
}

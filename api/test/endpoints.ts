import type { Queryable } from '../src/db/database';

/**
 * Every mutating endpoint, with a valid request for its owner. The permission matrix and the
 * malformed-input property test both walk this table, so a new route is covered by adding it here.
 */
export const MARIA = 200001; // master of worker 1
export const OLGA = 200002; // master of worker 2
export const ANNA = 100001; // client with booking 1 (tomorrow, worker 1)
export const BORIS = 100002; // client with no bookings
export const NEW_MASTER = 300900; // a user who registers as a master

export const day = (n: number) => new Date(Date.now() + 3 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);
const SLOTS = [{ time_start: '10:00', time_end: '18:00', status: 'free' }];

export interface Endpoint {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  url: string;
  owner: number;
  body?: Record<string, unknown>;
  /** What a caller who is not the owner gets: 403, or 404 where saying more would leak. */
  stranger: 403 | 404;
  /** Whether the body names the caller (telegram_id): strangers then send their own id. */
  callerScoped?: boolean;
  /** Acts on the caller's own things only (their subscription, their upload): no stranger exists. */
  selfOnly?: boolean;
  /** A multipart upload (field `file`) instead of a JSON body. */
  multipart?: boolean;
  /** Ids that only exist at run time (a seeded timeslot), filled into the url or body. */
  resolve?: (db: Queryable) => Promise<Partial<Pick<Endpoint, 'url' | 'body'>>>;
}

/** The id of a seeded timeslot of master 1 (worker 1 works 09-13, break 13-14, 14-18 every day). */
const slotOf = async (db: Queryable, date: string, start: string) =>
  Number((await db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND time_start = $2`, [date, start])).rows[0]!.id);

/** A client of master 1 who is none of the callers above (their bookings' strangers are every caller but the master). */
export const CARLA = 100777;

/**
 * For the move and attendance calls: a booking of these made once (the same ids every time; idempotent,
 * so a resolve that runs again changes nothing): 9001 Anna's with master 2 (Olga) ahead, 9002 Carla's
 * with master 1 ahead, 9003 Carla's with master 1 yesterday (started: its attendance can be marked).
 */
async function ensureBooking(db: Queryable, id: number, client: number, worker: number, date: string, start: string, end: string, service: number) {
  await db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Карла') ON CONFLICT (id) DO NOTHING`, [CARLA]);
  await db.query(
    `INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end) VALUES ($1, 'confirmed', $2, 1, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
    [id, client, worker, date, start, end],
  );
  await db.query('INSERT INTO booking_services (booking_id, service_id, position, price) SELECT $1, $2, 0, price FROM services WHERE id = $2 ON CONFLICT DO NOTHING', [id, service]);
}

/** A master on the 'Про' plan with worker 9100 (for the calls only that plan allows: figures and the CSV), made once. */
export const PRO_MASTER = 300901;
async function ensureProMaster(db: Queryable) {
  // As initDataFor signs them: its first request finds its profile as it is.
  await db.query(`INSERT INTO users (id, first_name) VALUES ($1, 'Test') ON CONFLICT (id) DO NOTHING`, [PRO_MASTER]);
  await db.query(`INSERT INTO businesses (id, name) VALUES (9100, 'Про') ON CONFLICT (id) DO NOTHING`);
  await db.query(`INSERT INTO workers (id, user_id, business_id, title) VALUES (9100, $1, 9100, 'Про') ON CONFLICT (id) DO NOTHING`, [PRO_MASTER]);
  await db.query(`INSERT INTO subscriptions (user_id, plan_id, status) SELECT $1, 2, 'active' WHERE NOT EXISTS (SELECT 1 FROM subscriptions WHERE user_id = $1)`, [PRO_MASTER]);
}

/** The id of a free timeslot of `worker` holding `start` on `date`. */
const freeSlotOf = async (db: Queryable, worker: number, date: string, start: string) =>
  Number((await db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = $1 AND date = $2 AND status = 'free' AND time_start <= $3::time AND time_end > $3::time`, [worker, date, start])).rows[0]!.id);

/** A tiny real PNG: the signature and some bytes. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
export const BOUNDARY = '----booking-test';

/** A multipart/form-data body with one file part. */
export function multipartBody(filename: string, bytes: Buffer, field = 'file'): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

export const ENDPOINTS: Endpoint[] = [
  { name: 'create timetable', method: 'POST', url: '/api/timetable/', owner: MARIA, stranger: 403, body: { worker_id: 1, place_id: 1, date: day(30), slots: SLOTS } },
  { name: 'update timetable', method: 'PUT', url: '/api/timetable/', owner: MARIA, stranger: 403, body: { worker_id: 1, place_id: 1, date: day(3), slots: SLOTS } },
  { name: 'delete timetable', method: 'DELETE', url: `/api/timetable/?worker_id=1&date=${day(4)}`, owner: MARIA, stranger: 403 },
  { name: 'create multiple', method: 'POST', url: '/api/timetable/multiple', owner: MARIA, stranger: 403, body: { worker_id: 1, place_id: 1, dates: [day(31), day(32)], slots: SLOTS } },
  { name: 'delete multiple', method: 'DELETE', url: '/api/timetable/multiple', owner: MARIA, stranger: 403, body: { worker_id: 1, dates: [day(5)] } },
  { name: 'copy timetable', method: 'POST', url: '/api/timetable/copy', owner: MARIA, stranger: 403, body: { worker_id: 1, from_date: day(6), to_date: day(33) } },
  { name: 'copy timeslots', method: 'POST', url: '/api/timeslots/copy', owner: MARIA, stranger: 403, body: { worker_id: 1, place_id: 1, from_date: day(6), to_date: day(34) } },
  { name: 'bulk timeslots', method: 'POST', url: '/api/timeslots/bulk', owner: MARIA, stranger: 403, body: { worker_id: 1, place_id: 1, dates: [day(35)], time_start: '10:00', time_end: '12:00', status: 'free' } },
  { name: 'delete timeslots by dates', method: 'DELETE', url: '/api/timeslots/by-dates', owner: MARIA, stranger: 403, body: { worker_id: 1, dates: [day(7)] } },
  { name: 'create category', method: 'POST', url: '/api/services/categories', owner: MARIA, stranger: 403, body: { name: 'Укладки', worker_id: 1 } },
  { name: 'create service', method: 'POST', url: '/api/services/', owner: MARIA, stranger: 403, body: { worker_id: 1, category_id: 1, place_id: 1, title: 'Укладка', price: 1500 } },
  { name: 'update service', method: 'PUT', url: '/api/services/2', owner: MARIA, stranger: 403, body: { worker_id: 1, category_id: 1, place_id: 1, title: 'Мужская стрижка', price: 1600 } },
  { name: 'delete service', method: 'DELETE', url: '/api/services/3', owner: MARIA, stranger: 403 },
  { name: 'master cancels a booking', method: 'POST', url: '/api/workers/1/bookings/500/cancel', owner: MARIA, stranger: 403 },
  { name: 'client cancels a booking', method: 'GET', url: '/api/bookings/1/cancel', owner: ANNA, stranger: 404 },
  { name: 'client moves a booking', method: 'POST', url: '/api/bookings/9001/move', owner: ANNA, stranger: 404, body: { timeslot_id: 0, time_start: '11:00' },
    resolve: async (db) => {
      await ensureBooking(db, 9001, ANNA, 2, day(12), '09:00', '10:30', 4);
      return { body: { timeslot_id: await freeSlotOf(db, 2, day(12), '11:00'), time_start: '11:00' } };
    } },
  { name: 'master moves a booking', method: 'POST', url: '/api/bookings/9002/move', owner: MARIA, stranger: 404, body: { timeslot_id: 0, time_start: '09:30' },
    resolve: async (db) => {
      await ensureBooking(db, 9002, CARLA, 1, day(12), '09:00', '09:30', 2);
      return { body: { timeslot_id: await freeSlotOf(db, 1, day(12), '09:30'), time_start: '09:30' } };
    } },
  { name: 'master marks attendance', method: 'PUT', url: '/api/bookings/9003/attendance', owner: MARIA, stranger: 404, body: { attendance: 'came' },
    resolve: async (db) => {
      await ensureBooking(db, 9003, CARLA, 1, day(-1), '10:00', '10:30', 2);
      return {};
    } },
  // What a master keeps about a client (Anna booked with master 1 in the demo data), and the CSV's signed address
  // (for a master of their own on 'Про': the table's other masters stay on the free plan).
  { name: 'note about a client', method: 'PUT', url: `/api/workers/1/clients/${ANNA}/note`, owner: MARIA, stranger: 403, body: { note: 'Любит короткие стрижки' } },
  { name: 'block a client', method: 'PUT', url: `/api/workers/1/clients/${ANNA}/block`, owner: MARIA, stranger: 403, body: { blocked: false } },
  { name: 'signed address of the CSV', method: 'POST', url: '/api/workers/9100/analytics/export-link', owner: PRO_MASTER, stranger: 403, body: { from: day(-6), to: day(0) },
    resolve: async (db) => {
      await ensureProMaster(db);
      return {};
    } },
  { name: 'book', method: 'POST', url: '/api/bookings/', owner: BORIS, stranger: 403, callerScoped: true, body: { telegram_id: BORIS, place_id: 1, service_ids: [2], timeslot_id: 0, time_start: '16:00' },
    resolve: async (db) => ({ body: { telegram_id: BORIS, place_id: 1, service_ids: [2], timeslot_id: await slotOf(db, day(8), '14:00'), time_start: '16:00' } }) },
  { name: 'update timeslot', method: 'PUT', url: '/api/timeslots/0', owner: MARIA, stranger: 403, body: { time_start: '14:00', time_end: '18:00', status: 'free' },
    resolve: async (db) => ({ url: `/api/timeslots/${await slotOf(db, day(10), '14:00')}` }) },
  { name: 'delete timeslot', method: 'DELETE', url: '/api/timeslots/0', owner: MARIA, stranger: 403,
    resolve: async (db) => ({ url: `/api/timeslots/${await slotOf(db, day(11), '13:00')}` }) },
  { name: 'register as a master', method: 'POST', url: '/api/registration/worker', owner: NEW_MASTER, stranger: 403, callerScoped: true, body: { telegram_id: NEW_MASTER, business_name: 'Ника', place_name: 'Ника', place_address: 'Онлайн', place_contacts: { phone: '8 (999) 000-11-22' }, worker_title: 'Ника', worker_description: 'Массаж лица и шеи' } },
  { name: 'update worker profile', method: 'PATCH', url: '/api/registration/worker', owner: MARIA, stranger: 403, callerScoped: true, body: { telegram_id: MARIA, business_name: 'Мария', place_name: 'Лайм', place_address: 'Москва', place_contacts: { phone: '+7 999 123 45 67' }, worker_title: 'Мария Иванова', worker_description: 'Парикмахер-стилист' } },
  { name: 'set timezone', method: 'POST', url: '/api/profile/timezone', owner: ANNA, stranger: 403, callerScoped: true, body: { telegram_id: ANNA, timezone: 'Europe/Samara' } },
  { name: 'answer the write access request', method: 'POST', url: '/api/profile/write-access', owner: ANNA, stranger: 403, selfOnly: true, body: { allowed: false } },
  { name: 'choose a language', method: 'POST', url: '/api/profile/language', owner: ANNA, stranger: 403, selfOnly: true, body: { language: 'en' } },
  { name: 'subscribe', method: 'POST', url: '/api/payments/subscriptions', owner: OLGA, stranger: 403, selfOnly: true, body: { plan_id: 2 } },
  { name: 'cancel subscription', method: 'POST', url: '/api/payments/subscriptions/cancel', owner: OLGA, stranger: 403, selfOnly: true },
  { name: 'upload an avatar', method: 'POST', url: '/api/documents/avatar', owner: ANNA, stranger: 403, selfOnly: true, multipart: true },
  { name: 'business autoreply switch', method: 'PUT', url: '/api/workers/1/business-autoreply', owner: MARIA, stranger: 403, body: { enabled: false } },
  { name: 'answer the home-screen offer', method: 'POST', url: '/api/profile/home-screen', owner: ANNA, stranger: 403, selfOnly: true, body: { answer: 'refused' } },
  { name: 'share card', method: 'POST', url: '/api/workers/1/share-card', owner: MARIA, stranger: 403 },
  { name: 'new calendar address', method: 'POST', url: '/api/workers/1/calendar/token', owner: MARIA, stranger: 403 },
  { name: 'signed .ics address', method: 'POST', url: '/api/bookings/1/ics-link', owner: ANNA, stranger: 404 },
];

/** Tables whose content a refused request must leave exactly as it was. */
export const WATCHED_TABLES = [
  'bookings', 'booking_services', 'booking_moves', 'worker_clients', 'timeslots', 'services', 'categories', 'workers', 'worker_places', 'places', 'businesses',
  'business_owners', 'subscriptions', 'plans', 'users', 'uploaded_files', 'business_connections',
];

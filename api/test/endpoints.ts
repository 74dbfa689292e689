/**
 * Every mutating endpoint, with a valid request for its owner. The permission matrix and the
 * malformed-input property test both walk this table, so a new route is covered by adding it here.
 */
export const MARIA = 200001; // master of worker 1
export const OLGA = 200002; // master of worker 2
export const ANNA = 100001; // client with booking 1 (tomorrow, worker 1)
export const BORIS = 100002; // client with no bookings

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
  { name: 'book', method: 'POST', url: '/api/bookings/', owner: BORIS, stranger: 403, callerScoped: true, body: { telegram_id: BORIS, place_id: 1, service_ids: [2], timeslot_id: 0, time_start: '16:00' } },
  { name: 'update worker profile', method: 'PATCH', url: '/api/registration/worker', owner: MARIA, stranger: 403, callerScoped: true, body: { telegram_id: MARIA, business_name: 'Мария', place_name: 'Лайм', place_address: 'Москва', place_contacts: { phone: '+7 999 123 45 67' }, worker_title: 'Мария Иванова', worker_description: 'Парикмахер-стилист' } },
  { name: 'set timezone', method: 'POST', url: '/api/profile/timezone', owner: ANNA, stranger: 403, callerScoped: true, body: { telegram_id: ANNA, timezone: 'Europe/Samara' } },
];

/** Tables whose content a refused request must leave exactly as it was. */
export const WATCHED_TABLES = ['bookings', 'booking_services', 'timeslots', 'services', 'categories', 'workers', 'worker_places', 'places', 'businesses', 'subscriptions'];

import assert from 'node:assert/strict';
import { addDays, dateIn } from '../support/clock.mjs';
import { BASE_URL, signedInitData } from './browser';

/**
 * Set-up the stories share: people nobody has seen before, the API called as one of them (signed
 * the way Telegram signs launch data), and a master with a service and a working day, made through
 * the API (the UI's own stories cover registration and the schedule editor).
 */
export type TgUser = { id: number; first_name: string; last_name?: string; username?: string };

let nextId = 4_000_000 + Math.floor(Math.random() * 900_000) * 10;
/** A Telegram user nobody has seen before (no bookings, no master profile). */
export const newUser = (first_name: string, last_name = 'Тестова') => ({ id: nextId++, first_name, last_name });

/** A call to the API as `user`, on `baseUrl` (default: the suite's product). */
export async function api<T = unknown>(user: TgUser, method: string, path: string, body?: unknown, baseUrl = BASE_URL): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'x-telegram-init-data': signedInitData(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as T };
}

export interface TestMaster {
  user: TgUser;
  workerId: number;
  placeId: number;
  businessId: number;
  serviceId: number;
}

/** A new master (registered through the API, on the free plan) with one 30-minute service. */
export async function newMaster(first_name: string, baseUrl = BASE_URL): Promise<TestMaster> {
  const user = newUser(first_name, 'Мастерова');
  const reg = await api<{ id: number; place_id: number; business_id: number }>(user, 'POST', 'registration/worker', {
    telegram_id: user.id,
    business_name: first_name,
    place_name: first_name,
    place_address: 'Москва, Тестовая ул., 1',
    place_contacts: { phone: '+7 (999) 111-22-33' },
    worker_title: first_name,
    worker_description: 'Маникюр и педикюр, 5 лет опыта',
  }, baseUrl);
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  const category = await api<{ id: number }>(user, 'POST', 'services/categories', { name: 'Маникюр', worker_id: reg.json.id }, baseUrl);
  const service = await api<{ id: number }>(user, 'POST', 'services/', {
    worker_id: reg.json.id, category_id: category.json.id, place_id: reg.json.place_id, title: 'Маникюр', price: 1500, slot_duration: 30, booking_deadline: 15, status: 'active',
  }, baseUrl);
  assert.equal(service.status, 201, JSON.stringify(service.json));
  return { user, workerId: reg.json.id, placeId: reg.json.place_id, businessId: reg.json.business_id, serviceId: service.json.id };
}

/** A working day 09:00-18:00 for `master`, `days` after today in Moscow (the master's zone when none is saved). */
export async function workingDay(master: TestMaster, days = 1, baseUrl = BASE_URL): Promise<string> {
  const date = addDays(dateIn('Europe/Moscow'), days);
  const made = await api(master.user, 'POST', 'timetable/', { worker_id: master.workerId, place_id: master.placeId, date, slots: [{ time_start: '09:00', time_end: '18:00', status: 'free' }] }, baseUrl);
  assert.equal(made.status, 201, JSON.stringify(made.json));
  return date;
}

/** Books `client` with `master` on `date` at `time` (HH:MM) through the API; returns the answer. */
export async function bookWith(client: TgUser, master: TestMaster, date: string, time: string, baseUrl = BASE_URL) {
  const day = await api<{ timeslots: { id: number; time_start: string; time_end: string; status: string }[] }>(client, 'GET', `timetable/${master.workerId}/${date}`, undefined, baseUrl);
  const slot = day.json.timeslots.find((s) => s.status === 'free' && s.time_start.slice(0, 5) <= time && s.time_end.slice(0, 5) > time);
  assert.ok(slot, `a free slot at ${time} on ${date}`);
  return api<{ id: number; message?: string }>(client, 'POST', 'bookings/', {
    telegram_id: client.id, place_id: master.placeId, service_ids: [master.serviceId], timeslot_id: slot.id, time_start: `${time}:00`,
  }, baseUrl);
}

/** The time step of `master`'s service for a client. */
export const timeStepOf = (master: TestMaster) =>
  `/booking/business/${master.businessId}/place/${master.placeId}/worker/${master.workerId}/service/${master.serviceId}/timeslots`;

import assert from 'node:assert/strict';
import { addDays, dateIn } from '../support/clock.mjs';
import { BASE_URL, signedInitData } from './browser';

/**
 * The set-up the stories make through the API (tests/fixtures.ts re-exports it): people nobody has
 * seen before, the API called as one of them (signed the way Telegram signs launch data), and
 * masters with their categories, services, working days and bookings. The UI's own stories cover
 * registration, the service editor and the schedule editor.
 */
/** `language_code` as Telegram sends it ('ru' unless a story says otherwise). */
export type TgUser = { id: number; first_name: string; last_name?: string; username?: string; language_code?: string };

/**
 * Ids for new users. Every test file runs in a process of its own (node --test), one after another,
 * all against one product: each process takes a block of ids of its own, by its pid (the kernel
 * gives a pid again only after its counter wraps around, at most 4,194,304), far above the seeded
 * users' ids and below 2^31.
 */
const IDS_PER_FILE = 400;
const firstId = 100_000_000 + process.pid * IDS_PER_FILE;
let nextId = firstId;

/** A Telegram user nobody has seen before (no bookings, no master profile, no zone sent). */
export function newUser(first_name: string, last_name = 'Тестова'): TgUser {
  assert.ok(nextId < firstId + IDS_PER_FILE, `a test file makes at most ${IDS_PER_FILE} new users`);
  return { id: nextId++, first_name, last_name };
}

/** A call to the suite's API as `user`; the answer's status and JSON (null when it has none). */
export async function api<T = unknown>(user: TgUser, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${BASE_URL}/api/${path}`, {
    method,
    headers: { 'x-telegram-init-data': signedInitData(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as T };
}

/** A master: who they are in Telegram and what registration made for them. */
export interface Master {
  user: TgUser;
  workerId: number;
  placeId: number;
  businessId: number;
  /** The master's invite id (the `startapp` of their link). */
  uuid: string;
}

/** A master with one service. */
export interface TestMaster extends Master {
  serviceId: number;
}

/**
 * `user` registered as a master through the API (their own business, place and worker, on the free
 * plan), named by their first name and working online unless `profile` says otherwise.
 */
export async function registerMaster(user: TgUser, profile: Record<string, unknown> = {}): Promise<Master> {
  const name = (profile.worker_title as string | undefined) ?? user.first_name;
  const res = await api<{ id: number; uuid: string; place_id: number; business_id: number }>(user, 'POST', 'registration/worker', {
    telegram_id: user.id,
    business_name: name,
    place_name: name,
    place_address: 'Онлайн',
    place_contacts: { phone: '+7 (999) 111-22-33' },
    worker_title: name,
    worker_description: 'Маникюр и педикюр, 5 лет опыта',
    ...profile,
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return { user, workerId: res.json.id, placeId: res.json.place_id, businessId: res.json.business_id, uuid: res.json.uuid };
}

/** A category of `master`'s services; its id. */
export async function addCategory(master: Master, name: string): Promise<number> {
  return (await api<{ id: number }>(master.user, 'POST', 'services/categories', { name, worker_id: master.workerId })).json.id;
}

/** A service of `master` at their place; its id. */
export async function addService(
  master: Master,
  service: { category_id: number; title: string; price: number; slot_duration?: number; booking_deadline?: number; status?: string },
): Promise<number> {
  const res = await api<{ id: number }>(master.user, 'POST', 'services/', { worker_id: master.workerId, place_id: master.placeId, ...service });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.id;
}

/** A new master at an address, with one 30-minute service ('Маникюр'). */
export async function newMaster(first_name: string): Promise<TestMaster> {
  const master = await registerMaster(newUser(first_name, 'Мастерова'), { place_address: 'Москва, Тестовая ул., 1' });
  const category_id = await addCategory(master, 'Маникюр');
  const serviceId = await addService(master, { category_id, title: 'Маникюр', price: 1500, slot_duration: 30, booking_deadline: 15, status: 'active' });
  return { ...master, serviceId };
}

/** `master` works on `date` from `from` to `to` (HH:MM) at their place. */
export async function openDay(master: Pick<Master, 'user' | 'workerId' | 'placeId'>, date: string, from = '09:00', to = '18:00'): Promise<void> {
  const made = await api(master.user, 'POST', 'timetable/', { worker_id: master.workerId, place_id: master.placeId, date, slots: [{ time_start: from, time_end: to, status: 'free' }] });
  assert.equal(made.status, 201, JSON.stringify(made.json));
}

/** A working day 09:00-18:00 for `master`, `days` after today in Moscow (the master's zone when none is saved). */
export async function workingDay(master: Master, days = 1): Promise<string> {
  const date = addDays(dateIn('Europe/Moscow'), days);
  await openDay(master, date);
  return date;
}

/** Books `client` for `master`'s service on `date` at `time` (HH:MM), in the free time that holds it; returns the answer. */
export async function bookWith(client: TgUser, master: Pick<TestMaster, 'workerId' | 'placeId' | 'serviceId'>, date: string, time: string) {
  const day = await api<{ timeslots: { id: number; time_start: string; time_end: string; status: string; place_id: number }[] }>(client, 'GET', `timetable/${master.workerId}/${date}`);
  const slot = day.json.timeslots.find((s) => s.status === 'free' && s.place_id === master.placeId && s.time_start.slice(0, 5) <= time && s.time_end.slice(0, 5) > time);
  assert.ok(slot, `a free slot at ${time} on ${date}`);
  return api<{ id: number; message?: string }>(client, 'POST', 'bookings/', {
    telegram_id: client.id, place_id: master.placeId, service_ids: [master.serviceId], timeslot_id: slot.id, time_start: `${time}:00`,
  });
}

/** The time step of `master`'s service for a client. */
export const timeStepOf = (master: TestMaster) =>
  `/booking/business/${master.businessId}/place/${master.placeId}/worker/${master.workerId}/service/${master.serviceId}/timeslots`;

// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workerDayBookingsQuery } from '../entities/bookings.api';
import { urlOf } from '../entities/entity-query.lib';
import { todayIn } from '../lib/dates.lib';
import { pathTo } from '../screens/paths';
import { prefetchRoute } from '../screens/screen-prefetch';
import { SCREENS, screens } from '../screens/screens';
import type { Screen } from '../screens/screen.lib';
import type { LaunchData } from '../session/session.store';
import type { EarlyRequest } from '@booking/contracts/names';
import { pageDeliveryFor } from './page-delivery';

// The page's early requests are the app's own first requests, started before its code arrives.
// For every screen with data, the URLs the page asks for (pageDeliveryFor's list, filled in from
// the answers the way the page's script fills it) are the URLs the app's prefetch asks for with
// the same answers: so every early answer is taken and nothing is asked for twice. No URL is
// written here; both sides come from the screen descriptors and the entity modules.

const CLIENT = 100001;
const MASTER = 200001;
const MASTER_WORKER = { id: 7, user_id: MASTER, business_id: 1, uuid: 'u', title: 'Мария', description: '', avatar: '', booking_rules_text: null, user: { username: 'maria', timezone: 'Asia/Novosibirsk' } };
const place = (id: number) => ({ id, business_id: 9, name: 'Лайм', address: 'Тверская, 1', avatar: null, contacts: { phone: null, vk: null, website: null }, workers: [7] });
const booking = (id: number, placeId: number) => ({
  id, status: 'confirmed', place_id: placeId, worker: { id: 7, name: 'Мария', avatar: '' },
  services: [{ title: 'Стрижка', price: 1500, slot_duration: 60, category_id: null }], time: { date: '2026-12-01', time_start: '10:00' },
});

/** A fake API: answers by the shape of the path (what the chained reads need to parse), `[]` otherwise. */
function answerFor(path: string): unknown {
  if (/\/bookings\/telegram_id\/\d+$/.test(path)) return [booking(1, 3), booking(2, 3), booking(3, 5)];
  if (/\/places\/\d+$/.test(path)) return place(Number(path.split('/').pop()));
  if (/\/workers\/telegram\/\d+$/.test(path)) return MASTER_WORKER;
  if (/\/workers\/\d+\/dates/.test(path)) return ['2026-12-01', '2026-12-02'];
  return [];
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const API = 'http://localhost:3000/api/';
let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    asked.push(request.url.slice(API.length));
    return json(answerFor(new URL(request.url).pathname));
  }));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the page's script asks for: the list filled in from the fake API's answers, each URL once (contract.ts, EarlyRequest). */
function earlyUrls(requests: readonly EarlyRequest[], values: Record<string, unknown>, started: string[] = []): string[] {
  for (const request of requests) {
    let complete = true;
    const path = request.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = String(values[name]);
      if (!/^[1-9]\d{0,14}$/.test(value) && !/^\d{4}-\d\d-\d\d$/.test(value)) complete = false;
      return value;
    });
    if (!complete || started.includes(path)) continue;
    started.push(path);
    const answer = answerFor(new URL(path, API).pathname);
    const items = (Array.isArray(answer) ? answer : [answer]).slice(0, request.first ? 1 : undefined);
    for (const item of items) earlyUrls(request.each ?? [], typeof item === 'string' ? { item } : (item as Record<string, unknown>), started);
  }
  return started;
}

/** What the app's prefetch asks for at `path`, once every chain has run. */
async function appUrls(path: string, telegramId: number): Promise<string[]> {
  const launch = { rawInitData: 'signed', user: { id: telegramId, first_name: 'Анна' } } as unknown as LaunchData;
  prefetchRoute(path, launch, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  let seen = -1;
  while (seen !== asked.length) {
    seen = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return asked;
}

/** A path of each pattern of each screen with data, with sample ids. */
const samplePaths = SCREENS.filter((s) => s.data).flatMap((screen) =>
  screen.patterns.map((pattern) => {
    const names = pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
    // The master's own id for a worker id: the cabinet of another master reads less.
    const params = Object.fromEntries(names.map((name, i) => [name, name.endsWith('Ids') ? [4, 5] : name === 'workerId' ? MASTER_WORKER.id : i + 2]));
    return [screen.name, pathTo(screen as Screen<string, string>, params as never), screen.area === 'master' ? MASTER : CLIENT] as const;
  }),
);

describe("the page's early requests", () => {
  it.each(samplePaths)('%s (%s): the same URLs the app asks for first', async (name, path, telegramId) => {
    const early = earlyUrls(pageDeliveryFor(path).early, { telegramId });
    const app = await appUrls(path, telegramId);
    expect(early.length, 'the page starts something').toBeGreaterThan(0);
    // The master's day needs "today" in the master's zone: only the app can ask for it.
    const appOnly = name === 'masterBookings' ? [urlOf(workerDayBookingsQuery(MASTER_WORKER.id, todayIn(MASTER_WORKER.user.timezone)))] : [];
    expect([...early, ...appOnly].sort()).toEqual([...app].sort());
  });

  it('start nothing for a path whose ids are not ids, nor for a screen without data', () => {
    for (const path of ['/place/0', '/place/..%2Fusers', '/worker/x/schedule', '/booking/business/2/place/3/worker/4/services/9,x/timeslots', '/welcome/master']) {
      expect(pageDeliveryFor(path).early, path).toEqual([]);
    }
    // The client's worker page has the shape of a prefixed cabinet path, and reads nothing early.
    expect(pageDeliveryFor(pathTo(screens.worker, { placeId: 1, workerId: 7 })).early).toEqual([]);
  });

  it("name the path's remote and page chunk; a path whose area depends on the user is decided in the page", () => {
    expect(pageDeliveryFor('/')).toMatchObject({ area: 'client', pageChunk: null });
    expect(pageDeliveryFor(pathTo(screens.place, { placeId: 3 }))).toMatchObject({ area: 'client', pageChunk: 'page-place' });
    expect(pageDeliveryFor(pathTo(screens.masterSchedule, { workerId: 7 }))).toMatchObject({ area: 'master', pageChunk: 'page-master-schedule' });
    const bookings = pageDeliveryFor(pathTo(screens.myBookings));
    expect(bookings).toMatchObject({ area: null, pageChunk: null });
    // It still asks who the caller is as a master: that decides it.
    expect(bookings.early.map((r) => r.path)).toEqual(pageDeliveryFor(pathTo(screens.masterBookings, {})).early.map((r) => r.path));
    expect(pageDeliveryFor('/no/such/page')).toEqual({ area: null, pageChunk: null, early: [] });
  });
});

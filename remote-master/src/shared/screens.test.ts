import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPath } from 'react-router-dom';
import { LINKS } from '@booking/contracts/links';
import { matchRoute, matchesRoute } from '@booking/contracts/routing';
import { pageChunkOf, pathTo, todayIn, workerQuery, type Screen } from '@booking/platform';
import { earlyAndAppUrls, samplePaths } from '@booking/platform/testkit';
import { AREA_SCREENS, screens } from './screens';
import { workerDayBookingsQuery } from '../entities/booking/day-bookings.api';

const SCREENS = AREA_SCREENS.screens as readonly Screen<string, string>[];
const table = { master: SCREENS };
const MASTER = 200001;
/** A booking the master moves (GET /bookings/{id}): its master is the one to read next. */
const BOOKING = {
  id: 5, status: 'confirmed', business_id: 1, place_id: 1, worker: { id: 9, name: 'Мария', avatar: '' }, service_ids: [1],
  time: { date: '2026-12-03', time_start: '14:00:00', time_end: '15:00:00', starts_at: '2026-12-03T07:00:00Z' }, client_moves: 0, can_move: true, can_cancel: true,
};
const MASTER_WORKER = { id: 7, user_id: MASTER, business_id: 1, uuid: 'u', title: 'Мария', description: '', avatar: '', booking_rules_text: null, user: { username: 'maria', timezone: 'Asia/Novosibirsk' } };

describe("the cabinet's screens", () => {
  it('serve every linked path the contracts give to the master area', () => {
    const patterns = SCREENS.flatMap((s) => s.patterns);
    for (const [name, link] of Object.entries(LINKS).filter(([, l]) => l.area === 'master')) {
      expect(patterns, `${name}: ${link.path}`).toContain(link.path.replace(/\{(\w+)\}/g, ':$1'));
    }
  });

  it('build, for every pattern, a path that the area gives back to that screen; with a worker id the /worker/{id}/... form', () => {
    for (const screen of SCREENS) {
      for (const pattern of screen.patterns) {
        const params = Object.fromEntries(pattern.split('/').filter((s) => s.startsWith(':')).map((s, i) => [s.slice(1), 10 + i]));
        const path = pathTo(screen, params as never);
        expect(matchRoute(table, path)?.screen.name, `${screen.name}: ${path}`).toBe(screen.name);
      }
    }
    expect(pathTo(screens.masterSchedule, { workerId: 7 })).toBe('/worker/7/schedule');
    expect(pathTo(screens.masterSchedule, { workerId: undefined } as never)).toBe('/schedule');
    expect(pathTo(screens.masterServiceEditor, { serviceId: 4, workerId: 7 })).toBe('/worker/7/service/4/edit');
    expect(pathTo(screens.masterServiceEditor, {})).toBe('/service/create');
    expect(pathTo(screens.masterMoveBooking, { workerId: 7, bookingId: 5 })).toBe('/worker/7/booking/5/move');
  });

  it("match a path exactly when the area's react-router does", () => {
    const paths = ['/worker/7', '/worker/7/Service', '/service/create', '/service/x/edit', '/welcome/master', '/bookings/', '/worker/7/schedule/', '/nope'];
    for (const pattern of SCREENS.flatMap((s) => s.patterns)) {
      for (const path of paths) expect(matchesRoute(pattern, path), `${pattern} vs ${path}`).toBe(matchPath({ path: pattern, end: true }, path) !== null);
    }
  });

  it('name the chunk of each page in kebab-case: every page is a chunk of its own', () => {
    expect(pageChunkOf(screens.masterServiceEditor)).toBe('page-master-service-editor');
    expect(SCREENS.filter((s) => pageChunkOf(s) === null)).toEqual([]);
  });
});

// The page's early requests (the screens file, filled in by the server and the page's script) are
// the app's own first requests: so every early answer is taken and nothing is asked for twice.

/** A fake API: answers by the shape of the path (what the chained reads need to parse), `[]` otherwise. */
function answerFor(path: string): unknown {
  if (/\/workers\/telegram\/\d+$/.test(path)) return MASTER_WORKER;
  if (/\/workers\/\d+\/dates/.test(path)) return ['2026-12-01', '2026-12-02'];
  if (/\/bookings\/\d+$/.test(path)) return BOOKING;
  return [];
}

describe("the cabinet screens' early requests", () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  // The master's own id for a worker id: the cabinet of another master reads less.
  it.each(samplePaths(AREA_SCREENS, MASTER_WORKER.id))('$name ($path): the same URLs the app asks for first', async ({ name, path }) => {
    const { early, app } = await earlyAndAppUrls(AREA_SCREENS, path, MASTER, answerFor);
    expect(early.length, 'the page starts something').toBeGreaterThan(0);
    // The move screen's booking names its master by `worker.id`, which only the app follows; so does
    // a worker's day under /worker/{id}/bookings (only the caller's own is read). On /bookings the
    // page's script asks for the day too ("today" in the master's zone: todayOf).
    const appOnly =
      name === 'masterMoveBooking' ? [workerQuery(BOOKING.worker.id).meta!.url as string]
        : name === 'masterBookings' && path !== '/bookings' ? [workerDayBookingsQuery(MASTER_WORKER.id, todayIn(MASTER_WORKER.user.timezone)).meta!.url as string]
          : [];
    expect([...early, ...appOnly].sort()).toEqual([...app].sort());
  });

  it('start nothing for a path whose ids are not ids, nor for a screen without data', async () => {
    for (const path of ['/worker/x/schedule', '/welcome/master']) {
      expect((await earlyAndAppUrls(AREA_SCREENS, path, MASTER, answerFor)).early, path).toEqual([]);
    }
  });
});

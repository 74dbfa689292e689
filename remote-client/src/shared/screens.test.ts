import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchPath } from 'react-router-dom';
import { LINKS } from '@booking/contracts/links';
import { matchRoute, matchesRoute } from '@booking/contracts/routing';
import { pageChunkOf, pathTo, type Screen } from '@booking/platform';
import { screensFileOf } from '@booking/platform/screens-file';
import { earlyAndAppUrls, samplePaths } from '@booking/platform/testkit';
import { AREA_SCREENS, screens } from './screens';

const SCREENS = AREA_SCREENS.screens as readonly Screen<string, string>[];
const table = { client: SCREENS };
const CLIENT = 100001;

describe("the client area's screens", () => {
  it('serve every linked path the contracts give to the client area', () => {
    const patterns = SCREENS.flatMap((s) => s.patterns);
    for (const [name, link] of Object.entries(LINKS).filter(([, l]) => l.area === 'client')) {
      expect(patterns, `${name}: ${link.path}`).toContain(link.path.replace(/\{(\w+)\}/g, ':$1'));
    }
  });

  it('build, for every pattern, a path that the area gives back to that screen', () => {
    for (const screen of SCREENS) {
      for (const pattern of screen.patterns) {
        const params = Object.fromEntries(pattern.split('/').filter((s) => s.startsWith(':')).map((s, i) => [s.slice(1), s.endsWith('Ids') ? [10 + i, 20 + i] : 10 + i]));
        const path = pathTo(screen, params as never);
        expect(matchRoute(table, path)?.screen.name, `${screen.name}: ${path}`).toBe(screen.name);
      }
    }
    expect(pathTo(screens.bookingSuccess, { businessId: 2, placeId: 5, workerId: 7, serviceIds: [11, 12], timeslotId: 99 })).toBe(
      '/booking/business/2/place/5/worker/7/services/11,12/timeslots/99/success',
    );
    expect(pathTo(screens.home)).toBe('/');
  });

  it("match a path exactly when the area's react-router does", () => {
    const paths = ['/', '/place/1/', '/PLACE/1', '/place/1/extra', '/worker/7', '/booking/business/1/place/2/worker/3/services/4,5/timeslots',
      '/welcome/master', '/welcome/1/2', '/nope', '/place/%D0%B0', '/bookings/', '/privacy', '/paid/7.abc_DEF-12', '/paid', '/paid/7/x'];
    for (const pattern of SCREENS.flatMap((s) => s.patterns)) {
      for (const path of paths) expect(matchesRoute(pattern, path), `${pattern} vs ${path}`).toBe(matchPath({ path: pattern, end: true }, path) !== null);
    }
  });

  it('name the chunk of each page: kebab-case, except Home in the entry; the legal pages and the payment return are public, "Мои записи" not for masters', () => {
    expect(pageChunkOf(screens.place)).toBe('page-place');
    expect(pageChunkOf(screens.workerWelcome)).toBe('page-worker-welcome');
    expect(SCREENS.filter((s) => pageChunkOf(s) === null)).toEqual([screens.home]);
    const file = screensFileOf(AREA_SCREENS, '1');
    expect(pageChunkOf(screens.paymentReturn)).toBe('page-payment-return');
    expect(file.screens.filter((s) => s.public).map((s) => s.name)).toEqual(['paymentReturn', 'legal']);
    expect(file.screens.filter((s) => s.notForMasters).map((s) => s.name)).toEqual(['myBookings']);
  });
});

// The page's early requests (the screens file, filled in by the server and the page's script) are
// the app's own first requests: so every early answer is taken and nothing is asked for twice.

const place = (id: number) => ({ id, business_id: 9, name: 'Лайм', address: 'Тверская, 1', avatar: null, contacts: { phone: null, vk: null, website: null }, workers: [7] });
const booking = (id: number, placeId: number) => ({
  id, status: 'confirmed', place_id: placeId, worker: { id: 7, name: 'Мария', avatar: '' },
  services: [{ title: 'Стрижка', price: 1500, slot_duration: 60, category_id: null }], time: { date: '2026-12-01', time_start: '10:00' },
});
/** A fake API: answers by the shape of the path (what the chained reads need to parse), `[]` otherwise. */
function answerFor(path: string): unknown {
  if (/\/bookings\/telegram_id\/\d+$/.test(path)) return [booking(1, 3), booking(2, 3), booking(3, 5)];
  if (/\/places\/\d+$/.test(path)) return place(Number(path.split('/').pop()));
  if (/\/workers\/\d+\/dates/.test(path)) return ['2026-12-01', '2026-12-02'];
  return [];
}

describe("the client screens' early requests", () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it.each(samplePaths(AREA_SCREENS, 7))('$name ($path): the same URLs the app asks for first', async ({ path }) => {
    const { early, app } = await earlyAndAppUrls(AREA_SCREENS, path, CLIENT, answerFor);
    expect(early.length, 'the page starts something').toBeGreaterThan(0);
    expect([...early].sort()).toEqual([...app].sort());
  });

  it('start nothing for a path whose ids are not ids, nor for a screen without data', async () => {
    for (const path of ['/place/0', '/place/..%2Fusers', '/booking/business/2/place/3/worker/4/services/9,x/timeslots', pathTo(screens.worker, { placeId: 1, workerId: 7 })]) {
      expect((await earlyAndAppUrls(AREA_SCREENS, path, CLIENT, answerFor)).early, path).toEqual([]);
    }
  });
});

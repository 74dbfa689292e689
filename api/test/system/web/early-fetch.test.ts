import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_ANSWERS_GLOBAL, LAUNCH_HASH_KEY, SDK_LAUNCH_PARAMS_KEY } from '@booking/contracts/names';
import { shellPage } from '../../../src/web/shell-page';

// The shell page starts a screen's first GETs in an inline script, before any of the app's code
// arrives (api/src/web/early-fetch.js). These tests run that script as the page would, against a
// recording fetch, and check what it asks for and with which headers.

let root: string;
let page: ReturnType<typeof shellPage>;

/**
 * The client area's screens file as its build writes it beside its manifest (the part these tests
 * open): each pattern's first GETs, with the path's ids, the user and the answers' fields as
 * placeholders (remote-client's tests check these are the URLs its app asks for).
 */
const CLIENT_SCREENS = {
  format: 1,
  area: 'client',
  version: '1.0.0',
  screens: [
    {
      name: 'home', patterns: ['/'], page: null,
      early: { '/': [{ path: 'places' }, { path: 'bookings/telegram_id/{telegramId}?limit=20', each: [{ path: 'places/{place_id}', each: [{ path: 'business/{business_id}' }] }] }] },
    },
    {
      name: 'place', patterns: ['/place/:placeId', '/place'], page: 'page-place',
      early: {
        '/place/:placeId': [{ path: 'places/{placeId}' }, { path: 'workers/places/{placeId}' }, { path: 'services/?place_id={placeId}' }, { path: 'bookings/telegram_id/{telegramId}/place/{placeId}' }],
        '/place': [{ path: 'places/1' }, { path: 'workers/places/1' }, { path: 'services/?place_id=1' }, { path: 'bookings/telegram_id/{telegramId}/place/1' }],
      },
    },
    {
      name: 'timeslots', page: 'page-timeslots',
      patterns: ['/booking/business/:businessId/place/:placeId/worker/:workerId/service/:serviceId/timeslots'],
      early: {
        '/booking/business/:businessId/place/:placeId/worker/:workerId/service/:serviceId/timeslots': [
          { path: 'workers/{workerId}' }, { path: 'services/?worker_id={workerId}&place_id={placeId}' }, { path: 'services/categories/{workerId}' },
          { path: 'workers/{workerId}/dates?place_id={placeId}', first: true, each: [{ path: 'timeslots/{workerId}/{item}?include_expired=true' }] },
        ],
      },
    },
    { name: 'legal', patterns: ['/privacy'], page: 'page-legal', public: true },
  ],
};

/** A master's screen whose day is "today" in the master's zone, read from the first answer (remote-master's todayOf). */
const MASTER_SCREENS = {
  format: 1,
  area: 'master',
  version: '1.0.0',
  screens: [
    {
      name: 'masterDay', patterns: ['/day'], page: 'page-master-day',
      early: { '/day': [{ path: 'workers/telegram/{telegramId}', each: [{ path: 'workers/{id}/bookings/{today:user.timezone:Europe/Moscow}' }] }] },
    },
  ],
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'early-'));
  const dist = path.join(root, 'shell');
  const client = path.join(root, 'remote-client');
  const master = path.join(root, 'remote-master');
  for (const dir of [dist, client, master]) mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><meta charset="UTF-8"><title>x</title></head><body></body></html>');
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ client: '/remotes/client/mf-manifest.json', master: '/remotes/master/mf-manifest.json' }));
  writeFileSync(path.join(client, 'screens.json'), JSON.stringify(CLIENT_SCREENS));
  writeFileSync(path.join(master, 'screens.json'), JSON.stringify(MASTER_SCREENS));
  page = shellPage({
    shellDist: dist, remotesFile: path.join(dist, 'remotes.json'),
    localDirs: [{ prefix: '/remotes/client/', dist: client }, { prefix: '/remotes/master/', dist: master }],
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const USER_ID = 100001;
const INIT_DATA = `user=${encodeURIComponent(JSON.stringify({ id: USER_ID, first_name: 'Анна' }))}&auth_date=1&hash=abc`;

/** The page's inline (non-JSON) scripts. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

interface Sent {
  url: string;
  headers: Record<string, string>;
  mode?: string;
  credentials?: string;
}

/** An answer of the recording fetch: JSON with status 200, or `status(n)`'s empty answer. */
const STATUS = Symbol('status');
const status = (code: number) => ({ [STATUS]: code });

/**
 * Runs the page's inline scripts in a window at `href` with `storage` as session storage; the
 * recording fetch answers each URL from `answers` (JSON or `status(n)`; a URL not listed answers
 * 404, a file of another origin 200). `links` are the elements the scripts add to the head.
 */
async function runPage(pathname: string, href: string, storage: Record<string, string> = {}, answers: Record<string, unknown> = {}, pageOf = page) {
  const html = (await pageOf(pathname))!.html;
  const sent: Sent[] = [];
  const links: Record<string, unknown>[] = [];
  const formats: Record<string, string>[] = [];
  const window: Record<string, unknown> = {};
  const location = new URL(href);
  const context = vm.createContext({
    window,
    location: { href: location.href, hash: location.hash },
    sessionStorage: { getItem: (key: string) => storage[key] ?? null },
    URL,
    URLSearchParams,
    JSON,
    Promise,
    // Counts the date formats the script builds (and what it formats), on the real Intl.
    Intl: { DateTimeFormat: new Proxy(Intl.DateTimeFormat, { construct: (target, args) => { formats.push(args[1] as Record<string, string>); return new target(...(args as [])); } }) },
    document: { createElement: () => ({}), head: { appendChild: (element: Record<string, unknown>) => links.push(element) } },
    fetch: (url: string, init: { headers: Record<string, string>; mode?: string; credentials?: string }) => {
      sent.push({ url, headers: init.headers, ...(init.mode ? { mode: init.mode } : {}), credentials: init.credentials });
      const at = new URL(url, location.href);
      if (at.origin !== location.origin) return Promise.resolve(new Response('', { status: 200 }));
      const body = answers[at.pathname + at.search];
      if (body && typeof body === 'object' && STATUS in body) return Promise.resolve(new Response('{}', { status: body[STATUS] as number }));
      return Promise.resolve(body === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 }));
    },
  });
  for (const script of inlineScripts(html)) vm.runInContext(script, context);
  // Let the answers' chains run: until every answer, and every chain that starts more requests from
  // one (the store's `chains`), has settled, and none has started another.
  const early = window[EARLY_ANSWERS_GLOBAL] as { responses: Record<string, Promise<unknown>>; chains: Promise<unknown>[] } | undefined;
  for (let seen = -1; early && seen !== sent.length + early.chains.length; ) {
    seen = sent.length + early.chains.length;
    await Promise.allSettled([...Object.values(early.responses), ...early.chains]);
  }
  return { html, sent, links, formats, store: window[EARLY_ANSWERS_GLOBAL] as { initData: string; responses: Record<string, unknown> } | undefined };
}

const launchHash = `#tgWebAppData=${encodeURIComponent(INIT_DATA)}&tgWebAppVersion=8.0&tgWebAppPlatform=tdesktop`;
/** The API requests among `sent` (not the remote files the page warms), as paths. */
const paths = (sent: Sent[]) => sent.filter((s) => !s.mode).map((s) => new URL(s.url).pathname + new URL(s.url).search);

describe('the shell page starts the screen\'s data before its code arrives', () => {
  it('Home: the places and the user\'s bookings at once, then each booking\'s place (once) and its business', async () => {
    const { sent, store } = await runPage('/', `http://app.test/${launchHash}`, {}, {
      '/api/bookings/telegram_id/100001?limit=20': [{ id: 1, place_id: 3 }, { id: 2, place_id: 3 }, { id: 3, place_id: 5 }],
      '/api/places/3': { id: 3, business_id: 9 },
      '/api/places/5': { id: 5, business_id: 9 },
    });
    expect(paths(sent).slice(0, 2)).toEqual(['/api/places', '/api/bookings/telegram_id/100001?limit=20']);
    expect(paths(sent).sort()).toEqual(['/api/bookings/telegram_id/100001?limit=20', '/api/business/9', '/api/places', '/api/places/3', '/api/places/5']);
    for (const s of sent) {
      expect(s.headers['X-Telegram-Init-Data']).toBe(INIT_DATA);
      expect(s.headers['ngrok-skip-browser-warning']).toBe('true');
    }
    // The answers wait for the app's client, keyed by absolute URL, with the init data they were sent with.
    expect(store?.initData).toBe(INIT_DATA);
    expect(Object.keys(store!.responses).sort()).toEqual(sent.map((s) => s.url).sort());
  });

  it('the place page: the place, its masters, its services and the user\'s bookings there; `/place` is place 1', async () => {
    const expected = (id: number) => [`/api/places/${id}`, `/api/workers/places/${id}`, `/api/services/?place_id=${id}`, `/api/bookings/telegram_id/100001/place/${id}`];
    expect(paths((await runPage('/place/2', `http://app.test/place/2${launchHash}`)).sent)).toEqual(expected(2));
    expect(paths((await runPage('/place', `http://app.test/place${launchHash}`)).sent)).toEqual(expected(1));
  });

  it('reads the launch data the app saved for a reload when the hash has none', async () => {
    const saved = { [LAUNCH_HASH_KEY]: launchHash };
    expect(paths((await runPage('/', 'http://app.test/', saved)).sent)).toContain('/api/bookings/telegram_id/100001?limit=20');
    const sdkSaved = { [SDK_LAUNCH_PARAMS_KEY]: JSON.stringify(launchHash.slice(1)) };
    expect(paths((await runPage('/', 'http://app.test/', sdkSaved)).sent)).toContain('/api/bookings/telegram_id/100001?limit=20');
  });

  it('without launch data asks who is here and the reads a guest may make, with the app’s header and no init data', async () => {
    const guest = await runPage('/', 'http://app.test/');
    expect(paths(guest.sent)).toEqual(['/api/me', '/api/places']);
    for (const s of guest.sent) {
      expect(s.headers['X-Booking-App']).toBe('1');
      expect(s.headers).not.toHaveProperty('X-Telegram-Init-Data');
      expect(s.credentials).toBe('same-origin');
    }
    expect((guest.store as { initData: string }).initData).toBe('');
    // A read that names the person is not a guest's: the client's bookings (Home's first read with launch data) do not go.
    expect(paths(guest.sent).some((p) => p.includes('telegram_id'))).toBe(false);
  });

  it('asks for nothing for a path whose id is not an id, or for a screen without early requests', async () => {
    expect(inlineScripts((await page('/place/abc'))!.html)).toEqual([]);
    expect(inlineScripts((await page('/place/1%2F..%2Fusers'))!.html)).toEqual([]);
    expect(inlineScripts((await page('/master/services'))!.html)).toEqual([]);
    expect(inlineScripts((await page('/privacy'))!.html)).toEqual([]);
  });

  it('skips a request whose id is missing or not a number, and an item field that is not an id', async () => {
    const noUser = `#tgWebAppData=${encodeURIComponent('auth_date=1&hash=abc')}`;
    expect(paths((await runPage('/', `http://app.test/${noUser}`)).sent)).toEqual(['/api/places']);
    const { sent } = await runPage('/', `http://app.test/${launchHash}`, {}, {
      '/api/bookings/telegram_id/100001?limit=20': [{ place_id: '../../../users' }, { place_id: null }, null, 'x'],
    });
    expect(paths(sent)).toEqual(['/api/places', '/api/bookings/telegram_id/100001?limit=20']);
  });

  it('the time step: the first of the master\'s dates (a plain string) leads to that day\'s slots, and nothing but a date is used', async () => {
    const step = '/booking/business/1/place/3/worker/4/service/9/timeslots';
    const { sent } = await runPage(step, `http://app.test${step}${launchHash}`, {}, { '/api/workers/4/dates?place_id=3': ['2026-11-25', '2026-11-26'] });
    expect(paths(sent)).toEqual([
      '/api/workers/4', '/api/services/?worker_id=4&place_id=3', '/api/services/categories/4', '/api/workers/4/dates?place_id=3',
      '/api/timeslots/4/2026-11-25?include_expired=true',
    ]);
    const odd = await runPage(step, `http://app.test${step}${launchHash}`, {}, { '/api/workers/4/dates?place_id=3': ['../../../users', '2026-11-26'] });
    expect(paths(odd.sent).filter((p) => p.startsWith('/api/timeslots'))).toEqual([]);
  });

  it("a master's day: today where the master is (their zone in the first answer; none or unreadable: Moscow's, or nothing)", async () => {
    const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const dayOf = async (worker: unknown) => {
      const before = { kamchatka: todayIn('Asia/Kamchatka'), honolulu: todayIn('Pacific/Honolulu'), moscow: todayIn('Europe/Moscow') };
      const { sent } = await runPage('/day', `http://app.test/day${launchHash}`, {}, { '/api/workers/telegram/100001': worker });
      return { asked: paths(sent).filter((p) => p.includes('/bookings/')), before };
    };
    // Kamchatka and Honolulu are 22 hours apart: their dates differ most of the day, so the zone is read, not assumed.
    const far = await dayOf({ id: 7, user: { timezone: 'Asia/Kamchatka' } });
    expect([[`/api/workers/7/bookings/${far.before.kamchatka}`], [`/api/workers/7/bookings/${todayIn('Asia/Kamchatka')}`]]).toContainEqual(far.asked);
    const west = await dayOf({ id: 7, user: { timezone: 'Pacific/Honolulu' } });
    expect([[`/api/workers/7/bookings/${west.before.honolulu}`], [`/api/workers/7/bookings/${todayIn('Pacific/Honolulu')}`]]).toContainEqual(west.asked);
    const none = await dayOf({ id: 7, user: { timezone: null } });
    expect([[`/api/workers/7/bookings/${none.before.moscow}`], [`/api/workers/7/bookings/${todayIn('Europe/Moscow')}`]]).toContainEqual(none.asked);
    expect((await dayOf({ id: 7, user: { timezone: 'Mars/Olympus' } })).asked).toEqual([]);
    expect((await dayOf({ id: 'x', user: { timezone: 'Asia/Kamchatka' } })).asked).toEqual([]);
  });

  it("builds the page's first time-zone date format while the page waits for its scripts", async () => {
    const { sent, formats } = await runPage('/place/2', `http://app.test/place/2${launchHash}`);
    expect(sent.length).toBe(4);
    expect(formats).toEqual([expect.objectContaining({ timeZone: 'UTC', year: 'numeric', hour: 'numeric' })]);
    // A plain browser's page formats early too.
    expect((await runPage('/', 'http://app.test/')).formats).toHaveLength(1);
  });

  it('keeps markup out of the page: the script is one inline script at the top of the head', async () => {
    const html = (await page('/'))!.html;
    expect(inlineScripts(html)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
    expect(html).not.toMatch(/\/\/ Runs inline/);
  });
});

describe("the shell page fetches the screen's remote code ahead, where no preload can", () => {
  // The client area on this server (its manifest in its folder), the master's on another origin: the
  // page cannot preload another origin's scripts (a failed preload would break the retry card's
  // retry), so its early script fetches them into the HTTP cache, as the page will load them.
  const CLIENT = {
    format: 1, area: 'client', version: '1.0.0',
    load: { entry: 'remoteEntry.c1.js', files: ['static/js/async/expose-client.c2.js'] },
    screens: [{ name: 'myBookings', patterns: ['/bookings'], page: 'page-my-bookings', notForMasters: true, files: ['static/js/async/page-my-bookings.c3.js'] }],
  };
  const MASTER = {
    format: 1, area: 'master', version: '1.0.0',
    load: { entry: 'remoteEntry.m1.js', files: ['static/js/async/expose-master.m2.js', 'static/css/async/expose-master.m3.css'] },
    screens: [{
      name: 'masterBookings', patterns: ['/bookings', '/worker/:workerId/bookings'], page: 'page-master-bookings',
      files: ['static/js/async/calendar.m4.js', 'static/js/async/page-master-bookings.m5.js'],
      early: { '/bookings': [{ path: 'workers/telegram/{telegramId}' }], '/worker/:workerId/bookings': [{ path: 'workers/telegram/{telegramId}' }] },
    }],
  };
  const CDN = 'https://cdn.example/master/v3/';
  const masterFiles = ['remoteEntry.m1.js', 'static/js/async/expose-master.m2.js', 'static/css/async/expose-master.m3.css', 'static/js/async/calendar.m4.js', 'static/js/async/page-master-bookings.m5.js'].map((f) => CDN + f);
  let withCdn: ReturnType<typeof shellPage>;

  beforeAll(() => {
    const dir = path.join(root, 'cdn-case');
    const client = path.join(dir, 'remote-client');
    mkdirSync(client, { recursive: true });
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ client: '/remotes/client/mf-manifest.json', master: `${CDN}mf-manifest.json` }));
    writeFileSync(path.join(client, 'screens.json'), JSON.stringify(CLIENT));
    writeFileSync(path.join(client, 'mf-manifest.json'), JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.c1.js', path: '' } }, shared: [], exposes: [] }));
    const fetch = (async (url: string | URL | Request) =>
      String(url) === `${CDN}screens.json` ? new Response(JSON.stringify(MASTER)) : new Response('missing', { status: 404 })) as typeof globalThis.fetch;
    withCdn = shellPage({
      shellDist: path.join(root, 'shell'), remotesFile: path.join(dir, 'remotes.json'),
      localDirs: [{ prefix: '/remotes/client/', dist: client }], remoteScreens: { fetch },
    });
  });

  const warmed = (sent: Sent[]) => sent.filter((s) => s.mode);

  it("a path of the other origin's area: its start and the page's files at once, as scripts and styles load them, with or without launch data", async () => {
    for (const href of [`http://app.test/worker/1/bookings${launchHash}`, 'http://app.test/worker/1/bookings']) {
      const { sent, links } = await runPage('/worker/1/bookings', href, {}, {}, withCdn);
      expect(warmed(sent).map((s) => s.url)).toEqual(masterFiles);
      for (const s of warmed(sent)) expect([s.mode, s.credentials]).toEqual(['no-cors', 'include']);
      // The page's own link preloads the manifest (web.test.ts): the script adds none.
      expect(links).toEqual([]);
    }
  });

  it("/bookings: the master's code once the lookup finds a master, everyone else's once it answers 404, nothing on another answer", async () => {
    const lookup = `/api/workers/telegram/${USER_ID}`;
    const master = await runPage('/bookings', `http://app.test/bookings${launchHash}`, {}, { [lookup]: { id: 7 } }, withCdn);
    expect(paths(master.sent)).toEqual([lookup]);
    expect(warmed(master.sent).map((s) => s.url)).toEqual(masterFiles);
    // Its manifest is on the other origin: preloaded the way the federation runtime fetches it.
    expect(master.links).toEqual([{ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: `${CDN}mf-manifest.json` }]);

    const client = await runPage('/bookings', `http://app.test/bookings${launchHash}`, {}, { [lookup]: status(404) }, withCdn);
    expect(warmed(client.sent).map((s) => s.url)).toEqual(['/remotes/client/remoteEntry.c1.js', '/remotes/client/static/js/async/expose-client.c2.js', '/remotes/client/static/js/async/page-my-bookings.c3.js']);
    // This server has its manifest: it is in the page, nothing to preload.
    expect(client.links).toEqual([]);
    expect(client.html).toContain('"remoteEntry.c1.js"');

    for (const answer of [status(500), status(401)]) {
      const unknown = await runPage('/bookings', `http://app.test/bookings${launchHash}`, {}, { [lookup]: answer }, withCdn);
      expect(warmed(unknown.sent)).toEqual([]);
    }
    // Without launch data there is no one to look up: nothing is warmed (only who is here is asked).
    expect(warmed((await runPage('/bookings', 'http://app.test/bookings', {}, {}, withCdn)).sent)).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_MANIFESTS_ID, INLINE_REMOTES_ID, INLINE_ROUTES_ID, STARTUP_ASSETS_FILE } from '@booking/contracts/names';
import { webPlugin } from '../../../src/web/web.plugin';

// The front end as `npm start` serves it: a build with brotli and gzip copies beside its assets
// (pluginPrecompress writes them), and one without (a small file the build did not compress).
const ASSET = '/static/js/index.0123abcd89.js';
const SMALL = '/static/js/tiny.0123abcd89.js';
const code = `console.log(${JSON.stringify('запись '.repeat(400))});\n`;

// The shell's start-up chunks: a small one the page carries, one too large for that (React DOM is
// about 200 KB) and one whose text would end a <script> element early.
const BOOT = '/static/js/async/boot.44444444dd.js';
const BOOT_SOURCE = '(self.chunk_shell=self.chunk_shell||[]).push([["boot"],{b(){return "запуск"}}]);';
const LARGE = '/static/js/async/react-dom.12121212ab.js';
const LARGE_SOURCE = `/* ${'x'.repeat(110 * 1024)} */`;
const UNSAFE = '/static/js/async/odd.34343434cd.js';
const UNSAFE_SOURCE = 'document.body.insertAdjacentHTML("beforeend", "<script></script>");';
const STARTUP_JS = [BOOT, LARGE, UNSAFE];

let root: string;
let app: FastifyInstance;

/** A remote's mf-manifest.json as Module Federation writes it (the parts the server reads). */
const manifest = (name: string, expose: string, version = '1.0.0') => ({
  id: name,
  name,
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, buildInfo: { buildVersion: version } },
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/async/react.11111111aa.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: '@booking/contracts', assets: { js: { sync: ['static/js/async/schemas.22222222bb.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
  exposes: [{
    name: 'app',
    path: '../../app',
    assets: {
      js: { sync: [`static/js/async/${expose}.js`], async: ['static/js/async/lazy.33333333cc.js', 'static/js/async/page-place.88888888dd.js'] },
      css: { sync: [`static/css/${expose}.css`], async: ['static/css/async/page-place.99999999ee.css'] },
    },
  }],
});

/** The areas' screens files as their builds write them beside their manifests (the parts these tests open). */
const SCREENS = {
  client: [
    { name: 'home', patterns: ['/'], page: null, early: { '/': [{ path: 'places' }] } },
    {
      name: 'place', patterns: ['/place/:placeId'], page: 'page-place', early: { '/place/:placeId': [{ path: 'places/{placeId}' }] },
      // The page's chunk group, as the build writes it: a chunk the manifest does not tie to the page, and the page's own.
      files: ['static/js/async/calendar.77777777ab.js', 'static/js/async/page-place.88888888dd.js', 'static/css/async/page-place.99999999ee.css'],
      uses: ['@booking/contracts'],
    },
    { name: 'worker', patterns: ['/worker/:placeId/:workerId'], page: 'page-worker' },
    { name: 'myBookings', patterns: ['/bookings'], page: 'page-my-bookings', notForMasters: true },
  ],
  master: [
    {
      name: 'masterBookings', patterns: ['/bookings', '/worker/:workerId/bookings'], page: 'page-master-bookings',
      early: { '/bookings': [{ path: 'workers/telegram/{telegramId}' }], '/worker/:workerId/bookings': [{ path: 'workers/telegram/{telegramId}' }] },
    },
  ],
};
/**
 * What each area's start loads, as its build writes it: the exposed module's chunk group holds a chunk
 * the manifest lists under a shared module only (valibot), and the remote's own copy of each shared module.
 */
const clientLoad = (expose = 'expose-client.66666666ff') => ({
  entry: 'remoteEntry.js',
  files: [`static/css/${expose}.css`, `static/js/async/${expose}.js`, 'static/js/async/valibot.5555aaaa11.js'],
  uses: ['react'],
  shared: { react: ['static/js/async/react.11111111aa.js'], '@booking/contracts': ['static/js/async/schemas.22222222bb.js'] },
});
const LOAD = {
  client: clientLoad(),
  master: { entry: 'remoteEntry.js', files: ['static/js/async/expose-master.66666666ff.js'] },
};
/** `load` null: a file of an older build, which does not say what the area loads. */
const screensFile = (area: 'client' | 'master', screens: unknown[] = SCREENS[area], load: unknown = LOAD[area]) =>
  ({ format: 1, area, version: '1.0.0', screens, ...(load ? { load } : {}) });

function writeJson(file: string, value: unknown) {
  writeFileSync(file, JSON.stringify(value));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
  writeFileSync(path.join(dist, ASSET), code);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(code));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(code));
  writeFileSync(path.join(dist, SMALL), 'console.log(1);\n');
  // What the shell's build writes beside its page: its shared modules and its start-up chunks.
  writeJson(path.join(dist, 'mf-manifest.json'), { name: 'shell', metaData: {}, shared: [{ name: 'react' }], exposes: [] });
  writeJson(path.join(dist, STARTUP_ASSETS_FILE), { js: STARTUP_JS, css: ['/static/css/async/base.55555555ee.css'] });
  mkdirSync(path.join(dist, 'static', 'js', 'async'), { recursive: true });
  writeFileSync(path.join(dist, BOOT), BOOT_SOURCE);
  writeFileSync(path.join(dist, LARGE), LARGE_SOURCE);
  writeFileSync(path.join(dist, UNSAFE), UNSAFE_SOURCE);
  writeJson(path.join(dist, 'remotes.json'), { client: '/remotes/client/mf-manifest.json', master: '/remotes/master/mf-manifest.json' });
  for (const area of ['client', 'master']) {
    const remote = path.join(root, `remote-${area}`, 'dist');
    mkdirSync(remote, { recursive: true });
    writeFileSync(path.join(remote, 'index.html'), `<!doctype html><html><head></head><body>${area} alone</body></html>`);
    writeJson(path.join(remote, 'mf-manifest.json'), manifest(area, `expose-${area}.66666666ff`));
    writeJson(path.join(remote, 'screens.json'), screensFile(area as 'client' | 'master'));
  }
  app = Fastify();
  await app.register(webPlugin, {
    root,
    masterWelcome: async (uuid) => (uuid === MASTER_UUID ? '/welcome/3/7' : null),
    // One page has a link card, written by a hostile master.
    preview: async (pathname) => (pathname === '/welcome/3/7' ? { title: 'Мастер"><script>alert(1)</script>', description: 'Стрижки\nи укладки', image: 'https://booking.test/api/files/a.jpg', url: `https://booking.test${pathname}` } : null),
  });
  await app.ready();
});

/** The one master the short-link lookup of this file knows. */
const MASTER_UUID = 'b392d8f3-a232-4025-a6b5-a9cdf4c9827c';

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static front end', () => {
  it('sends the brotli copy to a browser that accepts it, as the same script, cached for good', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(code);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(code) / 4);
  });

  it('sends the gzip copy to a client that only accepts gzip', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(code);
  });

  it('sends the file itself to a client that accepts no compression, and when there is no copy', async () => {
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);
    const small = await get(SMALL, 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1);\n');
  });

  it('serves the page for a deep link and a JSON 404 for a missing asset', async () => {
    const page = await app.inject({ method: 'GET', url: '/place/3', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('shell');
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await get('/static/js/missing.0123abcd89.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found: GET /static/js/missing.0123abcd89.js' });
  });
});

/** The preload hints of a page, as `as href` lines. */
const hints = (html: string) => [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('a master’s short link', () => {
  it('serves the master’s welcome page at /m/{uuid} itself, its address put in the bar with the query kept; an unknown or malformed one is the app’s not-found page', async () => {
    const res = await app.inject({ url: `/m/${MASTER_UUID.toUpperCase()}?lang=en`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    const script = '<script>history.replaceState(history.state,\'\',"/welcome/3/7?lang=en"+location.hash)</script>';
    // First in the head, before the early script reads the address, and allowed by the page's policy.
    expect(res.body.indexOf(script)).toBeGreaterThan(0);
    expect(res.body.indexOf(script)).toBeLessThan(res.body.indexOf('<script', res.body.indexOf(script) + 1));
    const hash = createHash('sha256').update("history.replaceState(history.state,'',\"/welcome/3/7?lang=en\"+location.hash)").digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // It is the welcome page: its link card too.
    expect(res.body).toContain('<meta property="og:url" content="https://booking.test/welcome/3/7">');
    const hostile = await app.inject({ url: `/m/${MASTER_UUID}?x=</script><script>alert(1)</script>`, headers: { accept: 'text/html' } });
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    for (const url of ['/m/00000000-0000-4000-8000-000000000000', '/m/not-a-uuid', "/m/'><script>"]) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers.location).toBeUndefined();
    }
  });
});

describe('a link’s card (Open Graph and Twitter tags)', () => {
  it('is in the head of a page that has one, every value escaped; other pages have none', async () => {
    const page = await app.inject({ url: '/welcome/3/7', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title" content="Мастер&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(head).toContain('<meta property="og:description" content="Стрижки и укладки">');
    expect(head).toContain('<meta property="og:image" content="https://booking.test/api/files/a.jpg">');
    expect(head).toContain('<meta property="og:url" content="https://booking.test/welcome/3/7">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page.headers.vary).toBe('accept-encoding, accept-language');
    expect(page.body).not.toContain('<script>alert(1)</script>');
    // Its own ETag, which still answers 304.
    const again = await app.inject({ url: '/welcome/3/7', headers: { accept: 'text/html', 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).not.toContain('og:title');
  });
});

describe('the shell page', () => {
  it('answers GET / with the page whatever the client accepts (a health check sends no Accept: text/html), compressed when it may be', async () => {
    const cases = [['gzip', 'gzip'], ['br', 'br'], ['gzip, deflate, br', 'br'], [undefined, undefined]] as const;
    for (const [accepts, sent] of cases) {
      const res = await get('/', accepts);
      expect(res.statusCode, `accept-encoding ${accepts}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], `accept-encoding ${accepts}`).toBe(sent);
      const html = (sent === 'br' ? brotliDecompressSync(res.rawPayload) : sent === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload).toString('utf8');
      expect(html).toContain('shell');
      expect(html).toContain(`id="${INLINE_REMOTES_ID}"`);
      if (sent) expect(res.rawPayload.length).toBeLessThan(html.length / 2);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('carries remotes.json and the manifest of the remote that serves the path, and preloads the shell start-up chunks and that remote', async () => {
    const home = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    const inline = home.match(new RegExp(`<script type="application/json" id="${INLINE_REMOTES_ID}">(.*?)</script>`));
    expect(JSON.parse(inline![1]!)).toEqual({ client: '/remotes/client/mf-manifest.json', master: '/remotes/master/mf-manifest.json' });
    expect(hints(home)).toEqual([
      'style /static/css/async/base.55555555ee.css',
      // The small start-up chunk is in the page (below); these two are files of their own.
      `script ${LARGE}`,
      `script ${UNSAFE}`,
      'script /remotes/client/remoteEntry.js',
      'style /remotes/client/static/css/expose-client.66666666ff.css',
      'script /remotes/client/static/js/async/expose-client.66666666ff.js',
      // What the screens file says the start loads beyond the manifest's lists.
      'script /remotes/client/static/js/async/valibot.5555aaaa11.js',
      // The remote's own copy of a module the shell shares (react) is never used: not preloaded. Its
      // copy of one the shell does not provide (schemas) is used by a page (the place page), not by
      // Home: not preloaded for Home either.
    ]);
    // The manifest is in the page, keyed by its remotes.json URL: the shell's federation runtime reads
    // it from there (shell/src/remotes/inline-manifests.ts), so it is neither fetched nor preloaded.
    const manifests = JSON.parse(home.match(new RegExp(`<script type="application/json" id="${INLINE_MANIFESTS_ID}">(.*?)</script>`))![1]!);
    expect(Object.keys(manifests)).toEqual(['/remotes/client/mf-manifest.json']);
    expect(manifests['/remotes/client/mf-manifest.json'].metaData.remoteEntry.name).toBe('remoteEntry.js');
    // Home is in the remote's entry: no page chunk. A page of its own gets its chunk preloaded too.
    expect(hints(home).some((h) => h.includes('page-place'))).toBe(false);
    const place = (await app.inject({ method: 'GET', url: '/place/3', headers: { accept: 'text/html' } })).body;
    expect(hints(place)).toEqual(expect.arrayContaining([
      'script /remotes/client/static/js/async/calendar.77777777ab.js',
      'script /remotes/client/static/js/async/page-place.88888888dd.js',
      'style /remotes/client/static/css/async/page-place.99999999ee.css',
      'script /remotes/client/static/js/async/schemas.22222222bb.js',
    ]));
    expect(hints(place).some((h) => h.includes('react.11111111aa'))).toBe(false);
    expect(hints(place).some((h) => h.includes('lazy.33333333cc'))).toBe(false);
    const cabinet = (await app.inject({ method: 'GET', url: '/worker/1/bookings', headers: { accept: 'text/html' } })).body;
    expect(hints(cabinet)).toContain('script /remotes/master/static/js/async/expose-master.66666666ff.js');
    expect(hints(cabinet).some((h) => h.includes('/remotes/client/'))).toBe(false);
    const unknown = (await app.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/html' } })).body;
    expect(hints(unknown).some((h) => h.includes('/remotes/'))).toBe(false);
    // /bookings is the client's list or the master's day view: the page decides once it knows the user.
    const either = (await app.inject({ method: 'GET', url: '/bookings', headers: { accept: 'text/html' } })).body;
    expect(hints(either).some((h) => h.includes('/remotes/'))).toBe(false);
  });

  it('carries the small start-up chunks in the page, after every preload, and keeps the others as files', async () => {
    const home = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    expect(home).toContain(`<script>${BOOT_SOURCE}</script>`);
    expect(hints(home)).not.toContain(`script ${BOOT}`);
    expect(home).not.toContain(LARGE_SOURCE.slice(0, 50));
    expect(home).not.toContain(UNSAFE_SOURCE);
    // Every file is asked for before the parser stops at the scripts in the page.
    expect(home.lastIndexOf('<link rel="preload"')).toBeLessThan(home.indexOf(BOOT_SOURCE));
    // Every page of the shell carries them, whatever its area.
    const cabinet = (await app.inject({ method: 'GET', url: '/worker/1/bookings', headers: { accept: 'text/html' } })).body;
    expect(cabinet).toContain(`<script>${BOOT_SOURCE}</script>`);
  });

  it('follows a shell released in place: a new start-up chunk is in the next page without a restart', async () => {
    const file = path.join(root, 'shell', 'dist', BOOT);
    const next = BOOT_SOURCE.replace('запуск', 'запуск 2');
    writeFileSync(file, next);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const home = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body;
    expect(home).toContain(`<script>${next}</script>`);
    expect(home).not.toContain(`<script>${BOOT_SOURCE}</script>`);
  });

  it('follows a remote released alone: a new build in its folder changes the hints without a restart', async () => {
    const file = path.join(root, 'remote-client', 'dist', 'mf-manifest.json');
    writeJson(file, manifest('client', 'expose-client.77777777aa', '1.1.0'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const screens = path.join(root, 'remote-client', 'dist', 'screens.json');
    writeJson(screens, screensFile('client', SCREENS.client, clientLoad('expose-client.77777777aa')));
    utimesSync(screens, new Date(), new Date(Date.now() + 5_000));
    const html = (await get('/')).body;
    expect(hints(html)).toContain('script /remotes/client/static/js/async/expose-client.77777777aa.js');
    expect(html).toContain('"buildVersion":"1.1.0"');
    expect(hints(html)).not.toContain('script /remotes/client/static/js/async/expose-client.66666666ff.js');
  });

  it('preloads from the manifest for a remote whose screens file does not say what it loads (an older build)', async () => {
    const screens = path.join(root, 'remote-client', 'dist', 'screens.json');
    writeJson(screens, screensFile('client', SCREENS.client, null));
    utimesSync(screens, new Date(), new Date(Date.now() + 7_000));
    const place = hints((await app.inject({ method: 'GET', url: '/place/3', headers: { accept: 'text/html' } })).body);
    expect(place).toEqual(expect.arrayContaining([
      'script /remotes/client/static/js/async/expose-client.77777777aa.js',
      'script /remotes/client/static/js/async/page-place.88888888dd.js',
      'script /remotes/client/static/js/async/schemas.22222222bb.js',
    ]));
    expect(place.some((h) => h.includes('valibot') || h.includes('calendar'))).toBe(false);
    writeJson(screens, screensFile('client', SCREENS.client, clientLoad('expose-client.77777777aa')));
    utimesSync(screens, new Date(), new Date(Date.now() + 8_000));
  });

  it("carries the routing table: every area's routes as its screens file gives them, without pages or early requests", async () => {
    const routes = JSON.parse((await get('/')).body.match(new RegExp(`<script type="application/json" id="${INLINE_ROUTES_ID}">(.*?)</script>`))![1]!);
    expect(routes).toEqual({
      client: [
        { name: 'home', patterns: ['/'] },
        { name: 'place', patterns: ['/place/:placeId'] },
        { name: 'worker', patterns: ['/worker/:placeId/:workerId'] },
        { name: 'myBookings', patterns: ['/bookings'], notForMasters: true },
      ],
      master: [{ name: 'masterBookings', patterns: ['/bookings', '/worker/:workerId/bookings'] }],
    });
  });

  it('follows a remote that ships a new screen alone: the next page routes it, preloads its page and starts its reads, without a restart', async () => {
    const file = path.join(root, 'remote-client', 'dist', 'screens.json');
    const page = () => app.inject({ method: 'GET', url: '/new-screen/4', headers: { accept: 'text/html' } }).then((r) => r.body);
    expect(hints(await page()).some((h) => h.includes('/remotes/'))).toBe(false);
    const newScreen = {
      name: 'newScreen', patterns: ['/new-screen/:placeId'], page: 'page-place', early: { '/new-screen/:placeId': [{ path: 'places/{placeId}/news' }] },
      files: ['static/js/async/page-place.88888888dd.js'],
    };
    writeJson(file, screensFile('client', [...SCREENS.client, newScreen], clientLoad('expose-client.77777777aa')));
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    const html = await page();
    expect(html).toContain('"name":"newScreen"');
    expect(hints(html)).toContain('script /remotes/client/static/js/async/page-place.88888888dd.js');
    expect(html).toContain('"path":"places/4/news"');
    // Rolled back: the path is nobody's again.
    writeJson(file, screensFile('client', SCREENS.client, clientLoad('expose-client.77777777aa')));
    utimesSync(file, new Date(), new Date(Date.now() + 20_000));
    const back = await page();
    expect(back).not.toContain('newScreen');
    expect(back).not.toContain('places/4/news');
  });

  it('lets a repeat visit revalidate the page: same page, 304', async () => {
    const first = await get('/');
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

/** The other origin's files, as a fetch answers them (a URL not listed: 404). */
const cdn = (files: Record<string, unknown>) => async (url: string | URL | Request) =>
  String(url) in files ? new Response(JSON.stringify(files[String(url)]), { status: 200 }) : new Response('missing', { status: 404 });

describe('the shell page with a remote hosted on another origin', () => {
  let otherApp: FastifyInstance;
  const remotesFile = () => path.join(root, 'remotes-other.json');
  beforeAll(async () => {
    writeJson(remotesFile(), { client: '/remotes/client/mf-manifest.json', master: 'https://cdn.example/master/v2/mf-manifest.json' });
    otherApp = Fastify();
    const fetch = cdn({ 'https://cdn.example/master/v2/screens.json': screensFile('master') }) as typeof globalThis.fetch;
    await otherApp.register(webPlugin, { root, remotesFile: remotesFile(), remoteScreens: { fetch } });
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp?.close();
  });

  it('preloads only its manifest, and does not inline it: a failed script preload would break the retry once the remote is back', async () => {
    const page = await otherApp.inject({ method: 'GET', url: '/worker/1/bookings', headers: { accept: 'text/html' } });
    expect(hints(page.body)).toEqual([
      'style /static/css/async/base.55555555ee.css',
      `script ${LARGE}`,
      `script ${UNSAFE}`,
      'fetch https://cdn.example/master/v2/mf-manifest.json',
    ]);
    expect(JSON.parse(page.body.match(new RegExp(`id="${INLINE_REMOTES_ID}">(.*?)</script>`))![1]!).master).toBe('https://cdn.example/master/v2/mf-manifest.json');
    expect(page.body).not.toContain(INLINE_MANIFESTS_ID);
    // Its files are fetched ahead by the page's early script instead (early-fetch.test.ts), from the URLs its screens file gives.
    expect(page.body).toContain('"now":{"files":["https://cdn.example/master/v2/remoteEntry.js","https://cdn.example/master/v2/static/js/async/expose-master.66666666ff.js"]}');
  });

  it('fetches its screens file: the page routes its paths and starts their reads', async () => {
    const page = (await otherApp.inject({ method: 'GET', url: '/worker/1/bookings', headers: { accept: 'text/html' } })).body;
    const routes = JSON.parse(page.match(new RegExp(`id="${INLINE_ROUTES_ID}">(.*?)</script>`))![1]!);
    expect(routes.master).toEqual([{ name: 'masterBookings', patterns: ['/bookings', '/worker/:workerId/bookings'] }]);
    expect(page).toContain('"path":"workers/telegram/{telegramId}"');
  });
});

describe('the pages’ Content-Security-Policy', () => {
  const policy = (header: unknown) =>
    new Map(String(header).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
  const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

  it('the shell’s page allows exactly the scripts it carries, by hash, and the messengers’ web clients (Telegram Web, MAX) as its only framers', async () => {
    const page = await app.inject({ method: 'GET', url: '/place/3', headers: { accept: 'text/html' } });
    const csp = policy(page.headers['content-security-policy']);
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(csp.get('frame-ancestors')).toEqual(['https://web.telegram.org', 'https://web.max.ru']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toContain('https://t.me');
    // MAX's avatars: its own hosts and VK's image CDN.
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://*.max.ru', 'https://*.oneme.ru', 'https://*.mycdn.me']));
    const scripts = csp.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Every script the page runs inline is allowed by its hash, and nothing else inline is.
    const inline = [...page.body.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(([, attrs = '']) => !/src=|application\/json/.test(attrs));
    expect(inline.length).toBeGreaterThanOrEqual(2);
    expect(scripts.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...new Set(inline.map(([, , body = '']) => sha256(body)))].sort());
  });

  it('a remote on another origin may run its code and be fetched; a standalone remote page has its policy too', async () => {
    const otherApp = Fastify();
    const remotesFile = path.join(root, 'remotes-csp.json');
    writeJson(remotesFile, { client: '/remotes/client/mf-manifest.json', master: 'https://cdn.example/master/v2/mf-manifest.json' });
    await otherApp.register(webPlugin, { root, remotesFile, remoteScreens: { fetch: cdn({}) as typeof globalThis.fetch, warn: () => undefined } });
    const page = await otherApp.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = policy(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toContain('https://cdn.example');
    expect(csp.get('connect-src')).toContain('https://cdn.example');
    await otherApp.close();
    for (const url of ['/remotes/client/', '/remotes/client/place/1']) {
      const alone = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(alone.statusCode).toBe(200);
      expect(policy(alone.headers['content-security-policy']).get('frame-ancestors')).toEqual(['https://web.telegram.org', 'https://web.max.ru']);
    }
  });
});

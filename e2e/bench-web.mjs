#!/usr/bin/env node
// `npm run bench:web`: measures the built product in headless Chromium. Two parts (both by
// default; `--size` or `--time` runs one):
// - time: how long until a screen shows its data, cold and on a repeat visit, under Lighthouse's
//   mobile throttling, against a floor page (bare React 19 built with the same Rsbuild, one fetch)
//   served the same way; interleaved runs (BENCH_RUNS, default 5), median, spread and ratio. Home,
//   the place page, the service step and a master's short link opened by a guest (`/m/{uuid}`, no
//   launch data); `--all-screens` adds the worker welcome page, the time
//   step and the master's bookings and schedule.
// - size: each screen opened cold (fresh browser context, empty cache) and the page, JS and CSS it
//   downloads until it shows its data (the page carries the shell's start-up chunks), as gzip as served (what the server sends a client that
//   accepts only gzip: the build's level-9 copies), next to cold Home, with each screen's
//   allowance over Home (see sizeScreens). Home also gets a per-app breakdown
//   (raw; gzip -6 of the raw bytes, the figure early runs reported; gzip served; what Chromium
//   downloaded, brotli), and every screen lists the files it loads that Home does not.
// A measurement, not a test: it prints figures and never fails on them. Run it with the front end
// already built.
import { request } from 'node:http';
import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { ANNA, MARIA, launchBrowser, launchHash, signedInitData } from './tests/browser.ts';
import { ensureChromium } from './support/chromium.mjs';
import { ROOT, freePort, remoteServer, startProduct } from './support/product.mjs';
import { buildFloor, floorServer } from './support/floor.mjs';
import { READY, measureInterleaved, printTimeTable } from './support/bench-time.mjs';

const args = process.argv.slice(2);
const runSize = !args.includes('--time') || args.includes('--size');
const runTime = !args.includes('--size') || args.includes('--time');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** `--all-screens`: the time part also measures the welcome page, the time step and the master's two first screens. */
const allScreens = args.includes('--all-screens');

/** Body bytes the server sends for `url` to a client that accepts only gzip, as transferred. */
function servedGzipBytes(url, accept = '*/*') {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip', accept } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`${url}: HTTP ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk) => { bytes += chunk.length; });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    }).on('error', reject).end();
  });
}

function appOf(url) {
  const u = new URL(url);
  // The e2e product hosts the master remote on a server of its own (its port, no path prefix).
  if (u.port === String(product.masterPort)) return 'remote-master';
  const m = u.pathname.match(/^\/remotes\/(client|master|plans)\//);
  return m ? `remote-${m[1]}` : 'shell';
}

/**
 * Where to ask for a file's "gzip served" size: the master remote's own test server sends files
 * uncompressed, so its files are measured where `npm start` serves them (the API, /remotes/master/).
 */
function servedUrl(url) {
  const u = new URL(url);
  return u.port === String(product.masterPort) ? `${product.baseUrl}/remotes/master${u.pathname}` : url;
}

ensureChromium();
const product = await startProduct();
const browser = await launchBrowser();

/** What the size report counts: the page itself (it carries the shell's start-up chunks), scripts and styles. */
const COUNTED = new Set(['document', 'script', 'stylesheet']);

/**
 * The page, JS and CSS a fresh (cold-cache) page downloads until `ready` says the screen shows its
 * data. Files requested after that (prefetch of the next step) come back apart, in `later`.
 */
async function coldAssets(url, ready) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } }); // fresh: cold cache
  const page = await context.newPage();
  const assets = [];
  const later = new Set(); // requests made once the screen was ready
  const pending = [];
  let isReady = false;
  page.on('request', (req) => {
    if (isReady && COUNTED.has(req.resourceType())) later.add(req);
  });
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (!COUNTED.has(type)) return;
    if (later.has(res.request())) return;
    pending.push((async () => {
      let body;
      try {
        body = await res.body();
      } catch {
        return; // a response without a body (redirect) carries no bytes
      }
      const { responseBodySize } = await res.request().sizes();
      assets.push({
        url: res.url(),
        app: appOf(res.url()),
        raw: body.length,
        gzip6: gzipSync(body).length,
        gzip: await servedGzipBytes(servedUrl(res.url()), type === 'document' ? 'text/html' : '*/*'),
        downloaded: responseBodySize,
        encoding: res.headers()['content-encoding'] ?? 'none',
      });
    })());
  });
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  await page.goto(url);
  await ready(page).catch(async (e) => { console.error(await page.evaluate(() => document.body.innerText)); throw e; });
  isReady = true;
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return { assets, later: [...new Set([...later].map((req) => req.url()))] };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const signedKb = (n) => `${n >= 0 ? '+' : ''}${kb(n)}`;
const FIELDS = ['raw', 'gzip6', 'gzip', 'downloaded'];
const sum = (list) => Object.fromEntries(FIELDS.map((f) => [f, list.reduce((t, a) => t + a[f], 0)]));
const row = (label, files, s) => console.log(label.padEnd(16), String(files).padStart(5), ...FIELDS.map((f) => kb(s[f]).padStart(12)));

function appTable(title, assets) {
  const apps = [...new Set(assets.map((a) => a.app))].sort();
  console.log(`\n${title}, page + JS + CSS:\n`);
  console.log('app'.padEnd(16), 'files'.padStart(5), 'raw'.padStart(12), 'gzip -6'.padStart(12), 'gzip served'.padStart(12), 'downloaded'.padStart(12));
  for (const app of apps) {
    const list = assets.filter((a) => a.app === app);
    row(app, list.length, sum(list));
  }
  row('total', assets.length, sum(assets));
}

/** A GET to the API as `user` (seeded data the screens below need: ids are read, not assumed). */
async function apiGet(user, apiPath) {
  const res = await fetch(`${product.baseUrl}/api/${apiPath}`, { headers: { 'X-Telegram-Init-Data': signedInitData(user, product.botToken) } });
  if (!res.ok) throw new Error(`GET /api/${apiPath}: HTTP ${res.status}`);
  return res.json();
}

const waitAny = (page, ...testIds) => page.locator(testIds.map((id) => `[data-testid="${id}"]`).join(', ')).first().waitFor();

/**
 * The screens measured, each against cold Home, with its allowance over Home (docs/perf.md, "Goals"):
 * 30 KB gzip for the place page and the worker welcome, 40 KB (the ceiling for a screen's own
 * code) for the booking steps and the master's screens. Anna is a seeded client with
 * bookings, Maria a seeded master.
 */
async function sizeScreens() {
  const place7 = await apiGet(ANNA, 'places/7');
  const welcomeWorker = place7.workers?.[0];
  if (!welcomeWorker) throw new Error('place 7 of the demo data has no worker');
  const services = await apiGet(ANNA, 'services/?worker_id=1&place_id=1');
  if (!services[0]) throw new Error('worker 1 has no active service at place 1 in the demo data');
  const booking = '/booking/business/1/place/1/worker/1/service';
  return [
    { name: 'place /place/1', path: '/place/1', user: ANNA, allowance: 30 * 1024, ready: async (p) => {
      await p.getByTestId('place-page').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
      await p.getByTestId('place-workers').waitFor();
    } },
    { name: `welcome /welcome/7/${welcomeWorker}`, path: `/welcome/7/${welcomeWorker}`, user: ANNA, allowance: 30 * 1024, ready: (p) =>
      p.getByTestId('worker-welcome').getByRole('heading').first().waitFor({ timeout: 30_000 }) },
    { name: 'service selection', path: booking, user: ANNA, allowance: 40 * 1024, ready: (p) =>
      p.getByTestId('service-row').first().waitFor({ timeout: 30_000 }) },
    { name: `timeslots (service ${services[0].id})`, path: `${booking}/${services[0].id}/timeslots`, user: ANNA, allowance: 40 * 1024, ready: (p) =>
      p.getByTestId('slot-list').waitFor({ timeout: 30_000 }) },
    { name: 'master bookings day', path: '/bookings', user: MARIA, allowance: 40 * 1024, ready: async (p) => {
      await p.getByTestId('day-title').waitFor({ timeout: 30_000 });
      await waitAny(p, 'busy-list', 'state-empty');
    } },
    { name: 'master schedule', path: '/schedule', user: MARIA, allowance: 40 * 1024, ready: async (p) => {
      await p.getByRole('grid', { name: 'Рабочие дни' }).waitFor({ timeout: 30_000 });
      await waitAny(p, 'day-slots', 'day-empty');
    } },
    // 'Статистика' (Maria is on the free plan: the sample figures under the veil, the same code with the charts' library).
    { name: 'master analytics', path: '/analytics', user: MARIA, allowance: 40 * 1024, ready: (p) =>
      p.getByTestId('figures').waitFor({ timeout: 30_000 }) },
  ];
}

async function sizeReport() {
  const home = await coldAssets(`${product.baseUrl}/${launchHash(ANNA)}`, async (page) => {
    await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('places-strip').waitFor();
  });
  appTable('Cold Home screen', home.assets);
  const encodings = [...new Set(home.assets.map((a) => a.encoding))].join(', ');
  console.log(`\ngzip -6: computed on the raw bytes; gzip served: what a gzip-only client gets; downloaded: what Chromium got (${encodings})`);
  console.log(`\n${process.env.BENCH_ALL_FILES ? 'every file' : 'biggest files'} of Home (gzip served):`);
  // BENCH_ALL_FILES=1 lists every file instead of the biggest eight.
  const listed = [...home.assets].sort((x, y) => y.gzip - x.gzip).slice(0, process.env.BENCH_ALL_FILES ? undefined : 8);
  for (const a of listed) console.log(`  ${kb(a.gzip).padStart(9)}  ${a.app.padEnd(14)} ${new URL(a.url).pathname}`);

  // The same Home for a person whose Telegram is in English: the English texts load beside the
  // area's code (docs/conventions.md, Texts and languages); the difference is what English costs.
  const english = await coldAssets(`${product.baseUrl}/${launchHash({ ...ANNA, language_code: 'en' })}`, async (page) => {
    await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Places' }).waitFor();
  });
  appTable('Cold Home screen in English', english.assets);
  const [ru, en] = [sum(home.assets), sum(english.assets)];
  console.log(`
English over Russian: ${english.assets.length - home.assets.length} files, ${signedKb(en.gzip - ru.gzip)} gzip served, ${signedKb(en.downloaded - ru.downloaded)} downloaded (br)`);
  for (const a of english.assets.filter((x) => !home.assets.some((h) => h.url === x.url))) console.log(`  ${kb(a.downloaded).padStart(9)}  ${a.app.padEnd(14)} ${new URL(a.url).pathname}`);

  const homeGzip = sum(home.assets).gzip;
  const homeUrls = new Set(home.assets.map((a) => a.url));
  const rows = [{ name: 'Home', files: home.assets.length, gzip: homeGzip }];
  console.log('\nfiles each screen loads that Home does not (gzip served):');
  for (const screen of await sizeScreens()) {
    const { assets, later } = await coldAssets(`${product.baseUrl}${screen.path}${launchHash(screen.user)}`, screen.ready);
    const gzip = sum(assets).gzip;
    rows.push({ name: screen.name, files: assets.length, gzip, diff: gzip - homeGzip, allowance: screen.allowance });
    console.log(`  ${screen.name}:`);
    for (const a of assets.filter((x) => !homeUrls.has(x.url)).sort((x, y) => y.gzip - x.gzip)) {
      console.log(`    ${kb(a.gzip).padStart(9)}  ${a.app.padEnd(14)} ${new URL(a.url).pathname}`);
    }
    if (later.length) console.log(`    requested after the screen was ready (not counted): ${later.map((u) => new URL(u).pathname.split('/').pop()).join(', ')}`);
  }

  const cells = rows.map((r) => [
    r.name,
    String(r.files),
    kb(r.gzip),
    r.diff === undefined ? '' : signedKb(r.diff),
    r.allowance === undefined ? '' : `+${kb(r.allowance)}`,
    r.allowance === undefined ? '' : r.diff <= r.allowance ? 'within' : 'OVER',
  ]);
  const header = ['screen', 'files', 'gzip served', '+vs Home', 'allowance', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i === 0 || i === 5 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\nCold screens, page + JS + CSS, gzip as served (files requested before the screen showed its data):\n`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 || i === 5 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

async function timeReport() {
  const floorDist = await buildFloor();
  const floor = floorServer(floorDist, product.baseUrl);
  const floorPort = await freePort();
  await floor.start(floorPort);
  try {
    // Anna has bookings: Home shows her name, her booking cards and the places strip.
    const hash = launchHash(ANNA);
    const booking = '/booking/business/1/place/1/worker/1/service';
    const targets = [
      { name: 'floor', url: `http://127.0.0.1:${floorPort}/${hash}`, ready: READY.floor },
      { name: 'home', url: `${product.baseUrl}/${hash}`, ready: READY.home },
      { name: 'place', url: `${product.baseUrl}/place/1${hash}`, ready: READY.place },
      { name: 'services', url: `${product.baseUrl}${booking}${hash}`, ready: READY.services },
      // A master's short link in a plain browser (no launch data: a guest): the server serves the welcome page at it.
      { name: 'web-link', url: `${product.baseUrl}/m/${(await apiGet(ANNA, 'workers/1')).uuid}`, ready: READY.welcome },
      // The same master's welcome page asked for by its own address, by a guest: what the short link should cost.
      { name: 'web-welcome', url: `${product.baseUrl}/welcome/1/1`, ready: READY.welcome },
    ];
    if (allScreens) {
      // The other cold screens (docs/product.md, Screens and routes) that open from a link (ids read from the demo data).
      const place7 = await apiGet(ANNA, 'places/7');
      const services = await apiGet(ANNA, 'services/?worker_id=1&place_id=1');
      if (!place7.workers?.[0] || !services[0]) throw new Error('the demo data lacks place 7\'s master or worker 1\'s services');
      const maria = launchHash(MARIA);
      targets.push(
        { name: 'welcome', url: `${product.baseUrl}/welcome/7/${place7.workers[0]}${hash}`, ready: READY.welcome },
        { name: 'timeslots', url: `${product.baseUrl}${booking}/${services[0].id}/timeslots${hash}`, ready: READY.timeslots },
        { name: 'm-bookings', url: `${product.baseUrl}/bookings${maria}`, ready: READY.masterBookings },
        { name: 'm-schedule', url: `${product.baseUrl}/schedule${maria}`, ready: READY.masterSchedule },
      );
    }
    const results = await measureInterleaved(browser, targets, RUNS, (line) => console.error(line));
    printTimeTable(results, 'floor', targets.slice(1).map((t) => t.name));
  } finally {
    await floor.stop();
    rmSync(floorDist, { recursive: true, force: true });
  }
}

// The master remote is hosted on a server of its own (remotes.json points there), as in the e2e run.
const masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
await masterRemote.start();
try {
  if (runSize) await sizeReport();
  if (runTime) await timeReport();
} finally {
  await browser.close();
  await masterRemote.stop();
  await product.stop();
}

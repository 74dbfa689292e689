#!/usr/bin/env node
// `npm run bench:web`: opens the cold Home screen, then the master's cold schedule page, of the built
// product in headless Chromium and prints the JS and CSS bytes each downloads, per app and in total:
// raw; gzip level 6 computed on the raw bytes (the figure earlier runs reported); gzip as the server sends it to a client that accepts
// only gzip (the build's level-9 copies); and what Chromium actually downloaded (brotli). A
// measurement, not a test: it prints figures and never fails on them. Run it with the front end
// already built.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import path from 'node:path';
import { ANNA, MARIA, launchHash } from './tests/browser.ts';
import { ensureChromium, CHROMIUM } from './support/chromium.mjs';
import { ROOT, remoteServer, startProduct } from './support/product.mjs';

const BUDGET_GZIP = 150 * 1024;
/** DESIGN.md: each screen's own code adds at most 40 KB gzip to the cold start. */
const SCREEN_EXTRA_GZIP = 40 * 1024;

/** Body bytes the server sends for `url` to a client that accepts only gzip, as transferred. */
function servedGzipBytes(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
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

ensureChromium();
const product = await startProduct();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/** JS and CSS a fresh (cold-cache) page downloads until `ready` says the screen shows its data. */
async function coldAssets(url, ready) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } }); // fresh: cold cache
  const page = await context.newPage();
  const assets = [];
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push((async () => {
      try {
        const body = await res.body();
        const { responseBodySize } = await res.request().sizes();
        assets.push({
          url: res.url(),
          app: appOf(res.url()),
          raw: body.length,
          gzip6: gzipSync(body).length,
          gzip: await servedGzipBytes(res.url()),
          downloaded: responseBodySize,
          encoding: res.headers()['content-encoding'] ?? 'none',
        });
      } catch {
        // a response without a body (redirect) carries no bytes
      }
    })());
  });
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => console.error('console', m.text().slice(0, 400)));
  await page.goto(url);
  await ready(page).catch(async (e) => { console.error(await page.evaluate(() => document.body.innerText)); throw e; });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return assets;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const FIELDS = ['raw', 'gzip6', 'gzip', 'downloaded'];
const sum = (list) => Object.fromEntries(FIELDS.map((f) => [f, list.reduce((t, a) => t + a[f], 0)]));
const row = (label, files, s) => console.log(label.padEnd(16), String(files).padStart(5), ...FIELDS.map((f) => kb(s[f]).padStart(12)));

function table(title, assets) {
  const apps = [...new Set(assets.map((a) => a.app))].sort();
  console.log(`\n${title}, JS + CSS:\n`);
  console.log('app'.padEnd(16), 'files'.padStart(5), 'raw'.padStart(12), 'gzip -6'.padStart(12), 'gzip served'.padStart(12), 'downloaded'.padStart(12));
  for (const app of apps) {
    const list = assets.filter((a) => a.app === app);
    row(app, list.length, sum(list));
  }
  const total = sum(assets);
  row('total', assets.length, total);
  return total;
}

// The master remote is hosted on a server of its own (remotes.json points there), as in the e2e run.
const masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
await masterRemote.start();
try {
  const assets = await coldAssets(`${product.baseUrl}/${launchHash(ANNA)}`, async (page) => {
    await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('places-strip').waitFor();
  });
  const total = table('Cold Home screen', assets);
  const encodings = [...new Set(assets.map((a) => a.encoding))].join(', ');
  console.log(`\ngzip -6: computed on the raw bytes; gzip served: what a gzip-only client gets; downloaded: what Chromium got (${encodings})`);
  console.log(`budget ${kb(BUDGET_GZIP)} gzip: gzip served ${total.gzip <= BUDGET_GZIP ? 'within' : 'OVER'} (${((total.gzip / BUDGET_GZIP) * 100).toFixed(0)}%)`);
  console.log(`\n${process.env.BENCH_ALL_FILES ? 'every file' : 'biggest files'} (gzip served):`);
  // BENCH_ALL_FILES=1 lists every file instead of the biggest eight.
  const listed = [...assets].sort((x, y) => y.gzip - x.gzip).slice(0, process.env.BENCH_ALL_FILES ? undefined : 8);
  for (const a of listed) {
    console.log(`  ${kb(a.gzip).padStart(9)}  ${a.app.padEnd(14)} ${new URL(a.url).pathname}`);
  }

  // The master's schedule (issue 15): a lazy chunk, at most SCREEN_EXTRA_GZIP over cold Home.
  const schedule = await coldAssets(`${product.baseUrl}/worker/1/schedule${launchHash(MARIA)}`, async (page) => {
    await page.getByRole('grid', { name: 'Рабочие дни' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('day-slots').or(page.getByTestId('day-empty')).first().waitFor();
  });
  const scheduleTotal = table('Cold schedule page (/worker/1/schedule)', schedule);
  // gzip -6 on both sides: the master remote's own test server sends files uncompressed, so its
  // "gzip served" is raw bytes and says nothing about the build.
  const extra = scheduleTotal.gzip6 - total.gzip6;
  console.log(`\nschedule vs Home, gzip -6: ${extra >= 0 ? '+' : ''}${kb(extra)} (target: within ${kb(SCREEN_EXTRA_GZIP)} of Home: ${Math.abs(extra) <= SCREEN_EXTRA_GZIP ? 'within' : 'OVER'})`);
  const own = schedule.filter((a) => a.app === 'remote-master');
  console.log(`remote-master files of the schedule page, gzip -6: ${kb(sum(own).gzip6)} (${own.length} files; the rest is the shell, as for Home)`);
} finally {
  await browser.close();
  await masterRemote.stop();
  await product.stop();
}

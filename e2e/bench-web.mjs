#!/usr/bin/env node
// `npm run bench:web`: opens the cold Home screen of the built product in headless Chromium and
// prints the JS and CSS bytes it downloads, raw and gzip, per app and in total. A measurement, not
// a test: it prints figures and never fails on them. Run it with the front end already built.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ANNA, launchHash } from './tests/browser.ts';
import { ensureChromium, CHROMIUM } from './support/chromium.mjs';
import { startProduct } from './support/product.mjs';

const BUDGET_GZIP = 150 * 1024;

function appOf(url) {
  const m = new URL(url).pathname.match(/^\/remotes\/(client|master|plans)\//);
  return m ? `remote-${m[1]}` : 'shell';
}

ensureChromium();
const product = await startProduct();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } }); // fresh: cold cache
  const page = await context.newPage();
  const assets = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      assets.push({ url: res.url(), app: appOf(res.url()), kind: type === 'script' ? 'js' : 'css', raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // a response without a body (redirect) carries no bytes
    }
  });
  await page.goto(`${product.baseUrl}/${launchHash(ANNA)}`);
  page.on('pageerror', (e) => console.error('pageerror', e.message));
  page.on('console', (m) => console.error('console', m.text().slice(0, 400)));
  await page.getByTestId('booking-card').first().waitFor({ timeout: 30_000 }).catch(async (e) => { console.error(await page.evaluate(() => document.body.innerText)); throw e; });
  await page.getByTestId('places-strip').waitFor();
  await page.waitForLoadState('networkidle');

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const byApp = new Map();
  for (const a of assets) {
    const s = byApp.get(a.app) ?? { raw: 0, gzip: 0, files: 0 };
    s.raw += a.raw; s.gzip += a.gzip; s.files += 1;
    byApp.set(a.app, s);
  }
  console.log('\nCold Home screen, JS + CSS downloaded (gzip level 6 computed on the bytes served):\n');
  console.log('app'.padEnd(16), 'files'.padStart(5), 'raw'.padStart(11), 'gzip'.padStart(11));
  for (const [app, s] of [...byApp].sort()) console.log(app.padEnd(16), String(s.files).padStart(5), kb(s.raw).padStart(11), kb(s.gzip).padStart(11));
  const total = assets.reduce((t, a) => ({ raw: t.raw + a.raw, gzip: t.gzip + a.gzip }), { raw: 0, gzip: 0 });
  console.log('total'.padEnd(16), String(assets.length).padStart(5), kb(total.raw).padStart(11), kb(total.gzip).padStart(11));
  console.log(`\nbudget ${kb(BUDGET_GZIP)} gzip: ${total.gzip <= BUDGET_GZIP ? 'within' : 'OVER'} (${((total.gzip / BUDGET_GZIP) * 100).toFixed(0)}%)`);
  console.log(`\n${process.env.BENCH_ALL_FILES ? 'every file' : 'biggest files'} (gzip):`);
  // BENCH_ALL_FILES=1 lists every file instead of the biggest eight.
  const listed = [...assets].sort((x, y) => y.gzip - x.gzip).slice(0, process.env.BENCH_ALL_FILES ? undefined : 8);
  for (const a of listed) {
    console.log(`  ${kb(a.gzip).padStart(9)}  ${a.app.padEnd(14)} ${new URL(a.url).pathname}`);
  }
} finally {
  await browser.close();
  await product.stop();
}

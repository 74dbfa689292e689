#!/usr/bin/env node
// Cold bytes of the master's bookings day view next to cold Home (issue: the day view within 40 KB
// gzip of Home). Opens each screen in a fresh Chromium context of the built product and sums the JS
// and CSS it downloads, per app, as gzip -6 of the raw bytes. A measurement: prints, never fails.
// Run with the front end built: `cd e2e && node --import tsx bench-master.mjs`.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ANNA, MARIA, launchHash } from './tests/browser.ts';
import { ensureChromium, CHROMIUM } from './support/chromium.mjs';
import { ROOT, remoteServer, startProduct } from './support/product.mjs';

const LIMIT = 40 * 1024;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** JS and CSS bytes (raw, gzip -6) a cold visit of `url` downloads, once `ready` resolves. */
async function coldBytes(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
  const page = await context.newPage();
  const pending = [];
  const assets = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(res.body().then((body) => assets.push({ url: res.url(), raw: body.length, gzip: gzipSync(body).length }), () => undefined));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return assets;
}

ensureChromium();
const product = await startProduct();
const master = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
await master.start();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const home = await coldBytes(browser, `${product.baseUrl}/${launchHash(ANNA)}`, (p) => p.getByTestId('places-strip').waitFor({ timeout: 30_000 }));
  const day = await coldBytes(browser, `${product.baseUrl}/bookings${launchHash(MARIA)}`, (p) =>
    p.getByTestId('day-title').waitFor({ timeout: 30_000 }).then(() => p.locator('[data-testid="busy-list"], [data-testid="state-empty"]').first().waitFor()),
  );
  const sum = (list, f) => list.reduce((t, a) => t + a[f], 0);
  console.log('\nCold JS + CSS (gzip -6 of the raw bytes):\n');
  console.log('screen'.padEnd(22), 'files'.padStart(5), 'raw'.padStart(10), 'gzip'.padStart(10));
  for (const [name, list] of [['Home (client)', home], ['bookings day (master)', day]]) {
    console.log(name.padEnd(22), String(list.length).padStart(5), kb(sum(list, 'raw')).padStart(10), kb(sum(list, 'gzip')).padStart(10));
  }
  const diff = sum(day, 'gzip') - sum(home, 'gzip');
  console.log(`\nday view minus Home: ${kb(diff)} gzip (${diff <= LIMIT ? 'within' : 'OVER'} the ${kb(LIMIT)} allowance)`);
  const own = day.filter((a) => !home.some((h) => new URL(h.url).pathname === new URL(a.url).pathname));
  console.log('\nfiles the day view loads that Home does not (gzip):');
  for (const a of own.sort((x, y) => y.gzip - x.gzip)) console.log(`  ${kb(a.gzip).padStart(9)}  ${new URL(a.url).host === new URL(product.baseUrl).host ? '' : '[master] '}${new URL(a.url).pathname}`);
} finally {
  await browser.close();
  await master.stop();
  await product.stop();
}

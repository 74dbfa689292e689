#!/usr/bin/env node
// `node --import tsx bench-booking.mjs` (in e2e/, front end already built): the JS + CSS a cold
// visit downloads for Home, the booking flow's service step and its time step, each in a fresh
// browser context (empty cache), as gzip served to a gzip-only client, and each booking screen's
// difference from Home (spec "Size and speed": each within 40 KB gzip of cold Home). Also lists the
// booking chunks and what the service step prefetches for the next one. A measurement: it prints
// figures and never fails on them.
import { request } from 'node:http';
import { chromium } from 'playwright-core';
import { ANNA, launchHash } from './tests/browser.ts';
import { ensureChromium, CHROMIUM } from './support/chromium.mjs';
import { startProduct } from './support/product.mjs';

const LIMIT = 40 * 1024;

/** Body bytes the server sends for `url` to a client that accepts only gzip. */
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

/** Opens `path` cold and waits for `ready`; returns the JS/CSS files loaded before it was ready, and after (prefetch). */
async function cold(browser, baseUrl, path, ready) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const urls = [];
  let isReady = false;
  const late = [];
  page.on('request', (req) => {
    const type = req.resourceType();
    if (type === 'script' || type === 'stylesheet') (isReady ? late : urls).push(req.url());
  });
  await page.goto(`${baseUrl}${path}${launchHash(ANNA)}`);
  await ready(page);
  isReady = true;
  await page.waitForLoadState('networkidle');
  await context.close();
  const sizes = await Promise.all(urls.map(async (url) => ({ url, gzip: await servedGzipBytes(url) })));
  return { files: sizes, total: sizes.reduce((t, f) => t + f.gzip, 0), prefetched: late };
}

ensureChromium();
const product = await startProduct();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  const home = await cold(browser, product.baseUrl, '/', (p) => p.getByTestId('places-strip').waitFor());
  const screens = [
    ['service selection', '/booking/business/1/place/1/worker/1/service', (p) => p.getByTestId('service-row').first().waitFor()],
    ['timeslots', '/booking/business/1/place/1/worker/1/service/1/timeslots', (p) => p.getByTestId('slot-list').waitFor()],
  ];
  console.log('\nCold screens, JS + CSS, gzip as served:\n');
  console.log('screen'.padEnd(20), 'files'.padStart(5), 'gzip'.padStart(10), 'vs Home'.padStart(10));
  console.log('Home'.padEnd(20), String(home.files.length).padStart(5), kb(home.total).padStart(10));
  for (const [name, path, ready] of screens) {
    const r = await cold(browser, product.baseUrl, path, ready);
    const diff = r.total - home.total;
    console.log(name.padEnd(20), String(r.files.length).padStart(5), kb(r.total).padStart(10), `${diff >= 0 ? '+' : ''}${kb(diff)}`.padStart(10), diff <= LIMIT ? 'within 40 KB' : 'OVER 40 KB');
    const own = r.files.filter((f) => !home.files.some((h) => h.url === f.url));
    for (const f of own) console.log(`${''.padEnd(22)}${kb(f.gzip).padStart(9)}  ${new URL(f.url).pathname}`);
    if (r.prefetched.length) console.log(`${''.padEnd(22)}prefetched after ready: ${r.prefetched.map((u) => new URL(u).pathname.split('/').pop()).join(', ')}`);
  }
} finally {
  await browser.close();
  await product.stop();
}

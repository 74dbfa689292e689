#!/usr/bin/env node
// `cd e2e && node bench-files.mjs [--cpu]`: what the layout of a cold start's bytes costs under the
// time benchmark's network throttling, with no app in the way. A throwaway page and server: the same
// 163 KB (about what a cold Home downloads) as one file, as cold Home's files, in other orders, merged,
// or partly carried in the page itself; each layout loaded in a fresh browser context, BENCH_RUNS
// rounds (default 6), time to the last response's end, median and all runs. `--cpu` adds the
// benchmark's 4x CPU slowdown. The files are incompressible text sent as is. A measurement: it prints
// figures and never fails on them (docs/perf.md, "Seventh pass").
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { CHROMIUM, ensureChromium } from './support/chromium.mjs';
import { THROTTLING, throttle } from './support/bench-time.mjs';

/** Cold Home's files in the order it asks for them, KB as downloaded (sixth pass): page excluded. */
const HOME = [23.6, 1.9, 0.7, 1.5, 3.0, 0.6, 1.7, 1.6, 4.7, 54.9, 2.8, 18.3, 12.3, 1.8, 8.4, 6.7, 11.5, 1.6, 1.7];
/** The shell's start-up chunks other than the entry and React DOM, KB (what the page carries now). */
const SHELL_CHUNKS = [0.7, 1.5, 3.0, 0.6, 1.7, 1.6, 2.8, 4.7, 18.3, 12.3];
const without = (list, taken) => taken.reduce((rest, kb) => { const i = rest.indexOf(kb); return [...rest.slice(0, i), ...rest.slice(i + 1)]; }, list);
const total = HOME.reduce((a, b) => a + b, 0);

/** name -> files (KB each) and KB carried in the page. */
const LAYOUTS = {
  'one file': { files: [total], inPage: 0 },
  "cold Home's files": { files: HOME, inPage: 0 },
  'largest first': { files: [...HOME].sort((a, b) => b - a), inPage: 0 },
  'merged to 8 files': { files: [23.6, 1.9, 60.7, 41.4, 1.8, 26.6, 1.6, 1.7], inPage: 0 },
  'the 7 smallest in the page': { files: without(HOME, SHELL_CHUNKS.slice(0, 7)), inPage: SHELL_CHUNKS.slice(0, 7).reduce((a, b) => a + b, 0) },
  'shell chunks in the page': { files: without(HOME, SHELL_CHUNKS), inPage: SHELL_CHUNKS.reduce((a, b) => a + b, 0) },
  '+ React DOM in the page': { files: without(HOME, [...SHELL_CHUNKS, 54.9]), inPage: SHELL_CHUNKS.reduce((a, b) => a + b, 0) + 54.9 },
};

const text = (bytes) => randomBytes(bytes).toString('base64').slice(0, bytes);
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const layout = LAYOUTS[url.searchParams.get('layout') ?? ''];
  if (url.pathname === '/' && layout) {
    // A fresh name per load: nothing comes from a cache.
    const scripts = layout.files.map((kb, i) => `<script async src="/f/${Math.round(kb * 1024)}/${i}-${Math.random()}.js"></script>`).join('');
    const inPage = layout.inPage ? `<script>/*${text(Math.round(layout.inPage * 1024))}*/</script>` : '';
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html><head>${scripts}${inPage}</head><body></body></html>`);
    return;
  }
  const file = /^\/f\/(\d+)\//.exec(url.pathname);
  if (!file) {
    res.writeHead(404);
    res.end();
    return;
  }
  const body = `/*${text(Number(file[1]) - 4)}*/`;
  res.writeHead(200, { 'content-type': 'text/javascript', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});

ensureChromium();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const cpu = process.argv.includes('--cpu');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 6));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const times = Object.fromEntries(Object.keys(LAYOUTS).map((name) => [name, []]));
try {
  for (let round = 0; round < runs; round++) {
    for (const name of Object.keys(LAYOUTS)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await throttle(context, page, { cpu });
      await page.goto(`${base}/?layout=${encodeURIComponent(name)}`, { waitUntil: 'load' });
      times[name].push(Math.round(await page.evaluate(() => Math.max(...performance.getEntriesByType('resource').map((e) => e.responseEnd)))));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\n${total.toFixed(0)} KB, ${THROTTLING.latencyMs} ms latency, ${(THROTTLING.downloadKbps / 1024).toFixed(1)} Mbps${cpu ? `, ${THROTTLING.cpuSlowdown}x CPU` : ''}; last byte, median of ${runs} (all runs):\n`);
for (const [name, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const layout = LAYOUTS[name];
  console.log(`${name.padEnd(28)} ${String(layout.files.length).padStart(2)} files + ${layout.inPage.toFixed(0).padStart(3)} KB in the page  ${String(Math.round(median)).padStart(5)} ms  (${list.join(' ')})`);
}

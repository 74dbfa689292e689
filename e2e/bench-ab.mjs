#!/usr/bin/env node
// `cd e2e && node --import tsx bench-ab.mjs <shell-dist-A> <shell-dist-B>`: is build B's cold (and warm)
// Home faster than build A's? Two copies of the product run side by side (the same API, the same
// remotes from this repository's builds, the shell's build from each folder), and cold and warm visits
// alternate between them under the time benchmark's throttling, BENCH_RUNS rounds (default 30). Single
// runs on this machine spread over half a second, so a 5- or 7-run median cannot tell a 50 ms change
// from none; 30 interleaved rounds can (docs/perf.md, "Fourth pass"). A measurement: it prints figures
// and never fails on them.
//
// Typical use: `cp -r ../shell/dist /tmp/shell-a`, make the change, `npm run build` at the root, then
// `node --import tsx bench-ab.mjs /tmp/shell-a ../shell/dist`.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANNA, launchBrowser, launchHash } from './tests/browser.ts';
import { ensureChromium } from './support/chromium.mjs';
import { ROOT, startProduct } from './support/product.mjs';
import { READY, THROTTLING, measureInterleaved, summary } from './support/bench-time.mjs';

const builds = process.argv.slice(2).map((d) => path.resolve(d));
if (builds.length !== 2 || !builds.every((d) => existsSync(path.join(d, 'index.html')))) {
  console.error('usage: node --import tsx bench-ab.mjs <shell-dist-A> <shell-dist-B> (each a built shell: dist/index.html)');
  process.exit(2);
}
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 30));

/** A folder laid out like the repository: the given shell build, this repository's remote builds. */
function webRoot(shellDist) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'booking-ab-'));
  mkdirSync(path.join(root, 'shell'));
  symlinkSync(shellDist, path.join(root, 'shell', 'dist'));
  for (const remote of ['remote-client', 'remote-master', 'remote-plans']) {
    mkdirSync(path.join(root, remote));
    symlinkSync(path.join(ROOT, remote, 'dist'), path.join(root, remote, 'dist'));
  }
  return root;
}

ensureChromium();
const roots = builds.map(webRoot);
const products = [];
const browser = await launchBrowser();
try {
  for (const root of roots) products.push(await startProduct({ webRoot: root }));
  const targets = products.map((p, i) => ({ name: 'AB'[i], url: `${p.baseUrl}/${launchHash(ANNA)}`, ready: READY.home }));
  const results = await measureInterleaved(browser, targets, RUNS, (line) => console.error(line));
  const t = THROTTLING;
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`\nHome, time to data visible, ${t.cpuSlowdown}x CPU, ${t.latencyMs} ms latency, ${(t.downloadKbps / 1024).toFixed(1)} Mbps; ${RUNS} interleaved rounds:\n`);
  builds.forEach((d, i) => console.log(`${'AB'[i]}: ${d}`));
  console.log('');
  for (const visit of ['cold', 'warm']) {
    const [a, b] = ['A', 'B'].map((n) => summary(results[n][visit]));
    // Paired: each round's B minus the same round's A, so a slow moment of the machine cancels out.
    const paired = summary(results.B[visit].map((x, i) => x - results.A[visit][i]));
    console.log(`${visit.padEnd(5)} A ${ms(a.median)} (${ms(a.min)}-${ms(a.max)})  B ${ms(b.median)} (${ms(b.min)}-${ms(b.max)})  B-A: medians ${ms(b.median - a.median)}, median of paired rounds ${ms(paired.median)}`);
  }
} finally {
  await browser.close();
  for (const p of products) await p.stop();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
}

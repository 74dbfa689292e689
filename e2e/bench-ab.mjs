#!/usr/bin/env node
// `cd e2e && npm run bench:ab -- <A> <B>`: is B's cold (and warm) screen faster than A's? Two copies of
// the product run side by side, and cold and warm visits alternate between them under the time
// benchmark's throttling, BENCH_RUNS rounds (default 30). Single runs on this machine spread over
// half a second, so a 5- or 7-run median cannot tell a 50 ms change from none; 30 interleaved rounds
// resolve about 50 ms (docs/perf.md, "How to measure"). A measurement: it prints figures and never
// fails on them.
//
// Each of A and B is either
// - a built shell (a folder with index.html): that shell, with this checkout's server and remotes
//   (a change of the shell); or
// - a built checkout (a folder with api/src/server.ts and shell/dist): its server, shell and
//   remotes (a change of the server's page machinery, or of anything else).
// BENCH_SCREEN picks the screen: home (default), place, services, timeslots, m-bookings, m-schedule;
// BENCH_PATH another path of it.
//
// Typical use: `cp -r ../shell/dist /tmp/shell-a`, make the change, `npm run build` at the root, then
// `npm run bench:ab -- /tmp/shell-a ../shell/dist`. For the server: `git clone` the repository to
// /tmp/b, change it there, install and build there, then `npm run bench:ab -- .. /tmp/b`.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANNA, MARIA, launchBrowser, launchHash } from './tests/browser.ts';
import { ensureChromium } from './support/chromium.mjs';
import { ROOT, remoteServer, startProduct } from './support/product.mjs';
import { READY, THROTTLING, measureInterleaved, summary } from './support/bench-time.mjs';

const SCREENS = {
  home: { path: '/', ready: READY.home },
  place: { path: '/place/1', ready: READY.place },
  services: { path: '/booking/business/1/place/1/worker/1/service', ready: READY.services },
  timeslots: { path: '/booking/business/1/place/1/worker/1/service/1/timeslots', ready: READY.timeslots },
  // The master's screens: the master remote on a server of its own, as bench:web hosts it.
  'm-bookings': { path: '/bookings', ready: READY.masterBookings, user: MARIA },
  'm-schedule': { path: '/schedule', ready: READY.masterSchedule, user: MARIA },
};
const screen = SCREENS[process.env.BENCH_SCREEN ?? 'home'];
// BENCH_PATH: another path of that screen (other ids).
if (screen && process.env.BENCH_PATH) screen.path = process.env.BENCH_PATH;
const sides = process.argv.slice(2).map((d) => path.resolve(d));
const isCheckout = (dir) => existsSync(path.join(dir, 'api', 'src', 'server.ts')) && existsSync(path.join(dir, 'shell', 'dist', 'index.html'));
if (!screen || sides.length !== 2 || !sides.every((d) => isCheckout(d) || existsSync(path.join(d, 'index.html')))) {
  console.error('usage: npm run bench:ab -- <A> <B> (each a built shell, dist/index.html, or a built checkout); BENCH_SCREEN=home|place|services|timeslots|m-bookings|m-schedule');
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
const made = [];
const products = [];
const masterRemotes = [];
const browser = await launchBrowser();
try {
  for (const side of sides) {
    const root = isCheckout(side) ? side : webRoot(side);
    if (root !== side) made.push(root);
    const product = await startProduct({ webRoot: root, ...(root === side ? { apiRoot: side } : {}) });
    products.push(product);
    // Its master remote on the port its remotes.json names (support/product.mjs).
    const master = remoteServer(path.join(root, 'remote-master', 'dist'), product.masterPort);
    await master.start();
    masterRemotes.push(master);
  }
  const targets = products.map((p, i) => ({ name: 'AB'[i], url: `${p.baseUrl}${screen.path}${launchHash(screen.user ?? ANNA)}`, ready: screen.ready }));
  const results = await measureInterleaved(browser, targets, RUNS, (line) => console.error(line));
  const t = THROTTLING;
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`\n${screen.path}, time to data visible, ${t.cpuSlowdown}x CPU, ${t.latencyMs} ms latency, ${(t.downloadKbps / 1024).toFixed(1)} Mbps; ${RUNS} interleaved rounds:\n`);
  sides.forEach((d, i) => console.log(`${'AB'[i]}: ${d}`));
  console.log('');
  for (const visit of ['cold', 'warm']) {
    const [a, b] = ['A', 'B'].map((n) => summary(results[n][visit]));
    // Paired: each round's B minus the same round's A, so a slow moment of the machine cancels out.
    const paired = summary(results.B[visit].map((x, i) => x - results.A[visit][i]));
    console.log(`${visit.padEnd(5)} A ${ms(a.median)} (${ms(a.min)}-${ms(a.max)})  B ${ms(b.median)} (${ms(b.min)}-${ms(b.max)})  B-A: medians ${ms(b.median - a.median)}, median of paired rounds ${ms(paired.median)}`);
  }
} finally {
  await browser.close();
  for (const m of masterRemotes) await m.stop();
  for (const p of products) await p.stop();
  for (const root of made) rmSync(root, { recursive: true, force: true });
}

#!/usr/bin/env node
// End-to-end run: builds the product, starts it the way `npm start` does (API + static front end on
// one port, embedded database in a temp folder, demo data), runs the browser stories in headless
// Debian Chromium against it, and stops the server by its pid.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './support/chromium.mjs';
import { buildProduct, startProduct } from './support/product.mjs';
import { clockFor } from './support/clock.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

// `node run-e2e.mjs tests/a.test.ts ...` runs only those files; E2E_SKIP_BUILD=1 reuses the last build
// (both for a quick loop while working on one story; `npm test` runs everything on a fresh build).
const only = process.argv.slice(2);
ensureChromium();
if (process.env.E2E_SKIP_BUILD !== '1') buildProduct();
// E2E_CLOCK=2026-11-30T23:50:00+03:00: the server and every browser run at that moment (e2e/README.md).
const clock = process.env.E2E_CLOCK ? clockFor(process.env.E2E_CLOCK) : null;
if (clock) console.log(`E2E_CLOCK: the product and the browsers start at ${process.env.E2E_CLOCK}`);
const product = await startProduct({ testClock: clock?.testClock });
let status = 1;
try {
  // Node 20's runner takes files, not folders.
  const tests = only.length > 0 ? only : readdirSync(path.join(here, 'tests')).filter((f) => f.endsWith('.test.ts')).map((f) => path.join('tests', f));
  if (tests.length === 0) throw new Error('no end-to-end tests found');
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-timeout=240000', '--test-reporter=spec', ...tests], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: product.baseUrl, E2E_BOT_TOKEN: product.botToken, E2E_MASTER_REMOTE_PORT: String(product.masterPort), E2E_REMOTES_JSON: product.remotesFile, E2E_CLOCK_SHIFT_MS: String(clock?.shiftMs ?? 0) },
  });
  status = r.status ?? 1;
} finally {
  await product.stop();
}
process.exit(status);

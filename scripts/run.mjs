#!/usr/bin/env node
// Entry point for `npm start` and `npm test` on a fresh machine that has only Node and npm:
// pnpm is fetched through npx (corepack is not reliable everywhere), dependencies are installed
// from the lockfile, then the requested task runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const task = process.argv[2];

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const pnpm = (...args) => run('npx', ['-y', 'pnpm@10', ...args]);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: 20.19 or newer is needed.`);
  process.exit(1);
}

if (!existsSync(path.join(root, 'node_modules', '.modules.yaml')) || process.env.CI) {
  pnpm('install', '--frozen-lockfile');
}

if (task === 'test') {
  pnpm('-r', '--workspace-concurrency=1', 'run', 'test');
} else if (task === 'start') {
  run('npx', ['-y', 'pnpm@10', '--filter', '@booking/api', 'run', 'start'], { DEMO: process.env.DEMO ?? '1' });
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}

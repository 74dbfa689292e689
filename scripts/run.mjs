#!/usr/bin/env node
// Entry point for `npm start`, `npm test`, `npm run build` and `npm run dev` on a fresh machine that
// has only Node and npm: pnpm is fetched through npx (corepack is not reliable everywhere),
// dependencies are installed from the lockfile, then the task runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const task = process.argv[2];
const WEB_APPS = ['@booking/shell', '@booking/remote-client', '@booking/remote-master', '@booking/remote-plans'];

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const pnpmArgs = (...args) => ['-y', 'pnpm@10', ...args];
const pnpm = (args, env) => run('npx', pnpmArgs(...args), env);
const filters = (names) => names.flatMap((n) => ['--filter', n]);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: 20.19 or newer is needed.`);
  process.exit(1);
}

if (!existsSync(path.join(root, 'node_modules', '.modules.yaml')) || process.env.CI) {
  pnpm(['install', '--frozen-lockfile']);
}

/** Production builds of the shell and the three remotes (two at a time: CI has 2 cores). */
const build = (env) => pnpm(['--workspace-concurrency=2', ...filters(WEB_APPS), 'run', 'build'], env);


if (task === 'test') {
  run('npx', pnpmArgs('exec', 'eslint', '.'));
  // The repository's own checks, every scripts/*.test.mjs: no README, doc or lint zone points at a
  // path or links to a file that is not there (doc-paths.mjs), and nothing names a tracker issue by
  // number instead of saying why (issue-mentions.mjs).
  const checks = readdirSync(path.join(root, 'scripts')).filter((f) => f.endsWith('.test.mjs')).sort().map((f) => `scripts/${f}`);
  run(process.execPath, ['--test', ...checks]);
  pnpm(['-r', '--workspace-concurrency=1', 'run', 'test']);
} else if (task === 'build') {
  build();
} else if (task === 'start') {
  // A fresh clone (no BOT_TOKEN) is the one-command demo; with a real BOT_TOKEN there is no demo unless DEMO=1
  // (the page asks the server, GET /api/me, whether to offer 'Демо-вход').
  build();
  pnpm(['--filter', '@booking/api', 'run', 'start'], { SERVE_WEB: '1' });
} else if (task === 'bench:web') {
  build();
  // `npm run bench:web -- --size` (or `--time`) runs one part of the benchmark.
  pnpm(['--filter', '@booking/e2e', 'run', 'bench', ...process.argv.slice(3)]);
} else if (task === 'start:cluster') {
  // N API processes on one PostgreSQL behind nginx (api/README.md, "Running several processes").
  // A deployment's shape: demo sign-in only if DEMO=1 is passed.
  build();
  pnpm(['--filter', '@booking/api', 'run', 'start:cluster'], { SERVE_WEB: process.env.SERVE_WEB ?? '1' });
} else if (task === 'backup' || task === 'restore') {
  // Paths on the command line are taken from where npm was run (npm sets INIT_CWD); the api package runs it.
  const args = process.argv.slice(3).map((a) => (a.startsWith('--') ? a : path.resolve(process.env.INIT_CWD || process.cwd(), a)));
  pnpm(['--filter', '@booking/api', 'run', task, ...args]);
} else if (task === 'bench:api') {
  pnpm(['--filter', '@booking/api', 'run', 'bench']);
} else if (task === 'bench:scale') {
  pnpm(['--filter', '@booking/api', 'run', 'bench:scale']);
} else if (task === 'bench:load') {
  pnpm(['--filter', '@booking/api', 'run', 'bench:load']);
} else if (task === 'dev') {
  // Every app with hot reload on its own port; the shell (http://localhost:3000) proxies the rest.
  const child = spawn('npx', pnpmArgs('--parallel', ...filters([...WEB_APPS, '@booking/api']), 'run', 'dev'), {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.error('usage: node scripts/run.mjs start|start:cluster|test|build|dev|backup|restore|bench:web|bench:api|bench:scale');
  process.exit(2);
}

// Debian's packages for the scale-out scripts (cluster.mjs, bench-scale.ts): nginx and a PostgreSQL
// server on loopback, installed with apt-get when this runs as root and they are missing.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages when this runs as root with apt-get, keeping services from being started by the install. */
export function aptInstall(packages, log = console.log) {
  if (!isRoot || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) return false;
  log(`installing ${packages.join(', ')} from Debian's packages`);
  const guard = '/usr/sbin/policy-rc.d';
  const ownGuard = !existsSync(guard);
  if (ownGuard) writeFileSync(guard, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    return spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  } finally {
    if (ownGuard) spawnSync('rm', ['-f', guard]);
  }
}

export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** nginx, installed (nginx-light) when missing and possible; null otherwise. */
export function ensureNginx(log) {
  return findNginx() ?? (aptInstall(['nginx-light'], log) ? findNginx() : null);
}

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'postgres'))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), 'bin') : null;
}

/**
 * The server's shared buffers when PG_SHARED_BUFFERS is set (a PostgreSQL size such as 6GB), else
 * null: the data folder's own setting (initdb writes 128MB). Measured at 1,000,000 bookings, a quarter
 * of this machine's memory cut PostgreSQL's CPU for a client's whole list by about 30% (its pages no
 * longer copied in from the kernel's cache) but raised it for timeslots and a master's day, and no
 * target of bench:scale moved from missed to met, so the default stays (docs/perf.md, "API at scale").
 */
const sharedBuffers = () => process.env.PG_SHARED_BUFFERS || null;

/**
 * Debian's PostgreSQL with its data in `dir` (made with initdb when empty) on a free loopback port,
 * with a database `database` in it, its shared buffers from sharedBuffers() when set. Resolves with the
 * child, the database's URL, the server's admin URL and stop(); null when no server is installed
 * and none can be.
 */
export async function startLocalPostgres(dir, { database = 'booking', log = console.log } = {}) {
  let bin = findPostgresBin();
  if (!bin && aptInstall(['postgresql'], log)) bin = findPostgresBin();
  if (!bin) return null;
  const asPostgres = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];
  const command = (args) => (asPostgres.length ? [asPostgres[0], [...asPostgres.slice(1), ...args]] : [args[0], args.slice(1)]);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (isRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString()), Number(spawnSync('id', ['-g', 'postgres']).stdout.toString()));
    const [cmd, args] = command([path.join(bin, 'initdb'), '-D', dir, '-U', 'postgres', '--auth=trust']);
    if (spawnSync(cmd, args, { stdio: 'ignore' }).status !== 0) throw new Error('initdb failed');
  }
  const port = await freePort();
  const buffers = sharedBuffers();
  const [cmd, args] = command([path.join(bin, 'postgres'), '-D', dir, '-k', dir, '-h', '127.0.0.1', '-p', String(port), ...(buffers ? ['-c', `shared_buffers=${buffers}`] : [])]);
  // Its log beside the data folder (the first connection attempts are logged as refused while it starts).
  const logFd = openSync(`${dir}.log`, 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  /** Fast shutdown (SIGINT to the server itself: runuser does not pass signals on), then waits for it. */
  const stop = async () => {
    const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGINT');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
  };
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; i < 100; i++) {
    const client = new pg.Client(admin);
    try {
      await client.connect();
      const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (rows.length === 0) await client.query(`CREATE DATABASE ${database}`);
      await client.end();
      log(`PostgreSQL (${bin}) on 127.0.0.1:${port}, data in ${dir}${buffers ? `, shared buffers ${buffers}` : ''}`);
      return { child, admin, stop, url: `postgres://postgres@127.0.0.1:${port}/${database}` };
    } catch {
      await client.end().catch(() => undefined);
      if (child.exitCode !== null) throw new Error(`PostgreSQL exited at start${buffers ? ` (given shared_buffers=${buffers} by PG_SHARED_BUFFERS)` : ''}: its log is ${dir}.log`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`PostgreSQL did not start: its log is ${dir}.log`);
}

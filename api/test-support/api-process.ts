import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInitData } from '../src/auth/init-data';
import { openDatabase } from '../src/db/database';

/**
 * Real API processes for the multi-process tests and benchmarks: `src/server.ts` as
 * `npm start` runs it, on loopback, each on its own port, stopped by its pid.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** What the process wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM (graceful: in-flight requests and the runner's round finish), SIGKILL after `ms`. */
  stop(ms?: number): Promise<number | null>;
}

/** Starts `src/server.ts` with `env` on a free port; resolves once it answers /api/health (or rejects if it exits first). */
export async function startApi(env: Record<string, string>, opts: { port?: number; waitMs?: number } = {}): Promise<ApiProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: '', SERVE_WEB: '', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const proc: ApiProcess = {
    child,
    port,
    base: `http://127.0.0.1:${port}/api`,
    output: () => out,
    exited,
    async stop(ms = 15_000) {
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
  const deadline = Date.now() + (opts.waitMs ?? 60_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`API process exited before it was up:\n${out}`);
    try {
      if ((await fetch(`${proc.base}/health`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`API process did not come up in time:\n${out}`);
}

/** A new, empty database on the server of `adminUrl` (TEST_DATABASE_URL), and how to drop it. */
export async function emptyDatabase(adminUrl: string, prefix = 'booking_mp'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = await openDatabase({ databaseUrl: adminUrl });
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}

/** Init data headers for a Telegram user, signed with `token`. */
export function signedHeaders(token: string, user: { id: number; first_name?: string; allows_write_to_pm?: boolean }): Record<string, string> {
  const { allows_write_to_pm, ...rest } = user;
  return {
    'content-type': 'application/json',
    'x-telegram-init-data': signInitData(
      { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ first_name: 'Test', ...rest, ...(allows_write_to_pm ? { allows_write_to_pm: true } : {}) }) },
      token,
    ),
  };
}

/** A fresh database: a PGlite folder, or a new database on TEST_DATABASE_URL's server. */
export async function freshTarget(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void>; url?: string }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-durability-'));
    return { env: { DATA_DIR: dir, DATABASE_URL: '' }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `booking_durability_${randomBytes(5).toString('hex')}`;
  const db = await openDatabase({ databaseUrl: admin });
  await db.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() },
    url: url.toString(),
    cleanup: async () => {
      await db.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await db.close();
    },
  };
}

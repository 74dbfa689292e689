import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, parseProcStat } from '../../src/db/data-dir-lock';
import { openDatabase, pgliteFolder } from '../../src/db/database';
import { DEMO_BOT_TOKEN } from '../../src/config';
import { freePort, signedHeaders, startApi, type ApiProcess } from '../../test-support/api-process';

// One process at a time on an embedded database folder. A second process on the
// same DATA_DIR refuses to start, naming the folder and the holder's pid, and the first goes on
// serving; a holder killed with SIGKILL does not keep the folder from the next start.
// Embedded database only (skipped on the PostgreSQL pass).
const apiDir = path.resolve(import.meta.dirname, '..', '..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-lock-'));
  dirs.push(dir);
  return dir;
};
const running: ApiProcess[] = [];
afterAll(async () => {
  for (const p of running) await p.stop(5_000);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Starts src/server.ts and resolves with its exit code and output once it exits (or after 60 s). */
async function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: '', SERVE_WEB: '', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d));
  child.stderr.on('data', (d: Buffer) => (out += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => child.once('exit', (code) => (clearTimeout(timer), resolve({ code, out }))));
}

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database folder is locked', () => {
  it('a second server on the same DATA_DIR refuses to start, naming the folder and the pid; the first serves on', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1' };
    const first = await startApi(env);
    running.push(first);
    const second = await runServerToExit(env);
    expect(second.code).toBe(1);
    expect(second.out).toContain(`The database folder ${pgliteFolder(dataDir)} is in use by process ${first.child.pid}`);
    expect(second.out).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // The first is unharmed: its database answers, and writes.
    expect((await fetch(`${first.base}/health/ready`)).status).toBe(200);
    const write = await fetch(`${first.base}/profile/timezone`, { method: 'POST', headers: signedHeaders(DEMO_BOT_TOKEN, { id: 100001 }), body: JSON.stringify({ telegram_id: 100001, timezone: 'Asia/Tokyo' }) });
    expect(write.status).toBe(200);
    // Its lock file is still there and still names it.
    expect(JSON.parse(readFileSync(`${pgliteFolder(dataDir)}.lock`, 'utf8')).pid).toBe(first.child.pid);
  }, 120_000);

  it('a server killed with SIGKILL leaves its lock behind, and the folder opens again at once', async () => {
    const dataDir = tempDir();
    const killed = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1' });
    // While it runs, this process cannot open the folder either.
    await expect(openDatabase({ dataDir })).rejects.toThrow(`is in use by process ${killed.child.pid}`);
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(`${pgliteFolder(dataDir)}.lock`)).toBe(true);
    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM workers');
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    // Closed: the lock is gone with it.
    expect(existsSync(`${pgliteFolder(dataDir)}.lock`)).toBe(false);
  }, 120_000);

  it('in one process, a second open of an open folder is refused and the first keeps its data', async () => {
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir });
    try {
      await db.query('CREATE TABLE kept (n int)');
      await db.query('INSERT INTO kept VALUES (1)');
      const second = await openDatabase({ dataDir }).catch((e: unknown) => e);
      expect(second).toBeInstanceOf(DataDirLockedError);
      expect((second as Error).message).toContain(`The database folder ${pgliteFolder(dataDir)} is in use by process ${process.pid}`);
      await db.query('INSERT INTO kept VALUES (2)');
      expect((await db.query<{ n: number }>('SELECT sum(n)::int AS n FROM kept')).rows[0]!.n).toBe(3);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('a lock naming a pid that now belongs to another process (started later) is stale; one naming the live holder is not', () => {
    const folder = path.join(tempDir(), 'pglite');
    const parent = parseProcStat(readFileSync(`/proc/${process.ppid}/stat`, 'utf8'))!;
    // The pid exists, but its process started at another moment than the holder did: a reused pid.
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.ppid, start: String(Number(parent.start) + 1), host: os.hostname() }));
    const release = lockDataDir(folder);
    expect(JSON.parse(readFileSync(`${folder}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(`${folder}.lock`, JSON.stringify({ pid: process.ppid, start: parent.start, host: os.hostname() }));
    expect(() => lockDataDir(folder)).toThrow(`is in use by process ${process.ppid}`);
  });

  it("reads a process's start time and state from /proc/<pid>/stat, whatever its name", () => {
    const fields = ['S', ...Array.from({ length: 18 }, (_, i) => String(i)), '123456', '0'];
    expect(parseProcStat(`42 (a (b) c) ${fields.join(' ')}`)).toEqual({ start: '123456', zombie: false });
    expect(parseProcStat(`42 (x) Z ${fields.slice(1).join(' ')}`)).toEqual({ start: '123456', zombie: true });
    expect(parseProcStat('42 (x) S 1')).toBeNull();
  });
});

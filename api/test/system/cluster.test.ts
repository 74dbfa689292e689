import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { emptyDatabase, freePort, signedHeaders } from '../../test-support/api-process';
import { startBotApiStandin } from '../../test-support/bot-api-standin';
import { proxiedDatabase } from '../../test-support/tcp-proxy';
import { updates } from '../helper';

// The documented deployment, as `npm run start:cluster` runs it (api/scripts/cluster.mjs):
// two API processes on one PostgreSQL behind a real nginx from Debian's packages, on loopback. Under
// load, the balancer spreads requests over both processes, and a SIGTERM to the cluster lets every
// request in flight finish: no 5xx, and every booking made is one that was answered 201.
// PostgreSQL only; nginx is installed by the script as root when missing (skipped otherwise).
const ADMIN = process.env.TEST_DATABASE_URL;
const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
const TOKEN = 'cluster-test-token';
const SECRET = 'cluster-secret';
const apiDir = path.resolve(import.meta.dirname, '..', '..');
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

describe.skipIf(!ADMIN || !(hasNginx || canInstall))('npm run start:cluster: two processes behind nginx', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  /** scripts/cluster.mjs with two processes on `env`'s database, on a free port; resolves once it prints its URL. */
  async function startCluster(env: Record<string, string>) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-cluster-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
      cwd: apiDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, API_PROCESSES: '2', PORT: String(port), DEMO: '1', BOT_TOKEN: TOKEN, CLUSTER_DIR: dir, ACCESS_LOG: '1', RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', SERVE_WEB: '', NODE_ENV: '', ...env },
    });
    let out = '';
    cluster.stdout.on('data', (d: Buffer) => (out += d));
    cluster.stderr.on('data', (d: Buffer) => (out += d));
    const exited = new Promise<number | null>((resolve) => cluster.once('exit', resolve));
    cleanups.push(() => void (cluster.exitCode === null && cluster.kill('SIGKILL')));
    // A test that fails part-way kills the script, not its nginx: stop nginx by its pid file too.
    cleanups.push(() => {
      const pidFile = path.join(dir, 'nginx.pid');
      if (!existsSync(pidFile)) return;
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
      } catch {
        // already gone
      }
    });
    for (let i = 0; i < 900 && !out.includes('Open http://'); i++) {
      if (cluster.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(out).toContain(`Open http://127.0.0.1:${port}/`);
    return { port, dir, cluster, exited, output: () => out };
  }

  it('balances over both processes, and a SIGTERM finishes the requests in flight', async () => {
    const target = await emptyDatabase(ADMIN!, 'booking_cluster');
    cleanups.push(target.drop);
    const telegram = await startBotApiStandin();
    cleanups.push(() => telegram.close());
    const { port, dir, cluster, exited, output } = await startCluster({ DATABASE_URL: target.url, TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_API_ROOT: telegram.apiRoot });
    const base = `http://127.0.0.1:${port}/api`;
    const post = (url: string, headers: Record<string, string>, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });

    // Master 1 on the paid plan (no monthly limit; paid in Stars, reported to the bot's webhook), and the free times of the coming days to book.
    const { invoice } = await (await post('/payments/subscriptions', signedHeaders(TOKEN, { id: 200001 }), { plan_id: 2 })).json();
    expect((await post('/telegram/webhook', { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': SECRET },
      updates.successfulPayment(1, 200001, { payload: invoice.payload, amount: invoice.amount, charge: 'cluster-charge', recurring: 'first' }))).status).toBe(200);
    const jobs: { timeslot_id: number; time_start: string; date: string }[] = [];
    for (let d = 2; d <= 12; d++) {
      const date = moscowDate(d);
      const [day] = await (await fetch(`${base}/timeslots/1/${date}`, { headers: signedHeaders(TOKEN, { id: 100001 }) })).json();
      for (const t of day.timeslots.filter((x: { status: string }) => x.status === 'free')) {
        for (let m = Number(t.time_start.slice(0, 2)) * 60; m + 30 <= Number(t.time_end.slice(0, 2)) * 60; m += 30) {
          jobs.push({ timeslot_id: t.id, date, time_start: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` });
        }
      }
    }
    expect(jobs.length).toBeGreaterThan(100);

    // A client's keep-alive connection outlasts nginx's default of 1,000 requests: each close costs a
    // reconnect, and a request sent as it closes fails (bench:scale's socket errors through nginx).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    for (let i = 0; i < 1_100; i++) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = http.get(`${base}/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.on('socket', (socket) => sockets.add(socket));
        req.on('error', reject);
      });
      expect(status).toBe(200);
    }
    agent.destroy();
    expect(sockets.size).toBe(1);

    let stoppedAt = Infinity;
    const answered: { status: number; at: number; started: number; id?: number }[] = [];
    const failedBeforeStop: string[] = [];
    let next = 0;
    const loadUntil = Date.now() + 60_000; // bounded whatever happens
    // Each lane asks, one request after another, until the balancer refuses it: odd lanes book while
    // free times last, the rest (and they, after that) read a day.
    const lane = async (n: number) => {
      const client = 800_000 + n;
      const headers = signedHeaders(TOKEN, { id: client });
      while (Date.now() < loadUntil) {
        const job = n % 2 && next < jobs.length ? jobs[next++]! : null;
        const started = Date.now();
        try {
          const res = job
            ? await post('/bookings/', headers, { telegram_id: client, place_id: 1, service_ids: [2], timeslot_id: job.timeslot_id, time_start: job.time_start })
            : await fetch(`${base}/timeslots/1/${moscowDate(2 + (started % 10))}`, { headers });
          const body = await res.json();
          answered.push({ status: res.status, at: Date.now(), started, id: res.status === 201 ? body.id : undefined });
        } catch (error) {
          // Refused once nginx has stopped listening: the lane ends. Before the stop, nothing may fail.
          if (started < stoppedAt) failedBeforeStop.push(`${(error as Error).message} (${(error as { cause?: Error }).cause?.message})`);
          return;
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, i) => lane(i));
    // Stop once the load is well under way (some bookings made): 8 requests are in flight then.
    while (answered.filter((a) => a.id !== undefined).length < 20 && Date.now() < loadUntil) await new Promise((r) => setTimeout(r, 20));
    stoppedAt = Date.now();
    cluster.kill('SIGTERM');
    await Promise.all(lanes);
    expect(await exited, output()).toBe(0);

    const statuses = new Map<number, number>();
    for (const a of answered) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    expect([...statuses.keys()].filter((s) => s !== 200 && s !== 201), JSON.stringify([...statuses])).toEqual([]);
    // Requests that were in flight when the stop began were answered, not cut.
    expect(answered.filter((a) => a.started < stoppedAt && a.at >= stoppedAt).length).toBeGreaterThan(0);
    // A request can only race nginx's closing of an idle keep-alive connection (nothing reached a process then).
    const db = await openDatabase({ databaseUrl: target.url });
    try {
      const { rows } = await db.query<{ id: number }>(`SELECT id FROM bookings WHERE client_id BETWEEN 800000 AND 800007 AND status = 'confirmed'`);
      const acked = answered.filter((a) => a.id !== undefined).map((a) => a.id!).sort((x, y) => x - y);
      expect(acked.length).toBeGreaterThan(10);
      expect(rows.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual(acked);
    } finally {
      await db.close();
    }
    expect(failedBeforeStop.length, failedBeforeStop.join('; ')).toBeLessThanOrEqual(1);
    // Both processes served: nginx's log names the process of each request.
    const upstreams = new Set([...readFileSync(path.join(dir, 'access.log'), 'utf8').matchAll(/ (127\.0\.0\.1:\d+) [\d.]+$/gm)].map((m) => m[1]));
    expect(upstreams.size).toBe(2);
  }, 180_000);

  it('stops sending to processes whose database is out, and answers 503 with Retry-After itself when none can take a request', async () => {
    const { url: viaProxy, proxy, close } = await proxiedDatabase(ADMIN!, 'booking_cluster');
    cleanups.push(close);
    const { port, dir, cluster, exited } = await startCluster({ DATABASE_URL: viaProxy, DB_CONNECT_TIMEOUT_MS: '1000' });
    const read = () => fetch(`http://127.0.0.1:${port}/api/places?business_id=1`, { headers: signedHeaders(TOKEN, { id: 100001 }), signal: AbortSignal.timeout(15_000) });
    expect((await read()).status).toBe(200);

    await proxy.cut();
    const answers: { status: number; retryAfter: string | null; type: string | null; body: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await read();
      answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type'), body: await res.text() });
    }
    expect(answers.filter((a) => a.status !== 503 || a.retryAfter !== '5' || !a.type?.startsWith('application/json') || JSON.parse(a.body).message !== 'Сервис временно недоступен')).toEqual([]);
    // Both processes answered 503 until nginx marked them failed; then it answered the same itself.
    expect(readFileSync(path.join(dir, 'error.log'), 'utf8')).toContain('no live upstreams');

    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 150 && status !== 200; i++, await new Promise((r) => setTimeout(r, 100))) status = (await read()).status;
    expect(status).toBe(200);
    cluster.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});

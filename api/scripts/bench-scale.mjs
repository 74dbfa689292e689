#!/usr/bin/env node
// `npm run bench:scale`: the API at 10,000 masters and 1,000,000 bookings on PostgreSQL.
// Seeds a fresh database with set-based SQL (test-support/scale-seed.ts) and times it, vacuums and
// checkpoints it (not timed as seeding), then measures
// each row below with autocannon (16 connections, BENCH_SECONDS per row after 2 s of warm-up, random
// masters, dates and clients, each request signed as its caller) against 1 API process, then 2
// behind nginx (npm run start:cluster's script). Prints req/s, p50 and p99, the answers that were
// not 2xx (they must be zero), and the targets; and, on Linux with the database on this machine, the
// CPU each row's requests cost the API, PostgreSQL and the load generator (milliseconds a request)
// and the rate those would allow with every core busy. A measurement, not a test; figures: docs/perf.md.
//
//   BENCH_DATABASE_URL  a PostgreSQL server (admin URL; a database is created there and dropped);
//                       unset: Debian's PostgreSQL is started in a temporary folder for the run
//   BENCH_SECONDS       seconds per row (default 15)
//   BENCH_ROWS          a comma list of row keys to run (default all: timeslots,day,page,whole,book,services,
//                       analytics,clients,card,feed,feed304,business)
//   BENCH_CONFIGS       1, 2 or 1,2 (default): processes to measure
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signInitData } from '../src/auth/init-data.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrations.ts';
import { BUSY_MASTERS, CLIENT_ID0, FULL_SCALE, MASTER_ID0, SCHEDULE_DAYS, SERVICES_PER_MASTER, UPCOMING_PER_MASTER, seedScale, seededBookings } from '../test-support/scale-seed.ts';
import { freePort, startLocalPostgres } from './debian-services.mjs';
import { parentPid, treeCpuMs } from './process-cpu.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'bench-scale-token';
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = 16;
const { masters: M, clients: C, bookingsPerMaster: K } = FULL_SCALE;
const ROWS = (process.env.BENCH_ROWS || 'timeslots,day,page,whole,book,services,analytics,clients,card,feed,feed304,business').split(',');
// The calendar feed's row: the first master after the busy ones (whose evenings would overlap) gets 2,000
// bookings in its calendar feed's window (30 days back, 60 ahead); the rows that book leave it alone.
const FEED_WORKER = BUSY_MASTERS + 1;
const FEED_TOKEN = 'bench-scale-feed-token'.padEnd(43, '0');
const CONFIGS = (process.env.BENCH_CONFIGS || '1,2').split(',').map(Number);

const rand = (n) => Math.floor(Math.random() * n);
const ms = (x) => (x === null ? '?' : x.toFixed(2));
/** CPU milliseconds a request, and the rate they would allow with all of this machine's cores busy. */
const cpuCell = ({ api, pg, load }) => {
  const total = api === null || pg === null ? null : api + pg + load;
  return `CPU a request: API ${ms(api)} + PostgreSQL ${ms(pg)} + load generator ${ms(load)} ms${total ? ` = ${ms(total)} ms, at most ${Math.round((os.cpus().length * 1000) / total).toLocaleString('en')}/s on ${os.cpus().length} cores` : ''}`;
};
const moscowDate = (offset) => new Date(Date.now() + 3 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
const sign = (id) => signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id, first_name: id > CLIENT_ID0 ? 'Клиент' : 'Мастер', last_name: `Номер ${id % 1_000_000}` }) }, TOKEN);

const cleanups = [];
async function cleanup() {
  for (const c of cleanups.reverse()) await c().catch((e) => console.error('cleanup:', e));
  cleanups.length = 0;
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

// The database: a fresh one on BENCH_DATABASE_URL's server, or on a PostgreSQL started for this run.
let admin = process.env.BENCH_DATABASE_URL;
if (!admin) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-bench-pg-'));
  // mkdtemp makes it 0700: the postgres user (the server runs as it when we are root) must reach data/ inside.
  chmodSync(dir, 0o755);
  const started = await startLocalPostgres(path.join(dir, 'data'), { log: (l) => console.log(l) });
  if (!started) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root so Debian\'s postgresql can be installed');
  admin = started.admin;
  cleanups.push(async () => {
    await started.stop();
    rmSync(dir, { recursive: true, force: true });
  });
}
const name = `booking_scale_${Date.now()}`;
const adminDb = await openDatabase({ databaseUrl: admin });
await adminDb.query(`CREATE DATABASE ${name}`);
const url = new URL(admin);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
cleanups.push(async () => {
  await adminDb.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminDb.close();
});

try {
  const db = await openDatabase({ databaseUrl });
  await migrate(db);
  console.log(`Seeding ${M.toLocaleString('en')} masters, ${C.toLocaleString('en')} clients, ${seededBookings(FULL_SCALE).toLocaleString('en')} bookings (load: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  const seedStart = Date.now();
  await seedScale(db, FULL_SCALE, (line) => console.log(line));
  const seedSeconds = (Date.now() - seedStart) / 1000;
  console.log(`Seeded in ${seedSeconds.toFixed(1)} s (target < 300 s)`);
  // Master FEED_WORKER's calendar feed: 2,000 more bookings from 10:00 on each day from 30 back to 60 ahead, its
  // secret token, and its own Telegram account connected with the answers on (it is on Про).
  await db.query(`INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
      SELECT CASE WHEN n % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END, ${CLIENT_ID0} + 1 + n % ${C}, ${FEED_WORKER}, ${FEED_WORKER}, d, t, t + interval '30 minutes'
        FROM (SELECT row_number() OVER (ORDER BY d, t) AS n, d::date AS d, t::time AS t
                FROM generate_series((now() AT TIME ZONE 'Europe/Moscow')::date - 30, (now() AT TIME ZONE 'Europe/Moscow')::date + 60, interval '1 day') d,
                     generate_series(timestamp '2000-01-01 10:00', timestamp '2000-01-01 20:30', interval '30 minutes') t) x
       WHERE n <= 2000`);
  await db.query(`INSERT INTO booking_services (booking_id, service_id, position, price)
      SELECT b.id, s.id, 0, s.price FROM bookings b JOIN services s ON s.id = ${(FEED_WORKER - 1) * SERVICES_PER_MASTER + 1}
       WHERE b.worker_id = ${FEED_WORKER} AND b.time_start >= '10:00' ON CONFLICT DO NOTHING`);
  await db.query(`UPDATE bookings SET cancelled_at = now() - interval '1 day' WHERE worker_id = ${FEED_WORKER} AND status = 'cancelled' AND cancelled_at IS NULL`);
  await db.query(`UPDATE workers SET calendar_token = $1, business_autoreply = true WHERE id = ${FEED_WORKER}`, [FEED_TOKEN]);
  await db.query(`INSERT INTO business_connections (id, user_id, user_chat_id, can_reply, is_enabled, connected_at, updated_at)
      VALUES ('bench-connection', ${MASTER_ID0 + FEED_WORKER}, ${MASTER_ID0 + FEED_WORKER}, true, true, now(), now())`);
  // A running database has been vacuumed and checkpointed; a freshly loaded one has not, and its
  // autovacuum and first checkpoint would otherwise run during the first rows measured. Not seeding.
  const settleStart = Date.now();
  await db.query('VACUUM (ANALYZE)');
  await db.query('CHECKPOINT');
  // PostgreSQL's processes: the postmaster (a backend's parent) and all it started. Only for a server
  // on this machine (a remote backend's pid would name some process of ours, or none).
  const host = new URL(databaseUrl).hostname;
  const local = ['', 'localhost', '127.0.0.1', '[::1]'].includes(host);
  const backend = Number((await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  // The server's buffers decide how much of the lists' reads are copies from the kernel (docs/perf.md).
  const buffers = (await db.query('SHOW shared_buffers')).rows[0].shared_buffers;
  const postmaster = local ? parentPid(backend) : null;
  console.log(`Vacuumed and checkpointed in ${((Date.now() - settleStart) / 1000).toFixed(1)} s\n`);

  // Free times to book: each (master, date) of the coming schedule days from 10:00 (the seeded
  // upcoming bookings take 09:00-10:00), 30-minute starts; taken in an order that spreads masters.
  const slots = (await db.query(
    `SELECT id, worker_id, to_char(date, 'YYYY-MM-DD') AS date FROM timeslots WHERE date > (now() AT TIME ZONE 'Europe/Moscow')::date AND worker_id <> ${FEED_WORKER} ORDER BY random() LIMIT 40000`,
  )).rows;
  await db.close();
  const starts = Array.from({ length: 22 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
  let nextJob = 0;
  const job = () => {
    const n = nextJob++;
    const slot = slots[n % slots.length];
    return { slot, start: starts[Math.floor(n / slots.length) % starts.length] };
  };
  const masterHeaders = new Map();
  const clientHeaders = Array.from({ length: C }, (_, i) => sign(CLIENT_ID0 + 1 + i));
  const masterHeader = (w) => {
    let h = masterHeaders.get(w);
    if (!h) masterHeaders.set(w, (h = sign(MASTER_ID0 + w)));
    return h;
  };
  // A date of one of master w's bookings (the seed's formula), so the master's day has bookings.
  const bookingDate = (k) => {
    const past = K - UPCOMING_PER_MASTER;
    return k < past ? moscowDate(-40 - 4 * (past - 1 - k)) : moscowDate(1 + (k - past));
  };

  const rows = [
    { key: 'timeslots', title: 'GET timeslots, random master and date', target: 'p99 <= 20 ms', request: () => ({
      method: 'GET', path: `/api/timeslots/${1 + rand(M)}/${moscowDate(rand(SCHEDULE_DAYS.to + 1))}`, headers: { 'x-telegram-init-data': clientHeaders[rand(C)] } }) },
    { key: 'day', title: "GET a master's day of bookings", target: 'p99 <= 20 ms', request: () => {
      const w = 1 + rand(M);
      return { method: 'GET', path: `/api/workers/${w}/bookings/${bookingDate(rand(K))}`, headers: { 'x-telegram-init-data': masterHeader(w) } };
    } },
    { key: 'page', title: "GET a client's first page (?limit=20)", target: 'p99 <= 20 ms', request: () => {
      const c = rand(C);
      return { method: 'GET', path: `/api/bookings/telegram_id/${CLIENT_ID0 + 1 + c}?limit=20`, headers: { 'x-telegram-init-data': clientHeaders[c] } };
    } },
    { key: 'whole', title: "GET a client's whole list (100 bookings)", target: 'p99 <= 20 ms', request: () => {
      const c = rand(C);
      return { method: 'GET', path: `/api/bookings/telegram_id/${CLIENT_ID0 + 1 + c}`, headers: { 'x-telegram-init-data': clientHeaders[c] } };
    } },
    { key: 'book', title: 'POST a booking (distinct clients, free times)', target: '>= 2,000/s, p99 <= 25 ms', request: () => {
      const { slot, start } = job();
      const c = nextJob % C;
      const body = JSON.stringify({ telegram_id: CLIENT_ID0 + 1 + c, place_id: slot.worker_id, service_ids: [(slot.worker_id - 1) * SERVICES_PER_MASTER + 2], timeslot_id: slot.id, time_start: start });
      return { method: 'POST', path: '/api/bookings/', headers: { 'content-type': 'application/json', 'x-telegram-init-data': clientHeaders[c] }, body };
    } },
    { key: 'services', title: 'GET services of a master', target: 'p99 <= 20 ms', request: () => ({
      method: 'GET', path: `/api/services/?worker_id=${1 + rand(M)}`, headers: { 'x-telegram-init-data': clientHeaders[rand(C)] } }) },
    // The figures and clients of a busy master (5,100 bookings in the last year, 1,000 clients; the seed's BUSY_MASTERS) on 'Про'.
    { key: 'analytics', title: "GET a busy master's figures for the last 366 days (5,100 bookings)", target: 'p99 <= 50 ms', request: () => {
      const w = 1 + rand(BUSY_MASTERS);
      return { method: 'GET', path: `/api/workers/${w}/analytics?from=${moscowDate(-365)}&to=${moscowDate(0)}`, headers: { 'x-telegram-init-data': masterHeader(w) } };
    } },
    { key: 'clients', title: "GET a busy master's clients, first page (1,000 clients)", target: 'p99 <= 50 ms', request: () => {
      const w = 1 + rand(BUSY_MASTERS);
      return { method: 'GET', path: `/api/workers/${w}/clients?sort=${['last_visit', 'visits', 'spent'][rand(3)]}`, headers: { 'x-telegram-init-data': masterHeader(w) } };
    } },
    { key: 'card', title: "GET a client's card with a busy master", target: 'p99 <= 50 ms', request: () => {
      const w = 1 + rand(BUSY_MASTERS);
      // One of the seed's 1,000 clients of master w.
      const client = CLIENT_ID0 + 1 + ((w * 997 + rand(1000)) % C);
      return { method: 'GET', path: `/api/workers/${w}/clients/${client}`, headers: { 'x-telegram-init-data': masterHeader(w) } };
    } },
    { key: 'feed', title: 'GET a calendar feed of 2,000 bookings (4 connections)', target: 'p99 <= 200 ms', connections: 4, request: () => ({
      method: 'GET', path: `/api/calendar/${FEED_TOKEN}.ics` }) },
    { key: 'feed304', title: 'GET that feed, unchanged: 304 (4 connections)', target: '304 within 20 ms', connections: 4, request: () => ({
      method: 'GET', path: `/api/calendar/${FEED_TOKEN}.ics`, headers: { 'if-none-match': feedEtag } }) },
    { key: 'business', title: "webhook: a client's message in a master's chat (answer queued)", target: 'p99 <= 50 ms', request: () => {
      const n = nextUpdate++;
      const client = { id: 30_000_000 + n, is_bot: false, first_name: 'Клиент' };
      const body = JSON.stringify({ update_id: n, business_message: { message_id: n, date: 1, business_connection_id: 'bench-connection', chat: { id: client.id, type: 'private', first_name: 'Клиент' }, from: client, text: 'есть время?' } });
      return { method: 'POST', path: '/api/telegram/webhook', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': env.TELEGRAM_WEBHOOK_SECRET }, body };
    } },
  ].filter((r) => ROWS.includes(r.key));

  let feedEtag = '';
  let nextUpdate = 1;
  // TELEGRAM_API_ROOT: a closed loopback port, so the answers queued are never sent anywhere.
  const env = { ...process.env, TELEGRAM_API_ROOT: 'http://127.0.0.1:9', DATABASE_URL: databaseUrl, BOT_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', SERVE_WEB: '', DEMO: '', NODE_ENV: 'production', TELEGRAM_WEBHOOK_SECRET: 'bench-scale-secret', REMINDER_OFFSETS: '1440,120' };
  const results = new Map();
  for (const processes of CONFIGS) {
    const port = await freePort();
    let child;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-bench-cluster-'));
    if (processes === 1) {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, PORT: String(port), HOST: '127.0.0.1' } });
    } else {
      child = spawn(process.execPath, ['scripts/cluster.mjs'], { cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, PORT: String(port), API_PROCESSES: String(processes), CLUSTER_DIR: dir } });
    }
    const exited = new Promise((r) => child.once('exit', r));
    const stop = async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    };
    cleanups.push(stop);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      try { if ((await fetch(`${base}/api/health`)).ok) break; } catch { /* starting */ }
      await new Promise((r) => setTimeout(r, 100));
    }
    feedEtag = (await fetch(`${base}/api/calendar/${FEED_TOKEN}.ics`)).headers.get('etag') ?? '';
    for (const row of rows) {
      const connections = row.connections ?? CONNECTIONS;
      const requests = [{ setupRequest: (req) => ({ ...req, ...row.request() }) }];
      await autocannon({ url: base, connections, duration: 2, requests }); // warm-up, not measured
      const before = { api: treeCpuMs(child.pid), pg: postmaster && treeCpuMs(postmaster), load: process.cpuUsage() };
      const result = await autocannon({ url: base, connections, duration: SECONDS, requests });
      // A 304 is the answer asked for there.
      if (row.key === 'feed304') { result.non2xx -= result['3xx'] ?? 0; }
      const load = process.cpuUsage(before.load);
      const count = result.requests.total || 1;
      const perRequest = (end, start) => (end === null || start === null ? null : (end - start) / count);
      result.cpu = { api: perRequest(treeCpuMs(child.pid), before.api), pg: perRequest(postmaster && treeCpuMs(postmaster), before.pg), load: (load.user + load.system) / 1000 / count };
      if (!results.has(row.key)) results.set(row.key, new Map());
      results.get(row.key).set(processes, result);
      console.log(`  ${processes} process${processes > 1 ? 'es' : ''}: ${row.title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors} (load ${os.loadavg()[0].toFixed(1)}); ${cpuCell(result.cpu)}`);
    }
    await stop();
    cleanups.pop();
  }

  const cell = (r) => (r ? `${Math.round(r.requests.average).toLocaleString('en')} (${r.latency.p50} / ${r.latency.p99})${r.non2xx || r.errors ? ` NON-2XX ${r.non2xx} ERR ${r.errors}` : ''}` : '-');
  console.log(`\nAPI at ${M.toLocaleString('en')} masters and ${seededBookings(FULL_SCALE).toLocaleString('en')} bookings on PostgreSQL; ${CONNECTIONS} connections, ${SECONDS} s per row; seeded in ${seedSeconds.toFixed(0)} s`);
  console.log(`machine: ${os.cpus().length} cores, load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; PostgreSQL shared_buffers ${buffers}\n`);
  console.log(`| endpoint | 1 process: req/s (p50 / p99 ms) | 2 processes behind nginx | target |`);
  console.log(`|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.title} | ${cell(results.get(row.key)?.get(1))} | ${cell(results.get(row.key)?.get(2))} | ${row.target} |`);
  console.log(`\nCPU a request (ms), ${CONFIGS[0]} process${CONFIGS[0] > 1 ? 'es' : ''}: API + PostgreSQL + load generator = total -> the rate all cores would allow`);
  for (const row of rows) {
    const r = results.get(row.key)?.get(CONFIGS[0]);
    if (r) console.log(`  ${row.title}: ${cpuCell(r.cpu)}`);
  }
  const bad = [...results.values()].flatMap((m) => [...m.values()]).filter((r) => r.non2xx > 0 || r.errors > 0);
  if (bad.length) {
    console.log('\nNOT HONEST: some answers were not 2xx (see the rows marked NON-2XX)');
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}

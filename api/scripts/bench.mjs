#!/usr/bin/env node
// `npm run bench:api`: the API on the embedded database with demo data, measured with autocannon
// (32 connections, fixed durations after a 1 s warm-up) on a trivial route, the day timeslots route, booking
// creation over distinct free times (more than the run can use, so every booking should succeed), and
// moves of those bookings, each once by its client, to times the booking run left free.
// Prints req/s, p50 and p99, the answers that were not 2xx (they must be zero: the bookings figure
// counts successful bookings only), the timeslots/health ratio from the same run, and a SQL check
// for overlapping active bookings. Exits non-zero when a route had non-2xx answers or times ran
// out. A measurement, not a test. Figures and their history: docs/perf.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signInitData } from '../src/auth/init-data.ts';
import { openDatabase } from '../src/db/database.ts';
import { startBotApiStandin } from '../test-support/bot-api-standin.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'bench-token';
const WEBHOOK_SECRET = 'bench-webhook-secret';
// Telegram, as far as the bench needs it (the invoice link): the Bot API stand-in.
const telegram = await startBotApiStandin();
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
const MASTERS = [200001, 200002, 200003]; // workers 1, 2, 3 (places 1, 1, 2; a 30-min service: 2, made by the run, made by the run)

const freePort = () => new Promise((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); }); });
const auth = (id) => signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id, first_name: 'Bench' }) }, TOKEN);
const day = (n) => new Date(Date.now() + 3 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);

// What the run reports after the server has stopped: the bookings it made.
const bench = { made: [] };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booking-bench-'));
// BENCH_DATABASE_URL: run against a PostgreSQL server instead (a fresh database is created there).
const adminUrl = process.env.BENCH_DATABASE_URL;
let databaseUrl = '';
if (adminUrl) {
  const admin = await openDatabase({ databaseUrl: adminUrl });
  const name = `booking_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
}
const port = await freePort();
const base = `http://127.0.0.1:${port}/api`;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiDir,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO: '1', BOT_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', SERVE_WEB: '', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, TELEGRAM_API_ROOT: telegram.apiRoot },
});

async function api(method, url, user, body, headers = { 'x-telegram-init-data': auth(user) }) {
  const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function run(title, opts) {
  // One second at the same concurrency first, not sampled: first-call costs (JIT, statement
  // preparation, the bench clients' first upsert) are not what the figures are about. (autocannon
  // only warms up when used as a promise, not with a callback.)
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS }, ...opts });
  return { title, result };
}

const fmt = ({ title, result }) =>
  `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   2xx ${result['2xx']}  non-2xx ${result.non2xx}  errors ${result.errors}`;

try {
  for (let i = 0; i < 200; i++) {
    try { if ((await fetch(`${base}/health`)).ok) break; } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  // Enough distinct free times for the booking run, within the year ahead that bookings may take:
  // 340 days of masters 1, 2 and 3 from +20 on, each open 00:00-23:30 (47 half-hour starts a day,
  // 47,940 in all: more than 11 s at 4,000 bookings/s would use), a 30-minute service each. Each
  // master buys the paid plan the way a master would (a Stars invoice, then Telegram's
  // successful_payment to the bot's webhook), so the monthly limit stays out of the way.
  const dates = Array.from({ length: 340 }, (_, i) => day(20 + i));
  const perMaster = [];
  for (const [n, { user, worker, place, category }] of [
    { user: MASTERS[0], worker: 1, place: 1, category: 1 }, { user: MASTERS[1], worker: 2, place: 1, category: 3 }, { user: MASTERS[2], worker: 3, place: 2, category: 5 },
  ].entries()) {
    const { invoice } = await api('POST', '/payments/subscriptions', user, { plan_id: 2 });
    await api('POST', '/telegram/webhook', 0,
      { update_id: 1 + n, message: { message_id: 1, date: 1, chat: { id: user, type: 'private' }, from: { id: user, is_bot: false, first_name: 'Bench' },
        successful_payment: { currency: 'XTR', total_amount: invoice.amount, invoice_payload: invoice.payload, telegram_payment_charge_id: `bench-charge-${n}`, provider_payment_charge_id: '' } } },
      { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET });
    const service = worker === 1 ? 2 : (await api('POST', '/services/', user, { worker_id: worker, category_id: category, place_id: place, title: 'Bench', price: 100, slot_duration: 30 })).id;
    for (let i = 0; i < dates.length; i += 60) {
      await api('POST', '/timetable/multiple', user, { worker_id: worker, place_id: place, dates: dates.slice(i, i + 60), slots: [{ time_start: '00:00', time_end: '23:30', status: 'free' }] });
    }
    const jobs = [];
    for (const date of dates) {
      const [t] = await api('GET', `/timeslots/${worker}/${date}`, 100001);
      for (const slot of t.timeslots) {
        const from = Number(slot.time_start.slice(0, 2)) * 60 + Number(slot.time_start.slice(3, 5));
        const to = Number(slot.time_end.slice(0, 2)) * 60 + Number(slot.time_end.slice(3, 5));
        for (let m = from; m + 30 <= to; m += 30) jobs.push({ master: n, place_id: place, service_ids: [service], timeslot_id: slot.id, time_start: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}` });
      }
    }
    perMaster.push(jobs);
  }
  // The three masters in turn: a master's requests queue on its row lock.
  const jobs = perMaster[0].flatMap((_, i) => perMaster.map((list) => list[i]).filter(Boolean));
  const clients = Array.from({ length: CONNECTIONS }, (_, i) => 700_000 + i);
  const headers = new Map(clients.map((id) => [id, auth(id)]));
  const timeslotsDate = day(2);

  const health = await run('GET /api/health', { url: `${base}/health` });
  const timeslots = await run(`GET /api/timeslots/1/{date}`, { url: `${base}/timeslots/1/${timeslotsDate}`, headers: { 'x-telegram-init-data': auth(100001) } });
  let next = 0;
  // The bookings made (warm-up included), for the move run: each with its client and master.
  const made = [];
  const bookings = await run('POST /api/bookings/', {
    url: `${base}/bookings/`,
    requests: [{
      method: 'POST',
      setupRequest: (req, context) => {
        // Past the end of the list a time would be asked for twice: counted below as running out.
        const { master, ...job } = jobs[next++ % jobs.length];
        const client = clients[next % clients.length];
        context.asked = { client, master };
        return { ...req, headers: { 'content-type': 'application/json', 'x-telegram-init-data': headers.get(client) }, body: JSON.stringify({ telegram_id: client, ...job }) };
      },
      onResponse: (status, body, context) => {
        if (status === 201) made.push({ ...context.asked, id: JSON.parse(body).id });
      },
    }],
  });

  // Moves: each booking just made moved once by its client to a free time of its master that the
  // booking run did not use (the same service and place; the client's first move, inside the rules).
  const unused = perMaster.map((_, n) => jobs.slice(next).filter((j) => j.master === n));
  let nextMove = 0;
  let moveTargets = 0;
  const moves = await run('POST /api/bookings/{id}/move', {
    url: base,
    requests: [{
      method: 'POST',
      setupRequest: (req) => {
        // Past the end of the bookings a booking would be moved twice: counted below as running out.
        const booking = made[nextMove++ % made.length];
        const target = unused[booking.master].pop();
        if (target) moveTargets++;
        const { timeslot_id, time_start } = target ?? jobs[0];
        return { ...req, path: `/api/bookings/${booking.id}/move`, headers: { 'content-type': 'application/json', 'x-telegram-init-data': headers.get(booking.client) }, body: JSON.stringify({ timeslot_id, time_start }) };
      },
    }],
  });

  const ranOut = next > jobs.length || nextMove > made.length || moveTargets < nextMove;
  console.log(`\nAPI on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up (bookings: ${next} requests over ${jobs.length} distinct free times; moves: ${nextMove} over ${made.length} bookings${ranOut ? ': RAN OUT' : ''})\n`);
  for (const r of [health, timeslots, bookings, moves]) console.log(fmt(r));
  const booked = bookings.result['2xx'] / bookings.result.duration;
  console.log(`\ntimeslots / health throughput: ${((timeslots.result.requests.average / health.result.requests.average) * 100).toFixed(1)}%  (target >= 25%, p99 <= 50 ms)`);
  console.log(`bookings: ${booked.toFixed(0)} successful bookings/s (2xx only), p99 ${bookings.result.latency.p99} ms  (target >= 1000/s, p99 <= 40 ms)`);
  console.log(`moves: ${(moves.result['2xx'] / moves.result.duration).toFixed(0)} successful moves/s (2xx only), p50 ${moves.result.latency.p50} ms, p99 ${moves.result.latency.p99} ms; bookings made ${made.length}`);
  console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const failures = [health, timeslots, bookings, moves].filter((r) => r.result.non2xx > 0 || r.result.errors > 0);
  if (failures.length > 0 || ranOut) {
    console.log(`NOT HONEST: ${failures.map((r) => `${r.title}: ${r.result.non2xx} non-2xx, ${r.result.errors} errors`).join('; ')}${ranOut ? ' (free times or bookings ran out)' : ''}`);
    process.exitCode = 1;
  }
  bench.made = made.map((b) => b.id);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await telegram.close();
  const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.worker_id = b.worker_id AND a.id < b.id AND a.date = b.date
       AND a.time_start < b.time_end AND b.time_start < a.time_end WHERE a.status IN ('confirmed','created') AND b.status IN ('confirmed','created')`,
  );
  const total = await db.query(`SELECT count(*)::int AS n FROM bookings WHERE status = 'confirmed'`);
  // Every booking the run was answered 201 for is still there, moved or not (a move never loses one).
  const kept = await db.query(`SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::int[]) AND status = 'confirmed'`, [bench.made]);
  const moved = await db.query(`SELECT count(*)::int AS n FROM booking_moves`);
  console.log(`double bookings (overlapping active bookings, SQL check): ${rows[0].n}; confirmed bookings in the database: ${total.rows[0].n}; of the ${bench.made.length} answered 201, still confirmed: ${kept.rows[0].n}; moves recorded: ${moved.rows[0].n}`);
  if (rows[0].n > 0 || kept.rows[0].n !== bench.made.length) process.exitCode = 1;
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    // The database this run created on the PostgreSQL server goes with it.
    const admin = await openDatabase({ databaseUrl: adminUrl });
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)}`);
    await admin.close();
  }
}

#!/usr/bin/env node
// `npm run bench:load`: the API at the load people make, offered at fixed rates (open loop:
// scripts/open-loop.mjs) rather than pushed to the machine's ceiling. Every row runs at once for
// BENCH_SECONDS after a warm-up, the reads spread evenly over the screens' reads, bookings on
// distinct free times and moves of bookings made just before, each signed as its caller:
//
//   postgres  PostgreSQL 15 with the bench:scale seed (10,000 masters, 1,000,000 bookings), one API
//             process: 400 reads/s, 40 bookings/s, 10 moves/s
//   pglite    the embedded database with the demo data and 10,000 bookings more: 100 reads/s,
//             20 bookings/s, 5 moves/s
//
// Target of every row: p99 <= 50 ms, no answer other than 2xx, no two active bookings of a master
// overlapping (an SQL check after the run). Latency is counted from when a request was due, so a
// stall of the server shows. Prints, per row, the offered and the achieved rate, p50, p99 and max,
// and the CPU a request cost the API and PostgreSQL. A measurement, not a test: docs/perf.md.
//
//   BENCH_DB            postgres, pglite or postgres,pglite (default both)
//   BENCH_SECONDS       measured seconds per run (default 60), after BENCH_WARMUP seconds (default 15)
//   BENCH_VARIANTS      JSON object of variant name -> environment for the API process (default
//                       {"main":{}}); with several, they run alternated (A, B, A, B) BENCH_ROUNDS times
//   BENCH_ROUNDS        rounds of the variants (default 1)
//   BENCH_DATABASE_URL  a PostgreSQL server's admin URL (a database is made there and dropped);
//                       unset: Debian's PostgreSQL is started in a temporary folder
//   BENCH_SCALE         masters,clients,bookings-per-master for postgres (default 10000,10000,100)
//   BENCH_API_NODE_ARGS Node options for the API process, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof
//   BENCH_FLOOR         0: no floor after the PGlite rows (default: measured, scripts/load-floor.mjs)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInitData } from '../src/auth/init-data.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrations.ts';
import { seedDemo } from '../src/db/seed.ts';
import { startBotApiStandin } from '../test-support/bot-api-standin.ts';
import { BUSY_MASTERS, CLIENT_ID0, FULL_SCALE, MASTER_ID0, SCHEDULE_DAYS, SERVICES_PER_MASTER, UPCOMING_PER_MASTER, seedScale, seededBookings } from '../test-support/scale-seed.ts';
import { freePort, startLocalPostgres } from './debian-services.mjs';
import { bareServer, profiled } from './load-floor.mjs';
import { offer, sumRows } from './open-loop.mjs';
import { parentPid, treeCpuMs } from './process-cpu.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'bench-load-token';
const WEBHOOK_SECRET = 'bench-load-secret';
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
// The warm-up's 15 s: in its first seconds the API's pool opens its connections and PostgreSQL's caches
// fill, which made the first 5-6 s of a window answer in 0.3-0.65 s after a 5 s warm-up; people's load
// meets a server that has been running.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
const DATABASES = (process.env.BENCH_DB || 'postgres,pglite').split(',');
const VARIANTS = Object.entries(JSON.parse(process.env.BENCH_VARIANTS || '{"main":{}}'));
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const TARGET_P99 = 50;
const LOADS = {
  postgres: { reads: 400, bookings: 40, moves: 10 },
  pglite: { reads: 100, bookings: 20, moves: 5 },
};

const rand = (n) => Math.floor(Math.random() * n);
const pick = (list) => list[rand(list.length)];
const shuffle = (list) => {
  for (let i = list.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
};
/** A date `offset` days from today on Moscow's clock (the seeds' masters' zone). */
const moscowDate = (offset) => new Date(Date.now() + 3 * 3600_000 + offset * 86400_000).toISOString().slice(0, 10);
const hhmm = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const signer = () => {
  const made = new Map();
  return (id, name = 'Bench') => {
    let h = made.get(id);
    if (!h) made.set(id, (h = signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id, first_name: name }) }, TOKEN)));
    return h;
  };
};
const signed = (header) => ({ 'x-telegram-init-data': header });
const json = (header) => ({ 'content-type': 'application/json', 'x-telegram-init-data': header });
/** The figures screen's periods: its default (the last 30 days) and its other presets, 7 and 90 days. */
const figuresPeriod = () => {
  const days = pick([30, 30, 7, 90]);
  return `from=${moscowDate(1 - days)}&to=${moscowDate(0)}`;
};

const cleanups = [];
async function cleanup() {
  for (const c of cleanups.reverse()) await c().catch((e) => console.error('cleanup:', e));
  cleanups.length = 0;
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

/** The API process on `env`, started and answering its health route; stop() ends it. */
async function startApi(env, extraNodeArgs = []) {
  const port = await freePort();
  const nodeArgs = [...(process.env.BENCH_API_NODE_ARGS || '').split(' ').filter(Boolean), ...extraNodeArgs];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir, stdio: ['ignore', 'ignore', 'inherit'],
    // The guests' limit stays on, so its cost is in the figures, far above the rate offered from the one address.
    env: { ...process.env, BOT_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '0', GUEST_READS_PER_MINUTE: '10000000', LOG_LEVEL: 'warn', SERVE_WEB: '', TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const exited = new Promise((r) => child.once('exit', r));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the API process exited while starting');
    try { if ((await fetch(`${base}/api/health/ready`)).ok) break; } catch { /* starting */ }
    if (i > 1200) throw new Error('the API did not start within 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, pid: child.pid, stop: async () => { if (child.exitCode === null) child.kill('SIGTERM'); await exited; } };
}

async function call(base, method, url, header, body) {
  const res = await fetch(`${base}/api${url}`, { method, headers: json(header), body: body && JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** Books `jobs` through the API, `parallel` at a time (not measured): the bookings the move row moves. */
async function prebook(base, jobs, parallel = 8) {
  const made = [];
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const booked = await call(base, 'POST', '/bookings/', job.header, job.body);
      made.push({ id: booked.id, header: job.header, target: job.target });
    }
  }));
  return made;
}

/**
 * The rows of one run: the screens' reads (each its own row, and their sum), bookings and moves.
 * `world` says where the reads go and hands out distinct free times.
 */
/**
 * A guest's catalogue reads (a plain browser, nobody signed in): a master and a day's free times, the
 * same paths as a person's reads without init data.
 */
function withGuests(world) {
  const guest = (r) => ({ ...r, headers: {} });
  return {
    ...world,
    guestTimeslots: () => guest(world.timeslots()),
    guestMaster: () => {
      const r = world.timeslots();
      return guest({ ...r, path: `/api/workers/${r.path.split('/')[3]}` });
    },
  };
}
const READ_KINDS = ['timeslots', 'day', 'page', 'services', 'figures', 'clients', 'card', 'guestMaster', 'guestTimeslots'];

function runRows(world, load, moveQueue) {
  const reads = [
    { key: 'timeslots', title: 'timeslots of a master\'s day', request: world.timeslots },
    { key: 'day', title: 'the master\'s day of bookings', request: world.day },
    { key: 'page', title: 'a client\'s first page', request: world.page },
    { key: 'services', title: 'a master\'s services', request: world.services },
    { key: 'figures', title: 'a master\'s figures (7/30/90 days)', request: world.figures },
    { key: 'clients', title: 'a master\'s clients, first page', request: world.clients },
    { key: 'card', title: 'a client\'s card', request: world.card },
    { key: 'guestMaster', title: 'a guest: a master', request: world.guestMaster },
    { key: 'guestTimeslots', title: 'a guest: a day\'s free times', request: world.guestTimeslots },
  ].map((r, _i, all) => ({ ...r, rate: load.reads / all.length }));
  const made = [];
  return {
    made,
    reads,
    rows: [
      ...reads,
      { key: 'book', title: 'POST a booking', rate: load.bookings, request: () => {
        const job = world.nextBooking();
        return { method: 'POST', path: '/api/bookings/', headers: json(job.header), body: JSON.stringify(job.body) };
      }, onResponse: (status, body) => { if (status === 201) made.push(JSON.parse(body).id); } },
      { key: 'move', title: 'POST a move (its client)', rate: load.moves, request: () => {
        const b = moveQueue.shift();
        if (!b) throw new Error('the bookings to move ran out');
        return { method: 'POST', path: `/api/bookings/${b.id}/move`, headers: json(b.header), body: JSON.stringify(b.target) };
      } },
    ],
  };
}

const fmt = (x, digits = 1) => (x === null || x === undefined ? '-' : x.toFixed(digits));
const cpu = (pid, pgPid) => ({ api: treeCpuMs(pid), pg: pgPid ? treeCpuMs(pgPid) : null });

/**
 * Each kind of request alone, one at a time (`count` each, after one not counted): the median time,
 * what a request costs the server with nothing else in its way (printed beside the rows).
 */
const PROBES = 30;
async function probe(base, world, count = PROBES) {
  const kinds = READ_KINDS;
  const medians = [];
  for (const kind of kinds) {
    const times = [];
    for (let i = 0; i <= count; i++) {
      const r = world[kind]();
      const t = performance.now();
      const res = await fetch(`${base}${r.path}`, { method: r.method, headers: r.headers });
      await res.arrayBuffer();
      if (i > 0) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    medians.push(`${kind} ${times[Math.floor(times.length / 2)].toFixed(1)}`);
  }
  return medians.join(', ');
}

/** One measured run of `world` on the API at `api`: the rows' results, the CPU a request, and the bookings made. */
async function measure(plainWorld, load, api, pgPid) {
  const world = withGuests(plainWorld);
  // The bookings the move row moves: one a move, made now (warm-up's too) and not measured.
  const moveCount = Math.ceil(load.moves * (SECONDS + WARMUP)) + 20;
  const moveQueue = await prebook(api.base, world.movePool(moveCount));
  const alone = await probe(api.base, world);
  const { rows, reads, made } = runRows(world, load, moveQueue);
  const before = cpu(api.pid, pgPid);
  const results = await offer(api.base, rows, { seconds: SECONDS, warmupSeconds: WARMUP });
  const after = cpu(api.pid, pgPid);
  // The CPU was spent on the warm-up's requests too.
  const answered = results.reduce((a, r) => a + r.all, 0) || 1;
  const perRequest = (k) => (after[k] === null || before[k] === null ? null : (after[k] - before[k]) / answered);
  const readKeys = new Set(reads.map((r) => r.key));
  const total = sumRows('reads', `all reads (${reads.length} kinds)`, results.filter((r) => readKeys.has(r.key)));
  // Every request the API answered in this run: the bookings to move, the probes, the rows.
  const requests = moveQueue.length + READ_KINDS.length * (PROBES + 1) + answered;
  return { results: [...results.slice(0, reads.length), total, ...results.slice(reads.length)], cpu: { api: perRequest('api'), pg: perRequest('pg') }, made, alone, requests, slowest: results.slowest };
}

function report(label, runs) {
  console.log(`\n${label}: ${SECONDS} s measured after ${WARMUP} s, p99 target <= ${TARGET_P99} ms; load average now ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('| variant | row | offered /s | achieved /s | p50 ms | p99 ms | max ms | not 2xx | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  let bad = false;
  for (const { variant, result } of runs) {
    for (const r of result.results) {
      const miss = (r.p99 ?? Infinity) > TARGET_P99 || r.failed > 0 || r.errors > 0;
      bad ||= miss;
      console.log(`| ${variant} | ${r.title} | ${fmt(r.offered)} | ${fmt(r.achieved)} | ${fmt(r.p50)} | ${miss ? '**' : ''}${fmt(r.p99)}${miss ? '**' : ''} | ${fmt(r.max)} | ${r.failed} | ${r.errors} |`);
    }
    if (result.alone) console.log(`| ${variant} | each read alone, median ms | ${result.alone} | | | | | | |`);
    if (result.cpu) console.log(`| ${variant} | CPU a request | API ${fmt(result.cpu.api, 2)} ms | PostgreSQL ${result.cpu.pg === null ? 'in the API process' : `${fmt(result.cpu.pg, 2)} ms`} | | | | | |`);
  }
  for (const { variant, result } of runs) for (const r of result.results) for (const e of r.examples ?? []) console.log(`  ${variant} ${r.key}: ${e}`);
  for (const { variant, result } of runs) {
    const slow = (result.slowest ?? []).flatMap((ms, second) => (ms !== null && ms > TARGET_P99 ? [`${second} s: ${ms.toFixed(0)}`] : []));
    if (slow.length) console.log(`  ${variant}, seconds of the window with an answer over ${TARGET_P99} ms (the slowest, ms): ${slow.slice(0, 30).join(', ')}${slow.length > 30 ? `, ... (${slow.length} in all)` : ''}`);
  }
  return bad;
}

/** Active bookings of one master that overlap (must be none) and the 201 answers not in the database as active. */
async function doubled(db, made) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM bookings a JOIN bookings b ON a.worker_id = b.worker_id AND a.id < b.id AND a.date = b.date
       AND a.time_start < b.time_end AND b.time_start < a.time_end WHERE a.status IN ('confirmed','created') AND b.status IN ('confirmed','created')`);
  const lost = await db.query(`SELECT $1::int - count(*)::int AS n FROM bookings WHERE id = ANY($2::int[]) AND status IN ('confirmed','created')`, [made.length, made]);
  return { overlapping: rows[0].n, lost: lost.rows[0].n };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL at scale

async function postgresBench() {
  const [M, C, K] = (process.env.BENCH_SCALE || `${FULL_SCALE.masters},${FULL_SCALE.clients},${FULL_SCALE.bookingsPerMaster}`).split(',').map(Number);
  const size = { masters: M, clients: C, bookingsPerMaster: K };
  let admin = process.env.BENCH_DATABASE_URL;
  if (!admin) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-load-pg-'));
    chmodSync(dir, 0o755);
    const started = await startLocalPostgres(path.join(dir, 'data'), { log: (l) => console.log(l) });
    if (!started) throw new Error('No PostgreSQL: set BENCH_DATABASE_URL, or run as root so Debian\'s postgresql can be installed');
    admin = started.admin;
    cleanups.push(async () => { await started.stop(); rmSync(dir, { recursive: true, force: true }); });
  }
  const name = `booking_load_${Date.now()}`;
  const adminDb = await openDatabase({ databaseUrl: admin });
  await adminDb.query(`CREATE DATABASE ${name}`);
  cleanups.push(async () => { await adminDb.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await adminDb.close(); });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();

  const db = await openDatabase({ databaseUrl });
  await migrate(db);
  console.log(`Seeding ${M.toLocaleString('en')} masters, ${C.toLocaleString('en')} clients, ${seededBookings(size).toLocaleString('en')} bookings`);
  const t0 = Date.now();
  await seedScale(db, size, (line) => console.log(line));
  await db.query('VACUUM (ANALYZE)');
  await db.query('CHECKPOINT');
  console.log(`Seeded, vacuumed and checkpointed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  const backend = Number((await db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const pgPid = ['127.0.0.1', 'localhost'].includes(url.hostname) ? parentPid(backend) : null;
  // The masters the writes use: not the busy ones (whose figures are read) nor the next one.
  const writers = `worker_id > ${Math.min(BUSY_MASTERS, M) + 1}`;
  const slots = shuffle((await db.query(
    `SELECT id, worker_id, to_char(date, 'YYYY-MM-DD') AS date FROM timeslots WHERE date > (now() AT TIME ZONE 'Europe/Moscow')::date AND ${writers}`)).rows);
  await db.close();

  const sign = signer();
  const client = (n) => CLIENT_ID0 + 1 + (n % C);
  const busy = Math.min(BUSY_MASTERS, M);
  const past = K - UPCOMING_PER_MASTER;
  const bookingDate = (k) => (k < past ? moscowDate(-40 - 4 * (past - 1 - k)) : moscowDate(1 + (k - past)));
  // Distinct free times, each taken once in the whole bench: the slot's day 09:00-21:00 holds the
  // seed's 09:00 booking; bookings take 10:00-15:30 of one share of the slots, moves book 16:00 of
  // the other share and move to 20:00 of the same day.
  const half = Math.floor(slots.length / 2);
  let nextBooking = 0;
  let nextMove = 0;
  let nextClient = 0;
  const serviceOf = (w) => (w - 1) * SERVICES_PER_MASTER + 1;
  const bookBody = (slot, start) => {
    const c = client(nextClient++);
    return { header: sign(c), body: { telegram_id: c, place_id: slot.worker_id, service_ids: [serviceOf(slot.worker_id)], timeslot_id: slot.id, time_start: start } };
  };
  const world = {
    timeslots: () => ({ method: 'GET', path: `/api/timeslots/${1 + rand(M)}/${moscowDate(rand(SCHEDULE_DAYS.to + 1))}`, headers: signed(sign(client(rand(C)))) }),
    day: () => { const w = 1 + rand(M); return { method: 'GET', path: `/api/workers/${w}/bookings/${bookingDate(rand(K))}`, headers: signed(sign(MASTER_ID0 + w)) }; },
    page: () => { const c = client(rand(C)); return { method: 'GET', path: `/api/bookings/telegram_id/${c}?limit=20`, headers: signed(sign(c)) }; },
    services: () => ({ method: 'GET', path: `/api/services/?worker_id=${1 + rand(M)}`, headers: signed(sign(client(rand(C)))) }),
    figures: () => { const w = 1 + rand(busy); return { method: 'GET', path: `/api/workers/${w}/analytics?${figuresPeriod()}`, headers: signed(sign(MASTER_ID0 + w)) }; },
    clients: () => { const w = 1 + rand(busy); return { method: 'GET', path: `/api/workers/${w}/clients?sort=${pick(['last_visit', 'visits', 'spent'])}`, headers: signed(sign(MASTER_ID0 + w)) }; },
    // One of the seed's 1,000 clients of busy master w.
    card: () => { const w = 1 + rand(busy); return { method: 'GET', path: `/api/workers/${w}/clients/${CLIENT_ID0 + 1 + ((w * 997 + rand(1000)) % C)}`, headers: signed(sign(MASTER_ID0 + w)) }; },
    nextBooking: () => {
      const n = nextBooking++;
      const slot = slots[half + (n % (slots.length - half))];
      return bookBody(slot, hhmm(600 + 30 * Math.floor(n / (slots.length - half))));
    },
    movePool: (count) => Array.from({ length: count }, () => {
      const slot = slots[nextMove++ % half];
      return { ...bookBody(slot, '16:00'), target: { timeslot_id: slot.id, time_start: '20:00' } };
    }),
  };

  const runs = [];
  const made = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [variant, env] of VARIANTS) {
      const api = await startApi({ DATABASE_URL: databaseUrl, DEMO: '', NODE_ENV: 'production', TELEGRAM_API_ROOT: 'http://127.0.0.1:9', ...env });
      cleanups.push(api.stop);
      console.log(`postgres, ${variant}, round ${round + 1}: running (load average ${os.loadavg()[0].toFixed(1)})`);
      const result = await measure(world, LOADS.postgres, api, pgPid);
      made.push(...result.made);
      runs.push({ variant: ROUNDS > 1 ? `${variant} ${round + 1}` : variant, result });
      await api.stop();
      cleanups.pop();
    }
  }
  const check = await openDatabase({ databaseUrl });
  const d = await doubled(check, made);
  await check.close();
  let bad = report(`PostgreSQL 15, ${M.toLocaleString('en')} masters, ${seededBookings(size).toLocaleString('en')} bookings, 1 API process, offered ${LOADS.postgres.reads} reads/s, ${LOADS.postgres.bookings} bookings/s, ${LOADS.postgres.moves} moves/s`, runs);
  console.log(`doubled times (overlapping active bookings of a master): ${d.overlapping}; bookings answered 201 and not active: ${d.lost} of ${made.length}`);
  bad ||= d.overlapping > 0 || d.lost > 0;
  return bad;
}

// ---------------------------------------------------------------------------------------------
// PGlite with the demo data and 10,000 bookings more

const DEMO_MASTERS = [
  { user: 200001, worker: 1, place: 1, category: 1 },
  { user: 200002, worker: 2, place: 1, category: 3 },
  { user: 200003, worker: 3, place: 2, category: 5 },
];
const PGLITE_CLIENTS = 500;
const PGLITE_CLIENT0 = 30_000_000;
const EXTRA_BOOKINGS = 10_000;

async function pgliteBench() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booking-load-pglite-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const telegram = await startBotApiStandin();
  cleanups.push(() => telegram.close());
  const db = await openDatabase({ dataDir });
  await migrate(db);
  await seedDemo(db);
  // 10,000 past bookings of the three demo masters over 560 days before the last month (six a day each, on the
  // hour from 10:00), by 500 clients, one service each at its price; every 10th cancelled.
  await db.query(`INSERT INTO users (id, first_name, last_name, timezone)
      SELECT ${PGLITE_CLIENT0} + g, 'Клиент', 'Номер ' || g, 'Europe/Moscow' FROM generate_series(1, ${PGLITE_CLIENTS}) g`);
  await db.query(`INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end, created_at)
      SELECT CASE WHEN n % 10 = 0 THEN 'cancelled' ELSE 'confirmed' END, ${PGLITE_CLIENT0} + 1 + (n * 7) % ${PGLITE_CLIENTS},
             CASE w WHEN 3 THEN 2 ELSE 1 END, w, (now() AT TIME ZONE 'Europe/Moscow')::date - 31 - n / 18,
             time '10:00' + ((n / 3) % 6) * interval '1 hour', time '10:30' + ((n / 3) % 6) * interval '1 hour', now() - interval '600 days'
        FROM generate_series(0, ${EXTRA_BOOKINGS - 1}) n, LATERAL (SELECT 1 + n % 3 AS w) x`);
  await db.query(`INSERT INTO booking_services (booking_id, service_id, position, price)
      SELECT b.id, s.id, 0, s.price FROM bookings b
        JOIN LATERAL (SELECT id, price FROM services WHERE worker_id = b.worker_id ORDER BY id LIMIT 1) s ON true
       WHERE b.client_id > ${PGLITE_CLIENT0}`);
  const demoDates = (await db.query(`SELECT DISTINCT worker_id, to_char(date, 'YYYY-MM-DD') AS date FROM bookings WHERE client_id > ${PGLITE_CLIENT0} ORDER BY 1, 2`)).rows;
  const demoClients = (await db.query(`SELECT DISTINCT worker_id, client_id FROM bookings WHERE client_id > ${PGLITE_CLIENT0} ORDER BY 1, 2`)).rows;
  await db.close();

  const sign = signer();
  const client = (n) => PGLITE_CLIENT0 + 1 + (n % PGLITE_CLIENTS);
  let nextClient = 0;
  // Set up through the API as a master would, on the first variant's process: each master on 'Про'
  // (a Stars invoice paid through the bot's webhook), with a 30-minute service and a day 08:00-22:00
  // on each of 300 days from 20 days ahead, so bookings and moves have distinct free times.
  const setup = await startApi({ DATA_DIR: dataDir, DEMO: '1', TELEGRAM_API_ROOT: telegram.apiRoot, ...VARIANTS[0][1] });
  cleanups.push(setup.stop);
  const dates = Array.from({ length: 300 }, (_, i) => moscowDate(20 + i));
  const jobs = [];
  for (const [n, m] of DEMO_MASTERS.entries()) {
    const { invoice } = await call(setup.base, 'POST', '/payments/subscriptions', sign(m.user), { plan_id: 2 });
    const paid = await fetch(`${setup.base}/api/telegram/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      body: JSON.stringify({ update_id: 1 + n, message: { message_id: 1, date: 1, chat: { id: m.user, type: 'private' }, from: { id: m.user, is_bot: false, first_name: 'Bench' },
        successful_payment: { currency: 'XTR', total_amount: invoice.amount, invoice_payload: invoice.payload, telegram_payment_charge_id: `load-charge-${n}`, provider_payment_charge_id: '' } } }) });
    if (!paid.ok) throw new Error(`the plan's payment: ${paid.status}`);
    const service = (await call(setup.base, 'POST', '/services/', sign(m.user), { worker_id: m.worker, category_id: m.category, place_id: m.place, title: 'Bench', price: 100, slot_duration: 30 })).id;
    for (let i = 0; i < dates.length; i += 60) {
      await call(setup.base, 'POST', '/timetable/multiple', sign(m.user), { worker_id: m.worker, place_id: m.place, dates: dates.slice(i, i + 60), slots: [{ time_start: '08:00', time_end: '22:00', status: 'free' }] });
    }
    for (const date of dates) {
      const [t] = await call(setup.base, 'GET', `/timeslots/${m.worker}/${date}`, sign(client(0)));
      for (const slot of t.timeslots) jobs.push({ m, service, slot: slot.id, date });
    }
  }
  await setup.stop();
  cleanups.pop();
  // Each (master, day) gives 28 half-hour starts: the booking row takes 08:00-14:30 of the odd days'
  // slots, the move row books 15:00-18:30 and moves to 18:30-22:00 of the even ones.
  const bookingSlots = shuffle(jobs.filter((_, i) => i % 2 === 1));
  const moveSlots = shuffle(jobs.filter((_, i) => i % 2 === 0));
  let nextBooking = 0;
  let nextMove = 0;
  const bookBody = (job, start) => {
    const c = client(nextClient++);
    return { header: sign(c), body: { telegram_id: c, place_id: job.m.place, service_ids: [job.service], timeslot_id: job.slot, time_start: start } };
  };
  const master = () => pick(DEMO_MASTERS);
  const world = {
    timeslots: () => { const m = master(); return { method: 'GET', path: `/api/timeslots/${m.worker}/${moscowDate(rand(14))}`, headers: signed(sign(client(rand(PGLITE_CLIENTS)))) }; },
    day: () => { const d = pick(demoDates); return { method: 'GET', path: `/api/workers/${d.worker_id}/bookings/${d.date}`, headers: signed(sign(DEMO_MASTERS[d.worker_id - 1].user)) }; },
    page: () => { const c = client(rand(PGLITE_CLIENTS)); return { method: 'GET', path: `/api/bookings/telegram_id/${c}?limit=20`, headers: signed(sign(c)) }; },
    services: () => ({ method: 'GET', path: `/api/services/?worker_id=${master().worker}`, headers: signed(sign(client(rand(PGLITE_CLIENTS)))) }),
    figures: () => { const m = master(); return { method: 'GET', path: `/api/workers/${m.worker}/analytics?${figuresPeriod()}`, headers: signed(sign(m.user)) }; },
    clients: () => { const m = master(); return { method: 'GET', path: `/api/workers/${m.worker}/clients?sort=${pick(['last_visit', 'visits', 'spent'])}`, headers: signed(sign(m.user)) }; },
    card: () => { const p = pick(demoClients); return { method: 'GET', path: `/api/workers/${p.worker_id}/clients/${p.client_id}`, headers: signed(sign(DEMO_MASTERS[p.worker_id - 1].user)) }; },
    nextBooking: () => {
      const n = nextBooking++;
      return bookBody(bookingSlots[n % bookingSlots.length], hhmm(480 + 30 * (Math.floor(n / bookingSlots.length) % 14)));
    },
    movePool: (count) => Array.from({ length: count }, () => {
      const n = nextMove++;
      const job = moveSlots[n % moveSlots.length];
      const k = Math.floor(n / moveSlots.length) % 7;
      return { ...bookBody(job, hhmm(900 + 30 * k)), target: { timeslot_id: job.slot, time_start: hhmm(1110 + 30 * k) } };
    }),
  };

  const runs = [];
  const made = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [variant, env] of VARIANTS) {
      const api = await startApi({ DATA_DIR: dataDir, DEMO: '1', TELEGRAM_API_ROOT: telegram.apiRoot, ...env });
      cleanups.push(api.stop);
      console.log(`pglite, ${variant}, round ${round + 1}: running (load average ${os.loadavg()[0].toFixed(1)})`);
      const result = await measure(world, LOADS.pglite, api, null);
      made.push(...result.made);
      runs.push({ variant: ROUNDS > 1 ? `${variant} ${round + 1}` : variant, result });
      await api.stop();
      cleanups.pop();
    }
  }
  const check = await openDatabase({ dataDir });
  const d = await doubled(check, made);
  await check.close();
  let bad = report(`PGlite, the demo data and ${EXTRA_BOOKINGS.toLocaleString('en')} bookings more, offered ${LOADS.pglite.reads} reads/s, ${LOADS.pglite.bookings} bookings/s, ${LOADS.pglite.moves} moves/s`, runs);
  console.log(`doubled times (overlapping active bookings of a master): ${d.overlapping}; bookings answered 201 and not active: ${d.lost} of ${made.length}`);
  bad ||= d.overlapping > 0 || d.lost > 0;
  if (process.env.BENCH_FLOOR !== '0') await pgliteFloor(world, dataDir, telegram);
  return bad;
}

/**
 * The floor under the PGlite rows (scripts/load-floor.mjs), in the same run: node's bare HTTP server
 * offered the same rows, and PGlite's own share of the API's thread at that load (the first variant
 * again, under the CPU profiler).
 */
async function pgliteFloor(world, dataDir, telegram) {
  const load = LOADS.pglite;
  const shape = runRows(world, load, []).rows.map((r) => ({ ...r, method: r.key === 'book' || r.key === 'move' ? 'POST' : 'GET' }));
  console.log(`pglite floor: the bare server (load average ${os.loadavg()[0].toFixed(1)})`);
  const bare = await bareServer(shape, { seconds: SECONDS, warmupSeconds: WARMUP });
  report('Floor: node\'s bare HTTP server offered the same rows', [{ variant: 'bare server', result: { results: bare } }]);
  const [variant, env] = VARIANTS[0];
  const prof = profiled();
  console.log(`pglite floor: ${variant} under the CPU profiler (load average ${os.loadavg()[0].toFixed(1)})`);
  const api = await startApi({ DATA_DIR: dataDir, DEMO: '1', TELEGRAM_API_ROOT: telegram.apiRoot, ...env }, prof.nodeArgs);
  cleanups.push(api.stop);
  const result = await measure(world, load, api, null);
  await api.stop();
  cleanups.pop();
  const ms = prof.read();
  const busy = ms.pglite + ms.rest + ms.gc;
  const each = (x) => fmt(x / result.requests, 2);
  const offered = load.reads + load.bookings + load.moves;
  console.log(`\nFloor: the database's own work, ${variant} under V8's CPU profiler (${result.requests} requests answered by the process, start-up included):`);
  console.log(`| of a request | ms | share of the busy thread |`);
  console.log('|---|---|---|');
  console.log(`| PGlite (its WebAssembly and JavaScript) | ${each(ms.pglite)} | ${fmt((100 * ms.pglite) / busy, 0)}% |`);
  console.log(`| the rest of the API (our code, Fastify, node) | ${each(ms.rest)} | ${fmt((100 * ms.rest) / busy, 0)}% |`);
  console.log(`| garbage collection | ${each(ms.gc)} | ${fmt((100 * ms.gc) / busy, 0)}% |`);
  console.log(`At the offered ${offered} requests/s, PGlite's own work alone takes ${fmt((offered * ms.pglite) / result.requests / 10, 0)}% of each second of the API's one thread` +
    ` (the whole API, profiled: ${fmt((offered * busy) / result.requests / 10, 0)}%; p99 of the profiled run's reads ${fmt(result.results.find((r) => r.key === 'reads')?.p99)} ms).`);
}

try {
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; variants ${VARIANTS.map(([v]) => v).join(', ')}, ${ROUNDS} round(s)`);
  let bad = false;
  if (DATABASES.includes('pglite')) bad = (await pgliteBench()) || bad;
  if (DATABASES.includes('postgres')) bad = (await postgresBench()) || bad;
  if (bad) {
    console.log('\nTARGET MISSED: a row above has p99 over the target, an answer that was not 2xx, or a doubled time');
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}

#!/usr/bin/env node
// `npm run start:cluster` (api/README.md, "Running several processes"): N API processes on one
// PostgreSQL behind nginx from Debian's packages, everything on loopback, in the foreground.
//
//   API_PROCESSES   how many API processes (default 2)
//   PORT            the balancer's port (default 8080); the processes take free ports of their own
//   DATABASE_URL    the PostgreSQL database; unset: Debian's PostgreSQL is started on a free loopback
//                   port with its data in DATA_DIR/postgres (installed with apt-get as root when missing)
//   DB_POOL_SIZE    connections per process (default: min(10, (max_connections - 10) / API_PROCESSES))
//   CLUSTER_DIR     where nginx's configuration, pid and logs go (default DATA_DIR/cluster)
//   ACCESS_LOG      1: nginx logs each request with the process that served it (default 0)
//   TRUST_PROXY     set to 127.0.0.1 (nginx) for the API processes unless given
// Everything else (BOT_TOKEN, DEMO, SERVE_WEB, ...) is passed to each API process as it is; DEMO is
// not set here, so with a real BOT_TOKEN there is no demo sign-in (api/src/config.ts).
//
// SIGINT or SIGTERM stops it gracefully: nginx stops taking connections and finishes the requests
// it is proxying (SIGQUIT), then each API process finishes its in-flight requests, booking batches
// and the bot runner's round (SIGTERM), then PostgreSQL if this script started it. An API process
// that dies on its own is started again.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureNginx, freePort, startLocalPostgres } from './debian-services.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const N = Number(env.API_PROCESSES || 2);
const PORT = Number(env.PORT || 8080);
if (!Number.isInteger(N) || N < 1 || N > 64) fail(`API_PROCESSES must be 1-64, got "${env.API_PROCESSES}"`);
if (!Number.isInteger(PORT) || PORT < 1 || PORT > 65535) fail(`PORT must be a port number, got "${env.PORT}"`);
const dataDir = path.resolve(apiDir, '..', env.DATA_DIR || '.data');
const clusterDir = path.resolve(env.CLUSTER_DIR || path.join(dataDir, 'cluster'));
const log = (line) => console.log(`[cluster] ${line}`);
// What the API answers while its database is out (src/domain/errors.ts); nginx answers the same when no process can.
const SERVICE_UNAVAILABLE = 'Сервис временно недоступен';
const RETRY_AFTER_SECONDS = 5;

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

const children = new Set();
/** A child that is part of the cluster: logged with its name, ended by its pid at shutdown. */
function start(name, cmd, args, options = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.name = name;
  return child;
}
const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)));

/** Debian's PostgreSQL in DATA_DIR/postgres on a free loopback port (kept between runs). */
async function startPostgres() {
  const started = await startLocalPostgres(path.join(dataDir, 'postgres'), { log });
  if (!started) fail("DATABASE_URL is not set and no PostgreSQL server is installed: set DATABASE_URL, or run as root with apt-get so Debian's postgresql can be installed");
  children.add(started.child);
  return { postgres: started, url: started.url };
}

/** Connections per process: all N together stay 10 under the server's max_connections, at most 10 each. */
async function poolSize(url) {
  if (env.DB_POOL_SIZE) return Number(env.DB_POOL_SIZE);
  const client = new pg.Client(url);
  await client.connect();
  const { rows } = await client.query('SHOW max_connections');
  await client.end();
  const max = Number(rows[0].max_connections);
  const size = Math.min(10, Math.floor((max - 10) / N));
  if (size < 2) fail(`max_connections is ${max}: too few for ${N} processes (each needs at least 2); raise it or lower API_PROCESSES`);
  log(`max_connections ${max}: ${size} connections for each of ${N} processes`);
  return size;
}

function nginxConfig(ports) {
  const accessLog = env.ACCESS_LOG === '1' ? `access_log ${clusterDir}/access.log upstream buffer=32k flush=1s;` : 'access_log off;';
  return `# Written by api/scripts/cluster.mjs for this run; edit the script, not this file.
worker_processes 1;
pid ${clusterDir}/nginx.pid;
error_log ${clusterDir}/error.log warn;
events { worker_connections 4096; }
http {
  log_format upstream '$remote_addr [$time_local] "$request" $status $upstream_addr $request_time';
  ${accessLog}
  client_body_temp_path ${clusterDir}/tmp/body;
  proxy_temp_path ${clusterDir}/tmp/proxy;
  fastcgi_temp_path ${clusterDir}/tmp/fastcgi;
  uwsgi_temp_path ${clusterDir}/tmp/uwsgi;
  scgi_temp_path ${clusterDir}/tmp/scgi;
  client_max_body_size 6m;
  # A client's (and the balancer's own upstream) keep-alive connection is not closed after 1,000
  # requests, nginx's default: each close cost a reconnect, and a request sent as it closed failed
  # (bench:scale through nginx: 7 socket errors in 15 s at 100, 0 at 100,000; test/cluster.test.ts).
  keepalive_requests 100000;
  upstream api {
    least_conn;
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    keepalive_requests 100000;
  }
  server {
    listen 127.0.0.1:${PORT};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Request-Id $request_id;
      # A process that refuses the connection (stopped, restarting) or is not ready (503: its database
      # is out) is skipped, and after max_fails of these within fail_timeout it is sent nothing for
      # fail_timeout; a request it may have started is never sent twice (nginx passes a POST on only
      # when nothing reached the process).
      proxy_next_upstream error timeout http_503;
      proxy_read_timeout 60s;
      # No process to take it (all down or marked failed): the API's own answer for an outage.
      error_page 502 503 504 = @unavailable;
    }
    location @unavailable {
      default_type "application/json; charset=utf-8";
      add_header Retry-After ${RETRY_AFTER_SECONDS} always;
      return 503 '${JSON.stringify({ error: SERVICE_UNAVAILABLE, message: SERVICE_UNAVAILABLE })}';
    }
  }
}
`;
}

let stopping = false;
async function main() {
  const nginx = ensureNginx(log);
  if (!nginx) fail('nginx is not installed: apt-get install nginx-light (Debian), or run this as root to have it installed');

  let databaseUrl = env.DATABASE_URL;
  let postgres = null;
  if (!databaseUrl) ({ postgres, url: databaseUrl } = await startPostgres());
  const pool = await poolSize(databaseUrl);

  const ports = await Promise.all(Array.from({ length: N }, freePort));
  // The processes believe X-Forwarded-For from this nginx alone (it connects from loopback), so the
  // write limit counts each real caller instead of one 127.0.0.1 for everyone.
  const apiEnv = { ...env, DATABASE_URL: databaseUrl, DB_POOL_SIZE: String(pool), HOST: '127.0.0.1', DATA_DIR: dataDir, TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1' };
  const apis = new Map();
  const startApi = (port) => {
    const child = start(`api:${port}`, process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: { ...apiEnv, PORT: String(port) } });
    apis.set(port, child);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`API process on ${port} (pid ${child.pid}) exited (${signal ?? code}); starting it again in 1 s`);
      setTimeout(() => !stopping && startApi(port), 1000);
    });
  };
  // All at once: migrations and the demo seed take an advisory lock, so one makes them and the rest wait.
  for (const port of ports) startApi(port);
  for (const port of ports) await waitFor(`http://127.0.0.1:${port}/api/health`, `API process on ${port}`);

  mkdirSync(path.join(clusterDir, 'tmp'), { recursive: true });
  writeFileSync(path.join(clusterDir, 'nginx.conf'), nginxConfig(ports));
  const balancer = start('nginx', nginx, ['-p', clusterDir, '-c', path.join(clusterDir, 'nginx.conf'), '-g', 'daemon off;']);
  balancer.once('exit', (code) => {
    if (!stopping) {
      log(`nginx exited (${code}); stopping`);
      void stop(1);
    }
  });
  await waitFor(`http://127.0.0.1:${PORT}/api/health`, 'nginx');
  log(`${N} API processes (${ports.map((p, i) => `127.0.0.1:${p} pid ${[...apis.values()][i].pid}`).join(', ')}), ${pool} connections each`);
  log(`nginx ${balancer.pid} on http://127.0.0.1:${PORT}/ (config ${path.join(clusterDir, 'nginx.conf')})`);
  console.log(`\n  Open http://127.0.0.1:${PORT}/  (API at http://127.0.0.1:${PORT}/api)\n`);

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    log('stopping: nginx finishes the requests in flight, then the API processes finish theirs');
    if (balancer.exitCode === null) balancer.kill('SIGQUIT');
    await exited(balancer);
    const running = [...apis.values()];
    for (const child of running) child.kill('SIGTERM');
    await Promise.all(running.map(exited));
    const failed = running.filter((c) => c.exitCode !== 0);
    if (failed.length) log(`API processes that did not stop cleanly: ${failed.map((c) => `${c.pid} (${c.signalCode ?? c.exitCode})`).join(', ')}`);
    if (postgres) await postgres.stop();
    log('stopped');
    process.exit(failed.length ? 1 : code);
  }
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

async function waitFor(url, what) {
  for (let i = 0; i < 600; i++) {
    if (stopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const child of children) child.kill('SIGKILL');
  fail(`${what} did not answer ${url} within a minute`);
}

main().catch((error) => {
  for (const child of children) child.kill('SIGKILL');
  fail(error?.stack ?? String(error));
});

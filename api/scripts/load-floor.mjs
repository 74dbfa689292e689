// The floor under bench:load's PGlite rows, measured in the same run: what no code of ours could go
// below. Two parts:
//
//   a bare server  node's own HTTP server answering every request at once with `{}`, offered the
//                  same rows at the same rates: the cost of HTTP and of the load generator itself
//   the database   the API offered the same load again under V8's CPU profiler, its samples split
//                  into PGlite's own work (its WebAssembly and its JavaScript) and everything else:
//                  PGlite runs in the API's one thread, so the share of each second it needs at
//                  that rate is a share no other work can have
//
// When PGlite's own work alone fills most of a second at the offered rate, requests queue behind it
// whatever the rest of the server does: the target is beyond the floor (docs/perf.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './debian-services.mjs';
import { offer } from './open-loop.mjs';

const BARE_SERVER = `
  const http = require('node:http');
  http.createServer((req, res) => {
    req.resume();
    req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{}'); });
  }).listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));`;

/** Node's bare HTTP server offered `rows` (the bench's own, their answers ignored): its results. */
export async function bareServer(rows, { seconds, warmupSeconds }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => { child.once('message', resolve); child.once('exit', () => reject(new Error('the bare server exited'))); });
  try {
    const bare = rows.map((r) => ({ key: r.key, title: r.title, rate: r.rate, request: () => ({ method: r.method ?? 'GET', path: '/floor', headers: {} }) }));
    return await offer(`http://127.0.0.1:${port}`, bare, { seconds, warmupSeconds });
  } finally {
    child.kill('SIGTERM');
  }
}

/** Where a profile's sample was: PGlite (its WebAssembly or its JavaScript), the collector, idle, or our code and Node's. */
function kindOf(frame) {
  if (frame.functionName === '(idle)') return 'idle';
  if (frame.functionName === '(garbage collector)') return 'gc';
  if (frame.url.includes('@electric-sql/pglite') || frame.url.startsWith('wasm://') || /^(wasm-function|\$)/.test(frame.functionName)) return 'pglite';
  return 'rest';
}

/** Milliseconds of a .cpuprofile's samples by kind (idle, gc, pglite, rest). */
export function profileSplit(profile) {
  const kinds = new Map(profile.nodes.map((n) => [n.id, kindOf(n.callFrame)]));
  const ms = { idle: 0, gc: 0, pglite: 0, rest: 0 };
  profile.samples.forEach((id, i) => { ms[kinds.get(id)] += (profile.timeDeltas[i] ?? 0) / 1000; });
  return ms;
}

/** A folder for the API's CPU profile and the Node option that writes it there; read() splits it once the API has exited. */
export function profiled() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'booking-load-prof-'));
  return {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    read() {
      const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
      if (!file) throw new Error('the API wrote no CPU profile');
      const split = profileSplit(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      rmSync(dir, { recursive: true, force: true });
      return split;
    },
  };
}

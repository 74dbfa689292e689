import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB_APPS = ['@booking/shell', '@booking/remote-client', '@booking/remote-master', '@booking/remote-plans'];

export function buildProduct() {
  const args = ['-y', 'pnpm@10', '--workspace-concurrency=2', ...WEB_APPS.flatMap((n) => ['--filter', n]), 'run', 'build'];
  const r = spawnSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error('front-end build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

/** The precompressed copy the build wrote next to `file` that the request accepts (brotli first), if any. */
function precompressed(file, acceptEncoding = '') {
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && existsSync(file + ext)) return { encoding, file: file + ext };
  }
  return null;
}

/**
 * The master remote on a server of its own, as a team releasing it separately would host it,
 * following the README's release steps: CORS, `mf-manifest.json` and `screens.json` revalidated, every other file
 * (named by content hash) cached for good, and sent compressed like any static host or CDN does
 * (the build's .br and .gz copies). Stopping it is how the tests take one remote down while the
 * rest keeps running.
 */
export function remoteServer(dist, port) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = path.join(dist, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    // The manifest and the screens file keep their names from release to release: revalidated.
    const hashed = !['mf-manifest.json', 'screens.json'].includes(path.basename(file)) && path.extname(file) !== '.html';
    const compressed = precompressed(file, String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(compressed ? { 'content-encoding': compressed.encoding } : {}),
    });
    res.end(readFileSync(compressed?.file ?? file));
  });
  return {
    start: () => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/**
 * Starts the API with the built front end, like `npm start`, on free loopback ports. `webRoot`
 * serves the front end from another folder laid out like the repository (`shell/dist`,
 * `remote-client/dist`...): the A/B benchmark runs two builds side by side that way; `apiRoot` runs
 * the server of another checkout (a change of the server's page machinery). `testClock`
 * is the server's TEST_CLOCK (support/clock.mjs `clockFor`): the product runs at that moment.
 * `env` adds to the server's environment (the bot's TELEGRAM_API_ROOT of a Bot API stand-in, its
 * TELEGRAM_WEBHOOK_SECRET).
 * @param {{ webRoot?: string; apiRoot?: string; testClock?: string; env?: Record<string, string> }} [options]
 */
export async function startProduct({ webRoot, apiRoot = ROOT, testClock, env = {} } = {}) {
  const port = await freePort();
  const masterPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'booking-e2e-'));
  const botToken = 'e2e-bot-token';
  // remotes.json as an operator would edit it: the master remote lives on its own server.
  const remotesFile = path.join(dataDir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({
    client: '/remotes/client/mf-manifest.json',
    master: `http://127.0.0.1:${masterPort}/mf-manifest.json`,
    plans: '/remotes/plans/mf-manifest.json',
  }));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(apiRoot, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', SERVE_WEB: '1', BOT_TOKEN: botToken, REMOTES_JSON: remotesFile, DATABASE_URL: '', TEST_CLOCK: testClock ?? '', ...(webRoot ? { WEB_ROOT: webRoot } : {}), ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/health`);
  return {
    baseUrl,
    botToken,
    masterPort,
    remotesFile,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      if (server.exitCode === null) server.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

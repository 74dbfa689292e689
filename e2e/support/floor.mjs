import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { HTML_TEMPLATE } from '../../shared/platform/federation.mjs';
import { pluginPrecompress } from '../../shared/platform/build/precompress.mjs';

const FLOOR_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'floor');

/**
 * Builds the time benchmark's floor page (e2e/floor/floor.tsx: React 19, one fetch, one list) with
 * the project's Rsbuild, the same page template and the same brotli/gzip copies as the apps, into a
 * temp folder. Returns that folder.
 */
export async function buildFloor() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'booking-floor-'));
  const rsbuild = await createRsbuild({
    cwd: FLOOR_SRC,
    rsbuildConfig: {
      plugins: [pluginReact(), pluginPrecompress()],
      source: { entry: { index: './floor.tsx' } },
      html: { title: 'floor', template: HTML_TEMPLATE },
      output: { distPath: { root: out }, cleanDistPath: false },
      performance: { printFileSize: false },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  return out;
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html; charset=utf-8' };

/**
 * Serves a built page the way the product's server does (the brotli or gzip copy the browser
 * accepts, hashed files cached for good, the rest revalidated with an ETag) and forwards `/api` to
 * the product's API, so the floor's one request costs what the app's requests cost.
 */
export function floorServer(dist, apiBase) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(new URL(url.pathname + url.search, apiBase), { method: req.method, headers: { ...req.headers, host: new URL(apiBase).host } }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const rel = url.pathname === '/' ? 'index.html' : path.normalize(url.pathname).replace(/^([/\\])+/, '');
    const file = path.join(dist, rel);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const variant = [['br', '.br'], ['gzip', '.gz']].find(([enc, ext]) => accepts.includes(enc) && existsSync(file + ext));
    const sent = variant ? file + variant[1] : file;
    const stat = statSync(sent);
    const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const immutable = /[.-][0-9a-f]{8,}\.(js|css)$/.test(file);
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      etag,
      vary: 'accept-encoding',
      ...(variant ? { 'content-encoding': variant[0] } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': stat.size });
    createReadStream(sent).pipe(res);
  });
  return {
    start: (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

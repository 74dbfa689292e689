import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from '../src/web/web.plugin';

// The front end as `npm start` serves it: a build with brotli and gzip copies beside its assets
// (pluginPrecompress writes them), and one without (a small file the build did not compress).
const ASSET = '/static/js/index.0123abcd89.js';
const SMALL = '/static/js/tiny.0123abcd89.js';
const code = `console.log(${JSON.stringify('запись '.repeat(400))});\n`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const dist = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body>shell</body></html>');
  writeFileSync(path.join(dist, ASSET), code);
  writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(code));
  writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(code));
  writeFileSync(path.join(dist, SMALL), 'console.log(1);\n');
  app = Fastify();
  await app.register(webPlugin, { root });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static front end', () => {
  it('sends the brotli copy to a browser that accepts it, as the same script, cached for good', async () => {
    const res = await get(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(code);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(code) / 4);
  });

  it('sends the gzip copy to a client that only accepts gzip', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(code);
  });

  it('sends the file itself to a client that accepts no compression, and when there is no copy', async () => {
    const plain = await get(ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(code);
    const small = await get(SMALL, 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1);\n');
  });

  it('serves the page for a deep link and a JSON 404 for a missing asset', async () => {
    const page = await app.inject({ method: 'GET', url: '/place/3', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('shell');
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await get('/static/js/missing.0123abcd89.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found: GET /static/js/missing.0123abcd89.js' });
  });
});

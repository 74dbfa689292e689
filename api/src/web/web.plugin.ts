import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The four front-end builds and the URL each is served at (DESIGN.md "Interfaces"). */
export const WEB_APPS = [
  { dir: 'remote-client', prefix: '/remotes/client/' },
  { dir: 'remote-master', prefix: '/remotes/master/' },
  { dir: 'remote-plans', prefix: '/remotes/plans/' },
  { dir: 'shell', prefix: '/' },
] as const;

/** Hashed assets never change; HTML, manifests and remotes.json must be re-read on each release. */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const immutable = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|gif|svg)$/.test(filePath);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built shell at `/` and each remote at `/remotes/{name}/`, from `{root}/{app}/dist`.
 * Unknown paths that a browser navigates to get the right index.html (client-side routing);
 * /api stays the API's, with its JSON 404.
 */
export async function webPlugin(app: FastifyInstance, { root }: { root: string }) {
  const served: { prefix: string; dist: string }[] = [];
  for (const web of WEB_APPS) {
    const dist = path.join(root, web.dir, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) continue;
    served.push({ prefix: web.prefix, dist });
    await app.register(fastifyStatic, {
      root: dist,
      prefix: web.prefix,
      decorateReply: served.length === 1,
      wildcard: true,
      index: 'index.html',
      setHeaders: setCacheHeaders,
    });
  }
  if (served.length === 0) throw new Error(`No front-end build found under ${root}: run the build first.`);

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const owner = served.find((s) => url.startsWith(s.prefix) || `${url}/` === s.prefix);
    if (!wantsPage || !owner || path.extname(url)) return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    return reply.header('cache-control', 'no-cache').sendFile('index.html', owner.dist);
  });
}

import { existsSync, readFileSync } from 'node:fs';
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

/**
 * Hashed assets never change; HTML, manifests and remotes.json must be re-read on each release.
 * `filePath` is the file actually sent, so a compressed copy (`.br`, `.gz`) is judged by its original.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const immutable = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|gif|svg)(\.br|\.gz)?$/.test(filePath);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built shell at `/` and each remote at `/remotes/{name}/`, from `{root}/{app}/dist`.
 * Unknown paths that a browser navigates to get the right index.html (client-side routing);
 * /api stays the API's, with its JSON 404.
 */
export async function webPlugin(app: FastifyInstance, { root, remotesFile }: { root: string; remotesFile?: string }) {
  // A release of one remote edits remotes.json only. REMOTES_JSON points at a file kept outside
  // the shell's build, so operators can move a remote without touching the shell at all.
  if (remotesFile) {
    app.get('/remotes.json', async (_req, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json').send(readFileSync(remotesFile, 'utf8')),
    );
  }
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
      // Each build writes brotli and gzip copies of its text assets (pluginPrecompress); the
      // variant the browser accepts is sent as is, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  if (served.length === 0) throw new Error(`No front-end build found under ${root}: run the build first.`);

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const owner = served.find((s) => url.startsWith(s.prefix) || `${url}/` === s.prefix);
    if (!wantsPage || !owner || path.extname(url)) return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    if (owner.prefix === '/') return reply.header('cache-control', 'no-cache').sendFile('index.html', owner.dist);
    // A remote's build uses relative asset URLs (it cannot know where it will be hosted), so a deep
    // link into a standalone remote needs a <base> pointing back at the remote's root.
    const html = readFileSync(path.join(owner.dist, 'index.html'), 'utf8').replace('<head>', `<head><base href="${owner.prefix}">`);
    return reply.header('cache-control', 'no-cache').type('text/html').send(html);
  });
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageCompressor } from './page-compression';
import { pageCsp } from './page-csp.lib';
import type { RemoteScreensOptions } from './remote-screens';
import { shellPage } from './shell-page';
import { createHash } from 'node:crypto';
import { injectIntoHead } from './page-hints.lib';
import { previewTags, type PreviewTags } from './page-preview.lib';

/** The four front-end builds and the URL each is served at (docs/architecture.md, "The front end: four apps, one page"). */
export const WEB_APPS = [
  { dir: 'remote-client', prefix: '/remotes/client/' },
  { dir: 'remote-master', prefix: '/remotes/master/' },
  { dir: 'remote-plans', prefix: '/remotes/plans/' },
  { dir: 'shell', prefix: '/' },
] as const;

/** The policy of a standalone remote page, by file (read again when the file changes). */
const standaloneCsp = new Map<string, { mtimeMs: number; csp: string }>();
function standalonePageCsp(file: string): string {
  const mtimeMs = statSync(file).mtimeMs;
  const hit = standaloneCsp.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.csp;
  const csp = pageCsp(readFileSync(file, 'utf8'));
  standaloneCsp.set(file, { mtimeMs, csp });
  return csp;
}

/**
 * Hashed assets never change; HTML, manifests and remotes.json must be re-read on each release.
 * `filePath` is the file actually sent, so a compressed copy (`.br`, `.gz`) is judged by its original.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string) {
  // A remote's standalone page (index.html, or its compressed copy) gets its page policy.
  if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('content-security-policy', standalonePageCsp(filePath.replace(/\.(br|gz)$/, '')));
  const immutable = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|gif|svg)(\.br|\.gz)?$/.test(filePath);
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const MASTER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Serves the built shell at `/` and each remote at `/remotes/{name}/`, from `{root}/{app}/dist`.
 * Unknown paths that a browser navigates to get the right index.html (client-side routing);
 * /api stays the API's, with its JSON 404.
 */
export async function webPlugin(
  app: FastifyInstance,
  { root, remotesFile, remoteScreens, masterWelcome, preview }: {
    root: string;
    remotesFile?: string;
    remoteScreens?: RemoteScreensOptions;
    /** Where a master's short link `/m/{worker uuid}` leads: their welcome page's path, or null for no such master. */
    masterWelcome?: (workerUuid: string) => Promise<string | null>;
    /** The link card of a page (a master's, a place's, a business's), in the language the request asks for; null for none. */
    preview?: (pathname: string, acceptLanguage: string | undefined) => Promise<PreviewTags | null>;
  },
) {
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
      // The shell's page is built per request (sendShellPage); a remote's standalone page is a file.
      index: web.prefix === '/' ? false : 'index.html',
      // Each build writes brotli and gzip copies of its text assets (pluginPrecompress); the
      // variant the browser accepts is sent as is, with `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  }
  if (served.length === 0) throw new Error(`No front-end build found under ${root}: run the build first.`);

  const shell = served.find((s) => s.prefix === '/');
  const buildShellPage = shell
    ? shellPage({
        shellDist: shell.dist,
        remotesFile: remotesFile ?? path.join(shell.dist, 'remotes.json'),
        localDirs: served,
        remoteScreens: { warn: (message) => app.log.warn(message), ...remoteScreens },
      })
    : null;
  // The shell's page is built per request (the built files have their compressed copies already);
  // with the start-up chunks in it, about 150 KB of text that every cold start waits for. Each page
  // is compressed once and kept by its ETag (page-compression.ts).
  const pages = pageCompressor();
  // Pages with a link card are one per master, place or business: kept apart, so a crawler walking
  // every master's link cannot push the app's own pages out of the cache above.
  const cardPages = pageCompressor({ maxPages: 256 });

  /** The shell's page for an in-app path: remotes inlined, preload hints for that path's remote, a link card where it has one. */
  async function sendShellPage(request: FastifyRequest, reply: FastifyReply, pathname: string, address?: { query: string }) {
    const [built, card] = await Promise.all([buildShellPage?.(pathname, address), preview?.(pathname, request.headers['accept-language']).catch((error: unknown) => {
      // A card is a nicety: the page goes without it when the database cannot say.
      request.log.warn({ err: error }, 'link card unavailable');
      return null;
    })]);
    if (!built) return reply.status(404).send({ error: `Not found: ${request.method} ${pathname}` });
    const html = card ? injectIntoHead(built.html, previewTags(card)) : built.html;
    const page = card ? { ...built, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` } : built;
    const cache = card || address ? cardPages : pages;
    // A card's words follow the asker's language where a description is missing.
    const vary = card ? 'accept-encoding, accept-language' : 'accept-encoding';
    reply.header('content-security-policy', page.csp).header('cache-control', 'no-cache').header('etag', page.etag).header('vary', vary).type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
    const encoding = cache.encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(cache.compress(page.etag, page.html, encoding));
  }
  // The home page for every client, whatever it accepts (health checks and crawlers ask without
  // `Accept: text/html`); other in-app paths are pages only for browsers (the not-found handler).
  if (buildShellPage) app.get('/', (request, reply) => sendShellPage(request, reply, '/'));

  // A master's short link for any browser (docs/product.md, Sign-in outside the messengers): their
  // welcome page, served at the link itself (no redirect's round trip) with the welcome's address
  // put in the bar, the query (`?lang=en`) kept; an unknown master gets the app's not-found screen.
  if (buildShellPage && masterWelcome) {
    app.get<{ Params: { uuid: string } }>('/m/:uuid', async (request, reply) => {
      const uuid = request.params.uuid;
      const target = MASTER_UUID.test(uuid) ? await masterWelcome(uuid.toLowerCase()) : null;
      if (!target) return sendShellPage(request, reply, request.url.split('?')[0] ?? '/');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return sendShellPage(request, reply, target, { query });
    });
  }

  app.setNotFoundHandler(async (request, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    const owner = served.find((s) => url.startsWith(s.prefix) || `${url}/` === s.prefix);
    if (!wantsPage || !owner || path.extname(url)) return reply.status(404).send({ error: `Not found: ${request.method} ${url}` });
    if (owner.prefix === '/') return sendShellPage(request, reply, url);
    // A remote's build uses relative asset URLs (it cannot know where it will be hosted), so a deep
    // link into a standalone remote needs a <base> pointing back at the remote's root.
    const html = readFileSync(path.join(owner.dist, 'index.html'), 'utf8').replace('<head>', `<head><base href="${owner.prefix}">`);
    return reply.header('content-security-policy', pageCsp(html)).header('cache-control', 'no-cache').type('text/html').send(html);
  });
}

/**
 * Pure parts of the shell page the server sends: which files the page will need, as preload
 * hints or as scripts carried in the page, and the remotes map the shell reads instead of fetching
 * remotes.json. No I/O here (see shell-page.ts for where the inputs come from).
 */
import {
  API_HEADERS,
  EARLY_ANSWERS_GLOBAL,
  INLINE_MANIFESTS_ID,
  INLINE_REMOTES_ID,
  INLINE_ROUTES_ID,
  LAUNCH_HASH_KEY,
  SDK_LAUNCH_PARAMS_KEY,
  type EarlyRequest,
  type StartupAssets,
} from '@booking/contracts/names';
import type { AreaLoad } from '@booking/contracts/routing';
import { getMe } from '@booking/contracts/ops';

/** The parts of a remote's mf-manifest.json (Module Federation 2) the hints are made from. */
export interface RemoteManifest {
  metaData: {
    publicPath?: string;
    remoteEntry: { name: string; path?: string };
    buildInfo?: { buildVersion?: string };
  };
  shared?: { name: string; assets: ManifestAssets }[];
  exposes?: { path?: string; name?: string; assets: ManifestAssets }[];
}
interface ManifestAssets {
  js: { sync: string[]; async?: string[] };
  css: { sync: string[]; async?: string[] };
}

export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** `fetchpriority="low"`: fetched after the page's high-priority requests. */
  low?: boolean;
}

/** The origin that stands in for "this page's origin" while resolving relative URLs. */
const PAGE = 'http://page.invalid';

/** Resolves `ref` against `base` and keeps it relative to the page when it is on the page's origin. */
export function resolveUrl(ref: string, base = `${PAGE}/`): string {
  const url = new URL(ref, new URL(base, `${PAGE}/`));
  return url.origin === PAGE ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Whether a remotes.json URL is on the page's own origin (a path), so this server serves it.
 * Remotes on another origin get no script preloads: Chromium hands a failed script preload to the
 * later script load of the same URL, so hints for a remote that is down when the page loads would
 * make the retry card's retry fail once it is back. A failed fetch preload is not reused, so the
 * manifest is still preloaded; and this server is up whenever the remotes it serves are.
 */
export function isOnPageOrigin(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

/** Whether a remotes.json URL names a manifest (`mf-manifest.json`), not a remote entry script. */
export const isManifestUrl = (url: string) => url.split('?')[0]!.endsWith('.json');

/**
 * What a page that shows this remote loads from it, in load order: the manifest, the remote entry,
 * then `files`: what the area's screens file says the start and the page load ({@link areaCodeFiles}:
 * exact, from the remote's chunk graph, the remote's copies of shared modules only where the shell
 * provides none, since the shell's copies win under `loaded-first`). A screens file without those
 * lists (an older build) gets the manifest's instead: the exposed modules' first chunks and styles,
 * and for a page of its own (`pageChunk`) that page's chunk and every shared module the shell does not
 * provide (the manifest does not say which page uses what, nor the exposed module's chunk it lists
 * under a shared module). The e2e cold-Home test checks that every script Home preloads runs.
 * A remotes.json value that is a remoteEntry.js URL (no manifest) gives just that script; a
 * manifest not known here (null) gives just the manifest.
 */
export function remoteHints(manifestUrl: string, manifest: RemoteManifest | null, shellShared: ReadonlySet<string>, pageChunk: string | null = null, files: readonly string[] = []): Hint[] {
  // Scripts are preloaded only from this server's origin: see isOnPageOrigin.
  if (!isManifestUrl(manifestUrl)) return isOnPageOrigin(manifestUrl) ? [{ href: resolveUrl(manifestUrl), as: 'script' }] : [];
  const hints: Hint[] = [{ href: resolveUrl(manifestUrl), as: 'fetch' }];
  if (!manifest || !isOnPageOrigin(manifestUrl)) return hints;
  const { remoteEntry, publicPath } = manifest.metaData;
  const entryUrl = resolveUrl(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : ''}${remoteEntry.name}`, resolveUrl('.', manifestUrl));
  // `auto`: chunks resolve relative to the remote entry's folder (assetPrefix 'auto').
  const chunkBase = publicPath && publicPath !== 'auto' ? resolveUrl(publicPath, manifestUrl) : resolveUrl('.', entryUrl);
  hints.push({ href: entryUrl, as: 'script' });
  if (files.length > 0) {
    for (const file of files) hints.push({ href: resolveUrl(file, chunkBase), as: file.endsWith('.css') ? 'style' : 'script' });
  } else {
    const assets = [
      ...(manifest.exposes ?? []).map((e) => e.assets),
      ...(pageChunk ? (manifest.shared ?? []).filter((s) => !shellShared.has(s.name)).map((s) => s.assets) : []),
    ];
    for (const a of assets) {
      for (const file of a.css.sync) hints.push({ href: resolveUrl(file, chunkBase), as: 'style' });
      for (const file of a.js.sync) hints.push({ href: resolveUrl(file, chunkBase), as: 'script' });
    }
    // The requested page's own chunk (a page other than Home), found by its chunk name.
    if (pageChunk) {
      const isPage = (file: string) => file.split('/').pop()!.startsWith(`${pageChunk}.`);
      for (const e of manifest.exposes ?? []) {
        for (const file of (e.assets.js.async ?? []).filter(isPage)) hints.push({ href: resolveUrl(file, chunkBase), as: 'script' });
        for (const file of (e.assets.css.async ?? []).filter(isPage)) hints.push({ href: resolveUrl(file, chunkBase), as: 'style' });
      }
    }
  }
  // Low priority: the shell's chunks get the bandwidth first, so the shell runs (and starts the
  // screen's API requests) while the remote's code is still arriving.
  return dedupe(hints).map((h) => ({ ...h, low: true }));
}

/** The shell's start-up files as hints, except those the page already names. */
export function shellHints(startup: StartupAssets | null, html: string): Hint[] {
  if (!startup) return [];
  return [
    ...startup.css.map((href): Hint => ({ href, as: 'style' })),
    ...startup.js.map((href): Hint => ({ href, as: 'script' })),
  ].filter((h) => !html.includes(`"${h.href}"`));
}

/**
 * The largest start-up chunk (raw bytes) the page carries inline. On the benchmark's link (150 ms
 * round trip, 1.6 Mbps) a cold start's scripts are asked for once the renderer has read the page
 * (0.25-0.3 s after navigation) and their bytes flow a round trip later: the page's own bytes are
 * the only ones that can use the link until then, and every file of its own costs a round trip on
 * one of the six connections HTTP/1.1 allows per host. So the shell's start-up chunks travel in the
 * page. Not React DOM (about 200 KB): a script in the page is parsed on the main thread while the
 * page waits, a file is compiled off the main thread as it streams, and a page that large holds the
 * other files back (shared/platform/src/delivery/README.md has the figures).
 */
export const INLINE_CHUNK_MAX_BYTES = 100 * 1024;

/**
 * `source` as a `<script>` element of the page, or null when it cannot be one as it is: a chunk
 * that contains `</script` would end the element early, and one with `<!--` can change how the
 * HTML parser reads the rest of it. Such a chunk stays a file of its own (preloaded).
 */
export function inlineScript(source: string): string | null {
  if (/<\/script|<!--/i.test(source)) return null;
  return `<script>${source}</script>`;
}

/**
 * Splits the shell's start-up hints into the scripts the page carries inline (their sources, in
 * hint order) and the hints that stay preloads: styles, chunks over {@link INLINE_CHUNK_MAX_BYTES},
 * chunks that cannot be inline ({@link inlineScript}) and chunks whose file cannot be read
 * (`sourceOf` gives null). The runtime takes a chunk that is already in the page as loaded (its
 * chunk-loading array is read when it starts), so it is never requested.
 */
export function inlineStartupScripts(hints: Hint[], sourceOf: (href: string) => string | null): { scripts: string; preloads: Hint[] } {
  let scripts = '';
  const preloads: Hint[] = [];
  for (const hint of hints) {
    const source = hint.as === 'script' ? sourceOf(hint.href) : null;
    const tag = source !== null && Buffer.byteLength(source) <= INLINE_CHUNK_MAX_BYTES ? inlineScript(source) : null;
    if (tag) scripts += tag;
    else preloads.push(hint);
  }
  return { scripts, preloads };
}

function dedupe(hints: Hint[]): Hint[] {
  const seen = new Set<string>();
  return hints.filter((h) => !seen.has(h.href) && seen.add(h.href));
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<link rel="preload">` tags. Scripts and styles are fetched the way the page will load them
 * (no CORS: plain script and link tags); the manifest the way the federation runtime fetches it
 * (`fetch()`, CORS, same-origin credentials: `crossorigin="anonymous"`), or the browser would
 * download it twice.
 */
export function preloadTags(hints: Hint[]): string {
  return hints
    .map((h) => `<link rel="preload" as="${h.as}" href="${escapeAttr(h.href)}"${h.as === 'fetch' ? ' crossorigin="anonymous"' : ''}${h.low ? ' fetchpriority="low"' : ''}>`)
    .join('');
}

/** `value` as data in the page (not run as script): `<script type="application/json" id>`. */
const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** remotes.json inlined as data, so the shell needs no request for it. */
export function remotesScript(remotes: Record<string, string>): string {
  return jsonScript(INLINE_REMOTES_ID, remotes);
}

/** The areas' routes (the routing table the shell routes with) inlined as data, so the shell reads no screens file. */
export function routesScript(routes: Record<string, unknown>): string {
  return jsonScript(INLINE_ROUTES_ID, routes);
}

/**
 * The route's remote's mf-manifest.json inlined as data, keyed by the URL remotes.json gives, so
 * the federation runtime needs no request for it: on a repeat visit the page is then the only file
 * that is revalidated (the remote entry's name carries its content hash).
 */
export function manifestsScript(manifests: Record<string, unknown>): string {
  return Object.keys(manifests).length === 0 ? '' : jsonScript(INLINE_MANIFESTS_ID, manifests);
}

/**
 * A remote's code the page's early script puts in the browser's cache before the shell asks for it:
 * where no preload hint can do it (a remote on another origin: see isOnPageOrigin; a path whose
 * remote depends on the user). `files` are fetched as the page will load them (no CORS, with
 * credentials, low priority), so the later script and link loads are answered from the HTTP cache,
 * and a failed fetch leaves nothing behind; `manifest` is preloaded as the federation runtime fetches it.
 */
export interface Warm {
  manifest?: string;
  files: string[];
}

/** What the early script warms: `now`, or once the first request says whether the user is a master, theirs. */
export interface WarmPlan {
  now?: Warm;
  master?: Warm;
  other?: Warm;
}

/**
 * What a remote loads to show a page, from its screens file (paths relative to its folder; empty
 * without `load`): its entry, its exposed modules' files, its own copy of each shared module the start
 * or the page consumes that the shell does not provide (under `loaded-first` the shell's copy wins),
 * and the page's files.
 */
export function areaCodeFiles(load: AreaLoad | undefined, page: { pageFiles: readonly string[]; pageUses: readonly string[] }, shellShared: ReadonlySet<string>): string[] {
  if (!load) return [];
  const own = [...(load.uses ?? []), ...page.pageUses].filter((key) => !shellShared.has(key)).flatMap((key) => load.shared?.[key] ?? []);
  return [...new Set([load.entry, ...load.files, ...own, ...page.pageFiles])];
}

/**
 * The URLs of a remote's `files` (paths relative to the folder of its remotes.json URL, as its
 * screens file gives them), on the page's origin as paths and on another as absolute URLs.
 */
export function remoteFileUrls(remoteUrl: string, files: readonly string[]): string[] {
  return [...new Set(files)].map((file) => resolveUrl(file, remoteUrl));
}

/**
 * The inline script that starts a screen's first GETs before the app's code arrives:
 * `earlyFetch` is the source of early-fetch.js (a function expression), `requests` the screen's
 * list from `pageDeliveryFor` (its screens file's, the path's ids filled in), `warm` the remote
 * code it fetches ahead. Empty when there is nothing to start.
 */
export function earlyFetchScript(earlyFetch: string, requests: readonly EarlyRequest[], apiBase: string, warm: WarmPlan = {}): string {
  if (requests.length === 0 && Object.keys(warm).length === 0) return '';
  const names = {
    answers: EARLY_ANSWERS_GLOBAL, launchKey: LAUNCH_HASH_KEY, sdkLaunchKey: SDK_LAUNCH_PARAMS_KEY, initDataHeader: API_HEADERS.initData, appHeader: API_HEADERS.app,
    // Relative to the API base, as the screens' early paths are.
    extraHeader: API_HEADERS.tunnel, mePath: getMe.path.replace(/^\//, ''),
  };
  const args = [requests, apiBase, names, warm].map((a) => JSON.stringify(a).replace(/</g, '\\u003c'));
  return `<script>${earlyFetch.trim()}(${args.join(',')});</script>`;
}

/** Puts `fragment` at the start of the page's head (after its charset), before anything it loads. */
export function injectAtHeadStart(html: string, fragment: string): string {
  const charset = /<meta charset[^>]*>/i.exec(html);
  const head = /<head[^>]*>/i.exec(html);
  const anchor = charset ?? head;
  if (!anchor) return fragment + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + fragment + html.slice(at);
}

/** Puts `fragment` at the end of the page's head. */
export function injectIntoHead(html: string, fragment: string): string {
  const at = html.indexOf('</head>');
  return at < 0 ? fragment + html : html.slice(0, at) + fragment + html.slice(at);
}

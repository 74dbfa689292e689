import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STARTUP_ASSETS_FILE, type PageCode, type StartupAssets } from '@booking/contracts/names';
import { AREAS, screensFileUrl, type AreaName, type RoutingTable, type ScreenEntry, type ScreensFile } from '@booking/contracts/routing';
import { parseScreensFile } from '@booking/contracts/routing/schema';
import { fileCache } from './file-cache';
import {
  areaCodeFiles,
  earlyFetchScript,
  injectAtHeadStart,
  injectIntoHead,
  isManifestUrl,
  inlineStartupScripts,
  manifestsScript,
  isOnPageOrigin,
  preloadTags,
  remoteFileUrls,
  resolveUrl,
  remoteHints,
  remotesScript,
  routesScript,
  shellHints,
  type RemoteManifest,
  type WarmPlan,
} from './page-hints.lib';
import { originsOf, pageCsp } from './page-csp.lib';
import { pageDeliveryFor, routingTableOf } from './page-delivery.lib';
import { remoteScreens, type RemoteScreensOptions } from './remote-screens';

/** Where this server answers the API (the inline early requests go there). */
const API_BASE = '/api/';
/** The inline early-requests runtime (see early-fetch.js), read once. */
const EARLY_FETCH_SOURCE = readFileSync(new URL('./early-fetch.js', import.meta.url), 'utf8')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*\n/g, '\n');

export interface ShellPageOptions {
  /** The shell's build folder (index.html, mf-manifest.json, startup-assets.json). */
  shellDist: string;
  /** remotes.json: REMOTES_JSON, or the one in the shell's build. */
  remotesFile: string;
  /** Where a same-origin URL path is served from: prefix -> build folder (the remotes). */
  localDirs: { prefix: string; dist: string }[];
  /** Fetching the screens files of remotes on other origins (remote-screens.ts). */
  remoteScreens?: RemoteScreensOptions;
}

/**
 * The shell's index.html as the server sends it: with remotes.json and the areas' routes inlined,
 * the screen's first GETs started by an inline script, the shell's start-up
 * chunks carried in the page (a large one preloaded instead), and preload hints for the remote that
 * serves the requested path, so everything a cold start needs downloads in parallel instead of one
 * file after another (HTML -> shell -> remotes.json -> manifest -> remote entry -> chunks). Every
 * input is read at serve time and re-read when its file changes, so releasing a remote (a new build
 * in its folder, or a new URL in remotes.json, with new screens in its screens file) or the shell (a
 * new build in place) needs no server restart. A remote on another origin has its screens file
 * fetched (remote-screens.ts): a page waits for it at most a moment, and goes without that area's
 * routes and early requests if it must (the shell then reads the file itself).
 */
export function shellPage(opts: ShellPageOptions) {
  const readText = fileCache((text) => text);
  const readJson = fileCache((text) => JSON.parse(text) as unknown);
  const readScreensFile = fileCache((text) => parseScreensFile(JSON.parse(text)));
  const fetchScreensFile = remoteScreens(opts.remoteScreens);

  /** The file of a remote this server serves at a same-origin URL; null for any other URL. */
  function localFile(url: string): string | null {
    if (!isOnPageOrigin(url)) return null;
    const pathname = url.split('?')[0]!;
    const local = opts.localDirs.find((d) => d.prefix !== '/' && pathname.startsWith(d.prefix));
    if (!local) return null;
    const file = path.join(local.dist, pathname.slice(local.prefix.length));
    return file.startsWith(local.dist) ? file : null;
  }

  /** The manifest of a remote this server serves, read from its file (others: null, see remoteHints). */
  function manifestFor(url: string): RemoteManifest | null {
    const file = localFile(url);
    return file ? (readJson(file) as RemoteManifest | null) : null;
  }

  /**
   * Each area's screens file as far as this server knows it: read beside the manifest of a remote it
   * serves, fetched for a remote on another origin. An area missing (not read yet, unreadable, or a
   * file of another area) the shell reads itself.
   */
  async function areaFiles(remotes: Record<string, unknown>): Promise<Partial<Record<AreaName, ScreensFile>>> {
    const files: Partial<Record<AreaName, ScreensFile>> = {};
    await Promise.all(
      AREAS.map(async (area) => {
        const remoteUrl = remotes[area];
        if (typeof remoteUrl !== 'string' || !remoteUrl) return;
        const url = screensFileUrl(remoteUrl);
        const local = localFile(url);
        const file = local ? readScreensFile(local) : isOnPageOrigin(url) ? null : await fetchScreensFile(url);
        if (file?.area === area) files[area] = file;
      }),
    );
    return files;
  }

  /** A start-up chunk's source, by its URL path in the shell's build; null when it is not a script there. */
  function chunkSource(href: string): string | null {
    const file = path.join(opts.shellDist, href.split('?')[0]!);
    return file.startsWith(`${opts.shellDist}${path.sep}`) && file.endsWith('.js') ? readText(file) : null;
  }

  function shellShared(): Set<string> {
    const manifest = readJson(path.join(opts.shellDist, 'mf-manifest.json')) as RemoteManifest | null;
    return new Set((manifest?.shared ?? []).map((s) => s.name));
  }

  /**
   * The page of in-app path `pathname`. `address`: the path the browser asked for is another one (a
   * master's short link) that shows this page; its first script puts `pathname` (with `address`'s
   * query and the hash) in the address bar before anything reads it, so the app routes as if it had
   * been asked for, one round trip sooner than a redirect.
   */
  return async (pathname: string, address?: { query: string }): Promise<{ html: string; etag: string; csp: string } | null> => {
    const template = readText(path.join(opts.shellDist, 'index.html'));
    if (template === null) return null;
    const read = existsSync(opts.remotesFile) ? readJson(opts.remotesFile) : null;
    const remotes = read && typeof read === 'object' ? (read as Record<string, string>) : null;
    // Which remote serves the path, its page's chunk and its first GETs, from the areas' screens files.
    const files = remotes ? await areaFiles(remotes) : {};
    const screens: RoutingTable<ScreenEntry> = Object.fromEntries(Object.entries(files).map(([area, file]) => [area, file.screens]));
    const delivery = pageDeliveryFor(screens, pathname);
    const warm: WarmPlan = {};
    let fragment = '';
    if (remotes) {
      fragment += remotesScript(remotes) + routesScript(routingTableOf(screens));
      const startup = readJson(path.join(opts.shellDist, STARTUP_ASSETS_FILE)) as StartupAssets | null;
      // The shell's start-up chunks travel in the page itself (page-hints.lib.ts, INLINE_CHUNK_MAX_BYTES).
      const shell = inlineStartupScripts(shellHints(startup, template), chunkSource);
      const hints = shell.preloads;
      const manifests: Record<string, RemoteManifest> = {};
      const shared = shellShared();
      /** The remote of a page: its remotes.json URL, its manifest when this server has it, and what it loads for the page. */
      const remoteOf = (page: PageCode) => {
        const url = remotes[page.area];
        if (typeof url !== 'string' || !url) return null;
        return { url, manifest: manifestFor(url), pageChunk: page.pageChunk, files: areaCodeFiles(files[page.area]?.load, page, shared) };
      };
      const remote = delivery.page ? remoteOf(delivery.page) : null;
      if (remote) {
        // A manifest this server has goes into the page itself, and its files are preloaded; a remote
        // on another origin gets its manifest preloaded and its files warmed by the early script.
        const remoteHintList = remoteHints(remote.url, remote.manifest, shared, remote.pageChunk, remote.files);
        hints.push(...(remote.manifest ? remoteHintList.filter((h) => h.as !== 'fetch') : remoteHintList));
        if (remote.manifest) manifests[remote.url] = remote.manifest;
        else if (remote.files.length > 0) warm.now = { files: remoteFileUrls(remote.url, remote.files) };
      }
      // A path whose area depends on who the user is (a master's /bookings) is decided in the page:
      // the early script warms the code of the area its first answer points to.
      for (const who of ['master', 'other'] as const) {
        const page = delivery.byUser?.[who];
        const candidate = page ? remoteOf(page) : null;
        if (!candidate || candidate.files.length === 0) continue;
        if (candidate.manifest) manifests[candidate.url] = candidate.manifest;
        const manifest = candidate.manifest || !isManifestUrl(candidate.url) ? {} : { manifest: resolveUrl(candidate.url) };
        warm[who] = { ...manifest, files: remoteFileUrls(candidate.url, candidate.files) };
      }
      fragment += manifestsScript(manifests);
      // Preloads first, so every file is asked for before the parser reaches the scripts in the page.
      fragment += preloadTags(hints) + shell.scripts;
    }
    const early = earlyFetchScript(EARLY_FETCH_SOURCE, delivery.early, API_BASE, warm);
    const moved = address
      ? `<script>history.replaceState(history.state,'',${JSON.stringify(pathname + address.query).replace(/</g, '\\u003c')}+location.hash)</script>`
      : '';
    const html = injectAtHeadStart(injectIntoHead(template, fragment), moved + early);
    // The policy names the hash of each script this page carries, and the remotes' origins.
    const csp = pageCsp(html, originsOf(remotes ? Object.values(remotes) : []));
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, csp };
  };
}

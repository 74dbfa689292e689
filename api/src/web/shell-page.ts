import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STARTUP_ASSETS_FILE, type StartupAssets } from '@booking/contracts/names';
// The one import from the front end's platform: a path's remote, page chunk and early requests come
// from the screen descriptors, which the platform holds until each area publishes its own.
import { pageDeliveryFor } from '@booking/platform/page-delivery';
import {
  earlyFetchScript,
  injectAtHeadStart,
  injectIntoHead,
  inlineStartupScripts,
  manifestsScript,
  isOnPageOrigin,
  preloadTags,
  remoteHints,
  remotesScript,
  shellHints,
  type RemoteManifest,
} from './page-hints.lib';
import { originsOf, pageCsp } from './page-csp.lib';

/** Where this server answers the API (the inline early requests go there). */
const API_BASE = '/api/';
/** The inline early-requests runtime (see early-fetch.js), read once. */
const EARLY_FETCH_SOURCE = readFileSync(new URL('./early-fetch.js', import.meta.url), 'utf8')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*\n/g, '\n');

/** A file's parsed content, read again only when its size or modification time changes. */
function fileCache<T>(parse: (text: string) => T) {
  const cache = new Map<string, { stamp: string; value: T }>();
  return (file: string): T | null => {
    let stamp: string;
    try {
      const st = statSync(file);
      stamp = `${st.size}:${st.mtimeMs}`;
    } catch {
      return null;
    }
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value;
    try {
      const value = parse(readFileSync(file, 'utf8'));
      cache.set(file, { stamp, value });
      return value;
    } catch {
      return null;
    }
  };
}

export interface ShellPageOptions {
  /** The shell's build folder (index.html, mf-manifest.json, startup-assets.json). */
  shellDist: string;
  /** remotes.json: REMOTES_JSON, or the one in the shell's build. */
  remotesFile: string;
  /** Where a same-origin URL path is served from: prefix -> build folder (the remotes). */
  localDirs: { prefix: string; dist: string }[];
}

/**
 * The shell's index.html as the server sends it: with remotes.json inlined, the shell's start-up
 * chunks carried in the page (a large one preloaded instead), and preload hints for the remote that
 * serves the requested path, so everything a cold start needs downloads in parallel instead of one
 * file after another (HTML -> shell -> remotes.json -> manifest -> remote entry -> chunks). Every
 * input is read at serve time and re-read when its file changes, so releasing a remote (a new build
 * in its folder, or a new URL in remotes.json) or the shell (a new build in place) needs no server
 * restart.
 */
export function shellPage(opts: ShellPageOptions) {
  const readText = fileCache((text) => text);
  const readJson = fileCache((text) => JSON.parse(text) as unknown);

  /** The manifest of a remote this server serves, read from its file (others: null, see remoteHints). */
  function manifestFor(url: string): RemoteManifest | null {
    if (!isOnPageOrigin(url)) return null;
    const pathname = url.split('?')[0]!;
    const local = opts.localDirs.find((d) => d.prefix !== '/' && pathname.startsWith(d.prefix));
    if (!local) return null;
    const file = path.join(local.dist, pathname.slice(local.prefix.length));
    return file.startsWith(local.dist) ? (readJson(file) as RemoteManifest | null) : null;
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

  return (pathname: string): { html: string; etag: string; csp: string } | null => {
    const template = readText(path.join(opts.shellDist, 'index.html'));
    if (template === null) return null;
    const remotes = existsSync(opts.remotesFile) ? (readJson(opts.remotesFile) as Record<string, string> | null) : null;
    // Which remote serves the path, its page's chunk and its first GETs, from the screen descriptors.
    const delivery = pageDeliveryFor(pathname);
    let fragment = '';
    if (remotes && typeof remotes === 'object') {
      fragment += remotesScript(remotes);
      const startup = readJson(path.join(opts.shellDist, STARTUP_ASSETS_FILE)) as StartupAssets | null;
      // The shell's start-up chunks travel in the page itself (page-hints.lib.ts, INLINE_CHUNK_MAX_BYTES).
      const shell = inlineStartupScripts(shellHints(startup, template), chunkSource);
      const hints = shell.preloads;
      // A path whose area depends on who the user is (a master's /bookings) is decided in the page (area null).
      const manifestUrl = delivery.area ? remotes[delivery.area] : undefined;
      if (typeof manifestUrl === 'string' && manifestUrl) {
        const manifest = manifestFor(manifestUrl);
        // A manifest this server has goes into the page itself; others are preloaded.
        const remote = remoteHints(manifestUrl, manifest, shellShared(), delivery.pageChunk);
        hints.push(...(manifest ? remote.filter((h) => h.as !== 'fetch') : remote));
        if (manifest) fragment += manifestsScript({ [manifestUrl]: manifest });
      }
      // Preloads first, so every file is asked for before the parser reaches the scripts in the page.
      fragment += preloadTags(hints) + shell.scripts;
    }
    const early = earlyFetchScript(EARLY_FETCH_SOURCE, delivery.early, API_BASE);
    const html = injectAtHeadStart(injectIntoHead(template, fragment), early);
    // The policy names the hash of each script this page carries, and the remotes' origins.
    const csp = pageCsp(html, originsOf(remotes && typeof remotes === 'object' ? Object.values(remotes) : []));
    return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, csp };
  };
}

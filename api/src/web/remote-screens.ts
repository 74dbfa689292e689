import type { ScreensFile } from '@booking/contracts/routing';
import { parseScreensFile } from '@booking/contracts/routing/schema';

// The screens files of remotes published on another origin (a CDN): this server fetches them over
// HTTP to start a page's first GETs and inline the routing table. A page never waits long for one.

export interface RemoteScreensOptions {
  /** How long a page waits for a file this server has no copy of yet (the fetch goes on after that). */
  waitMs?: number;
  /** A fetch that takes longer is given up (the last copy is kept). */
  timeoutMs?: number;
  /** How long a copy is used before it is checked again (conditionally: an unchanged file answers 304). */
  freshMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  warn?: (message: string) => void;
}

interface Entry {
  file: ScreensFile | null;
  etag: string | null;
  lastModified: string | null;
  /** When the file was last checked (-Infinity: never); a failed check counts, so a remote that is down is asked again only after `freshMs`. */
  checkedAt: number;
  pending: Promise<void> | null;
}

/**
 * Screens files by URL. A copy younger than `freshMs` is used as it is; an older one is used while
 * it is checked again in the background (If-None-Match / If-Modified-Since); a file never asked for
 * is waited for at most `waitMs`, after which the page goes without that area (the shell reads the
 * file itself) and the copy arrives for the next page. A failed check keeps the last copy; a remote
 * that never answered is asked again when due, without a page waiting for it.
 */
export function remoteScreens({ waitMs = 500, timeoutMs = 5_000, freshMs = 10_000, fetch: fetchFile = fetch, now = Date.now, warn = console.warn }: RemoteScreensOptions = {}) {
  const entries = new Map<string, Entry>();

  async function check(url: string, entry: Entry): Promise<void> {
    try {
      const headers: Record<string, string> = {};
      if (entry.file && entry.etag) headers['if-none-match'] = entry.etag;
      if (entry.file && entry.lastModified) headers['if-modified-since'] = entry.lastModified;
      const res = await fetchFile(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.status === 304 && entry.file) return;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      entry.file = parseScreensFile(await res.json());
      entry.etag = res.headers.get('etag');
      entry.lastModified = res.headers.get('last-modified');
    } catch (error) {
      warn(`screens file ${url}: ${error instanceof Error ? error.message : String(error)}${entry.file ? ' (keeping the last copy)' : ''}`);
    } finally {
      entry.checkedAt = now();
      entry.pending = null;
    }
  }

  /** The screens file at `url` as far as known now; null when there is none yet (or it never could be read). */
  return async function screensAt(url: string): Promise<ScreensFile | null> {
    let entry = entries.get(url);
    if (!entry) entries.set(url, (entry = { file: null, etag: null, lastModified: null, checkedAt: -Infinity, pending: null }));
    if (!entry.pending && now() - entry.checkedAt >= freshMs) entry.pending = check(url, entry);
    // Only the first page for a URL waits: a remote that failed once is not waited for again.
    if (entry.pending && !entry.file && entry.checkedAt === -Infinity) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([entry.pending, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    }
    return entry.file;
  };
}

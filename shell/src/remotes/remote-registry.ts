import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { inlineManifestsPlugin, inlineRemotes } from '@booking/platform/inline-data';
import * as v from 'valibot';
import type { Area } from '@booking/platform';

/**
 * remotes.json: area name -> URL of its mf-manifest.json (docs/architecture.md; release tooling
 * writes it that way). A remoteEntry.js URL works too. Edited on release; the shell is not rebuilt.
 */
const RemoteEntrySchema = v.pipe(v.string(), v.minLength(1, 'remotes.json: an area needs a URL'));
const RemotesFileSchema = v.record(v.picklist(['client', 'master', 'plans']), RemoteEntrySchema);

/** Validates remotes.json; throws with the first problem's message (shown on the retry card). */
export function parseRemotesFile(json: unknown): Partial<Record<Area, string>> {
  return v.parse(RemotesFileSchema, json);
}

let remotes: Promise<Partial<Record<Area, string>>> | null = null;

/** Next to the shell's index.html, at the site root (any in-app path would be wrong as a base). */
const remotesUrl = () => new URL('/remotes.json', window.location.origin);

/**
 * remotes.json: from the page when the server put it there (one request less on every start), else
 * from the file (a shell served by a plain static host).
 */
async function readRemotes(url: URL): Promise<unknown> {
  const inline = inlineRemotes();
  if (inline !== undefined) return inline;
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  return res.json();
}

async function fetchRemotes(): Promise<Partial<Record<Area, string>>> {
  const url = remotesUrl();
  const entries = parseRemotesFile(await readRemotes(url));
  registerPlugins([inlineManifestsPlugin()]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry: new URL(entry, url).toString() })));
  return entries;
}

/** Reads remotes.json once per page (again after a failure) and registers every remote. */
export function loadRemotesFile(): Promise<Partial<Record<Area, string>>> {
  remotes ??= fetchRemotes().catch((error: unknown) => {
    remotes = null;
    throw error;
  });
  return remotes;
}

/**
 * Forgets a remote that failed so the next load fetches its entry again: without `force` the
 * runtime would hand back the cached failure.
 */
export async function resetRemote(area: Area): Promise<void> {
  const entries = await loadRemotesFile();
  const entry = entries[area];
  if (!entry) return;
  registerRemotes([{ name: area, entry: new URL(entry, remotesUrl()).toString() }], { force: true });
}

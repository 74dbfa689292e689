import { INLINE_MANIFESTS_ID, INLINE_REMOTES_ID, INLINE_ROUTES_ID } from '@booking/contracts/names';

// The shell's side of what the server puts in its page as data (api/src/web/page-hints.lib.ts):
// remotes.json, the areas' routes and the route's remote manifest, so none costs a request. A page without them (a
// plain static host, `npm run dev`) fetches the files as usual. Bundled into the shell only.

/** The data the page carries under `id` (a `<script type="application/json">`); undefined when it carries none. */
function pageData(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : undefined;
}

/** remotes.json as the page carries it; undefined on a page without it. */
export const inlineRemotes = (): unknown => pageData(INLINE_REMOTES_ID);

/** The areas' routes as the page carries them (area -> its screens' routes); undefined on a page without them. */
export const inlineRoutes = (): unknown => pageData(INLINE_ROUTES_ID);

let manifests: Map<string, unknown> | null = null;

function inlineManifests(): Map<string, unknown> {
  if (manifests) return manifests;
  manifests = new Map();
  try {
    for (const [url, manifest] of Object.entries((pageData(INLINE_MANIFESTS_ID) ?? {}) as Record<string, unknown>)) {
      manifests.set(new URL(url, window.location.origin).href, manifest);
    }
  } catch (error) {
    console.error('Inline manifests unreadable; fetching them instead', error);
  }
  return manifests;
}

/** The federation runtime plugin hook used here (`@module-federation/enhanced` is the shell's dependency). */
export interface ManifestFetchPlugin {
  name: string;
  fetch(url: string): Promise<Response> | undefined;
}

/** Federation runtime plugin: answers a manifest fetch from the page, once per URL (a retry fetches the file). */
export function inlineManifestsPlugin(): ManifestFetchPlugin {
  return {
    name: 'booking-inline-manifests',
    fetch(url) {
      const inline = inlineManifests();
      const key = new URL(url, window.location.origin).href;
      if (!inline.has(key)) return undefined;
      const manifest = inline.get(key);
      inline.delete(key);
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}

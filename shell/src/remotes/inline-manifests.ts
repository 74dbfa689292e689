import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The server that sends the shell's page puts the mf-manifest.json of the route's remote in it
 * (api/src/web: a `<script type="application/json">` keyed by the URL remotes.json gives), so the
 * federation runtime reads it from there instead of fetching it: one request less on a cold start,
 * and on a repeat visit the page is the only file revalidated. A page without it (a plain static
 * host, another remote, a retry) fetches as usual.
 */
const INLINE_MANIFESTS_ID = 'booking-manifests';

let inline: Map<string, unknown> | null = null;

function inlineManifests(): Map<string, unknown> {
  if (inline) return inline;
  inline = new Map();
  const text = document.getElementById(INLINE_MANIFESTS_ID)?.textContent;
  if (!text) return inline;
  try {
    for (const [url, manifest] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
      inline.set(new URL(url, window.location.origin).href, manifest);
    }
  } catch (error) {
    console.error('Inline manifests unreadable; fetching them instead', error);
  }
  return inline;
}

/** Federation runtime plugin: answers a manifest fetch from the page, once per URL. */
export function inlineManifestsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'booking-inline-manifests',
    fetch(url) {
      const manifests = inlineManifests();
      const key = new URL(url, window.location.origin).href;
      if (!manifests.has(key)) return undefined;
      const manifest = manifests.get(key);
      // Used once: a retry after a failure fetches the file again.
      manifests.delete(key);
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_MANIFESTS_ID, INLINE_REMOTES_ID } from '@booking/contracts/names';

// The page the server sends carries remotes.json and the route's remote manifest (api/src/web); the
// shell reads them from there, and the federation runtime asks this plugin before it fetches one.

const MANIFEST = { name: 'client', metaData: { remoteEntry: { name: 'remoteEntry.0123456789.js' } }, exposes: [], shared: [] };

async function freshPlugin(inline: string | null) {
  document.head.innerHTML = inline === null ? '' : `<script type="application/json" id="${INLINE_MANIFESTS_ID}">${inline}</script>`;
  vi.resetModules();
  const { inlineManifestsPlugin } = await import('./inline-data');
  return inlineManifestsPlugin();
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('inline manifests', () => {
  it('answers the fetch of a manifest the page carries, by its absolute URL, once', async () => {
    const plugin = await freshPlugin(JSON.stringify({ '/remotes/client/mf-manifest.json': MANIFEST }));
    const url = new URL('/remotes/client/mf-manifest.json', window.location.origin).href;
    const answer = await plugin.fetch(url);
    expect(answer?.ok).toBe(true);
    expect(await answer!.json()).toEqual(MANIFEST);
    // A retry after a failed load fetches the file again.
    expect(plugin.fetch(url)).toBeUndefined();
  });

  it('leaves other manifests, and pages without any, to the network', async () => {
    const plugin = await freshPlugin(JSON.stringify({ '/remotes/client/mf-manifest.json': MANIFEST }));
    expect(plugin.fetch('https://cdn.example/master/mf-manifest.json')).toBeUndefined();
    expect((await freshPlugin(null)).fetch(new URL('/remotes/client/mf-manifest.json', window.location.origin).href)).toBeUndefined();
  });

  it('an unreadable inline map is logged and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = await freshPlugin('{not json');
    expect(plugin.fetch(new URL('/remotes/client/mf-manifest.json', window.location.origin).href)).toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('remotes.json is read from the page when it carries it', async () => {
    const { inlineRemotes } = await import('./inline-data');
    expect(inlineRemotes()).toBeUndefined();
    document.head.innerHTML = `<script type="application/json" id="${INLINE_REMOTES_ID}">{"client":"/remotes/client/mf-manifest.json"}</script>`;
    expect(inlineRemotes()).toEqual({ client: '/remotes/client/mf-manifest.json' });
  });
});

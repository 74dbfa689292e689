// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_REMOTES_ID, INLINE_ROUTES_ID } from '@booking/contracts/names';

// The shell learns the areas' screens at run time: from its page, or from each area's screens.json
// beside the manifest remotes.json names (a plain static host, `npm run dev`).

vi.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: vi.fn(), registerRemotes: vi.fn() }));

const REMOTES = { client: '/remotes/client/mf-manifest.json', master: 'https://cdn.example/master/v2/mf-manifest.json' };
const clientRoutes = [{ name: 'home', patterns: ['/'] }, { name: 'worker', patterns: ['/worker/:placeId/:workerId'] }];
const masterRoutes = [{ name: 'masterSchedule', patterns: ['/schedule', '/worker/:workerId/schedule'] }];
const screensFile = (area: string, routes: object[]) => ({ format: 1, area, version: '1', screens: routes.map((r) => ({ ...r, page: null })) });

function page(data: Record<string, unknown>) {
  document.head.innerHTML = Object.entries(data)
    .map(([id, value]) => `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`)
    .join('');
}

let served: Record<string, unknown>;
let fetched: string[];
beforeEach(() => {
  vi.resetModules();
  served = {};
  fetched = [];
  vi.stubGlobal('fetch', vi.fn(async (input: URL | string) => {
    const url = String(input);
    fetched.push(url);
    return url in served ? new Response(JSON.stringify(served[url]), { status: 200 }) : new Response('no', { status: 404 });
  }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

async function learn() {
  const platform = await import('@booking/platform');
  const { learnAreaScreens } = await import('./area-screens');
  return { platform, learned: learnAreaScreens() };
}

describe("the areas' screens", () => {
  it('from the page, when it carries every area named by its remotes.json: set before anything else runs, nothing fetched', async () => {
    page({ [INLINE_REMOTES_ID]: REMOTES, [INLINE_ROUTES_ID]: { client: clientRoutes, master: masterRoutes } });
    const { platform, learned } = await learn();
    expect(platform.areaForPath('/worker/7/schedule')).toBe('master');
    expect(platform.areaForPath('/worker/1/7')).toBe('client');
    await learned;
    expect(fetched).toEqual([]);
  });

  it('from each area\'s screens.json beside its manifest, for the areas the page does not carry; the page\'s routes serve at once', async () => {
    page({ [INLINE_REMOTES_ID]: REMOTES, [INLINE_ROUTES_ID]: { client: clientRoutes } });
    served['https://cdn.example/master/v2/screens.json'] = screensFile('master', masterRoutes);
    const { platform, learned } = await learn();
    // An area whose host is slow or down does not hold back the areas the page carries.
    expect(platform.areaForPath('/')).toBe('client');
    expect(platform.routingComplete()).toBe(false);
    await learned;
    expect(platform.routingComplete()).toBe(true);
    expect(fetched).toEqual(['https://cdn.example/master/v2/screens.json']);
    expect(platform.areaForPath('/worker/7/schedule')).toBe('master');
  });

  it('on a plain static host: remotes.json, then every screens file; an area whose file is unreadable has no paths, the others route', async () => {
    served[new URL('/remotes.json', window.location.origin).href] = REMOTES;
    served[new URL('/remotes/client/screens.json', window.location.origin).href] = screensFile('client', clientRoutes);
    const { platform, learned } = await learn();
    await learned;
    expect(platform.areaForPath('/worker/1/7')).toBe('client');
    expect(platform.routingTable()).toEqual({ client: clientRoutes });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("master area's screens file"), expect.any(Error));
  });

  it('remotes.json unreadable: nothing routes and the failure is told (the shell shows its retry card); learning again once it is back routes', async () => {
    const { platform, learned } = await learn();
    await expect(learned).rejects.toThrow(/remotes\.json/);
    const { routingFailure, learnAreaScreens } = await import('./area-screens');
    expect(routingFailure()?.message).toMatch(/HTTP 404/);
    expect(platform.routingTable()).toBeNull();
    served[new URL('/remotes.json', window.location.origin).href] = { client: '/remotes/client/mf-manifest.json' };
    served[new URL('/remotes/client/screens.json', window.location.origin).href] = screensFile('client', clientRoutes);
    await learnAreaScreens();
    expect(routingFailure()).toBeNull();
    expect(platform.areaForPath('/')).toBe('client');
  });
});

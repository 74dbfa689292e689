import { QueryClient } from '@tanstack/react-query';
import { earlyRequestsAt, matchRoute, paramNamesOf, type ScreenEntry } from '@booking/contracts/routing';
import type { EarlyRequest } from '@booking/contracts/names';
import { todayIn } from '../lib/dates.lib';
import { pathTo } from '../screens/paths';
import { prefetchRoute } from '../screens/screen-prefetch';
import type { AreaScreens } from '../screens/screen.lib';
import type { LaunchData } from '../session/session.store';
import { screensFileOf } from './screens-file';

// For the areas' tests (`@booking/platform/testkit`): the page's early requests are the app's own
// first requests, started before its code arrives. Both lists come from the area's descriptors: the
// early ones through its screens file (filled in by the server and the page's script), the app's
// through its prefetch, each against the same fake API. Not in any app's bundle.

/** Where the fake API answers (the app's client is on its page's origin, or localhost outside a browser). */
const API = 'http://localhost/api/';
const ID_OR_DATE = /^[1-9]\d{0,14}$|^\d{4}-\d\d-\d\d$/;

/** What the page's script asks for: `requests` filled in from the fake API's answers, each URL once (EarlyRequest). */
function earlyUrls(requests: readonly EarlyRequest[], values: Record<string, unknown>, answerFor: (path: string) => unknown, started: string[] = []): string[] {
  for (const request of requests) {
    let complete = true;
    // `{today:field:zone}`: today in the zone of the item's (nested) field, else in `zone`.
    const today = (field: string, fallback: string) => {
      const zone = field.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), values);
      return todayIn(typeof zone === 'string' && zone ? zone : fallback);
    };
    const path = request.path.replace(/\{today:([\w.]+):([^}]+)\}/g, (_, field: string, fallback: string) => today(field, fallback)).replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = String(values[name]);
      if (!ID_OR_DATE.test(value)) complete = false;
      return value;
    });
    if (!complete || started.includes(path)) continue;
    started.push(path);
    const answer = answerFor(new URL(path, API).pathname);
    const items = (Array.isArray(answer) ? answer : [answer]).slice(0, request.first ? 1 : undefined);
    for (const item of items) earlyUrls(request.each ?? [], typeof item === 'string' ? { item } : (item as Record<string, unknown>), answerFor, started);
  }
  return started;
}

/**
 * For `path` of `area` and the user `telegramId`: the URLs (relative to the API base) the page's
 * early script asks for, and those the app's prefetch asks for once every chain has run, each
 * against `answerFor` (a fake API: the answer for a URL path). Replaces `fetch` while it runs.
 */
export async function earlyAndAppUrls(area: AreaScreens, path: string, telegramId: number, answerFor: (path: string) => unknown): Promise<{ early: string[]; app: string[] }> {
  const file = screensFileOf(area, 'test');
  const match = matchRoute<ScreenEntry>({ [area.area]: file.screens }, path);
  const early = earlyUrls(match ? earlyRequestsAt(match) : [], { telegramId }, answerFor);
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url.slice(url.indexOf('/api/') + '/api/'.length));
    return new Response(JSON.stringify(answerFor(new URL(url).pathname)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  try {
    const launch = { rawInitData: 'signed', user: { id: telegramId, first_name: 'Анна' } } as unknown as LaunchData;
    prefetchRoute(area.screens, path, launch, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    let seen = -1;
    while (seen !== asked.length) {
      seen = asked.length;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return { early, app: asked };
}

/** A path of each pattern of each screen with data, with sample ids (`workerId`: the given one). */
export function samplePaths(area: AreaScreens, workerId: number): { name: string; path: string }[] {
  return area.screens.filter((s) => s.data).flatMap((screen) =>
    screen.patterns.map((pattern) => {
      const params = paramNamesOf(pattern).map((name, i) => [name, name.endsWith('Ids') ? [4, 5] : name === 'workerId' ? workerId : i + 2]);
      return { name: screen.name, path: pathTo(screen, Object.fromEntries(params) as never) };
    }),
  );
}

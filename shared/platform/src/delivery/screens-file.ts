import { paramNamesOf, type ScreenEntry, type ScreensFile } from '@booking/contracts/routing';
import type { EarlyRequest } from '@booking/contracts/names';
import { urlOf } from '../entities/entity-query.lib';
import { readsOf } from '../screens/screen-table';
import { pageChunkOf, type AreaScreens, type ReadLike, type Screen } from '../screens/screen.lib';
import { UNKNOWN_USER } from '../screens/screen-prefetch';

// An area's screens file (`screens.json` beside its manifest; format in README.md, "The screens
// file"), derived from its descriptors at build time (build/screens-file.plugin.mjs evaluates them
// in Node): routes for the shell, page chunks and early-request templates for the server.

/**
 * Stands for a field of an answer the server has not seen: reads as the placeholder `{field}` (a
 * nested one as `{field.sub}`). The page's early script fills them in from the real answer
 * (api/src/web/early-fetch.js).
 */
const fieldOf = (path: string): unknown =>
  new Proxy(
    {},
    {
      get: (_target, key) =>
        key === Symbol.toPrimitive || key === 'toString' ? () => `{${path}}` : typeof key === 'string' ? fieldOf(`${path}.${key}`) : undefined,
    },
  );

/** Stands for an item of an answer the server has not seen: each field as above, and the item itself (a date of a list of dates) as `{item}`. */
const ANY_ITEM: unknown = new Proxy(
  {},
  {
    get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' ? () => '{item}' : typeof key === 'string' ? fieldOf(key) : undefined),
  },
);

/** A URL's placeholders as they were written (a URL percent-encodes the braces, and the colons and slashes of `{today:…}`). */
const withPlaceholders = (url: string) =>
  url.replace(/%7B(.+?)%7D/gi, (whole, inner: string) => {
    const written = decodeURIComponent(inner);
    return /^(\w+|today:[\w.]+:[\w/+-]+)$/.test(written) ? `{${written}}` : whole;
  });

/**
 * The screen descriptors' reads as early requests: each read's URL, with `{telegramId}`, the path's
 * `{param}`s and the fields of the answers it follows as placeholders. Follow-ups only the app can
 * start are left out.
 */
export function earlyRequestsOf(reads: readonly ReadLike[]): EarlyRequest[] {
  return reads.flatMap((read) => {
    const { query, next } = 'query' in read ? read : { query: read, next: undefined };
    const url = urlOf(query);
    if (url === undefined) return [];
    const request: EarlyRequest = { path: withPlaceholders(url) };
    if (next && !next.inAppOnly) {
      const each = earlyRequestsOf(next.reads(ANY_ITEM as never));
      if (each.length > 0) Object.assign(request, { each }, next.first ? { first: true } : {});
    }
    return [request];
  });
}

/**
 * A path param stands for itself in the templates (`{placeId}`), and the server fills it in at
 * every depth: it must not be a name the page's script fills (`telegramId`, `item`) or an answer's
 * field (those are snake_case, or `id`), so a param is named like `placeId` or `serviceIds`.
 */
const PARAM_NAME = /^[a-z][A-Za-z0-9]*Ids?$/;

/** The early requests of each of a screen's patterns, from its reads of placeholder ids. */
function earlyOf(screen: Screen<string, string>): Record<string, EarlyRequest[]> | undefined {
  if (!screen.data) return undefined;
  const early: Record<string, EarlyRequest[]> = {};
  for (const pattern of screen.patterns) {
    const names = paramNamesOf(pattern);
    const bad = names.find((name) => !PARAM_NAME.test(name) || name === 'telegramId');
    if (bad) throw new Error(`${screen.name}: the param :${bad} of ${pattern} is not named like placeId or serviceIds`);
    const ids = Object.fromEntries(names.map((name) => [name, name.endsWith('Ids') ? [`{${name}}`] : `{${name}}`]));
    const requests = earlyRequestsOf(readsOf(screen, ids, UNKNOWN_USER));
    if (requests.length > 0) early[pattern] = requests;
  }
  return Object.keys(early).length > 0 ? early : undefined;
}

/** What an area publishes about its screens (`screens.json`), `version` being its build's. */
export function screensFileOf({ area, screens }: AreaScreens, version: string): ScreensFile {
  return {
    format: 1,
    area,
    version,
    screens: screens.map((screen): ScreenEntry => {
      const early = earlyOf(screen);
      return {
        name: screen.name,
        patterns: [...screen.patterns],
        page: pageChunkOf(screen),
        ...(screen.public ? { public: true } : {}),
        ...(screen.notForMasters ? { notForMasters: true } : {}),
        ...(early ? { early } : {}),
      };
    }),
  };
}

import { urlOf } from '../entities/entity-query.lib';
import { areaDependsOnUser, readsAt, screenAt } from '../screens/screen-table';
import { pageChunkOf, type ReadLike } from '../screens/screen.lib';
import { UNKNOWN_USER } from '../screens/screen-prefetch';
import type { EarlyRequest, PageDelivery } from '@booking/contracts/names';

/**
 * Stands for an item of an answer the server has not seen: each field reads as the placeholder
 * `{field}`, and the item itself (a date of a list of dates) as `{item}`. The page's early script
 * fills them in from the real answer (api/src/web/early-fetch.js).
 */
const ANY_ITEM: unknown = new Proxy(
  {},
  {
    get: (_target, key) => (key === Symbol.toPrimitive || key === 'toString' ? () => '{item}' : typeof key === 'string' ? `{${key}}` : undefined),
  },
);

/** A URL's placeholders as they were written (a query string percent-encodes the braces). */
const withPlaceholders = (url: string) => url.replace(/%7B(\w+)%7D/gi, '{$1}');

/**
 * The screen descriptors' reads as early requests: each read's URL, with `{telegramId}` and the
 * fields of the answers it follows as placeholders. Follow-ups only the app can start are left out.
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
 * What the shell's page carries for `pathname`: which remote serves it (its files are preloaded and
 * its manifest put in the page), its page's chunk, and the GETs its screen reads first.
 */
export function pageDeliveryFor(pathname: string): PageDelivery {
  const dependsOnUser = areaDependsOnUser(pathname);
  const match = dependsOnUser ? null : screenAt(pathname);
  return {
    area: match?.screen.area ?? null,
    pageChunk: match ? pageChunkOf(match.screen) : null,
    early: earlyRequestsOf(readsAt(pathname, UNKNOWN_USER)),
  };
}

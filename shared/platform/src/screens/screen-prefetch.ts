import type { QueryClient } from '@tanstack/react-query';
import { queryClient as sharedQueryClient } from '../api/query-client';
import { urlOf } from '../entities/entity-query.lib';
import { sessionStore, type LaunchData } from '../session/session.store';
import { readsAt, readsOf } from './screen-table';
import type { AreaScreens, ReadLike, Screen, ScreenIds } from './screen.lib';

/**
 * Stands for the user id when there is none: the reads that need it carry it in their URL and are
 * not started (a screen without a user shows what it can).
 */
export const UNKNOWN_USER = '{telegramId}' as unknown as number;

/** Whether a read's URL is complete: it names no value that was unknown when it was made. */
const isComplete = (url: string | undefined): url is string => url !== undefined && !/\{\w+\}|%7B\w+%7D/.test(url);

/** The items of an answer: a list's elements (or its first), anything else is one item, nothing none. */
function itemsOf(answer: unknown, first: boolean): unknown[] {
  const items = Array.isArray(answer) ? answer : answer == null ? [] : [answer];
  return first ? items.slice(0, 1) : items;
}

/**
 * Starts `reads` through `client` and returns at once: independent reads together, a read's
 * follow-ups once its answer is in. Never throws: a failure stays in the cache for the screen's
 * error state.
 */
export function startReads(reads: readonly ReadLike[], client: QueryClient): void {
  for (const read of reads) {
    const { query, next } = 'query' in read ? read : { query: read, next: undefined };
    if (!isComplete(urlOf(query))) continue;
    if (!next) {
      void (query.meta?.infinite === true ? client.prefetchInfiniteQuery(query as never) : client.prefetchQuery(query as never));
      continue;
    }
    // A list read in pages (meta.infinite) is cached as pages: its first page's items lead on.
    const infinite = query.meta?.infinite === true;
    const answered: Promise<unknown> = infinite
      ? client.fetchInfiniteQuery(query as never).then((data) => (data.pages as unknown[][]).flat())
      : client.fetchQuery(query as never);
    answered
      .then((answer) => {
        for (const item of itemsOf(answer, next.first)) startReads(next.reads(item as never), client);
      })
      .catch(() => undefined);
  }
}

/**
 * Starts the reads of the screen of `screens` at `pathname` (its descriptor's `data`) through the
 * query client and returns at once; the screen's hooks then find the data (or the request in
 * flight) under the same keys.
 */
export function prefetchRoute(
  screens: readonly Screen<string, string>[],
  pathname: string,
  launch: LaunchData | null = sessionStore.getState().launch,
  client: QueryClient = sharedQueryClient,
): void {
  try {
    startReads(readsAt(screens, pathname, launch?.user?.id ?? UNKNOWN_USER), client);
  } catch (error) {
    console.error('Prefetch failed', pathname, error);
  }
}

/**
 * Starts the reads of the screen the area was opened at, from the area's own descriptors, as soon
 * as its code runs (or, before identity is known, once it is): while the shell mounts the area and
 * the opened page's chunk arrives, the answers the page's early script started (or the requests
 * themselves) are parsed into the cache, and the follow-ups only the app can start (a master's
 * "today") go out. `standaloneBase`: where the remote is served on its own (left off the path).
 */
export function prefetchOpenedScreen(area: AreaScreens, standaloneBase: string, pathname: string = window.location.pathname): void {
  const path = pathname.startsWith(standaloneBase) ? pathname.slice(standaloneBase.length) || '/' : pathname;
  const start = (launch: LaunchData) => prefetchRoute(area.screens, path, launch);
  const launch = sessionStore.getState().launch;
  if (launch) return start(launch);
  const stop = sessionStore.subscribe((state) => {
    if (!state.launch) return;
    stop();
    start(state.launch);
  });
}

/**
 * Starts the reads of `screen` for these ids (a next step's data while the user is still on this
 * one); ids the screen's data does not use may be left out.
 */
export function prefetchScreen<P extends string>(
  screen: Screen<string, P>,
  ids: Partial<ScreenIds<P>>,
  telegramId: number | null = sessionStore.getState().launch?.user?.id ?? null,
  client: QueryClient = sharedQueryClient,
): void {
  try {
    startReads(readsOf(screen, ids, telegramId ?? UNKNOWN_USER), client);
  } catch (error) {
    console.error('Prefetch failed', screen.name, error);
  }
}

import type { QueryClient } from '@tanstack/react-query';
import { queryClient as sharedQueryClient } from '../api/query-client';
import { userBookingPagesQuery, userPlaceBookingsQuery, workerDayBookingsQuery } from '../entities/bookings.api';
import { businessQuery } from '../entities/businesses.api';
import { placeQuery, placesQuery } from '../entities/places.api';
import { servicesQuery } from '../entities/services.api';
import { placeWorkersQuery, workerByTelegramQuery } from '../entities/workers.api';
import { todayIn } from '../lib/dates.lib';
import { sessionStore, type LaunchData } from '../session/session.store';
import { clientRoutes, masterTabPaths } from './area-routes';
import { DEFAULT_PLACE_ID } from './paths';
import { routeParams } from './route-prefetch.lib';

/** What a route's prefetch gets: the path's params, who the user is, the one query client. */
export interface PrefetchContext {
  params: Record<string, string>;
  /** The Telegram user id from the launch data; null without a user. */
  telegramId: number | null;
  client: QueryClient;
}

/**
 * Starts the queries a screen shows first. Use the entity queries the screen's hooks use (same
 * keys), start independent ones together, and never throw: a failure stays in the cache for the
 * screen to show with its error state.
 */
export type RoutePrefetch = (ctx: PrefetchContext) => void;

/** Home: the first page of the user's bookings and the places strip at once; then each booking card's place and business. */
const homePrefetch: RoutePrefetch = ({ telegramId, client }) => {
  void client.prefetchQuery(placesQuery());
  if (telegramId === null) return;
  void client
    .fetchInfiniteQuery(userBookingPagesQuery(telegramId))
    .then((data) => {
      for (const placeId of new Set(data.pages.flat().map((b) => b.place_id))) {
        void client
          .fetchQuery(placeQuery(placeId))
          .then((place) => client.prefetchQuery(businessQuery(place.business_id)))
          .catch(() => undefined);
      }
    })
    .catch(() => undefined);
};

/** A positive id from a path segment (the screens' own rule); null for anything else. */
const idParam = (raw: string | undefined, fallback: number): number | null =>
  raw === undefined ? fallback : /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The place page: the place, its masters, its services and the user's bookings there, all at once. */
const placePrefetch: RoutePrefetch = ({ params, telegramId, client }) => {
  const placeId = idParam(params.placeId, DEFAULT_PLACE_ID);
  if (placeId === null) return;
  void client.prefetchQuery(placeQuery(placeId));
  void client.prefetchQuery(placeWorkersQuery(placeId));
  void client.prefetchQuery(servicesQuery({ placeId }));
  if (telegramId !== null) void client.prefetchQuery(userPlaceBookingsQuery(telegramId, placeId));
};

/**
 * A master's bookings: who the caller is as a master (the page started that request; the shell
 * decides `/bookings` by it), then the caller's own day of bookings, today where the master is, the
 * query the cabinet's day view reads first. A client (no worker) or another master's cabinet: nothing more.
 */
const masterDayPrefetch: RoutePrefetch = ({ params, telegramId, client }) => {
  if (telegramId === null) return;
  client
    .fetchQuery(workerByTelegramQuery(telegramId))
    .then((own) => {
      if (!own || (params.workerId !== undefined && Number(params.workerId) !== own.id)) return;
      return client.prefetchQuery(workerDayBookingsQuery(own.id, todayIn(own.user.timezone)));
    })
    .catch(() => undefined);
};

/**
 * Route pattern (spec section 2) -> what its screen reads first. The shell runs the entry of the
 * address a page is opened at as soon as identity is known, while the remote's code is still
 * loading; screen engineers add their routes here. A route missing here only loses that head start.
 */
export const routePrefetches: ReadonlyArray<readonly [pattern: string, prefetch: RoutePrefetch]> = [
  [clientRoutes.home, homePrefetch],
  [clientRoutes.place, placePrefetch],
  [clientRoutes.placeDefault, placePrefetch],
  ...masterTabPaths('bookings').map((pattern) => [pattern, masterDayPrefetch] as const),
];

/**
 * Starts the queries of the screen at `pathname` (first matching route) through the one query
 * client and returns at once.
 */
export function prefetchRoute(
  pathname: string,
  launch: LaunchData | null = sessionStore.getState().launch,
  client: QueryClient = sharedQueryClient,
  table: typeof routePrefetches = routePrefetches,
): void {
  const telegramId = launch?.user?.id ?? null;
  for (const [pattern, prefetch] of table) {
    const params = routeParams(pattern, pathname);
    if (!params) continue;
    try {
      prefetch({ params, telegramId, client });
    } catch (error) {
      console.error('Prefetch failed', pattern, error);
    }
    return;
  }
}

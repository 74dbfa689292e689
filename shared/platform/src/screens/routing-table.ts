import { dependsOnUser, matchRoute, type RouteMatch, type RoutingTable } from '@booking/contracts/routing';
import type { Area, AreaScreens } from './screen.lib';

// The page's routing table: every area's screens (routes only), as the areas publish them in their
// screens files. The shell sets it once it knows them (from its page, or from the files), so it
// lives in this singleton: the areas read it too (a path that is another area's). Until then
// nothing routes (`routingTable()` is null).

let table: RoutingTable | null = null;
let complete = false;
let waiting: ((table: RoutingTable) => void)[] = [];
const listeners = new Set<() => void>();

/**
 * Sets the table (each area's routes; an area missing from it has no paths on this page).
 * `complete: false`: some areas' screens are still being read (the shell routes with what it has,
 * and a path none of these screens serves waits for the rest: {@link routingComplete}).
 */
export function setRoutingTable(next: RoutingTable, { complete: isComplete = true }: { complete?: boolean } = {}): void {
  table = next;
  complete = isComplete;
  for (const resolve of waiting) resolve(next);
  waiting = [];
  for (const listener of listeners) listener();
}

/** The routing table of one area alone (a remote opened standalone routes only its own screens). */
export const routeTableOf = ({ area, screens }: AreaScreens): RoutingTable => ({
  [area]: screens.map((s) => ({ name: s.name, patterns: [...s.patterns], ...(s.public ? { public: true } : {}), ...(s.notForMasters ? { notForMasters: true } : {}) })),
});

/** Whether every area's screens are in the table (false while some are still being read). */
export const routingComplete = () => complete;

/** The table once known; null before. */
export const routingTable = (): RoutingTable | null => table;

/** Resolves with the table once it is known. */
export const whenRoutingTable = (): Promise<RoutingTable> => (table ? Promise.resolve(table) : new Promise((resolve) => waiting.push(resolve)));

/** Calls `listener` whenever the table is set; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeRoutingTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The screen that serves `pathname` (null: the not-found screen, or no table yet), by the ranking
 * between areas (`matchRoute` of the contracts). `isMaster` (the user has a master profile) only
 * matters for paths a `notForMasters` screen shares with a master's.
 */
export const screenAt = (pathname: string, isMaster = false): RouteMatch | null => (table ? matchRoute(table, pathname, isMaster) : null);

/** Which remote serves a path; null means the not-found screen. See {@link screenAt} for `isMaster`. */
export const areaForPath = (pathname: string, isMaster = false): Area | null => screenAt(pathname, isMaster)?.area ?? null;

/**
 * Whether the area of `pathname` depends on who the user is: the unprefixed `/bookings` is the master's
 * day view for a master and the client's 'Мои записи' for everyone else (docs/product.md, Master screens: Bookings day view).
 */
export const areaDependsOnUser = (pathname: string) => (table ? dependsOnUser(table, pathname) : false);

/** Whether `pathname` opens without launch data (a `public` screen: the legal pages). */
export const isPublicPath = (pathname: string) => screenAt(pathname)?.screen.public === true;

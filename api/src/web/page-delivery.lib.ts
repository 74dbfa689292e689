import { dependsOnUser, earlyRequestsAt, matchRoute, routesOf, type RoutingTable, type ScreenEntry } from '@booking/contracts/routing';
import type { PageDelivery } from '@booking/contracts/names';

/**
 * What the shell's page carries for `pathname`, from the areas' screens files this server has read
 * (`table`): which remote serves it (its files are preloaded and its manifest put in the page), its
 * page's chunk, and the GETs its screen reads first, the path's ids filled in. The area of a path
 * that depends on who the user is (`/bookings`) is decided in the page: area and chunk are null, and
 * the early requests are the master's screen's (they start with the lookup that decides).
 */
export function pageDeliveryFor(table: RoutingTable<ScreenEntry>, pathname: string): PageDelivery {
  const decidedInPage = dependsOnUser(table, pathname);
  const match = matchRoute(table, pathname, decidedInPage);
  return {
    area: decidedInPage ? null : (match?.area ?? null),
    pageChunk: decidedInPage ? null : (match?.screen.page ?? null),
    early: match ? earlyRequestsAt(match) : [],
  };
}

/** The routing table the shell routes with (each area's routes, no pages or early requests). */
export const routingTableOf = (table: RoutingTable<ScreenEntry>): RoutingTable =>
  Object.fromEntries(Object.entries(table).map(([area, screens]) => [area, routesOf({ screens: [...(screens ?? [])] })]));

import { dependsOnUser, earlyRequestsAt, matchRoute, routesOf, type RouteMatch, type RoutingTable, type ScreenEntry } from '@booking/contracts/routing';
import type { PageCode, PageDelivery } from '@booking/contracts/names';

const codeOf = (match: RouteMatch<ScreenEntry> | null): PageCode | null =>
  match ? { area: match.area, pageChunk: match.screen.page, pageFiles: match.screen.files ?? [], pageUses: match.screen.uses ?? [] } : null;

/**
 * What the shell's page carries for `pathname`, from the areas' screens files this server has read
 * (`table`): which remote serves it (its files are preloaded and its manifest put in the page), its
 * page's chunk, and the GETs its screen reads first, the path's ids filled in. The area of a path
 * that depends on who the user is (`/bookings`) is decided in the page: `page` is null, the
 * early requests are the master's screen's (they start with the lookup that decides), and `byUser`
 * says what each kind of user gets.
 */
export function pageDeliveryFor(table: RoutingTable<ScreenEntry>, pathname: string): PageDelivery {
  const decidedInPage = dependsOnUser(table, pathname);
  const match = matchRoute(table, pathname, decidedInPage);
  return {
    page: decidedInPage ? null : codeOf(match),
    early: match ? earlyRequestsAt(match) : [],
    byUser: decidedInPage ? { master: codeOf(match), other: codeOf(matchRoute(table, pathname, false)) } : null,
  };
}

/** The routing table the shell routes with (each area's routes, no pages or early requests). */
export const routingTableOf = (table: RoutingTable<ScreenEntry>): RoutingTable =>
  Object.fromEntries(Object.entries(table).map(([area, screens]) => [area, routesOf({ screens: [...(screens ?? [])] })]));

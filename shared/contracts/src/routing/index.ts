/**
 * `@booking/contracts/routing`: the areas' screens files and the routing both the shell and the
 * server do with them (matching, the ranking between areas, a path's first GETs). Without valibot:
 * reading a file that came over the network is `@booking/contracts/routing/schema`.
 */
export { matchesRoute, paramNamesOf, parseIds, routeParams, staticSegments } from './route-match.lib';
export { AREAS, SCREENS_FILE, routesOf, screensFileUrl, type AreaLoad, type AreaName, type RoutingTable, type ScreenEntry, type ScreenRoute, type ScreensFile } from './screens-file';
export { AREA_ORDER, dependsOnUser, earlyRequestsAt, fillEarly, matchRoute, type RouteMatch } from './routing-table.lib';

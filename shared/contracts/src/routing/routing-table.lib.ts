import type { EarlyRequest } from '../names';
import { parseIds, routeParams, staticSegments } from './route-match.lib';
import type { AreaName, RoutingTable, ScreenEntry, ScreenRoute } from './screens-file';

/**
 * The order that decides between equally specific patterns of two areas (the ranking below). The
 * cabinet comes first: a master's paths are all under a written-out segment, so a tie there is a
 * real overlap the cabinet was meant to win.
 */
export const AREA_ORDER: readonly AreaName[] = ['master', 'plans', 'client'];

/** The screen that serves a path, with the pattern that matched and the path's params. */
export interface RouteMatch<S extends ScreenRoute = ScreenRoute> {
  area: AreaName;
  screen: S;
  pattern: string;
  params: Record<string, string>;
}

interface Candidate<S extends ScreenRoute> extends RouteMatch<S> {
  rank: number[];
}

/** Every screen pattern of the table that matches `pathname`, best first (see {@link matchRoute}). */
function candidates<S extends ScreenRoute>(table: RoutingTable<S>, pathname: string): Candidate<S>[] {
  const found: Candidate<S>[] = [];
  for (const area of Object.keys(table) as AreaName[]) {
    const order = AREA_ORDER.indexOf(area);
    (table[area] ?? []).forEach((screen, index) => {
      screen.patterns.forEach((pattern, patternIndex) => {
        const params = routeParams(pattern, pathname);
        if (params) found.push({ area, screen, pattern, params, rank: [-staticSegments(pattern), order < 0 ? AREA_ORDER.length : order, index, patternIndex] });
      });
    });
  }
  return found.sort(byRank);
}

/** Lower first: the rank's first differing place decides. */
function byRank(a: { rank: number[] }, b: { rank: number[] }): number {
  const i = a.rank.findIndex((x, j) => x !== b.rank[j]);
  return i < 0 ? 0 : a.rank[i]! - b.rank[i]!;
}

const strip = <S extends ScreenRoute>({ rank: _rank, ...match }: Candidate<S>): RouteMatch<S> => match;

/**
 * The screen that serves `pathname` among every area's screens (null: the not-found screen). Where
 * patterns of several screens match, the ranking decides: more written-out segments win
 * (`/worker/:workerId/schedule` over `/worker/:placeId/:workerId`, `/welcome/master` over
 * `/welcome/:placeId`), then the area earlier in {@link AREA_ORDER}, then the screen and pattern
 * earlier in its area's list. A `notForMasters` screen serves its paths to anyone who is not a
 * master (`isMaster`: the user has a master profile); a master gets the best other screen there.
 */
export function matchRoute<S extends ScreenRoute>(table: RoutingTable<S>, pathname: string, isMaster = false): RouteMatch<S> | null {
  const found = candidates(table, pathname);
  const forOthers = found.find((m) => m.screen.notForMasters);
  if (forOthers && !isMaster) return strip(forOthers);
  const best = found.find((m) => !m.screen.notForMasters);
  return best ? strip(best) : null;
}

/**
 * Whether the screen of `pathname` depends on who the user is: a `notForMasters` screen serves it,
 * so a master gets another (`/bookings`: the master's day view, 'Мои записи' for everyone else).
 */
export const dependsOnUser = (table: RoutingTable, pathname: string) =>
  Object.values(table).some((screens) => screens?.some((s) => s.notForMasters && s.patterns.some((p) => routeParams(p, pathname))));

/** `requests` with each `{name}` of `values` filled in, at every depth; other placeholders stay. */
export function fillEarly(requests: readonly EarlyRequest[], values: Readonly<Record<string, string>>): EarlyRequest[] {
  const fill = (path: string) => path.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return requests.map((r) => ({ ...r, path: fill(r.path), ...(r.each ? { each: fillEarly(r.each, values) } : {}) }));
}

/**
 * The first GETs of a matched screen, with the path's ids filled in: `{telegramId}` and the answers'
 * fields stay for the page's script. None when the path's params are not ids (the screen shows its
 * not-found state).
 */
export function earlyRequestsAt(match: RouteMatch<ScreenEntry>): EarlyRequest[] {
  const ids = parseIds(match.params);
  const templates = match.screen.early?.[match.pattern];
  if (!ids || !templates) return [];
  const values = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, Array.isArray(id) ? id.join(',') : String(id)]));
  return fillEarly(templates, values);
}

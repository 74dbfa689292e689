import { SCREENS } from './screens';
import { parseIds, routeParams, type Area, type ReadLike, type Screen } from './screen.lib';

/** The screen at a path and the path's params. */
export interface ScreenMatch {
  screen: Screen;
  params: Record<string, string>;
}

/**
 * The screen that serves `pathname` (null: the not-found screen). `isMaster` (the user has a master
 * profile) only matters for paths a `notForMasters` screen shares with a master's: a master gets the
 * master's screen, anyone else the other one.
 */
export function screenAt(pathname: string, isMaster = false): ScreenMatch | null {
  const matches = SCREENS.flatMap((screen) => {
    const params = screen.patterns.map((pattern) => routeParams(pattern, pathname)).find((p) => p !== null);
    return params ? [{ screen, params }] : [];
  });
  const forOthers = matches.find((m) => m.screen.notForMasters);
  if (forOthers && !isMaster) return forOthers;
  return matches.find((m) => !m.screen.notForMasters) ?? null;
}

/** Which remote serves a path; null means the not-found screen. See {@link screenAt} for `isMaster`. */
export function areaForPath(pathname: string, isMaster = false): Area | null {
  return screenAt(pathname, isMaster)?.screen.area ?? null;
}

/**
 * Whether the area of `pathname` depends on who the user is: the unprefixed `/bookings` is the master's
 * day view for a master and the client's 'Мои записи' for everyone else (spec section 2, "Worker bookings").
 */
export const areaDependsOnUser = (pathname: string) => SCREENS.some((s) => s.notForMasters && s.patterns.some((p) => routeParams(p, pathname)));

/** Whether `pathname` opens without launch data (a `public` screen: the legal pages). */
export const isPublicPath = (pathname: string) => screenAt(pathname)?.screen.public === true;

/**
 * What the screen at `pathname` reads first, for `telegramId` (when it is not known, a placeholder
 * that the reads then carry in their URLs). Empty for a screen without data, and when the path's
 * ids are not ids (the screen shows its not-found state). A path whose screen depends on the user
 * gets the master's reads: they start with the lookup that decides.
 */
export function readsAt(pathname: string, telegramId: number): readonly ReadLike[] {
  const match = screenAt(pathname, areaDependsOnUser(pathname));
  const ids = match && parseIds(match.params);
  if (!match?.screen.data || !ids) return [];
  return readsOf(match.screen, ids, telegramId);
}

/** A screen's reads for the given ids. */
export function readsOf(screen: Screen, ids: Record<string, unknown>, telegramId: number): readonly ReadLike[] {
  return screen.data?.(ids as never, { telegramId }) ?? [];
}

/** An area's screens, in matching order (its remote routes these). */
export const screensOf = (area: Area): Screen[] => SCREENS.filter((s) => s.area === area);

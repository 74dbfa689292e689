import { parseIds, routeParams } from '@booking/contracts/routing';
import type { ReadLike, Screen } from './screen.lib';

/**
 * The screen of an area's own list at `pathname` (its first whose pattern matches) and the path's
 * params; null when none does. Routing between areas is the shell's (routing-table.ts); an area
 * matches a path among its own screens only.
 */
export function ownScreenAt<S extends Screen<string, string>>(screens: readonly S[], pathname: string): { screen: S; pattern: string; params: Record<string, string> } | null {
  for (const screen of screens) {
    for (const pattern of screen.patterns) {
      const params = routeParams(pattern, pathname);
      if (params) return { screen, pattern, params };
    }
  }
  return null;
}

/**
 * What the screen of the area's list at `pathname` reads first, for `telegramId` (when it is not
 * known, a placeholder that the reads then carry in their URLs). Empty for a screen without data,
 * and when the path's ids are not ids (the screen shows its not-found state).
 */
export function readsAt(screens: readonly Screen<string, string>[], pathname: string, telegramId: number): readonly ReadLike[] {
  const match = ownScreenAt(screens, pathname);
  const ids = match && parseIds(match.params);
  if (!match?.screen.data || !ids) return [];
  return readsOf(match.screen, ids, telegramId);
}

/** A screen's reads for the given ids. */
export function readsOf(screen: Screen<string, string>, ids: Record<string, unknown>, telegramId: number): readonly ReadLike[] {
  return screen.data?.(ids as never, { telegramId }) ?? [];
}

import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { areaDependsOnUser, areaForPath, routingComplete, routingTable, subscribeRoutingTable, useSession, callerIdOf, workerByTelegramQuery, type Area } from '@booking/platform';

/** The area of a path once known; `undefined` while the areas' screens or the user's master profile are still being looked up. */
export type AreaChoice = Area | null | undefined;

/**
 * Which area serves `pathname` for this user, by the areas' screens (the routing table; the shell
 * waits for it on a page that did not carry it, and for the areas still being read when no other
 * serves the path). Only `/bookings` depends on the user (a master's
 * day view, else the client's 'Мои записи'): for it the master lookup runs through the one query
 * client (the master area reuses the cached answer), and the choice waits for it. A failed lookup
 * counts as a client, whose screen then shows its own load error rather than a blank shell.
 */
export function useAreaForPath(pathname: string): AreaChoice {
  const table = useSyncExternalStore(subscribeRoutingTable, routingTable);
  const telegramId = useSession(callerIdOf);
  const needsCheck = table !== null && areaDependsOnUser(pathname) && telegramId !== null;
  const master = useQuery({ ...workerByTelegramQuery(telegramId ?? 0), enabled: needsCheck });
  if (table === null) return undefined;
  if (needsCheck && master.isPending) return undefined;
  const area = areaForPath(pathname, needsCheck && master.data != null);
  // Some areas' screens are still being read: a path none of the others serves may be theirs.
  return area === null && !routingComplete() ? undefined : area;
}

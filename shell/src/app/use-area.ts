import { useQuery } from '@tanstack/react-query';
import { areaDependsOnUser, areaForPath, useSession, workerByTelegramQuery, type Area } from '@booking/platform';

/** The area of a path once known; `undefined` while the user's master profile is still being looked up. */
export type AreaChoice = Area | null | undefined;

/**
 * Which area serves `pathname` for this user. Only `/bookings` depends on the user (a master's day
 * view, else the client's 'Мои записи'): for it the master lookup runs through the one query client
 * (the master area reuses the cached answer), and the choice waits for it. A failed lookup counts as
 * a client, whose screen then shows its own load error rather than a blank shell.
 */
export function useAreaForPath(pathname: string): AreaChoice {
  const telegramId = useSession((s) => s.launch?.user?.id ?? null);
  const needsCheck = areaDependsOnUser(pathname) && telegramId !== null;
  const master = useQuery({ ...workerByTelegramQuery(telegramId ?? 0), enabled: needsCheck });
  if (!needsCheck) return areaForPath(pathname);
  if (master.isPending) return undefined;
  return areaForPath(pathname, master.data != null);
}

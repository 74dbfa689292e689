import { loadRemote } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@tanstack/react-query';
import { areaForPath, currentLanguage, queryClient, workerByTelegramQuery, type Area } from '@booking/platform';
import { loadRemotesFile } from './remote-registry';

export interface AreaModule {
  default: unknown;
}

const loading = new Map<Area, Promise<AreaModule>>();
const loaded = new Map<Area, AreaModule>();

/** The area's app if it has already loaded (so the shell can mount it without waiting a tick). */
export function loadedArea(area: Area): AreaModule | undefined {
  return loaded.get(area);
}

/**
 * Loads an area's app from its remote, once per page: the shell starts it as soon as it runs (for
 * the area of the address it was opened at), in parallel with React's first render, and the area's
 * component picks up the same promise. A failure is forgotten, so a retry loads again.
 */
export function loadArea(area: Area): Promise<AreaModule> {
  let pending = loading.get(area);
  if (!pending) {
    pending = (async () => {
      await loadRemotesFile();
      // The page's language is decided by now (the start-up decides it before this first await
      // returns). An area's English texts load beside its app, not after it: no round trip added.
      const [mod] = await Promise.all([loadRemote<AreaModule>(`${area}/app`), currentLanguage() === 'en' ? loadRemote(`${area}/english`) : undefined]);
      if (!mod) throw new Error(`Remote "${area}" did not load`);
      loaded.set(area, mod);
      return mod;
    })();
    pending.catch(() => {
      loading.delete(area);
      loaded.delete(area);
    });
    loading.set(area, pending);
  }
  return pending;
}

/**
 * Starts the area of a path that depends on who the user is (`/bookings`: the master's day view or
 * the client's list) as soon as the master lookup answers, instead of when React has rendered the
 * frame: the page asked for that lookup before any code arrived, so on a cold start the answer is
 * usually in by the time this runs. The lookup goes through the one query client, so the frame's
 * useAreaForPath reuses it. A failed lookup starts nothing (the frame shows its own state).
 */
export async function loadUserArea(pathname: string, telegramId: number, client: QueryClient = queryClient): Promise<Area | null> {
  const own = await client.fetchQuery(workerByTelegramQuery(telegramId)).catch(() => undefined);
  if (own === undefined) return null;
  const area = areaForPath(pathname, own !== null);
  if (area) loadArea(area).catch(() => undefined);
  return area;
}

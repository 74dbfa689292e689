import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Area } from '@booking/shared/web';
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
      const mod = await loadRemote<AreaModule>(`${area}/app`);
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

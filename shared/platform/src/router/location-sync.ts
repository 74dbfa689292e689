import { useEffect } from 'react';

let lastSeen = '';

/**
 * A remote runs its own router in its own React root (the Module Federation bridge). When the
 * remote navigates, the shell's router must hear of it, or the shell would keep rendering the old
 * area (a link from Home to the master cabinet, say). Routers listen to popstate, so we announce
 * each location the remote reaches; the shell's bridge does the same in the other direction, and
 * the `lastSeen` check stops the echo. Call it with the router's current location key.
 */
export function useLocationSync(locationKey: unknown): void {
  useEffect(() => {
    const href = window.location.pathname + window.location.search;
    if (href === lastSeen) return;
    lastSeen = href;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, [locationKey]);
}

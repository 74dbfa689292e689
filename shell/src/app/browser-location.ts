import { useSyncExternalStore } from 'react';

/**
 * The shell's view of the address bar, without a router: the shell only picks an area by path, and
 * each remote runs its own router. Routers announce their moves with popstate (useLocationSync in
 * @booking/platform), and Telegram's back button goes through history.back(), which fires it too.
 */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;

/** Path, query and history position: a new value on every move, including back to the same path. */
const snapshot = () => `${historyIndex()} ${window.location.pathname}${window.location.search}`;

export function useBrowserLocation(): { pathname: string; key: string } {
  const key = useSyncExternalStore(subscribe, snapshot);
  return { pathname: window.location.pathname, key };
}

/**
 * Goes to an in-app path the way the remotes' react-router does (a history entry one further, its
 * state shaped like react-router's), then tells every router about it.
 */
export function navigateTo(path: string): void {
  const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: historyIndex() + 1 };
  window.history.pushState(state, '', path + window.location.hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

import { lazy, useEffect, useState, type ComponentType } from 'react';
import { announceScreenShown } from '../telegram/screen-shown';
import { matchesRoute } from './area-routes';

// A page that is its own chunk, and the page an area was opened at. Bundled into each remote
// (`@booking/shared/web/lazy-page`, not a shared module): only the remotes' routes use it.
//
// Why not React.lazy alone: a lazy page suspends on its first render even when its chunk has
// already arrived, and React holds the content of a Suspense boundary that showed its fallback for
// at least 300 ms (FALLBACK_THROTTLE_MS) before revealing it. On a cold start of a page other than
// Home that was 300 ms of an idle main thread after the page's data and code had both arrived.

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

export interface LazyPage<P extends object> {
  /** The page: rendered at once when its chunk is in, through React.lazy otherwise. */
  Page: ComponentType<P>;
  /** Starts loading the chunk (once; again after a failure) and resolves when it is in. */
  preload: () => Promise<void>;
  isLoaded: () => boolean;
}

export function lazyPage<P extends object>(load: () => PageModule<P>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Page, preload, isLoaded: () => loaded !== null };
}

/**
 * Starts loading the page the area was opened at (the first of `pages` whose pattern matches the
 * address, without the area's standalone base) and returns it, or null when none matches (Home is
 * in the entry). Call it when the area's code runs, not when React first renders the route.
 */
export function preloadOpenedPage(
  pages: ReadonlyArray<readonly [pattern: string, page: Pick<LazyPage<never>, 'preload' | 'isLoaded'>]>,
  standaloneBase: string,
  pathname: string = window.location.pathname,
): Pick<LazyPage<never>, 'preload' | 'isLoaded'> | null {
  const path = pathname.startsWith(standaloneBase) ? pathname.slice(standaloneBase.length) || '/' : pathname;
  const opened = pages.find(([pattern]) => matchesRoute(pattern, path))?.[1] ?? null;
  // A failed load is retried by the route itself.
  opened?.preload().catch(() => undefined);
  return opened;
}

/**
 * Whether the area may render its routes: false until the page it was opened at has its chunk (or
 * failed to get it), so that page renders without suspending (see above). The wait ends with an
 * ordinary state update, which React does not hold back. Once true, the area's first screen is
 * rendered, and the page is told so ({@link announceScreenShown}).
 */
export function useOpenedPageReady(opened: Pick<LazyPage<never>, 'preload' | 'isLoaded'> | null): boolean {
  const [ready, setReady] = useState(() => opened === null || opened.isLoaded());
  // The screen is shown: the Telegram SDK's code may load now (start-app.tsx).
  useEffect(() => {
    if (ready) announceScreenShown();
  }, [ready]);
  useEffect(() => {
    if (ready || !opened) return;
    let live = true;
    const done = () => live && setReady(true);
    opened.preload().then(done, done);
    return () => {
      live = false;
    };
  }, [ready, opened]);
  return ready;
}

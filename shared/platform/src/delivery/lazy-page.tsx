import { lazy, useEffect, useState, type ComponentType } from 'react';
import { announceScreenShown } from '../telegram/screen-shown';
import { routeParams } from '@booking/contracts/routing';
import type { Screen } from '../screens/screen.lib';

// An area's pages: each a chunk of its own, except the area's first screen, and the page the area
// was opened at. Bundled into each remote (`@booking/platform/lazy-page`, not a shared
// module), so it imports only stateless modules of this package; the screens come from the caller.
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

/** A page in the area's entry (its first screen): always loaded. */
export function entryPage<P extends object>(Page: ComponentType<P>): LazyPage<P> {
  return { Page, preload: () => Promise.resolve(), isLoaded: () => true };
}

type Loadable = Pick<LazyPage<never>, 'preload' | 'isLoaded'>;

/**
 * Starts loading the page the area was opened at (the first of `pages` whose pattern matches the
 * address, without the area's standalone base) and returns it, or null when none matches. Call it
 * when the area's code runs, not when React first renders the route.
 */
export function preloadOpenedPage(
  pages: ReadonlyArray<readonly [pattern: string, page: Loadable]>,
  standaloneBase: string,
  pathname: string = window.location.pathname,
): Loadable | null {
  const path = pathname.startsWith(standaloneBase) ? pathname.slice(standaloneBase.length) || '/' : pathname;
  const opened = pages.find(([pattern]) => routeParams(pattern, path) !== null)?.[1] ?? null;
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
export function useOpenedPageReady(opened: Loadable | null): boolean {
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

/** An area's page of each of its screens, by screen name: `entryPage(...)` or `lazyPage(() => import(...))`. */
export type AreaPages<Name extends string> = { readonly [N in Name]: LazyPage<object> };

export interface AreaRoute {
  screen: Screen;
  pattern: string;
  Page: ComponentType<object>;
}

/** The pages of this area's screens, by name, for {@link preloadPageOf}. */
const registered = new Map<string, LazyPage<object>>();

/**
 * An area's routes, from its screens (in matching order) and their pages: one route per pattern.
 * The page the area was opened at starts loading now (`opened`, for {@link useOpenedPageReady}).
 */
export function areaRoutes(screens: readonly Screen[], pages: Readonly<Record<string, LazyPage<object>>>, standaloneBase: string) {
  const routes: AreaRoute[] = screens.flatMap((screen) => {
    const page = pages[screen.name];
    if (!page) throw new Error(`No page for the screen ${screen.name}`);
    registered.set(screen.name, page);
    return screen.patterns.map((pattern) => ({ screen, pattern, Page: page.Page }));
  });
  const opened = preloadOpenedPage(
    routes.map((route) => [route.pattern, registered.get(route.screen.name)!] as const),
    standaloneBase,
  );
  return { routes, opened };
}

/**
 * Starts loading the page of a screen of this area (the next step's, while the user is still on
 * this one), so it opens without waiting for its code and renders without suspending.
 */
export function preloadPageOf(screen: Pick<Screen, 'name'>): void {
  registered.get(screen.name)?.preload().catch(() => undefined);
}

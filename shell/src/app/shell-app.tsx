import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { Spinner, queryClient, useSession, useTelegramBackButton } from '@booking/platform';
import { learnAreaScreens, routingFailure, subscribeRoutingFailure } from '../remotes/area-screens';
import { RemoteArea, RetryCard } from '../remotes/remote-area';
import { NotFoundPage } from '../pages/not-found.page';
import { useBrowserLocation } from './browser-location';
import { shellTexts } from './shell.texts';
import { useAreaForPath } from './use-area';

/** Picks the remote that serves the current path (the route table: docs/product.md, Screens and routes). */
function AreaOutlet() {
  const { pathname, key } = useBrowserLocation();
  useTelegramBackButton(key, useCallback(() => window.history.back(), []));
  const area = useAreaForPath(pathname);
  const failure = useSyncExternalStore(subscribeRoutingFailure, routingFailure);
  if (area === undefined && failure) return <RetryCard error={failure} onRetry={() => void learnAreaScreens().catch(() => undefined)} />;
  if (area === undefined) return <Spinner label={shellTexts.loading} />;
  return area ? <RemoteArea key={area} area={area} /> : <NotFoundPage />;
}

/**
 * The shell owns routing between areas and the Telegram chrome; the screens belong to the
 * remotes. The shell has no router of its own (it ships none): it follows the address bar and
 * picks the area by areaForPath; the bridge hands each remote no basename, so every remote routes
 * on full paths exactly as the spec lists them.
 */
export function ShellApp() {
  const instanceId = useSession((s) => s.instanceId);
  return (
    <div data-shell data-store-instance={instanceId}>
      <QueryClientProvider client={queryClient}>
        <AreaOutlet />
      </QueryClientProvider>
    </div>
  );
}

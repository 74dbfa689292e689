import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, prefetchOpenedScreen } from '@booking/platform';
import { areaRoutes, useOpenedPageReady } from '@booking/platform/lazy-page';
import { NotFound } from '../features/status/status.ui';
import { AREA_SCREENS } from '../shared/screens';
import { clientPages } from './pages';
import './client.css';
import './booking.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/client';

// When the area's code runs, the screen it was opened at starts its reads (the answers the page's
// early script started are parsed into the cache while the shell mounts the area), and its page
// starts loading, not when React first renders its route. One route per pattern of its screens.
prefetchOpenedScreen(AREA_SCREENS, STANDALONE_BASE);
const area = areaRoutes(AREA_SCREENS.screens, clientPages, STANDALONE_BASE);

export function ClientRoutes() {
  // Until the opened page's chunk is in, the shell's loader stays (see lazyPage).
  if (!useOpenedPageReady(area.opened)) return <LoadingState />;
  return (
    <Routes>
      {area.routes.map(({ pattern, Page }) => (
        <Route
          key={pattern}
          path={pattern}
          element={
            <Suspense fallback={<LoadingState />}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

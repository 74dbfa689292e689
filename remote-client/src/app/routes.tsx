import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, screensOf } from '@booking/platform';
import { areaRoutes, useOpenedPageReady } from '@booking/platform/lazy-page';
import { NotFound } from '../features/status/status.ui';
import { clientPages } from './pages';
import './client.css';
import './booking.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/client';

// One route per pattern of the area's screens. The page the area was opened at starts loading when
// the area's code runs, not when React first renders its route.
const area = areaRoutes(screensOf('client'), clientPages, STANDALONE_BASE);

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

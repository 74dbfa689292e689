import { Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { areaRoutes, useOpenedPageReady } from '@booking/platform/lazy-page';
import { LoadingState, PlaceholderPage, areaForPath, prefetchOpenedScreen } from '@booking/platform';
import { AREA_SCREENS, screens } from '../shared/screens';
import { texts } from '../shared/texts';
import { MasterLayout } from './master-layout.ui';
import { masterPages } from './pages';
import './master.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/master';

// When the area's code runs, the screen it was opened at starts its reads (the master's day too,
// which only the app can ask for), and its page starts loading, not when React first renders its
// route. One route per pattern of its screens.
prefetchOpenedScreen(AREA_SCREENS, STANDALONE_BASE);
const area = areaRoutes(AREA_SCREENS.screens, masterPages, STANDALONE_BASE);
// The welcome page has no tab bar; every other cabinet screen sits in the layout with it.
const welcome = area.routes.filter((r) => r.screen === screens.masterWelcome);
const cabinet = area.routes.filter((r) => r.screen !== screens.masterWelcome);

/** A screen still to be built (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

/**
 * A path no master route matches. One that belongs to another area (a link to the plans page, say)
 * renders nothing: the shell hears the navigation and shows that area.
 */
function NotFound() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  return area && area !== 'master' ? null : <Planned title={texts.notFoundTitle} />;
}

const route = ({ pattern, Page }: { pattern: string; Page: ComponentType<object> }) => (
  <Route
    key={pattern}
    path={pattern}
    element={
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    }
  />
);

export function MasterRoutes() {
  // Until the opened page's chunk is in, the shell's loader stays (see lazyPage).
  if (!useOpenedPageReady(area.opened)) return <LoadingState />;
  return (
    <Routes>
      {welcome.map(route)}
      <Route element={<MasterLayout />}>{cabinet.map(route)}</Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

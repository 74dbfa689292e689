import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { areaRoutes, useOpenedPageReady } from '@booking/platform/lazy-page';
import { PlaceholderPage, pathTo } from '@booking/platform';
import { AREA_SCREENS, screens } from '../shared/screens';
import { texts } from '../shared/texts';
import { plansPages } from './pages';
import './plans.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/plans';

const area = areaRoutes(AREA_SCREENS.screens, plansPages, STANDALONE_BASE);

/** A path this area has no screen for (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

export function PlansRoutes() {
  // Inside the shell '/' is the client area's; only a standalone plans app redirects its root.
  const standalone = window.location.pathname.startsWith(STANDALONE_BASE);
  // The plans page is in the entry: ready at once (this also tells the page its first screen is shown).
  useOpenedPageReady(area.opened);
  return (
    <Routes>
      {area.routes.map(({ pattern, Page }) => (
        <Route key={pattern} path={pattern} element={<Page />} />
      ))}
      {standalone && <Route path="/" element={<Navigate to={pathTo(screens.plans)} replace />} />}
      <Route path="*" element={<Planned title={texts.notFound} />} />
    </Routes>
  );
}

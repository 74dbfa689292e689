import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PlaceholderPage, plansRoutes } from '@booking/shared/web';
import { PlansPage } from '../pages/plans/plans.page';
import './plans.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/plans';

/** A path this area has no screen for (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

export function PlansRoutes() {
  // Inside the shell '/' is the client area's; only a standalone plans app redirects its root.
  const standalone = window.location.pathname.startsWith(STANDALONE_BASE);
  return (
    <Routes>
      <Route path={plansRoutes.plans} element={<PlansPage />} />
      {standalone && <Route path="/" element={<Navigate to={plansRoutes.plans} replace />} />}
      <Route path="*" element={<Planned title="Страница не найдена" />} />
    </Routes>
  );
}

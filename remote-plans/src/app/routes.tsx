import { Navigate, Route, Routes } from 'react-router-dom';
import { plansRoutes } from '@booking/shared/web';
import { AreaPlaceholderPage } from '../pages/area-placeholder.page';
import { PlansPage } from '../pages/plans/plans.page';
import './plans.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/plans';

export function PlansRoutes() {
  // Inside the shell '/' is the client area's; only a standalone plans app redirects its root.
  const standalone = window.location.pathname.startsWith(STANDALONE_BASE);
  return (
    <Routes>
      <Route path={plansRoutes.plans} element={<PlansPage />} />
      {standalone && <Route path="/" element={<Navigate to={plansRoutes.plans} replace />} />}
      <Route path="*" element={<AreaPlaceholderPage title="Страница не найдена" />} />
    </Routes>
  );
}

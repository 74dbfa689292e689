import { Route, Routes } from 'react-router-dom';
import { plansRoutes } from '@booking/shared/web';
import { AreaPlaceholderPage } from '../pages/area-placeholder.page';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/plans';

export function PlansRoutes() {
  return (
    <Routes>
      <Route path={plansRoutes.plans} element={<AreaPlaceholderPage title="Выберите тарифный план" />} />
      <Route path="*" element={<AreaPlaceholderPage title="Страница не найдена" />} />
    </Routes>
  );
}

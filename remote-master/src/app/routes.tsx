import { Route, Routes } from 'react-router-dom';
import { masterRoutes } from '@booking/shared/web';
import { AreaPlaceholderPage } from '../pages/area-placeholder.page';
import { MasterLayout } from './master-layout.ui';
import './master.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/master';

/** Cabinet screens (spec section 2), each reachable with and without the worker prefix. */
const SCREENS: ReadonlyArray<readonly [string, string]> = [
  ['service', 'Услуги'],
  ['service/create', 'Новая услуга'],
  ['service/:serviceId/edit', 'Редактирование услуги'],
  ['bookings', 'Записи'],
  ['schedule', 'Рабочие дни'],
  ['profile', 'Профиль'],
];

export function MasterRoutes() {
  return (
    <Routes>
      <Route path={masterRoutes.welcome} element={<AreaPlaceholderPage title="Бронирование услуг и запись к мастерам" />} />
      <Route element={<MasterLayout />}>
        {SCREENS.flatMap(([path, title]) => [
          <Route key={`u-${path}`} path={`/${path}`} element={<AreaPlaceholderPage title={title} />} />,
          <Route key={`p-${path}`} path={`/worker/:workerId/${path}`} element={<AreaPlaceholderPage title={title} />} />,
        ])}
      </Route>
      <Route path="*" element={<AreaPlaceholderPage title="Страница не найдена" />} />
    </Routes>
  );
}

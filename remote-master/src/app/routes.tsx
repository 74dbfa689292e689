import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PlaceholderPage, masterRoutes, masterTabPaths, masterTabs, type MasterTab } from '@booking/shared/web';
import { SchedulePage } from '../pages/schedule';
import { MasterLayout } from './master-layout.ui';
import './master.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/master';

/** Cabinet screens (spec section 2), each reachable with and without the worker prefix. */
const TITLES: Record<MasterTab, string> = {
  service: 'Услуги',
  'service/create': 'Новая услуга',
  'service/:serviceId/edit': 'Редактирование услуги',
  bookings: 'Записи',
  schedule: 'Рабочие дни',
  profile: 'Профиль',
};

/** A screen still to be built (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

export function MasterRoutes() {
  return (
    <Routes>
      <Route path={masterRoutes.welcome} element={<Planned title="Бронирование услуг и запись к мастерам" />} />
      <Route element={<MasterLayout />}>
        {masterTabs.flatMap((tab) => masterTabPaths(tab).map((path) => <Route key={path} path={path} element={tab === 'schedule' ? <SchedulePage /> : <Planned title={TITLES[tab]} />} />))}
      </Route>
      <Route path="*" element={<Planned title="Страница не найдена" />} />
    </Routes>
  );
}

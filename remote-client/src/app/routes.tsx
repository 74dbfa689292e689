import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PlaceholderPage, clientRoutes as r } from '@booking/shared/web';
import { HomePage } from '../pages/home/home.page';
import { bookingStepRoutes } from './booking-step-routes';
import './client.css';
import 'dayjs/locale/ru';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/client';

/** Titles of the client screens still to be built (spec section 2). */
const PLANNED: ReadonlyArray<readonly [string, string]> = [
  [r.workerWelcome, 'Приветствие мастера'],
  [r.business, 'Бизнес'],
  [r.placeDefault, 'Место'],
  [r.place, 'Место'],
  [r.worker, 'Мастер'],
  [r.appointment, 'Запись'],
  [r.choosePlace, 'Какой адрес вам удобнее?'],
  [r.chooseWorker, 'Куда запишемся сегодня?'],
];

/** A screen still to be built (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

export function ClientRoutes() {
  return (
    <Routes>
      <Route path={r.home} element={<HomePage />} />
      {bookingStepRoutes()}
      {PLANNED.map(([path, title]) => (
        <Route key={path} path={path} element={<Planned title={title} />} />
      ))}
      <Route path="*" element={<Planned title="Страница не найдена" />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { clientRoutes as r } from '@booking/shared/web';
import { HomePage } from '../pages/home/home.page';
import { AreaPlaceholderPage } from '../pages/area-placeholder.page';
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
  [r.chooseServices, 'Что делаем сегодня?'],
  [r.timeslotsOne, 'Когда желаете прийти?'],
  [r.timeslotsMany, 'Когда желаете прийти?'],
  [r.success, 'Запись оформлена!'],
];

export function ClientRoutes() {
  return (
    <Routes>
      <Route path={r.home} element={<HomePage />} />
      {PLANNED.map(([path, title]) => (
        <Route key={path} path={path} element={<AreaPlaceholderPage title={title} />} />
      ))}
      <Route path="*" element={<AreaPlaceholderPage title="Страница не найдена" />} />
    </Routes>
  );
}

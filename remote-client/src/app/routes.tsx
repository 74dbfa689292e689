import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { LoadingState, PlaceholderPage, clientRoutes as r } from '@booking/shared/web';
import { HomePage } from '../pages/home/home.page';
import { NotFound } from '../features/status/status.ui';
import './client.css';
import 'dayjs/locale/ru';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/client';

// Home is the cold start and stays in the entry; every other page is its own chunk, loaded when opened.
const PlacePage = lazy(() => import('../pages/place/place.page'));
const WorkerPage = lazy(() => import('../pages/worker/worker.page'));
const AppointmentPage = lazy(() => import('../pages/appointment/appointment.page'));
const WorkerWelcomePage = lazy(() => import('../pages/worker-welcome/worker-welcome.page'));
const BusinessWelcomePage = lazy(() => import('../pages/business-welcome/business-welcome.page'));
const ChoosePlacePage = lazy(() => import('../pages/choose-place/choose-place.page'));
const ChooseWorkerPage = lazy(() => import('../pages/choose-worker/choose-worker.page'));
const MyBookingsPage = lazy(() => import('../pages/my-bookings/my-bookings.page'));
const PrivacyPage = lazy(() => import('../pages/legal/legal.page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('../pages/legal/legal.page').then((m) => ({ default: m.TermsPage })));

const PAGES: ReadonlyArray<readonly [string, LazyExoticComponent<ComponentType>]> = [
  [r.workerWelcome, WorkerWelcomePage],
  [r.business, BusinessWelcomePage],
  [r.placeDefault, PlacePage],
  [r.place, PlacePage],
  [r.worker, WorkerPage],
  [r.appointment, AppointmentPage],
  [r.choosePlace, ChoosePlacePage],
  [r.chooseWorker, ChooseWorkerPage],
  [r.myBookings, MyBookingsPage],
  [r.privacy, PrivacyPage],
  [r.terms, TermsPage],
];

/** Titles of the client screens of part 2 of the booking flow, built separately (spec section 2). */
const PLANNED: ReadonlyArray<readonly [string, string]> = [
  [r.chooseServices, 'Что делаем сегодня?'],
  [r.timeslotsOne, 'Когда желаете прийти?'],
  [r.timeslotsMany, 'Когда желаете прийти?'],
  [r.success, 'Запись оформлена!'],
];

/** A screen still to be built (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

export function ClientRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={r.home} element={<HomePage />} />
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {PLANNED.map(([path, title]) => (
          <Route key={path} path={path} element={<Planned title={title} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

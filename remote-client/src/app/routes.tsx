import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, clientRoutes as r } from '@booking/shared/web';
import { HomePage } from '../pages/home/home.page';
import { NotFound } from '../features/status/status.ui';
import { bookingStepRoutes } from './booking-step-routes';
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

export function ClientRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={r.home} element={<HomePage />} />
        {PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {bookingStepRoutes()}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

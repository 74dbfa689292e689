import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';
import { LoadingState, clientRoutes as r } from '@booking/shared/web';
import { HomePage } from '../pages/home/home.page';
import { NotFound } from '../features/status/status.ui';
import { bookingStepRoutes } from './booking-step-routes';
import { loadBookingSuccessPage, loadChooseServicesPage, loadTimeslotsPage, prefetchChunk } from '../pages/booking-chunks';
import './client.css';
import 'dayjs/locale/ru';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/client';

// Home is the cold start and stays in the entry; every other page is its own chunk, loaded when opened.
type PageModule = Promise<{ default: ComponentType }>;
const loadPlacePage = () => import('../pages/place/place.page');
const loadLegalPage = () => import('../pages/legal/legal.page');
const PAGE_LOADERS: ReadonlyArray<readonly [string, () => PageModule]> = [
  [r.workerWelcome, () => import('../pages/worker-welcome/worker-welcome.page')],
  [r.business, () => import('../pages/business-welcome/business-welcome.page')],
  [r.placeDefault, loadPlacePage],
  [r.place, loadPlacePage],
  [r.worker, () => import('../pages/worker/worker.page')],
  [r.appointment, () => import('../pages/appointment/appointment.page')],
  [r.choosePlace, () => import('../pages/choose-place/choose-place.page')],
  [r.chooseWorker, () => import('../pages/choose-worker/choose-worker.page')],
  [r.myBookings, () => import('../pages/my-bookings/my-bookings.page')],
  [r.privacy, () => loadLegalPage().then((m) => ({ default: m.PrivacyPage }))],
  [r.terms, () => loadLegalPage().then((m) => ({ default: m.TermsPage }))],
];
const PAGES: ReadonlyArray<readonly [string, LazyExoticComponent<ComponentType>]> = PAGE_LOADERS.map(([path, load]) => [path, lazy(load)]);

/**
 * The code of the page at the address the area was opened at starts loading when the area's code
 * runs, not when React first renders its route: a cold place page (or booking step) does not wait
 * for one more request after the area has rendered. (Home is in the entry already.)
 */
function prefetchOpenedPage(): void {
  const { pathname } = window.location;
  const path = pathname.startsWith(STANDALONE_BASE) ? pathname.slice(STANDALONE_BASE.length) || '/' : pathname;
  const bookingSteps: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
    [r.chooseServices, loadChooseServicesPage],
    [r.timeslotsOne, loadTimeslotsPage],
    [r.timeslotsMany, loadTimeslotsPage],
    [r.success, loadBookingSuccessPage],
  ];
  const opened = [...PAGE_LOADERS, ...bookingSteps].find(([pattern]) => matchPath({ path: pattern, caseSensitive: false }, path));
  if (opened) prefetchChunk(opened[1]);
}
prefetchOpenedPage();

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

import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState, clientRoutes as r } from '@booking/shared/web';
import { HomePage } from '../pages/home/home.page';
import { NotFound } from '../features/status/status.ui';
import { lazyPage, preloadOpenedPage, useOpenedPageReady, type LazyPage } from '@booking/shared/web/lazy-page';
import { bookingStepPages } from '../pages/booking-chunks';
import { bookingStepRoutes } from './booking-step-routes';
import './client.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/client';

// Home is the cold start and stays in the entry; every other page is its own chunk, loaded when opened.
const placePage = lazyPage(() => import(/* webpackChunkName: "page-place" */ '../pages/place/place.page'));
const loadLegalPage = () => import(/* webpackChunkName: "page-legal" */ '../pages/legal/legal.page');
const PAGES: ReadonlyArray<readonly [string, LazyPage<object>]> = [
  [r.workerWelcome, lazyPage(() => import(/* webpackChunkName: "page-worker-welcome" */ '../pages/worker-welcome/worker-welcome.page'))],
  [r.business, lazyPage(() => import(/* webpackChunkName: "page-business-welcome" */ '../pages/business-welcome/business-welcome.page'))],
  [r.placeDefault, placePage],
  [r.place, placePage],
  [r.worker, lazyPage(() => import(/* webpackChunkName: "page-worker" */ '../pages/worker/worker.page'))],
  [r.appointment, lazyPage(() => import(/* webpackChunkName: "page-appointment" */ '../pages/appointment/appointment.page'))],
  [r.choosePlace, lazyPage(() => import(/* webpackChunkName: "page-choose-place" */ '../pages/choose-place/choose-place.page'))],
  [r.chooseWorker, lazyPage(() => import(/* webpackChunkName: "page-choose-worker" */ '../pages/choose-worker/choose-worker.page'))],
  [r.myBookings, lazyPage(() => import(/* webpackChunkName: "page-my-bookings" */ '../pages/my-bookings/my-bookings.page'))],
  [r.privacy, lazyPage(() => loadLegalPage().then((m) => ({ default: m.PrivacyPage })))],
  [r.terms, lazyPage(() => loadLegalPage().then((m) => ({ default: m.TermsPage })))],
];

// The page the area was opened at starts loading when the area's code runs, not when React first
// renders its route: a cold place page (or booking step) does not wait for one more request after
// the area has rendered.
const openedPage = preloadOpenedPage(
  [
    ...PAGES,
    [r.chooseServices, bookingStepPages.chooseServices],
    [r.timeslotsOne, bookingStepPages.timeslots],
    [r.timeslotsMany, bookingStepPages.timeslots],
    [r.success, bookingStepPages.success],
  ],
  STANDALONE_BASE,
);

export function ClientRoutes() {
  // Until the opened page's chunk is in, the shell's loader stays (see lazyPage).
  if (!useOpenedPageReady(openedPage)) return <LoadingState />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path={r.home} element={<HomePage />} />
        {PAGES.map(([path, { Page }]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {bookingStepRoutes()}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}

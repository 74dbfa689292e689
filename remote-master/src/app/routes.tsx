import { Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { lazyPage, preloadOpenedPage, useOpenedPageReady, type LazyPage } from '@booking/shared/web/lazy-page';
import { LoadingState, PlaceholderPage, areaForPath, masterRoutes, masterTabPaths } from '@booking/shared/web';
import { texts } from '../shared/texts';
import { MasterLayout } from './master-layout.ui';
import './master.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/master';

// Each cabinet page is a chunk of its own, loaded when its route is opened.
const welcome = lazyPage(() => import(/* webpackChunkName: "page-master-welcome" */ '../pages/welcome/welcome.page'));
const bookings = lazyPage(() => import(/* webpackChunkName: "page-master-bookings" */ '../pages/bookings/bookings.page'));
const services = lazyPage(() => import(/* webpackChunkName: "page-master-services" */ '../pages/services/services.page'));
const serviceEditor = lazyPage(() => import(/* webpackChunkName: "page-master-service-editor" */ '../pages/service-edit/service-editor.page'));
const profile = lazyPage(() => import(/* webpackChunkName: "page-master-profile" */ '../pages/profile/profile.page'));
const schedule = lazyPage(() => import(/* webpackChunkName: "page-master-schedule" */ '../pages/schedule/schedule.page'));
const { Page: WelcomePage } = welcome;
const { Page: BookingsPage } = bookings;
const { Page: ServicesPage } = services;
const { Page: ServiceEditorPage } = serviceEditor;
const { Page: ProfilePage } = profile;
const { Page: SchedulePage } = schedule;

// The page the area was opened at starts loading when the area's code runs, not when React first
// renders its route (one request less in a row on a cold cabinet page).
const tabPages = (tab: Parameters<typeof masterTabPaths>[0], page: LazyPage<object>) => masterTabPaths(tab).map((path) => [path, page] as const);
const openedPage = preloadOpenedPage(
  [
    [masterRoutes.welcome, welcome],
    ...tabPages('bookings', bookings),
    ...tabPages('schedule', schedule),
    ...tabPages('service', services),
    ...tabPages('service/create', serviceEditor),
    ...tabPages('service/:serviceId/edit', serviceEditor),
    ...tabPages('profile', profile),
  ],
  STANDALONE_BASE,
);

/** A screen still to be built (shared placeholder, with this area's router path and params). */
function Planned({ title }: { title: string }) {
  return <PlaceholderPage title={title} pathname={useLocation().pathname} params={useParams()} />;
}

/**
 * A path no master route matches. One that belongs to another area (a link to the plans page, say)
 * renders nothing: the shell hears the navigation and shows that area.
 */
function NotFound() {
  const { pathname } = useLocation();
  const area = areaForPath(pathname);
  return area && area !== 'master' ? null : <Planned title={texts.notFoundTitle} />;
}

const page = (element: ReactNode) => <Suspense fallback={<LoadingState />}>{element}</Suspense>;
const both = (tab: Parameters<typeof masterTabPaths>[0], element: ReactNode) =>
  masterTabPaths(tab).map((path) => <Route key={path} path={path} element={page(element)} />);

export function MasterRoutes() {
  // Until the opened page's chunk is in, the shell's loader stays (see lazyPage).
  if (!useOpenedPageReady(openedPage)) return <LoadingState />;
  return (
    <Routes>
      <Route path={masterRoutes.welcome} element={page(<WelcomePage />)} />
      <Route element={<MasterLayout />}>
        {both('bookings', <BookingsPage />)}
        {both('schedule', <SchedulePage />)}
        {both('service', <ServicesPage />)}
        {both('service/create', <ServiceEditorPage />)}
        {both('service/:serviceId/edit', <ServiceEditorPage />)}
        {both('profile', <ProfilePage />)}
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

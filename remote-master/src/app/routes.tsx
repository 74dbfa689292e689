import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, matchPath, useLocation, useParams } from 'react-router-dom';
import { LoadingState, PlaceholderPage, areaForPath, masterRoutes, masterTabPaths } from '@booking/shared/web';
import { texts } from '../shared/texts';
import { MasterLayout } from './master-layout.ui';
import './master.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/master';

// Each cabinet page is a chunk of its own, loaded when its route is opened.
const loadWelcome = () => import('../pages/welcome/welcome.page');
const loadBookings = () => import('../pages/bookings/bookings.page');
const loadServices = () => import('../pages/services/services.page');
const loadServiceEditor = () => import('../pages/service-edit/service-editor.page');
const loadProfile = () => import('../pages/profile/profile.page');
const loadSchedule = () => import('../pages/schedule/schedule.page');
const WelcomePage = lazy(loadWelcome);
const BookingsPage = lazy(loadBookings);
const ServicesPage = lazy(loadServices);
const ServiceEditorPage = lazy(loadServiceEditor);
const ProfilePage = lazy(loadProfile);
const SchedulePage = lazy(loadSchedule);

/**
 * The code of the page at the address the area was opened at starts loading when the area's code
 * runs, not when React first renders its route (one request less in a row on a cold cabinet page).
 */
function prefetchOpenedPage(): void {
  const { pathname } = window.location;
  const path = pathname.startsWith(STANDALONE_BASE) ? pathname.slice(STANDALONE_BASE.length) || '/' : pathname;
  const pages: ReadonlyArray<readonly [readonly string[], () => Promise<unknown>]> = [
    [[masterRoutes.welcome], loadWelcome],
    [masterTabPaths('bookings'), loadBookings],
    [masterTabPaths('schedule'), loadSchedule],
    [masterTabPaths('service'), loadServices],
    [[...masterTabPaths('service/create'), ...masterTabPaths('service/:serviceId/edit')], loadServiceEditor],
    [masterTabPaths('profile'), loadProfile],
  ];
  const opened = pages.find(([patterns]) => patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false }, path)));
  // A failed prefetch is retried by the route itself.
  opened?.[1]().catch(() => undefined);
}
prefetchOpenedPage();

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

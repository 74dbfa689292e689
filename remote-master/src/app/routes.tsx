import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { LoadingState, PlaceholderPage, areaForPath, masterRoutes, masterTabPaths } from '@booking/shared/web';
import { texts } from '../shared/texts';
import { MasterLayout } from './master-layout.ui';
import './master.css';

/** Where this remote is served when opened on its own. */
export const STANDALONE_BASE = '/remotes/master';

// Each cabinet page is a chunk of its own, loaded when its route is opened.
const WelcomePage = lazy(() => import('../pages/welcome/welcome.page'));
const BookingsPage = lazy(() => import('../pages/bookings/bookings.page'));
const ServicesPage = lazy(() => import('../pages/services/services.page'));
const ServiceEditorPage = lazy(() => import('../pages/service-edit/service-editor.page'));
const ProfilePage = lazy(() => import('../pages/profile/profile.page'));
const SchedulePage = lazy(() => import('../pages/schedule/schedule.page'));

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

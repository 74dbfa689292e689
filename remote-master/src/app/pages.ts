import { lazyPage, type AreaPages } from '@booking/platform/lazy-page';
import type { MasterScreenName } from '../shared/screens';

/**
 * The page of each cabinet screen (`shared/screens.ts`: patterns, data and chunk come from
 * there), each a chunk of its own named `page-{screen name in kebab-case}` (a test checks it).
 */
export const masterPages: AreaPages<MasterScreenName> = {
  masterWelcome: lazyPage(() => import(/* webpackChunkName: "page-master-welcome" */ '../pages/welcome/welcome.page')),
  masterBookings: lazyPage(() => import(/* webpackChunkName: "page-master-bookings" */ '../pages/bookings/bookings.page')),
  masterSchedule: lazyPage(() => import(/* webpackChunkName: "page-master-schedule" */ '../pages/schedule/schedule.page')),
  masterServices: lazyPage(() => import(/* webpackChunkName: "page-master-services" */ '../pages/services/services.page')),
  masterServiceEditor: lazyPage(() => import(/* webpackChunkName: "page-master-service-editor" */ '../pages/service-edit/service-editor.page')),
  masterProfile: lazyPage(() => import(/* webpackChunkName: "page-master-profile" */ '../pages/profile/profile.page')),
  masterMoveBooking: lazyPage(() => import(/* webpackChunkName: "page-master-move-booking" */ '../pages/move-booking/move-booking.page')),
  masterClients: lazyPage(() => import(/* webpackChunkName: "page-master-clients" */ '../pages/clients/clients.page')),
  masterClient: lazyPage(() => import(/* webpackChunkName: "page-master-client" */ '../pages/client-card/client-card.page')),
  masterAnalytics: lazyPage(() => import(/* webpackChunkName: "page-master-analytics" */ '../pages/analytics/analytics.page')),
};

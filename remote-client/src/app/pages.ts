import { currentLanguage } from '@booking/platform';
import { entryPage, lazyPage, type AreaPages } from '@booking/platform/lazy-page';
import type { ClientScreenName } from '../shared/screens';
import { HomePage } from '../pages/home/home.page';

/**
 * The page of each client screen (`shared/screens.ts`: patterns, data and chunk come from there).
 * Home is the area's first screen and stays in the entry; every other page is its own chunk, named
 * `page-{screen name in kebab-case}` as the descriptor says (a test checks it).
 */
export const clientPages: AreaPages<ClientScreenName> = {
  home: entryPage(HomePage),
  workerWelcome: lazyPage(() => import(/* webpackChunkName: "page-worker-welcome" */ '../pages/worker-welcome/worker-welcome.page')),
  businessWelcome: lazyPage(() => import(/* webpackChunkName: "page-business-welcome" */ '../pages/business-welcome/business-welcome.page')),
  place: lazyPage(() => import(/* webpackChunkName: "page-place" */ '../pages/place/place.page')),
  worker: lazyPage(() => import(/* webpackChunkName: "page-worker" */ '../pages/worker/worker.page')),
  appointment: lazyPage(() => import(/* webpackChunkName: "page-appointment" */ '../pages/appointment/appointment.page')),
  choosePlace: lazyPage(() => import(/* webpackChunkName: "page-choose-place" */ '../pages/choose-place/choose-place.page')),
  chooseWorker: lazyPage(() => import(/* webpackChunkName: "page-choose-worker" */ '../pages/choose-worker/choose-worker.page')),
  chooseServices: lazyPage(() => import(/* webpackChunkName: "page-choose-services" */ '../pages/choose-services/choose-services.page')),
  timeslots: lazyPage(() => import(/* webpackChunkName: "page-timeslots" */ '../pages/timeslots/timeslots.page')),
  bookingSuccess: lazyPage(() => import(/* webpackChunkName: "page-booking-success" */ '../pages/booking-success/booking-success.page')),
  moveBooking: lazyPage(() => import(/* webpackChunkName: "page-move-booking" */ '../pages/move-booking/move-booking.page')),
  bookingLink: lazyPage(() => import(/* webpackChunkName: "page-booking-link" */ '../pages/booking-link/booking-link.page')),
  // Its English loads beside the page, as the legal pages' does.
  paymentReturn: lazyPage(() =>
    Promise.all([
      import(/* webpackChunkName: "page-payment-return" */ '../pages/payment-return/payment-return.page'),
      currentLanguage() === 'en' ? import(/* webpackChunkName: "payment-return-english" */ '../pages/payment-return/payment-return-english') : undefined,
    ]).then(([page]) => page),
  ),
  myBookings: lazyPage(() => import(/* webpackChunkName: "page-my-bookings" */ '../pages/my-bookings/my-bookings.page')),
  // The policy's and terms' English, the longest texts of the area, load beside the page, not with every start in English.
  legal: lazyPage(() =>
    Promise.all([
      import(/* webpackChunkName: "page-legal" */ '../pages/legal/legal.page'),
      currentLanguage() === 'en' ? import(/* webpackChunkName: "legal-english" */ '../pages/legal/legal-english') : undefined,
    ]).then(([page]) => page),
  ),
};

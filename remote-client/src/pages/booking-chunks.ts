import { lazyPage, type LazyPage } from '@booking/shared/web/lazy-page';

/**
 * The booking steps' pages, one chunk each (spec "Size and speed"). The routes render them, and
 * each step preloads the next one while the client is still choosing, so the next screen opens
 * without waiting for its code; preloading the same lazy page the route renders also lets it render
 * without suspending (see lazyPage).
 */
export const bookingStepPages = {
  chooseServices: lazyPage(() => import(/* webpackChunkName: "page-choose-services" */ './choose-services/choose-services.page')),
  timeslots: lazyPage(() => import(/* webpackChunkName: "page-timeslots" */ './timeslots/timeslots.page')),
  success: lazyPage(() => import(/* webpackChunkName: "page-booking-success" */ './booking-success/booking-success.page')),
};

/** Starts loading a step's chunk and forgets about it (a failed preload is retried by the route itself). */
export function preloadStep(page: Pick<LazyPage<object>, 'preload'>): void {
  page.preload().catch(() => undefined);
}

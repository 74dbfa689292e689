/**
 * The booking steps' code, one chunk each (spec "Size and speed"). The routes load them lazily, and
 * each step calls the next one's loader while the client is still choosing, so the next screen
 * opens without waiting for its code.
 */
export const loadChooseServicesPage = () => import(/* webpackChunkName: "page-choose-services" */ './choose-services/choose-services.page');
export const loadTimeslotsPage = () => import(/* webpackChunkName: "page-timeslots" */ './timeslots/timeslots.page');
export const loadBookingSuccessPage = () => import(/* webpackChunkName: "page-booking-success" */ './booking-success/booking-success.page');

/** Starts loading a chunk and forgets about it (a failed prefetch is retried by the route itself). */
export function prefetchChunk(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

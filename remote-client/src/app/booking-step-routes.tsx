import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '@booking/shared/web/lazy-page';
import { Route } from 'react-router-dom';
import { LoadingState, clientRoutes as r } from '@booking/shared/web';
import { loadBookingSuccessPage, loadChooseServicesPage, loadTimeslotsPage } from '../pages/booking-chunks';
import './booking.css';

/** The booking steps' pages (see lazyPage: a step opened cold renders as soon as its chunk is in). */
export const bookingStepPages = {
  chooseServices: lazyPage(loadChooseServicesPage),
  timeslots: lazyPage(loadTimeslotsPage),
  success: lazyPage(loadBookingSuccessPage),
};
const { chooseServices: { Page: ChooseServicesPage }, timeslots: { Page: TimeslotsPage }, success: { Page: BookingSuccessPage } } = bookingStepPages;

const step = (page: ReactNode) => <Suspense fallback={<LoadingState />}>{page}</Suspense>;

/**
 * The booking steps after the master is chosen (spec section 2): services, time, success. Each is
 * its own chunk; a function returning <Route>s (not a component), so <Routes> sees them directly.
 */
export function bookingStepRoutes() {
  return [
    <Route key="services" path={r.chooseServices} element={step(<ChooseServicesPage />)} />,
    <Route key="slots-one" path={r.timeslotsOne} element={step(<TimeslotsPage />)} />,
    <Route key="slots-many" path={r.timeslotsMany} element={step(<TimeslotsPage />)} />,
    <Route key="success" path={r.success} element={step(<BookingSuccessPage />)} />,
  ];
}

import { Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { LoadingState, clientRoutes as r } from '@booking/shared/web';
import { bookingStepPages } from '../pages/booking-chunks';
import './booking.css';

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

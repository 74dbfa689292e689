import * as ops from '@booking/contracts/ops';
import { bookingKeys, entityQuery, send, useBookingMutation } from '@booking/platform';

/** GET /workers/{id}/bookings/{date}: the master's bookings of one day (own worker only). */
export const workerDayBookingsQuery = (workerId: number, date: string) =>
  entityQuery(bookingKeys.workerDay(workerId, date), ops.listWorkerDayBookings, { id: workerId, date });

/** POST /workers/{id}/bookings/{bookingId}/cancel: the master cancels a client's booking (409 once started). */
export const useMasterCancelBooking = () =>
  useBookingMutation(({ workerId, bookingId }: { workerId: number; bookingId: number }) =>
    send(ops.masterCancelBooking, undefined, { id: workerId, bookingId }),
  );

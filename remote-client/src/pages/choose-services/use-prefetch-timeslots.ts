import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { timeslotsQuery, workerDatesQuery, workerQuery } from '@booking/shared/web';
import { bookingStepPages, preloadStep } from '../booking-chunks';

/**
 * While the client chooses services: the time step's code, the worker (zone, adjacency, rules),
 * the bookable dates and the first date's day, so the next screen opens with its data.
 */
export function usePrefetchTimeslots(workerId: number, placeId: number) {
  const client = useQueryClient();
  useEffect(() => {
    if (!Number.isInteger(workerId) || workerId <= 0 || !Number.isInteger(placeId) || placeId <= 0) return;
    preloadStep(bookingStepPages.timeslots);
    void client.prefetchQuery(workerQuery(workerId));
    void client.fetchQuery(workerDatesQuery(workerId, false, placeId)).then(
      (dates) => {
        const first = [...dates].sort()[0];
        if (first) void client.prefetchQuery(timeslotsQuery(workerId, first, true));
      },
      () => undefined,
    );
  }, [client, workerId, placeId]);
}

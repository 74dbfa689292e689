import * as bookingRules from '@booking/contracts/booking-rules';

/**
 * Each service starts when the previous one ends (docs/product.md, Client screens: Booking success). `timeStart` is
 * 'HH:MM' or 'HH:MM:SS'; the result is 'HH:MM' per service, in booking order. A duration of 0 or
 * less counts as the default 30 minutes (as the server counts it).
 */
export function sequentialStarts(timeStart: string, durations: readonly number[]): string[] {
  let at = bookingRules.parseTime(timeStart);
  return durations.map((duration) => {
    const start = at;
    at += duration > 0 ? duration : bookingRules.DEFAULT_DURATION;
    return bookingRules.formatTime(start % (24 * 60)).slice(0, 5);
  });
}

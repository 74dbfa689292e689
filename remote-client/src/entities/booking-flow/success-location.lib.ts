import { pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';

/** Navigation state of the success route (docs/product.md, Client screens: Booking success). */
export interface SuccessState {
  date: string;
  time_start: string;
  selectedServiceIds: number[];
  bookingId: number;
}

/** The query parameter that keeps the booking id in the address, so a reload can load the booking. */
export const BOOKING_PARAM = 'booking';

/** Where a booking lands: the success route, the booking id in the query, the rest in state. */
export function successLocation(ids: { businessId: string; placeId: string; workerId: string; timeslotId: number }, state: SuccessState) {
  return {
    to: {
      pathname: pathTo(screens.bookingSuccess, { businessId: ids.businessId, placeId: ids.placeId, workerId: ids.workerId, serviceIds: state.selectedServiceIds, timeslotId: ids.timeslotId }),
      search: `?${new URLSearchParams({ [BOOKING_PARAM]: String(state.bookingId) })}`,
    },
    state,
  };
}

/** The booking id from the query ('?booking=42'), or null when there is none or it is not an id. */
export function bookingIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get(BOOKING_PARAM);
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** A navigation state that really is a success state (anything else counts as none). */
export function readSuccessState(state: unknown): SuccessState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Partial<SuccessState>;
  const ok =
    typeof s.date === 'string' &&
    typeof s.time_start === 'string' &&
    Array.isArray(s.selectedServiceIds) &&
    s.selectedServiceIds.every((id) => Number.isInteger(id)) &&
    Number.isInteger(s.bookingId);
  return ok ? (s as SuccessState) : null;
}

import { useQuery } from '@tanstack/react-query';
import { servicesQuery, userBookingsQuery } from '@booking/platform';
import type { SuccessState } from '../../entities/booking-flow/success-location.lib';
import { receiptFromBookings, type Receipt } from './receipt.lib';

interface Args {
  state: SuccessState | null;
  bookingId: number | null;
  telegramId: number | undefined;
  workerId: number;
  placeId: number;
}

/**
 * The booking to show: straight from navigation state and the cached services right after booking;
 * after a reload (no state), from the caller's own bookings by the id in the address, so another
 * user's booking id finds nothing.
 */
export function useReceipt({ state, bookingId, telegramId, workerId, placeId }: Args) {
  const servicesQ = useQuery({ ...servicesQuery({ workerId, placeId }), enabled: state !== null });
  const bookingsQ = useQuery({ ...userBookingsQuery(telegramId ?? 0), enabled: state === null && bookingId !== null && telegramId !== undefined });

  if (state) {
    const byId = new Map((servicesQ.data ?? []).map((s) => [s.id, s]));
    const data: Receipt | undefined = servicesQ.data && {
      bookingId: state.bookingId,
      date: state.date,
      timeStart: state.time_start,
      services: state.selectedServiceIds.flatMap((id) => byId.get(id) ?? []),
    };
    return { ...servicesQ, data: data ?? undefined } as const;
  }
  const data = bookingsQ.data && bookingId !== null ? receiptFromBookings(bookingsQ.data, bookingId) : null;
  return { ...bookingsQ, isPending: bookingId !== null && bookingsQ.isPending, data } as const;
}

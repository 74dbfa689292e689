import { useInfiniteQuery, type InfiniteData, type UseQueryResult } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { userBookingPagesQuery } from '@booking/platform';

/** The pages' bookings, each once (one that began between two pages is in both: upcoming, then past). */
export function pagedBookings(data: InfiniteData<schemas.Booking[], unknown>): schemas.Booking[] {
  const seen = new Set<number>();
  return data.pages.flat().filter((b) => !seen.has(b.id) && seen.add(b.id));
}

/**
 * The caller's list in pages (Home, 'Мои записи'): the bookings loaded so far as one list for
 * BookingsList, and what its end needs to load the next page of past ones.
 */
export function usePagedBookings(telegramId: number) {
  const q = useInfiniteQuery(userBookingPagesQuery(telegramId));
  return {
    query: {
      isPending: q.isPending,
      isError: q.isError,
      data: q.data && pagedBookings(q.data),
      // The list's error state only calls it to retry; what it resolves to is not read.
      refetch: q.refetch as unknown as UseQueryResult<schemas.Booking[]>['refetch'],
    },
    more: { hasMore: q.hasNextPage, loading: q.isFetchingNextPage, failed: q.isFetchNextPageError, onMore: () => void q.fetchNextPage() },
  };
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { EmptyState, QueryState, useDragScroll } from '@booking/platform';
import { splitBookings } from '../../entities/booking/booking-time.lib';
import { BookingCard } from './booking-card.ui';
import { texts } from '../../shared/texts';
import { LoadMore } from './load-more.ui';

type ListQuery = Pick<UseQueryResult<schemas.Booking[]>, 'isPending' | 'isError' | 'data' | 'refetch'>;

/**
 * A list of the client's bookings as Home shows them (docs/product.md, Client screens): current first, the
 * 'Прошедшие' divider, then past ones; each card with the cancel and 'Повторить' flows. With `more`
 * (a paged list: usePagedBookings), scrolling to its end loads the next page of past ones. With
 * `scrollBox` (Home) the list scrolls inside a box of its own; elsewhere it takes the height it needs.
 */
export function BookingsList(props: { query: ListQuery; more?: Parameters<typeof LoadMore>[0]; emptyText?: string; scrollBox?: boolean }) {
  const { query, more, emptyText, scrollBox = false } = props;
  const drag = useDragScroll<HTMLDivElement>('y');
  return (
    <QueryState query={query}>
      {(bookings) => {
        if (bookings.length === 0) {
          return emptyText ? (
            <div data-testid="bookings-empty">
              <EmptyState message={emptyText} />
            </div>
          ) : null;
        }
        const { current, past, incomplete } = splitBookings(bookings);
        return (
          <div {...drag} className={`bk-bookings ${scrollBox ? '' : 'bk-bookings--full'} ${drag.className}`} data-testid="bookings-list">
            {[...current, ...incomplete].map((b) => (
              <BookingCard key={b.id} booking={b} past={false} />
            ))}
            {past.length > 0 && (
              <div className="bk-divider" role="separator">
                {texts.pastDivider}
              </div>
            )}
            {past.map((b) => (
              <BookingCard key={b.id} booking={b} past />
            ))}
            {more && <LoadMore {...more} />}
          </div>
        );
      }}
    </QueryState>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Spinner, useDragScroll, userBookingsQuery } from '@booking/shared/web';
import { splitBookings } from '../../entities/booking/booking-time.lib';
import { BookingCard } from '../../features/booking-card/booking-card.ui';
import { texts } from '../../shared/texts';

/** The caller's bookings: current first, the 'Прошедшие' divider, then past ones. */
export function HomeBookings({ telegramId }: { telegramId: number }) {
  const bookings = useQuery(userBookingsQuery(telegramId));
  const drag = useDragScroll<HTMLDivElement>('y');

  if (bookings.isPending) return <Spinner label={texts.loading} />;
  if (bookings.isError) {
    return (
      <div role="alert" className="bk-empty">
        <p className="bk-error">{texts.loadError}</p>
        <button type="button" className="bk-button bk-button--plain" onClick={() => void bookings.refetch()}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (bookings.data.length === 0) return <p className="bk-empty bk-hint" data-testid="bookings-empty">{texts.noBookings}</p>;

  const { current, past, incomplete } = splitBookings(bookings.data);
  return (
    <div {...drag} className={`bk-bookings ${drag.className}`} data-testid="bookings-list">
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
    </div>
  );
}

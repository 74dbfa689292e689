import { BookingsList } from '../../features/booking-card/bookings-list.ui';
import { usePagedBookings } from '../../features/booking-card/paged-bookings.lib';
import { texts } from '../../shared/texts';

/** The caller's bookings: current first, the 'Прошедшие' divider, then past ones, a page more as they scroll. */
export function HomeBookings({ telegramId }: { telegramId: number }) {
  return <BookingsList {...usePagedBookings(telegramId)} emptyText={texts.noBookings} scrollBox />;
}

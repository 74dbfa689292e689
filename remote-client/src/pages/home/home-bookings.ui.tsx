import { BookingsList } from '../../features/bookings-list/bookings-list.ui';
import { usePagedBookings } from '../../features/bookings-list/paged-bookings.lib';
import { texts } from '../../shared/texts';

/** The caller's bookings: current first, the 'Прошедшие' divider, then past ones, a page more as they scroll. */
export function HomeBookings({ telegramId }: { telegramId: number }) {
  return <BookingsList {...usePagedBookings(telegramId)} emptyText={texts.noBookings} scrollBox />;
}

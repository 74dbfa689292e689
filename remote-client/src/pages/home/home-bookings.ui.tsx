import { useQuery } from '@tanstack/react-query';
import { userBookingsQuery } from '@booking/shared/web';
import { BookingsList } from '../../features/booking-card/bookings-list.ui';
import { texts } from '../../shared/texts';

/** The caller's bookings: current first, the 'Прошедшие' divider, then past ones. */
export function HomeBookings({ telegramId }: { telegramId: number }) {
  return <BookingsList query={useQuery(userBookingsQuery(telegramId))} emptyText={texts.noBookings} scrollBox />;
}

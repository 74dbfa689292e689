import { useEffect } from 'react';
import { requestSignIn, useSession } from '@booking/platform';
import { BookingsList } from '../../features/booking-card/bookings-list.ui';
import { usePagedBookings } from '../../features/booking-card/paged-bookings.lib';
import { NoUser, useTelegramId } from '../../features/status/status.ui';
import { texts } from '../../shared/texts';

function Bookings({ telegramId }: { telegramId: number }) {
  return <BookingsList {...usePagedBookings(telegramId)} emptyText={texts.noBookings} />;
}

/** 'Мои записи' at `/bookings` for a user who is not a master (the shell sends masters to their day view). */
export default function MyBookingsPage() {
  const telegramId = useTelegramId();
  const guest = useSession((s) => s.web !== null) && telegramId === null;
  // A guest who opens 'Мои записи' is asked to sign in at once.
  useEffect(() => {
    if (guest) void requestSignIn();
  }, [guest]);
  return (
    <main className="bk-page" data-testid="my-bookings">
      <h1>{texts.bookingsTitle}</h1>
      {telegramId === null ? <NoUser /> : <Bookings telegramId={telegramId} />}
    </main>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { bookingOfLink, bookingQuery, keptBookingLink, pathTo, useCallerId } from '@booking/platform';
import { MoveTimeStep } from '@booking/platform/time-step';
import { isNotFound } from '../../entities/route-params/not-found.lib';
import { parseId } from '../../entities/route-params/route-params.lib';
import { NotFound, StatusMessage } from '../../features/status/status.ui';
import { openChat } from '../../shared/open-chat';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';

/**
 * `/booking/{bookingId}/move` (the card's 'Перенести', the bot's button, `move_{bookingId}`):
 * the shared move step for the client, with 'Напишите нам!' to the master and 'Мои записи' once moved.
 */
export default function MoveBookingPage() {
  const bookingId = parseId(useParams().bookingId);
  const navigate = useNavigate();
  // The step reads the same query: a booking that is not the caller's (or none) is 'Запись не найдена'.
  const booking = useQuery({ ...bookingQuery(bookingId ?? 0), enabled: bookingId !== null });
  // Opened from the booking's own link with nobody signed in: once moved, back to that booking ('Мои записи' would ask for a sign-in).
  const link = keptBookingLink();
  const byLink = useCallerId() === null && link !== null && bookingOfLink(link) === bookingId;
  if (bookingId === null) return <NotFound />;
  if (isNotFound(booking.error)) return <StatusMessage title={texts.successNotFound} testId="booking-not-found" />;
  return (
    <MoveTimeStep
      bookingId={bookingId}
      doneAction={
        byLink
          ? { label: texts.backToBooking, onClick: () => navigate(pathTo(screens.bookingLink, { token: link })) }
          : { label: texts.myBookings, onClick: () => navigate(pathTo(screens.myBookings)) }
      }
      footerExtra={(worker) =>
        worker.user.username && (
          <button type="button" className="bk-link bk-write-us" onClick={() => openChat(worker.user.username!)}>
            {texts.writeUs}
          </button>
        )
      }
    />
  );
}

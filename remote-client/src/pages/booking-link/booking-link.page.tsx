import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { useParams } from 'react-router-dom';
import { bookingCardQuery, bookingOfLink, keepBookingLink, LoadingState, requestSignIn, useCallerId } from '@booking/platform';
import { BookingCard } from '../../features/booking-card/booking-card.ui';
import { StatusMessage } from '../../features/status/status.ui';
import { bookingStartMs } from '../../entities/booking/booking-time.lib';
import { texts } from '../../shared/texts';

/** A link the server refused: signed by nobody, for a booking that has started, or for one that is gone. */
const isOver = (error: unknown) => isHTTPError(error) && [401, 403, 404].includes(error.response.status);

/**
 * `/b/{token}`, the booking's own link (its SMS carries it): the booking's card with 'Отменить запись'
 * and 'Перенести' under the master's rules, nobody signed in. The tab keeps the token, so the move
 * step and a reload act for the booking's client too (the server judges the token at each request).
 */
export default function BookingLinkPage() {
  const token = useParams().token;
  const bookingId = bookingOfLink(token);
  // Kept before the first request, which carries it.
  if (bookingId !== null) keepBookingLink(token!);
  const card = useQuery({ ...bookingCardQuery(bookingId ?? 0), enabled: bookingId !== null, retry: false });
  const signedIn = useCallerId() !== null;

  if (bookingId === null || isOver(card.error)) return <StatusMessage title={texts.linkOverTitle} message={texts.linkOverMessage} testId="booking-link-over" />;
  if (card.isError) return <StatusMessage title={texts.linkedBookingLoadError} testId="booking-link-error" />;
  if (!card.data) return <LoadingState />;
  const start = bookingStartMs(card.data);
  return (
    <main className="bk-page" data-testid="booking-link">
      <h1>{texts.linkedBookingTitle}</h1>
      <BookingCard booking={card.data} past={start !== null && start <= Date.now()} />
      {!signedIn && (
        <p className="bk-hint">
          {texts.linkedBookingHint}{' '}
          <button type="button" className="bk-link" onClick={() => void requestSignIn()}>
            {texts.signIn}
          </button>
        </p>
      )}
    </main>
  );
}

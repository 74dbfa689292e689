import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { Avatar, businessQuery, currentLanguage, formatPrice, openPaymentPage, placeQuery, pathTo } from '@booking/platform';
import { screens } from '../../shared/screens';
import { bookingStart, isActive } from '../../entities/booking/booking-time.lib';
import type { RepeatState } from '../../entities/booking-flow/repeat.lib';
import { texts } from '../../shared/texts';
import { useCancelBookingFlow } from './use-cancel-booking';
import { useAddToCalendar } from './use-add-to-calendar';
import { awaitsPayment, depositLine } from '../../entities/deposit/deposit.lib';
import { useRefreshOnReturn } from '../../entities/deposit/use-refresh-on-return';

function PlaceLine({ placeId }: { placeId: number }) {
  const place = useQuery(placeQuery(placeId));
  if (place.isError) return <p className="bk-error">{texts.placeLoadError}</p>;
  if (!place.data) return <p className="bk-hint">{texts.loading}</p>;
  return <p className="bk-hint">{[place.data.name, place.data.address].filter(Boolean).join(', ')}</p>;
}

/** The master's role: the description of the business the booking's place belongs to. */
function MasterRole({ placeId }: { placeId: number }) {
  const place = useQuery(placeQuery(placeId));
  const business = useQuery({ ...businessQuery(place.data?.business_id ?? 0), enabled: Boolean(place.data) });
  return business.data?.description ? <p className="bk-hint bk-booking__role">{business.data.description}</p> : null;
}

/**
 * Why a change is refused, in the master's rules' words: loaded only for a card the server says may
 * not be moved or cancelled, so Home's cold start does not carry the rules' texts.
 */
const ChangeNote = lazy(() => import('./change-note.ui').then((m) => ({ default: m.ChangeNote })));

/** 'Повторить' carries the old booking's services, so the service step can preselect them. */
const repeatState = (booking: schemas.Booking): RepeatState => ({
  repeatServices: booking.services.map((s) => ({ title: s.title, category_id: s.category_id })),
});

/** The badge of a current booking: one held for its deposit waits for the payment. */
function statusText(booking: schemas.Booking, active: boolean): string {
  if (!active) return texts.statusNotConfirmed;
  return booking.deposit?.state === 'awaiting' ? texts.statusAwaitingPayment : texts.statusConfirmed;
}

/**
 * A booking on Home (docs/product.md, States): active ones can be cancelled and moved ('Перенести')
 * while the server says the master's rules allow it (else the card says why), inactive current ones
 * offer 'Повторить' (a new appointment with the same master and place), past ones have no button.
 * A deposit shows where it stands; one still awaited offers 'Оплатить' (ЮKassa's page).
 */
export function BookingCard({ booking, past }: { booking: schemas.Booking; past: boolean }) {
  const navigate = useNavigate();
  const [cancelFailed, setCancelFailed] = useState(false);
  const cancel = useCancelBookingFlow(booking, () => setCancelFailed(true));
  const calendar = useAddToCalendar(booking.id);
  const start = bookingStart(booking);
  const active = isActive(booking);
  const total = booking.services.reduce((sum, s) => sum + s.price, 0);
  const deposit = depositLine(booking.deposit);
  const payUrl = !past && active && awaitsPayment(booking.deposit) ? booking.deposit.confirmation_url : null;
  // Paid outside the app: when the client comes back, the card may have been confirmed meanwhile.
  useRefreshOnReturn(payUrl !== null);

  return (
    <article className={`bk-card bk-booking ${past ? 'bk-booking--past' : ''}`} data-testid="booking-card" data-booking-id={booking.id}>
      <header className="bk-booking__head">
        <Avatar src={booking.worker.avatar} name={booking.worker.name} size={40} />
        <div>
          <h3>{booking.worker.name}</h3>
          <MasterRole placeId={booking.place_id} />
          {start ? <p data-testid="booking-when">{start.locale(currentLanguage()).format(texts.cardDateFormat)}</p> : <p className="bk-error">{texts.incompleteTime}</p>}
        </div>
        {!past && <span className={`bk-badge ${active ? '' : 'bk-badge--muted'}`}>{statusText(booking, active)}</span>}
      </header>
      <ul className="bk-booking__services">
        {booking.services.map((s, i) => (
          <li key={i}>
            {s.title} · {formatPrice(s.price)}
          </li>
        ))}
      </ul>
      {booking.services.length > 1 && <p>{formatPrice(total)}</p>}
      {deposit && (
        <p className="bk-hint" data-testid="booking-deposit">
          {deposit}
        </p>
      )}
      <PlaceLine placeId={booking.place_id} />
      {!past && active && start && (
        <div className="bk-booking__actions">
          {payUrl && (
            <button type="button" className="bk-button" onClick={() => openPaymentPage(payUrl)}>
              {texts.pay}
            </button>
          )}
          {booking.can_cancel !== false && (
            <button
              type="button"
              className="bk-button bk-button--danger"
              disabled={cancel.busy}
              onClick={() => {
                setCancelFailed(false);
                void cancel.run(start);
              }}
            >
              {texts.cancelConfirm}
            </button>
          )}
          {booking.can_move !== false && (
            <button type="button" className="bk-button bk-button--plain" onClick={() => navigate(pathTo(screens.moveBooking, { bookingId: booking.id }))}>
              {texts.move}
            </button>
          )}
        </div>
      )}
      {!past && active && start && (booking.can_move === false || booking.can_cancel === false) && (
        <Suspense fallback={null}>
          <ChangeNote booking={booking} />
        </Suspense>
      )}
      {!past && active && start && (
        <button type="button" className="bk-button bk-button--plain" disabled={calendar.busy} onClick={() => void calendar.run()}>
          {texts.addToCalendar}
        </button>
      )}
      {calendar.failed && (
        <p className="bk-error bk-booking__error" role="alert">
          {texts.addToCalendarFailed}
        </p>
      )}
      {!past && !active && (
        <button type="button" className="bk-button bk-button--plain" onClick={() => navigate(pathTo(screens.appointment, { placeId: booking.place_id, workerId: booking.worker.id }), { state: repeatState(booking) })}>
          {texts.repeat}
        </button>
      )}
      {cancelFailed && (
        <div className="bk-error bk-booking__error" role="alert">
          <strong>{texts.cancelCardFailTitle}</strong> {texts.cancelCardFail}
        </div>
      )}
    </article>
  );
}

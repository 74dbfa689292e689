import type { ClientCard } from '@booking/contracts/analytics';
import { formatPrice } from '@booking/platform';
import { bookingWhen, isActiveBooking } from '../../entities/client/client-card.lib';
import { texts } from '../../entities/client/clients.texts';
import { DepositLine } from '../../entities/deposit/deposit-line.ui';

type ClientBooking = ClientCard['bookings'][number];

/** What became of a booking: cancelled (by whom), or who came; nothing for one still to come. */
function outcome(b: ClientBooking): string | null {
  if (b.cancelled_by === 'client') return texts.cancelledByClient;
  if (b.cancelled_by === 'master') return texts.cancelledByMaster;
  if (!isActiveBooking(b)) return texts.cancelled;
  if (b.attendance === 'no_show') return texts.noShow;
  if (b.attendance === 'came') return texts.came;
  return null;
}

/** One list of the card: 'Предстоящие записи' or 'Прошедшие записи', with its empty line. */
export function ClientBookings({ id, title, empty, bookings }: { id: string; title: string; empty: string; bookings: ClientBooking[] }) {
  return (
    <section className="bk-client-bookings" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {bookings.length === 0 ? (
        <p className="bk-hint">{empty}</p>
      ) : (
        <ul>
          {bookings.map((b) => {
            const told = outcome(b);
            return (
              <li key={b.id} className="bk-card" data-booking-id={b.id}>
                <strong>{bookingWhen(b)}</strong>
                <span>{b.services.join(', ')}</span>
                <span className="bk-hint">
                  {formatPrice(b.price)}
                  {told && ` · ${told}`}
                </span>
                {b.deposit && <DepositLine deposit={b.deposit} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

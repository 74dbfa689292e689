import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, bookingQuery, pathTo } from '@booking/platform';
import { MoveTimeStep } from '@booking/platform/time-step';
import { CabinetGate, type Cabinet } from '../../features/cabinet-gate/cabinet-gate.ui';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';

function MoveScreen({ worker, bookingId }: Cabinet & { bookingId: number }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  // After the move: the day it now is on (the booking read again after the move), in place of this screen.
  const toDay = async () => {
    const booking = await client.fetchQuery(bookingQuery(bookingId));
    void navigate(`${pathTo(screens.masterBookings, { workerId: worker.id })}?date=${booking.time.date}`, { replace: true });
  };
  return <MoveTimeStep bookingId={bookingId} doneAction={{ label: texts.toBookingsDay, onClick: () => void toDay() }} />;
}

/**
 * `/worker/{workerId}/booking/{bookingId}/move`: the master moves a client's booking with
 * the same time step the client uses (@booking/platform/time-step); the master's own rules for
 * clients do not bind them, the server judges it (GET /bookings/{id} answers can_move for the master).
 */
export default function MoveBookingPage() {
  const raw = useParams().bookingId ?? '';
  const bookingId = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
  return (
    <CabinetGate>
      {(cabinet) =>
        bookingId === null ? (
          <main className="bk-page">
            <EmptyState message={texts.bookingNotFound} />
          </main>
        ) : (
          <MoveScreen {...cabinet} bookingId={bookingId} />
        )
      }
    </CabinetGate>
  );
}

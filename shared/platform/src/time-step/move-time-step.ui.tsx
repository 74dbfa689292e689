import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as bookingRules from '@booking/contracts/booking-rules';
import type { BookingDetail, Worker } from '@booking/contracts/schemas';
import { MoveChooser } from './move-chooser.ui';
import { MoveDone, type MoveDoneAction } from './move-done.ui';
import { moveRefusalText, whenLabel } from './move.lib';
import type { OfferedSlot } from './offered-slots.lib';
import styles from './time-step.module.css';
import { timeStepTexts as t } from './time-step.texts';
import { useMove } from './use-move';
import { bookingQuery, currentLanguage, workerQuery, ErrorState, QueryState } from '@booking/platform';

export interface MoveTimeStepProps {
  bookingId: number;
  /** The success view's way on: the client's 'Мои записи', the master's day. */
  doneAction?: MoveDoneAction;
  /** Above the summary, given the master: e.g. the client's 'Напишите нам!' chat link. */
  footerExtra?: (worker: Worker) => ReactNode;
  /** The master's rules for a client's cancel and move in the summary and after (default on); the master's own area may leave them out, since they bind the client only. */
  showRules?: boolean;
}

/**
 * The move of a booking, the same step in the client's and the master's areas: the time
 * step for the booking's master, place and services, titled 'Перенос записи', with its present time
 * ('Сейчас: 3 декабря, чт, 14:00'), which is not offered again. Reads GET /bookings/{id} and the
 * master (zone, adjacency, rules); a booking the caller may not move says why.
 */
export function MoveTimeStep(props: MoveTimeStepProps) {
  const bookingQ = useQuery(bookingQuery(props.bookingId));
  return (
    <main className={`bk-page ${styles.step}`} data-testid="move-step">
      <QueryState query={bookingQ}>{(booking) => <WithMaster booking={booking} {...props} />}</QueryState>
    </main>
  );
}

function WithMaster({ booking, bookingId, doneAction, footerExtra, showRules = true }: MoveTimeStepProps & { booking: BookingDetail }) {
  const workerQ = useQuery(workerQuery(booking.worker.id));
  const [chosen, setChosen] = useState<OfferedSlot | null>(null);
  // A refusal may come from rules the master changed meanwhile: the master is read again with the
  // booking, so the step says why in the rules now in force.
  const { move, moved, busy } = useMove(bookingId, () => {
    setChosen(null);
    void workerQ.refetch();
  });
  return (
    <QueryState query={workerQ}>
      {(worker) => {
        const rules = showRules ? bookingRules.changeRulesTexts(worker, currentLanguage()) : [];
        if (moved) return <MoveDone booking={moved} rules={rules} action={doneAction} />;
        return (
          <>
            <Heading booking={booking} />
            {booking.can_move ? (
              <MoveChooser booking={booking} worker={worker} rules={rules} onMove={(slot) => void move(slot)} busy={busy} chosen={chosen} onChoose={setChosen} footerExtra={footerExtra?.(worker)} />
            ) : (
              <ErrorState message={moveRefusalText(booking, worker)} />
            )}
          </>
        );
      }}
    </QueryState>
  );
}

function Heading({ booking }: { booking: BookingDetail }) {
  return (
    <header>
      <h1>{t.moveTitle}</h1>
      <p className={styles.present} data-testid="present-time">
        {t.present(whenLabel(booking.time.date, booking.time.time_start))}
      </p>
    </header>
  );
}

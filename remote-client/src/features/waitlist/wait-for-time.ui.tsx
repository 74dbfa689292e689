import { useState } from 'react';
import { Button, alert, apiErrorMessage, haptic, useJoinWaitlist } from '@booking/platform';
import { texts } from '../../shared/texts';

interface Props {
  workerId: number;
  placeId: number;
  /** The date the time step shows. */
  date: string;
  serviceIds: number[];
}

/**
 * 'Сообщить, когда освободится время' for the shown date: the client is put on the master's
 * waitlist for that date, and the bot writes when a booking there is cancelled. Answered with
 * 'Мы напишем, если время освободится' (kept per date while the step is open).
 */
export function WaitForTime({ workerId, placeId, date, serviceIds }: Props) {
  const join = useJoinWaitlist();
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  if (serviceIds.length === 0) return null;
  if (waiting.has(date)) {
    return (
      <p className="bk-hint bk-waitlist" role="status" data-testid="waitlist-joined">
        {texts.waitingForTime}
      </p>
    );
  }
  const ask = async () => {
    try {
      await join.mutateAsync({ worker_id: workerId, place_id: placeId, date, service_ids: serviceIds });
      haptic('success');
      setWaiting((prev) => new Set(prev).add(date));
    } catch (error) {
      haptic('error');
      await alert({ title: texts.bookingFailedTitle, message: `${texts.waitFailed} ${await apiErrorMessage(error)}`, okLabel: texts.alertOk });
    }
  };
  return (
    <div className="bk-waitlist">
      <Button variant="secondary" busy={join.isPending} onClick={() => void ask()} data-testid="waitlist-join">
        {texts.waitForTime}
      </Button>
    </div>
  );
}

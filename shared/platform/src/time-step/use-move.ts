import { useState } from 'react';
import type { BookingDetail } from '@booking/contracts/schemas';
import type { OfferedSlot } from './offered-slots.lib';
import { timeStepTexts as t } from './time-step.texts';
import { apiErrorMessage, useMoveBooking, haptic, alert } from '@booking/platform';

/**
 * 'Перенести': the move, then the moved booking (its new time) for the success view. A refusal
 * (the time taken meanwhile, the master's rules) is told as the app tells its other errors:
 * Telegram's popup inside Telegram, the on-page dialog outside, with the server's text; the day
 * is refreshed by the mutation and the choice let go.
 */
export function useMove(bookingId: number, onRefused: () => void) {
  const mutation = useMoveBooking();
  const [moved, setMoved] = useState<BookingDetail | null>(null);
  const move = async (slot: OfferedSlot | null) => {
    if (!slot) return;
    try {
      setMoved(await mutation.mutateAsync({ bookingId, timeslot_id: slot.timeslotId, time_start: slot.timeStart }));
      haptic('success');
    } catch (error) {
      haptic('error');
      onRefused();
      await alert({ title: t.moveFailed, message: await apiErrorMessage(error), okLabel: t.ok });
    }
  };
  return { move, moved, busy: mutation.isPending };
}

import type { Dayjs } from 'dayjs';
import type { schemas } from '@booking/shared';
import { ConfirmDialog, notify } from '@booking/shared/web';
import { useCancelBooking } from '../../entities/booking/booking.api';
import { texts } from '../../shared/texts';

/** Spec section 4 cancel flow: confirm, cancel, refresh the list, tell the user how it went. */
export function CancelBooking({ booking, start, onClose }: { booking: schemas.Booking; start: Dayjs; onClose: () => void }) {
  const cancel = useCancelBooking();
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => notify({ title: texts.cancelDoneTitle, message: texts.cancelDone, tone: 'success' }),
      onError: () => notify({ title: texts.cancelFailTitle, message: texts.cancelFail, tone: 'error' }),
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      title={texts.cancelTitle}
      confirmLabel={texts.cancelConfirm}
      cancelLabel={texts.cancelBack}
      destructive
      busy={cancel.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {texts.cancelMessage(booking.worker.name, start.locale('ru').format('D MMMM'), start.format('HH:mm'))}
    </ConfirmDialog>
  );
}

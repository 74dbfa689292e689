import type { Dayjs } from 'dayjs';
import type { schemas } from '@booking/shared';
import { ConfirmDialog, notify, useCancelBooking } from '@booking/shared/web';
import { texts } from '../../shared/texts';

/**
 * Spec section 4 cancel flow: confirm, cancel, refresh the list, tell the user how it went. A
 * failure is told twice, as spec section 8 has it: the notice, and `onFailed` for the card's own line.
 */
export function CancelBooking(props: { booking: schemas.Booking; start: Dayjs; onClose: () => void; onFailed: () => void }) {
  const { booking, start, onClose, onFailed } = props;
  const cancel = useCancelBooking();
  const confirm = () =>
    cancel.mutate(booking.id, {
      onSuccess: () => notify({ title: texts.cancelDoneTitle, message: texts.cancelDone, tone: 'success' }),
      onError: () => {
        notify({ title: texts.cancelFailTitle, message: texts.cancelFail, tone: 'error' });
        onFailed();
      },
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

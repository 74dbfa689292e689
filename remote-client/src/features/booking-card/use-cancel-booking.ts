import type { Dayjs } from 'dayjs';
import type { schemas } from '@booking/contracts';
import { confirm, currentLanguage, notify, useCancelBooking } from '@booking/platform';
import { texts } from '../../shared/texts';
import { cancelDepositNote } from '../../entities/deposit/deposit.lib';

/**
 * The cancel flow (docs/product.md, States): confirm (Telegram's popup inside Telegram, the on-page dialog
 * outside; with a paid deposit, the question says whether it comes back), cancel, refresh the list, tell the user how it went. A failure is told twice, as spec
 * section 8 has it: the notice, and `onFailed` for the card's own line.
 */
export function useCancelBookingFlow(booking: schemas.Booking, onFailed: () => void) {
  const cancel = useCancelBooking();
  const run = async (start: Dayjs) => {
    const question = texts.cancelMessage(booking.worker.name, start.locale(currentLanguage()).format(texts.cancelDateFormat), start.format('HH:mm'));
    // Whether a paid deposit comes back is said before the client confirms: after, it is too late to change their mind.
    const depositNote = cancelDepositNote(booking.deposit);
    const ok = await confirm({
      title: texts.cancelTitle,
      message: depositNote ? `${question} ${depositNote}` : question,
      confirmLabel: texts.cancelConfirm,
      cancelLabel: texts.cancelBack,
      destructive: true,
    });
    if (!ok) return;
    cancel.mutate(booking.id, {
      // The notice brings the haptic feedback of its tone inside Telegram.
      onSuccess: () => notify({ title: texts.cancelDoneTitle, message: texts.cancelDone, tone: 'success' }),
      onError: () => {
        notify({ title: texts.cancelFailTitle, message: texts.cancelFail, tone: 'error' });
        onFailed();
      },
    });
  };
  return { run, busy: cancel.isPending };
}

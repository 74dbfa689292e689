import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alert, apiErrorCode, apiErrorMessage, callerIdOf, haptic, openPaymentPage, pathTo, requestSignIn, sessionStore, useCreateBooking } from '@booking/platform';
import { texts } from '../../shared/texts';
import type { OfferedSlot } from '@booking/platform/time-step';
import { celebrate } from './confetti.lib';
import { successLocation } from '../../entities/booking-flow/success-location.lib';
import { screens } from '../../shared/screens';

interface BookArgs {
  telegramId: number | undefined;
  businessId: string;
  placeId: string;
  workerId: string;
  serviceIds: number[];
}

/** Shows an alert in the one way the product has (Telegram popup inside Telegram). */
const tell = (message: string) => alert({ title: texts.bookingFailedTitle, message, okLabel: texts.alertOk });

/**
 * 'Записаться' (docs/product.md: Client screens, Booking rules and Messages and errors): a chosen time that is no longer on offer is 'Слот не
 * найден'; a refusal is 'Не удалось записаться:' with the server's message, after which the day is
 * refreshed (the mutation refreshes every schedule query) and the services stay chosen; a booking
 * plays confetti and opens the success route. A guest (a plain browser) signs in first, and the
 * booking goes on with the time they chose, with no second tap; closing the sheet books nothing.
 * A booking whose services ask a deposit is held 'awaiting_payment': the client goes to ЮKassa's
 * page, and inside a messenger the app shows Home behind it, where the card waits for the payment.
 * When the master's shop sends receipts and the client has no phone on record, the step first asks
 * for an email (`askingEmail`: the time it is for) and books with it.
 */
export function useBookSlot(args: BookArgs, onRefused: () => void) {
  const navigate = useNavigate();
  const mutation = useCreateBooking();
  const [askingEmail, setAskingEmail] = useState<OfferedSlot | null>(null);

  const book = async (slot: OfferedSlot | null, receiptEmail?: string) => {
    const guest = !args.telegramId && sessionStore.getState().web !== null;
    if (guest && !(await requestSignIn())) return;
    const telegramId = args.telegramId ?? callerIdOf(sessionStore.getState()) ?? undefined;
    if (!slot || !telegramId || args.serviceIds.length === 0) {
      await tell(texts.slotNotFound);
      onRefused();
      return;
    }
    try {
      const booking = await mutation.mutateAsync({
        telegram_id: telegramId,
        place_id: Number(args.placeId),
        service_ids: args.serviceIds,
        timeslot_id: slot.timeslotId,
        time_start: slot.timeStart,
        ...(receiptEmail ? { receipt_email: receiptEmail } : {}),
      });
      setAskingEmail(null);
      if (booking.status === 'awaiting_payment') {
        // Not booked until paid: no celebration yet (the return page, or the card, says when it is).
        const staysOpen = booking.payment ? openPaymentPage(booking.payment.confirmation_url) : true;
        if (staysOpen) navigate(pathTo(screens.home));
        return;
      }
      haptic('success');
      void celebrate();
      const { to, state } = successLocation(
        { businessId: args.businessId, placeId: args.placeId, workerId: args.workerId, timeslotId: slot.timeslotId },
        { date: booking.date, time_start: booking.time_start, selectedServiceIds: args.serviceIds, bookingId: booking.id },
      );
      navigate(to, { state });
    } catch (error) {
      // The master's shop sends receipts and the client has no phone on record: the step asks for an email.
      if ((await apiErrorCode(error)) === 'payment.receipt_contact') {
        setAskingEmail(slot);
        return;
      }
      setAskingEmail(null);
      haptic('error');
      onRefused();
      await tell(`${texts.bookingFailed} ${await apiErrorMessage(error)}`);
    }
  };
  return { book, busy: mutation.isPending, askingEmail, stopAskingEmail: () => setAskingEmail(null) };
}

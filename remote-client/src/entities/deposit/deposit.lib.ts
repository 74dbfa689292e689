import type { schemas } from '@booking/contracts';
import { formatPrice } from '@booking/platform';
import { texts } from '../../shared/texts';

/** 'Предоплата 500 ₽': a deposit in rubles, written as prices are. */
export const depositText = (rubles: number): string => texts.deposit(formatPrice(rubles));

/** What the chosen services ask to pay ahead, in rubles (0: nothing; a server without deposits sends none). */
export const depositTotal = (services: readonly Pick<schemas.Service, 'deposit'>[]): number =>
  services.reduce((sum, s) => sum + (s.deposit ?? 0), 0);

/**
 * A card's line about its deposit, by where it stands; null for none, and for a released one: the
 * hold ended unpaid, the server cancelled the booking, and the card is a cancelled one.
 */
export function depositLine(deposit: schemas.Deposit | undefined): string | null {
  switch (deposit?.state) {
    case 'awaiting':
    case 'paid':
      return depositText(deposit.amount);
    case 'refunding':
      return texts.depositRefunding;
    case 'refunded':
      return texts.depositRefunded;
    case 'kept':
      return texts.depositKept;
    default:
      return null;
  }
}

/**
 * What a cancel now does to a paid deposit, said in the cancel question before the client confirms
 * (the server decides by the master's cut-off and sends it as `refund_on_cancel`); null when nothing is paid.
 */
export function cancelDepositNote(deposit: schemas.Deposit | undefined): string | null {
  if (deposit?.state !== 'paid') return null;
  const sum = formatPrice(deposit.amount);
  return deposit.refund_on_cancel ? texts.depositWillReturn(sum) : texts.depositWillNotReturn(sum);
}

/** Whether the card should offer 'Оплатить': the time is held for a payment that has a page to pay on. */
export const awaitsPayment = (deposit: schemas.Deposit | undefined): deposit is schemas.Deposit & { confirmation_url: string } =>
  deposit?.state === 'awaiting' && Boolean(deposit.confirmation_url);

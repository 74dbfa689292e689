import type { Deposit } from '@booking/contracts/schemas';
import { formatPrice } from '@booking/platform';
import { texts } from '../../shared/texts';

/** A booking's deposit in one line: awaited, paid, going back, back, kept by the master, or never paid. */
export function DepositLine({ deposit }: { deposit: Deposit }) {
  return (
    <div className={`bk-hint bk-busy-slot__deposit is-${deposit.state}`} data-testid="booking-deposit">
      {texts.depositLine[deposit.state](formatPrice(deposit.amount))}
    </div>
  );
}

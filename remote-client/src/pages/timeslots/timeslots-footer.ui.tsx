import type { schemas } from '@booking/contracts';
import { MainButton } from '@booking/platform';
import { RulesList, type OfferedSlot } from '@booking/platform/time-step';
import { openChat } from '../../shared/open-chat';
import { selectionTotals, totalsLine } from '../../features/service-picker/selection-totals.lib';
import { texts } from '../../shared/texts';
import { depositText, depositTotal } from '../../entities/deposit/deposit.lib';

interface Props {
  services: schemas.Service[];
  chosen: OfferedSlot | null;
  busy: boolean;
  /** The master's rules for a cancel and a move, shown before booking. */
  rules: readonly string[];
  /** The master's messenger username: then 'Напишите нам!' opens a chat. */
  username: string | null | undefined;
  onBook: () => void;
}

/**
 * The hint or the summary of the booking, what it asks to pay ahead (the chosen services' deposits:
 * known before a time is chosen, so said from the start), the master's rules, 'Записаться', and the
 * way to write to the master.
 */
export function TimeslotsFooter({ services, chosen, busy, rules, username, onBook }: Props) {
  const deposit = depositTotal(services);
  return (
    <footer className="bk-booking-footer">
      {username && (
        <button type="button" className="bk-link bk-write-us" onClick={() => openChat(username)}>
          {texts.writeUs}
        </button>
      )}
      <p className="bk-booking-footer__summary" data-testid="booking-summary" aria-live="polite">
        {chosen ? `${texts.selectedServicesCount} ${totalsLine(selectionTotals(services))}` : texts.chooseTimeHint}
      </p>
      {deposit > 0 && (
        <p className="bk-booking-footer__summary" data-testid="booking-deposit">
          {depositText(deposit)}
        </p>
      )}
      <RulesList rules={rules} />
      <MainButton text={texts.book} disabled={!chosen || busy} busy={busy} onClick={onBook} />
    </footer>
  );
}

import { MainButton } from '@booking/platform';
import { texts } from '../../shared/texts';
import { totalsLine, type SelectionTotals } from './selection-totals.lib';

interface Props {
  totals: SelectionTotals;
  disabled: boolean;
  onNext: () => void;
}

/** 'Выбрано услуг: N · price ₽ · duration' or the hint, and 'Далее'. */
export function SelectionFooter({ totals, disabled, onNext }: Props) {
  return (
    <footer className="bk-booking-footer">
      <p className="bk-booking-footer__summary" data-testid="selection-summary" aria-live="polite">
        {totals.count === 0 ? texts.chooseServicesHint : `${texts.selectedServicesCount} ${totalsLine(totals)}`}
      </p>
      <MainButton text={texts.next} disabled={disabled} onClick={onNext} />
    </footer>
  );
}

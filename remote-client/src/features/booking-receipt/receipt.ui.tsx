import type { schemas } from '@booking/contracts';
import { dayjs, formatDuration, formatPrice } from '@booking/platform';
import { texts } from '../../shared/texts';
import { receiptLines, type Receipt } from './receipt.lib';

/** '#BK42', the date, each service with its start, category, title, price and duration, and the total. */
export function ReceiptCard({ receipt, categories }: { receipt: Receipt; categories: readonly schemas.Category[] }) {
  const { lines, total } = receiptLines(receipt, categories);
  return (
    <section className="bk-card bk-receipt" data-testid="receipt">
      <p className="bk-receipt__number" data-testid="booking-number">
        {texts.bookingNumber(receipt.bookingId)}
      </p>
      <p className="bk-receipt__date">{dayjs(receipt.date).format(dayjs(receipt.date).year() === dayjs().year() ? texts.receiptDateFormat : texts.receiptDateFormatWithYear)}</p>
      <ol className="bk-receipt__services">
        {lines.map((line, i) => (
          <li key={i} data-testid="receipt-service">
            <span className="bk-receipt__time">{line.start}</span>
            <span className="bk-receipt__main">
              {line.categoryName && <span className="bk-hint bk-receipt__category">{line.categoryName}</span>}
              <span className="bk-receipt__title">{line.title}</span>
              <span className="bk-hint">{formatDuration(line.slot_duration)}</span>
            </span>
            <span className="bk-receipt__price">{formatPrice(line.price)}</span>
          </li>
        ))}
      </ol>
      <p className="bk-receipt__total">
        <span>{texts.totalToPay}</span>
        <strong data-testid="receipt-total">{formatPrice(total)}</strong>
      </p>
    </section>
  );
}

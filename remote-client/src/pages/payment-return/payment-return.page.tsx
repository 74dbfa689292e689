import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { RETURN_POLL_MS, RETURN_WAIT_MS, usePaymentReturn } from '@booking/platform/payment-return';
import { currentLanguage, dayjs, ErrorState, LoadingState, webConfig } from '@booking/platform';
import { paymentReturnQuery } from '../../entities/deposit/payment-return.api';
import { depositText } from '../../entities/deposit/deposit.lib';
import { SuccessHead } from '../../features/booking-receipt/success-head.ui';
import { texts } from '../../shared/texts';
import { paymentReturnTexts as t } from './payment-return.texts';

/** How often the page asks while it waits, and when it stops (then: the booking confirms by itself once paid). */
export const POLL_MS = RETURN_POLL_MS;
export const WAIT_MS = RETURN_WAIT_MS;

/**
 * The way back to the app: the page opens in a browser (ЮKassa's return), where the mini app is
 * not; both bots' chats, as the master's invite links offer both messengers.
 */
function BackToMessenger() {
  return (
    <div className="bk-success__actions" data-testid="back-to-messenger">
      <a className="bk-button bk-button--block" href={`https://t.me/${webConfig.botUsername}`}>
        {t.backToTelegram}
      </a>
      <a className="bk-button bk-button--plain bk-button--block" href={`https://max.ru/${webConfig.maxBotName}`}>
        {t.backToMax}
      </a>
    </div>
  );
}

function Outcome({ title, testId, children }: { title: string; testId: string; children?: ReactNode }) {
  return (
    <main className="bk-page bk-status-page" role="status" data-testid={testId}>
      <h1>{title}</h1>
      {children}
      <BackToMessenger />
    </main>
  );
}

function Paid({ answer }: { answer: schemas.PaymentReturn }) {
  const date = dayjs(answer.date).locale(currentLanguage()).format(texts.receiptDateFormat);
  return (
    <main className="bk-page bk-booking-step bk-success" data-testid="payment-paid">
      <SuccessHead>{t.when(answer.worker_name, date, answer.time_start.slice(0, 5))}</SuccessHead>
      {answer.amount > 0 && <p className="bk-hint bk-success__note">{depositText(answer.amount)}</p>}
      <BackToMessenger />
    </main>
  );
}

/**
 * `/paid/{token}`, where ЮKassa sends the client after paying a deposit (public: the browser it
 * opens in may have no session). It asks the server, which reads the payment from ЮKassa, every
 * {@link POLL_MS} while the payment is awaited, for at most {@link WAIT_MS}; paid, it is the success
 * page's 'Запись оформлена!'; released, the hold ended unpaid.
 */
export default function PaymentReturnPage() {
  const token = useParams().token ?? '';
  const { answer, late, invalid } = usePaymentReturn(token, paymentReturnQuery(token));

  // An answer already had outlives a failed poll: the page keeps showing it, and the next poll tries again.
  if (answer.data?.state === 'paid') return <Paid answer={answer.data} />;
  if (answer.data?.state === 'released') return <Outcome title={t.released} testId="payment-released" />;
  if (answer.data?.state === 'awaiting') {
    if (late) return <Outcome title={t.late} testId="payment-late" />;
    return (
      <main className="bk-page" data-testid="payment-awaiting">
        <LoadingState label={t.awaiting} />
      </main>
    );
  }
  if (invalid) return <Outcome title={t.invalid} testId="payment-invalid" />;
  if (answer.isError) return <ErrorState onRetry={() => void answer.refetch()} />;
  return <LoadingState />;
}

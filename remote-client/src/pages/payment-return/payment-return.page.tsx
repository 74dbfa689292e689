import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { useParams } from 'react-router-dom';
import * as v from 'valibot';
import type { schemas } from '@booking/contracts';
import { PaymentTokenParams } from '@booking/contracts/schemas';
import { currentLanguage, dayjs, ErrorState, LoadingState, webConfig } from '@booking/platform';
import { paymentReturnQuery } from '../../entities/deposit/payment-return.api';
import { depositText } from '../../entities/deposit/deposit.lib';
import { SuccessHead } from '../../features/booking-receipt/success-head.ui';
import { texts } from '../../shared/texts';
import { paymentReturnTexts as t } from './payment-return.texts';

/** ЮKassa tells the server of a payment on its own schedule: the page asks again this often while it waits. */
export const POLL_MS = 2_000;
/** After this the page stops asking and says the booking confirms by itself once the payment arrives. */
export const WAIT_MS = 180_000;

/** A token the server refuses: tampered with, or naming no booking. */
const isInvalid = (error: unknown) => isHTTPError(error) && [400, 404].includes(error.response.status);

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
  // What cannot be a token is not asked about: the server would refuse it the same way.
  const wellFormed = v.is(PaymentTokenParams, { token });
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const answer = useQuery({
    ...paymentReturnQuery(token),
    enabled: wellFormed,
    refetchInterval: (query) => (!late && query.state.data?.state === 'awaiting' ? POLL_MS : false),
  });

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
  if (!wellFormed || isInvalid(answer.error)) return <Outcome title={t.invalid} testId="payment-invalid" />;
  if (answer.isError) return <ErrorState onRetry={() => void answer.refetch()} />;
  return <LoadingState />;
}

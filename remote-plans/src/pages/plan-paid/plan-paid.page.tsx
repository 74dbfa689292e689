import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import type { schemas } from '@booking/contracts';
import { RETURN_POLL_MS, RETURN_WAIT_MS, usePaymentReturn } from '@booking/platform/payment-return';
import { ErrorState, LoadingState, pathTo, webConfig } from '@booking/platform';
import { plansListQuery, planPaymentReturnQuery } from '@booking/platform/plans';
import { planName, untilLabel } from '../../entities/plan/plan.lib';
import { screens } from '../../shared/screens';
import { texts } from '../../shared/texts';

/** How often the page asks while it waits, and when it stops (then: the plan connects by itself once paid). */
export const POLL_MS = RETURN_POLL_MS;
export const WAIT_MS = RETURN_WAIT_MS;

/**
 * The ways on: the plans page (in this browser, with a session, or after signing in), and both
 * bots' chats, since the page may have opened outside the messenger the master came from.
 */
function WaysOn() {
  return (
    <div className="bk-plan-paid__ways" data-testid="plan-paid-ways">
      {/* A whole page load, not a route change: a public page starts without the session, which the plans page needs. */}
      <a className="bk-button bk-button--block" href={pathTo(screens.plans)}>
        {texts.toPlans}
      </a>
      <a className="bk-button bk-button--plain bk-button--block" href={`https://t.me/${webConfig.botUsername}`}>
        {texts.backToTelegram}
      </a>
      <a className="bk-button bk-button--plain bk-button--block" href={`https://max.ru/${webConfig.maxBotName}`}>
        {texts.backToMax}
      </a>
    </div>
  );
}

function Outcome({ title, testId, children }: { title: string; testId: string; children?: ReactNode }) {
  return (
    <main className="bk-page bk-status-page" role="status" data-testid={testId}>
      <h1>{title}</h1>
      {children}
      <WaysOn />
    </main>
  );
}

function Paid({ answer }: { answer: schemas.PlanPaymentReturn }) {
  const plans = useQuery(plansListQuery());
  const plan = plans.data?.find((p) => p.id === answer.plan_id);
  const name = plan ? planName(plan) : '';
  const until = answer.expires_at ? untilLabel(answer.expires_at) : '';
  return (
    <Outcome title={texts.returnPaid} testId="plan-paid">
      {name && until && <p className="bk-hint">{answer.scheduled ? texts.returnScheduled(name, until) : texts.returnActive(name, until)}</p>}
    </Outcome>
  );
}

/**
 * `/subscription/paid/{token}`, where ЮKassa sends a master after paying a plan in rubles (public:
 * the browser it opens in may have no session). It asks the server, which reads the payment from
 * ЮKassa, while the payment is awaited (the platform's usePaymentReturn).
 */
export default function PlanPaidPage() {
  const token = useParams().token ?? '';
  const { answer, late, invalid } = usePaymentReturn(token, planPaymentReturnQuery(token));

  // An answer already had outlives a failed poll: the page keeps showing it, and the next poll tries again.
  if (answer.data?.state === 'paid') return <Paid answer={answer.data} />;
  if (answer.data?.state === 'failed') return <Outcome title={texts.returnFailed} testId="plan-paid-failed" />;
  if (answer.data?.state === 'awaiting') {
    if (late) return <Outcome title={texts.returnLate} testId="plan-paid-late" />;
    return (
      <main className="bk-page" data-testid="plan-paid-awaiting">
        <LoadingState label={texts.returnAwaiting} />
      </main>
    );
  }
  if (invalid) return <Outcome title={texts.returnInvalid} testId="plan-paid-invalid" />;
  if (answer.isError) return <ErrorState onRetry={() => void answer.refetch()} />;
  return <LoadingState />;
}

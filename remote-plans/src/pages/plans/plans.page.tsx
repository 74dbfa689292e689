import { useQuery } from '@tanstack/react-query';
import { Spinner, canPayInTelegram, useSession, callerIdOf } from '@booking/platform';
import { mySubscriptionQuery, plansListQuery } from '@booking/platform/plans';
import { currentPlanId } from '../../entities/plan/plan.lib';
import { useLogFailure } from '../../entities/plan/use-log-failure';
import { PlanCard } from '../../features/plan-card/plan-card.ui';
import { usePlanPurchase } from '../../features/plan-purchase/use-plan-purchase';
import { texts } from '../../shared/texts';

/**
 * The plans page, with paying for a plan (docs/product.md: Plans, Plans and limits): in Telegram
 * Stars inside Telegram, in rubles on ЮKassa's page elsewhere where the server takes them; where it
 * does not, the page says where paying works.
 */
export function PlansPage() {
  const telegramId = useSession(callerIdOf) ?? undefined;
  const plans = useQuery(plansListQuery());
  // Only with a Telegram user: the server knows the caller from the init data.
  const subscription = useQuery({ ...mySubscriptionQuery(telegramId ?? 0), enabled: telegramId !== undefined });
  const { choose, cancel, busyPlan, askingEmail, stopAskingEmail } = usePlanPurchase(telegramId);
  const canPay = canPayInTelegram();
  const inMax = useSession((s) => s.container === 'max');
  useLogFailure(plans.error, 'Plans failed to load');
  useLogFailure(subscription.error, 'Subscription failed to load');

  return (
    <main className="bk-page">
      <h1>{texts.heading}</h1>
      {plans.isPending && <Spinner label={texts.loading} />}
      {plans.isError && (
        <div role="alert" className="bk-empty">
          <h2>{texts.errorTitle}</h2>
          <p className="bk-hint">{texts.errorMessage}</p>
        </div>
      )}
      {plans.data && plans.data.length === 0 && (
        <div className="bk-empty">
          <h2>{texts.emptyTitle}</h2>
          <p className="bk-hint">{texts.emptyMessage}</p>
        </div>
      )}
      {plans.data && plans.data.length > 0 && (
        <div className="bk-plans">
          {plans.data.map((plan) => {
            const current = plan.id === currentPlanId(plans.data, subscription.data ?? null);
            const inForce = plans.data.find((p) => p.id === subscription.data?.plan_id);
            return (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={current}
                subscription={current && subscription.data?.plan_id === plan.id ? subscription.data : null}
                canPay={canPay}
                inMax={inMax}
                busy={busyPlan === plan.id}
                locked={busyPlan !== null && busyPlan !== plan.id}
                asksEmail={askingEmail === plan.id}
                onEmailCancel={stopAskingEmail}
                onChoose={(p, email) => void choose(p, inForce && subscription.data ? { plan: inForce, subscription: subscription.data } : null, email)}
                onCancel={(p, s) => void cancel(p, s)}
              />
            );
          })}
        </div>
      )}
    </main>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Spinner, mySubscriptionQuery, notify, plansListQuery, useSession } from '@booking/shared/web';
import type { schemas } from '@booking/shared';
import { currentPlanId } from '../../entities/plan/plan.lib';
import { useLogFailure } from '../../entities/plan/use-log-failure';
import { PlanCard } from '../../features/plan-card/plan-card.ui';
import { texts } from '../../shared/texts';

/** Spec section 9: the snackbar stays 5 s. */
const SNACKBAR_MS = 5000;

/** Spec section 2 "Plans page": choosing a plan only logs it; no payment starts here. */
export function PlansPage() {
  const telegramId = useSession((s) => s.launch?.user?.id);
  const plans = useQuery(plansListQuery());
  // Only with a Telegram user: the server knows the caller from the init data.
  const subscription = useQuery({ ...mySubscriptionQuery(telegramId ?? 0), enabled: telegramId !== undefined });
  useLogFailure(plans.error, 'Plans failed to load');
  useLogFailure(subscription.error, 'Subscription failed to load');

  const choose = (plan: schemas.Plan) => {
    console.info('Plan chosen', plan.id, plan.plan_type);
    notify({ title: plan.name, message: texts.chosen(plan.name), tone: 'success' }, SNACKBAR_MS);
  };

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
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} current={plan.id === currentPlanId(plans.data, subscription.data ?? null)} onChoose={choose} />
          ))}
        </div>
      )}
    </main>
  );
}

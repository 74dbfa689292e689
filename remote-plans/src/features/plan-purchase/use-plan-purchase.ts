import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { schemas } from '@booking/contracts';
import { apiErrorCode, apiErrorMessage, confirm, haptic, notify, openPaymentPage, payInvoice } from '@booking/platform';
import { mySubscriptionQuery, useCancelSubscription, useChoosePlan } from '@booking/platform/plans';
import { endsRenewal, planName, untilLabel, type CurrentPlan } from '../../entities/plan/plan.lib';
import { texts } from '../../shared/texts';

/** The snackbar stays 5 s (docs/product.md, Constants). */
const SNACKBAR_MS = 5000;
/** After 'paid', how long the page waits for the bot's webhook to activate the plan, and how often it looks. */
export const PAID_WAIT_MS = 10_000;
const PAID_POLL_MS = 700;

/** Refetches the caller's plan until `planId` is in force or the wait is over; whether it is. */
async function waitForPlan(client: QueryClient, telegramId: number, planId: number): Promise<boolean> {
  const query = mySubscriptionQuery(telegramId);
  const deadline = Date.now() + PAID_WAIT_MS;
  for (;;) {
    const sub = await client.fetchQuery({ ...query, staleTime: 0 }).catch(() => null);
    if (sub?.plan_id === planId && sub.status === 'active') return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, PAID_POLL_MS));
  }
}

/**
 * While ЮKassa's page is open beside the app (MAX, Telegram's browser), the caller's plan is read
 * again when the app comes back into view: the payment may have gone through meanwhile.
 */
function useReadAgainOnReturn(active: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const readAgain = () => {
      if (document.visibilityState !== 'hidden') void client.invalidateQueries({ queryKey: ['subscriptions'] });
    };
    document.addEventListener('visibilitychange', readAgain);
    window.addEventListener('focus', readAgain);
    return () => {
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
    };
  }, [active, client]);
}

const periodEnd = (subscription: schemas.Subscription) => (subscription.expires_at ? untilLabel(subscription.expires_at) : '');

/** 'Отменить подписку' asks first: the paid plan will not renew and holds until its end. */
const confirmCancel = ({ plan, subscription }: CurrentPlan) =>
  confirm({
    title: texts.cancelSubscription,
    message: texts.cancelConfirm(planName(plan), periodEnd(subscription)),
    confirmLabel: texts.cancelSubscription,
    cancelLabel: texts.keepSubscription,
    destructive: true,
  });

/**
 * Choosing and paying for a plan, and cancelling a paid one. A free plan is the
 * caller's at once; chosen while a paid plan renews, it is 'Отменить подписку' (the same question
 * and notice): the paid plan stays to its end and the free plan follows. A paid one
 * makes a Stars invoice on the server and opens it in Telegram; how the invoice closed decides
 * what follows: 'paid' waits briefly for the bot's webhook and shows the new plan as current,
 * 'cancelled' changes nothing, 'failed' says so. Outside Telegram a paid plan is paid in rubles on
 * ЮKassa's page: a browser tab goes there (and comes back to the return page), MAX opens it beside
 * the app, which reads the plan again on its return; a master without a phone on record is first
 * asked for an email for the receipt (`askingEmail`). Each outcome is felt: a notice brings the
 * haptic of its tone (notify), a closed invoice a warning.
 */
export function usePlanPurchase(telegramId: number | undefined) {
  const client = useQueryClient();
  const choosePlan = useChoosePlan();
  const cancelSubscription = useCancelSubscription();
  const [busyPlan, setBusyPlan] = useState<number | null>(null);
  const [askingEmail, setAskingEmail] = useState<number | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  useReadAgainOnReturn(checkoutOpen);

  /** What the notice of a cancelled renewal says: the paid plan holds until its end. */
  const cancelledNotice = (name: string, until: string) => notify({ title: name, message: texts.cancelled(until), tone: 'success' }, SNACKBAR_MS);

  const choose = async (plan: schemas.Plan, current: CurrentPlan | null, email?: string) => {
    console.info('Plan chosen', plan.id, plan.plan_type);
    if (telegramId === undefined || busyPlan !== null) return;
    const cancelsRenewal = endsRenewal(plan, current);
    if (cancelsRenewal && current && !(await confirmCancel(current))) return;
    setBusyPlan(plan.id);
    try {
      const created = await choosePlan.mutateAsync({ planId: plan.id, email });
      setAskingEmail(null);
      if (created.checkout) {
        // A browser tab leaves for ЮKassa's page; MAX opens it beside the app, which stays here.
        if (openPaymentPage(created.checkout.confirmation_url)) {
          setCheckoutOpen(true);
          notify({ title: planName(plan), message: texts.checkoutOpened, tone: 'success' }, SNACKBAR_MS);
        }
        return;
      }
      if (created.invoice === null) {
        // Scheduled: a paid plan is in force until the free plan begins.
        if (created.status === 'scheduled') cancelledNotice(planName(current?.plan ?? plan), untilLabel(created.started_at));
        else notify({ title: planName(plan), message: texts.chosen(planName(plan)), tone: 'success' }, SNACKBAR_MS);
        return;
      }
      const status = await payInvoice(created.invoice.invoice_link);
      if (status === 'paid' || status === 'pending') {
        const active = await waitForPlan(client, telegramId, plan.id);
        notify({ title: planName(plan), message: active ? texts.paid(planName(plan)) : texts.paidPending, tone: 'success' }, SNACKBAR_MS);
      } else if (status === 'cancelled') {
        // The user closed the invoice: nothing changes, and nothing is said.
        haptic('warning');
      } else {
        notify({ title: texts.errorTitle, message: status === 'failed' ? texts.paymentFailed : texts.paymentUnavailable, tone: 'error' }, SNACKBAR_MS);
      }
    } catch (error) {
      // The server asks for an email for the receipt: the caller has no phone on record.
      if ((await apiErrorCode(error)) === 'plan.receipt_contact') {
        setAskingEmail(plan.id);
        return;
      }
      const failed = cancelsRenewal ? texts.cancelFailed : texts.invoiceFailed;
      notify({ title: texts.errorTitle, message: `${failed} ${await apiErrorMessage(error)}`, tone: 'error' }, SNACKBAR_MS);
    } finally {
      setBusyPlan(null);
    }
  };

  const cancel = async (plan: schemas.Plan, subscription: schemas.Subscription) => {
    if (busyPlan !== null || !(await confirmCancel({ plan, subscription }))) return;
    setBusyPlan(plan.id);
    try {
      const result = await cancelSubscription.mutateAsync();
      cancelledNotice(planName(plan), result.active_until ? untilLabel(result.active_until) : periodEnd(subscription));
    } catch (error) {
      notify({ title: texts.errorTitle, message: `${texts.cancelFailed} ${await apiErrorMessage(error)}`, tone: 'error' }, SNACKBAR_MS);
    } finally {
      setBusyPlan(null);
    }
  };

  return { choose, cancel, busyPlan, askingEmail, stopAskingEmail: () => setAskingEmail(null) };
}

import { useQuery } from '@tanstack/react-query';
import { useSession, callerIdOf } from '@booking/platform';
import { mySubscriptionQuery, plansListQuery } from '@booking/platform/plans';
import { serviceLimit } from './service-limit.lib';

/** The caller's plan limit on services (null: unlimited, or not known yet: the server still checks). */
export function useServiceLimit(): number | null {
  const telegramId = useSession(callerIdOf);
  const plans = useQuery(plansListQuery());
  const subscription = useQuery({ ...mySubscriptionQuery(telegramId ?? 0), enabled: telegramId !== null });
  if (!plans.data || subscription.data === undefined) return null;
  return serviceLimit(plans.data, subscription.data);
}

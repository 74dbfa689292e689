import type { schemas } from '@booking/contracts';
import { texts } from '../../shared/texts';

/** 7 days a week, 30 or 31 a month, 365 or 366 a year, otherwise N days (docs/product.md, Constants). */
export function periodLabel(days: number): string {
  if (days === 7) return 'в неделю';
  if (days === 30 || days === 31) return 'в месяц';
  if (days === 365 || days === 366) return 'в год';
  return `за ${days} дн.`;
}

/** Price 0 is 'Бесплатно', otherwise whole rubles (docs/product.md, Constants). */
export function priceLabel(price: string, free: string): string {
  const rubles = Math.round(Number(price));
  return rubles === 0 ? free : `${rubles.toLocaleString('ru-RU')} ₽`;
}

/** The subscribed plan is current only while active; otherwise the free plan is (docs/product.md, States). */
export function currentPlanId(plans: schemas.Plan[], subscription: schemas.Subscription | null): number | null {
  if (subscription?.status === 'active') return subscription.plan_id;
  return plans.find((p) => p.plan_type === 'free')?.id ?? null;
}

/** A plan that costs something: it is bought with Telegram Stars, never chosen for free. */
export const isPaid = (plan: Pick<schemas.Plan, 'price' | 'price_stars'>): boolean => Number(plan.price) > 0 || (plan.price_stars ?? 0) > 0;

/** The plan in force and its subscription, as the plans page knows them. */
export interface CurrentPlan {
  plan: schemas.Plan;
  subscription: schemas.Subscription;
}

/**
 * Choosing this plan ends the renewal of the paid plan in force: the free plan chosen
 * while a paid plan renews works as 'Отменить подписку' and follows it, so the page asks first.
 */
export const endsRenewal = (chosen: schemas.Plan, current: CurrentPlan | null): boolean =>
  !isPaid(chosen) && current !== null && isPaid(current.plan) && current.subscription.auto_renew;

/** The end of a plan's period as the user reads it: the day, in their own zone (25.12.2026). */
export function untilLabel(expiresAt: string, timeZone?: string): string {
  return new Date(expiresAt).toLocaleDateString('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
}

/**
 * What a plan gives, in Russian, from its `features`: only what the product has built (the
 * limits, 'Статистика и клиенты', the answers in the master's own chat); the flags nothing builds yet (custom_branding, priority_support,
 * api_access, white_label) are not advertised. -1 is unlimited.
 */
export function featureLines(features: schemas.Plan['features']): string[] {
  const lines = [
    features.max_bookings < 0 ? texts.bookingsUnlimited : texts.bookingsPerMonth(features.max_bookings),
    features.max_services < 0 ? texts.servicesUnlimited : texts.servicesUpTo(features.max_services),
  ];
  if (features.analytics) lines.push(texts.analyticsAndClients);
  if (features.business_autoreply) lines.push(texts.businessAutoreply);
  return lines;
}

/** The plan's description, unless it only repeats one of its feature lines (the free plan's 'До 20 записей в месяц'). */
export function descriptionBesides(description: string | null, lines: string[]): string | null {
  const said = (text: string) => text.trim().toLocaleLowerCase('ru-RU');
  return description && !lines.some((line) => said(line) === said(description)) ? description : null;
}

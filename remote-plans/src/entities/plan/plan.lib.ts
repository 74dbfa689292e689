import type { schemas } from '@booking/contracts';
import { intlLocale } from '@booking/platform';
import { texts } from '../../shared/texts';

/** 7 days a week, 30 or 31 a month, 365 or 366 a year, otherwise N days (docs/product.md, Constants). */
export function periodLabel(days: number): string {
  if (days === 7) return texts.perWeek;
  if (days === 30 || days === 31) return texts.perMonth;
  if (days === 365 || days === 366) return texts.perYear;
  return texts.perDays(days);
}

/** The catalogue's text for a plan's type, when it has one (an own key: not 'toString' and the like). */
const byType = (table: Readonly<Record<string, string>>, planType: string): string | undefined => (Object.hasOwn(table, planType) ? table[planType] : undefined);

/** A plan's name in the page's language: the catalogue's for its `plan_type`, else the database's. */
export const planName = (plan: Pick<schemas.Plan, 'name' | 'plan_type'>): string => byType(texts.planNames, plan.plan_type) ?? plan.name;

/**
 * A plan's description in the page's language: the catalogue's for its `plan_type`, else the
 * database's; a plan the database gives no description has none.
 */
export const planDescription = (plan: Pick<schemas.Plan, 'description' | 'plan_type'>): string | null =>
  plan.description === null ? null : (byType(texts.planDescriptions, plan.plan_type) ?? plan.description);

/** Price 0 is 'Бесплатно', otherwise whole rubles (docs/product.md, Constants). */
export function priceLabel(price: string, free: string): string {
  const rubles = Math.round(Number(price));
  return rubles === 0 ? free : `${rubles.toLocaleString(intlLocale())} ₽`;
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
  return new Date(expiresAt).toLocaleDateString(intlLocale(), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
}

/**
 * What a plan gives, in the page's language, from its `features`: only what the product has built (the
 * limits, 'Статистика и клиенты', the answers in the master's own chat); the flags nothing builds yet (custom_branding, priority_support,
 * api_access, white_label) are not advertised. -1 is unlimited.
 */
export function featureLines(features: schemas.Plan['features']): string[] {
  const lines = [
    features.max_bookings < 0 ? texts.bookingsUnlimited : texts.bookingsPerMonth(features.max_bookings),
    features.max_services < 0 ? texts.servicesUnlimited : texts.servicesUpTo(features.max_services),
  ];
  if (features.max_sms !== undefined) lines.push(features.max_sms < 0 ? texts.smsUnlimited : texts.smsPerMonth(features.max_sms));
  if (features.analytics) lines.push(texts.analyticsAndClients);
  if (features.business_autoreply) lines.push(texts.businessAutoreply);
  return lines;
}

/** The plan's description, unless it only repeats one of its feature lines (the free plan's 'До 20 записей в месяц'). */
export function descriptionBesides(description: string | null, lines: string[]): string | null {
  const said = (text: string) => text.trim().toLocaleLowerCase(intlLocale());
  return description && !lines.some((line) => said(line) === said(description)) ? description : null;
}

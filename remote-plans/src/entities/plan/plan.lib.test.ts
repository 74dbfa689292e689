import { describe, expect, it } from 'vitest';
import type { schemas } from '@booking/contracts';
import { currentPlanId, endsRenewal, periodLabel, priceLabel } from './plan.lib';

const plan = (id: number, plan_type: string): schemas.Plan => ({ id, plan_type, name: 'P', description: null, price: '0.00', price_stars: null, payable_in_rubles: false, duration_days: 30, is_active: true, features: { max_bookings: 20, max_services: 10, analytics: false, custom_branding: false, priority_support: false, api_access: false, white_label: false, business_autoreply: false } });

describe('plan labels (docs/product.md, Constants)', () => {
  it.each([[7, 'в неделю'], [30, 'в месяц'], [31, 'в месяц'], [365, 'в год'], [366, 'в год'], [90, 'за 90 дн.']])('%i days -> %s', (days, label) => {
    expect(periodLabel(days)).toBe(label);
  });
  it('shows 0 as free and other prices in whole rubles', () => {
    expect(priceLabel('0.00', 'Бесплатно')).toBe('Бесплатно');
    expect(priceLabel('990.00', 'Бесплатно')).toBe('990 ₽');
  });
  it('the current plan is the active subscription’s, else the free plan', () => {
    const plans = [plan(1, 'free'), plan(2, 'pro_monthly')];
    expect(currentPlanId(plans, { id: 1, plan_id: 2, status: 'active', started_at: '', expires_at: null, auto_renew: false, paid_with: 'stars' })).toBe(2);
    expect(currentPlanId(plans, { id: 1, plan_id: 2, status: 'cancelled', started_at: '', expires_at: null, auto_renew: false, paid_with: 'stars' })).toBe(1);
    expect(currentPlanId(plans, null)).toBe(1);
  });
  it('choosing the free plan while a paid plan renews ends its renewal; nothing else does', () => {
    const free = plan(1, 'free');
    const pro = { ...plan(2, 'pro_monthly'), price: '990.00', price_stars: 500 };
    const sub = (auto_renew: boolean, plan_id = 2) => ({ id: 7, plan_id, status: 'active', started_at: '', expires_at: '2026-12-31T07:00:00Z', auto_renew, paid_with: 'stars' as const });
    expect(endsRenewal(free, { plan: pro, subscription: sub(true) })).toBe(true);
    expect(endsRenewal(free, { plan: pro, subscription: sub(false) })).toBe(false);
    expect(endsRenewal(pro, { plan: pro, subscription: sub(true) })).toBe(false);
    expect(endsRenewal(free, { plan: free, subscription: sub(false, 1) })).toBe(false);
    expect(endsRenewal(free, null)).toBe(false);
  });
});

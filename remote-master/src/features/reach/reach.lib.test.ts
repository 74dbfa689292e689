import { describe, expect, it } from 'vitest';
import type { Plan } from '@booking/contracts/schemas';
import { autoreplyBlock, planAllowsAutoreply } from './reach.lib';

const plan = (id: number, plan_type: string, business_autoreply: boolean) =>
  ({ id, plan_type, name: plan_type, price_stars: 0, period_days: 30, is_active: true, features: { max_services: -1, max_bookings: -1, business_autoreply } }) as unknown as Plan;
const plans = [plan(1, 'free', false), plan(2, 'pro_monthly', true)];
const sub = (plan_id: number, status = 'active') => ({ id: 1, plan_id, status, started_at: '', expires_at: null, auto_renew: true, paid_with: 'stars' as const });

describe('autoreply: what keeps the switch off', () => {
  it('the plan: “Про” has it, the free plan and a pending “Про” do not, unknown while loading', () => {
    expect(planAllowsAutoreply(plans, sub(2))).toBe(true);
    expect(planAllowsAutoreply(plans, sub(1))).toBe(false);
    expect(planAllowsAutoreply(plans, null)).toBe(false);
    expect(planAllowsAutoreply(plans, sub(2, 'pending'))).toBe(false);
    expect(planAllowsAutoreply(undefined, sub(2))).toBeNull();
  });

  it('connection first, then the right to reply, then the plan', () => {
    expect(autoreplyBlock({ connected: false, can_reply: false, enabled: false }, false)).toBe('connection');
    expect(autoreplyBlock({ connected: true, can_reply: false, enabled: false }, false)).toBe('rights');
    expect(autoreplyBlock({ connected: true, can_reply: true, enabled: false }, false)).toBe('plan');
    expect(autoreplyBlock({ connected: true, can_reply: true, enabled: false }, true)).toBeNull();
    expect(autoreplyBlock({ connected: true, can_reply: true, enabled: false }, null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Plan, Subscription } from '@booking/contracts/schemas';
import { atServiceLimit, serviceLimit } from './service-limit.lib';

const plan = (id: number, plan_type: string, max_services: number) =>
  ({ id, plan_type, features: { max_services } }) as unknown as Plan;
const PLANS = [plan(1, 'free', 10), plan(2, 'pro_monthly', -1), plan(3, 'basic', 30)];
const sub = (plan_id: number, status: string) => ({ plan_id, status }) as Subscription;

describe('service limit of the plan', () => {
  it('the free plan counts without an active subscription', () => {
    expect(serviceLimit(PLANS, null)).toBe(10);
    expect(serviceLimit(PLANS, sub(3, 'cancelled'))).toBe(10);
  });

  it('an active subscription counts; -1 is unlimited', () => {
    expect(serviceLimit(PLANS, sub(3, 'active'))).toBe(30);
    expect(serviceLimit(PLANS, sub(2, 'active'))).toBeNull();
  });

  it('the 11th service on the free plan is over the limit, the 10th is not', () => {
    expect(atServiceLimit(10, 9)).toBe(false);
    expect(atServiceLimit(10, 10)).toBe(true);
    expect(atServiceLimit(null, 1000)).toBe(false);
  });
});

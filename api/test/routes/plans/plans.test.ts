import { describe, expect, it } from 'vitest';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp();
const MARIA = 200001;
const OLGA = 200002;
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

describe('plans and subscriptions', () => {
  it('lists active plans with numeric-string prices and features', async () => {
    const res = await ctx.app.inject({ url: '/api/payments/plans', headers: as(MARIA) });
    expect(res.json().map((p: { plan_type: string }) => p.plan_type)).toEqual(['free', 'pro_monthly']);
    expect(res.json()[0]).toMatchObject({ price: '0.00', features: { max_bookings: 20 } });
    expect((await ctx.app.inject({ url: '/api/payments/plans/2', headers: as(MARIA) })).json().name).toBe('Про');
    expect((await ctx.app.inject({ url: '/api/payments/plans/99', headers: as(MARIA) })).statusCode).toBe(404);
  });

  it('no subscription is 404; choosing the free plan activates it; cancel ends it', async () => {
    expect((await ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: as(OLGA) })).statusCode).toBe(404);
    const sub = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: as(OLGA), payload: { plan_id: 1 } });
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toMatchObject({ plan_id: 1, status: 'active', invoice: null });
    expect((await ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: as(OLGA) })).json().plan_id).toBe(1);
    expect((await ctx.app.inject({ url: '/api/payments/subscriptions', headers: as(OLGA) })).json()).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions/cancel', headers: as(OLGA) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: as(OLGA) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: as(OLGA), payload: { plan_id: 'x' } })).statusCode).toBe(400);
  });
});

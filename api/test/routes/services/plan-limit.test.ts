// Found when the API was tried as a new user would; the test failed on the code before the fix.
import { describe, expect, it } from 'vitest';
import { initDataFor, useApp } from '../../helper';

const ctx = useApp({ rateLimitPerMinute: 0 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const ELENA = 200003; // master of worker 3 (place 2), on the free plan

describe('the plan limit holds for services', () => {
  const service = (n: number, status = 'active') => ({ worker_id: 3, category_id: 5, place_id: 2, title: `Услуга ${n}`, price: 1000, status });
  it('the free plan allows 10 active services: the 11th, and re-activating one, answer 409 with a readable message', async () => {
    await ctx.app.inject({ url: '/api/places', headers: as(ELENA) });
    for (let n = 2; n <= 10; n++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ELENA), payload: service(n) });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ELENA), payload: service(11) });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain('не больше 10 активных услуг');
    const inactive = await ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(ELENA), payload: service(12, 'INACTIVE') });
    expect(inactive.statusCode).toBe(201);
    const reactivate = await ctx.app.inject({ method: 'PUT', url: `/api/services/${inactive.json().id}`, headers: as(ELENA), payload: service(12, 'active') });
    expect(reactivate.statusCode).toBe(409);
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM services WHERE worker_id = 3 AND status = 'active'`);
    expect(rows[0]!.n).toBe(10);
  });
});

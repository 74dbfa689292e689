import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { ANNA, initDataFor, useApp } from '../helper';

const ctx = useApp({ corsOrigins: ['https://allowed.example'], rateLimitPerMinute: 3 });
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });

describe('operation: headers, CORS, rate limit, bad bodies', () => {
  it('API responses carry security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // Every header helmet's middleware sets on a real response, with the same value.
    const real = new ServerResponse(new IncomingMessage(new Socket()));
    helmet()(real.req, real, () => undefined);
    const expected = Object.entries(real.getHeaders());
    expect(expected.length).toBeGreaterThan(10);
    for (const [name, value] of expected) expect(res.headers[name], name).toBe(String(value));
  });

  it('CORS answers only the configured origins', async () => {
    const ok = await ctx.app.inject({ method: 'OPTIONS', url: '/api/places', headers: { origin: 'https://allowed.example', 'access-control-request-method': 'GET' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://allowed.example');
    const other = await ctx.app.inject({ method: 'OPTIONS', url: '/api/places', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits writes per caller, and leaves reads alone', async () => {
    const write = () => ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(ANNA), payload: { telegram_id: ANNA, timezone: 'Europe/Moscow' } });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await write()).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await write()).json().error).toMatch(/Слишком много запросов/);
    for (let i = 0; i < 5; i++) expect((await ctx.app.inject({ url: '/api/places', headers: as(ANNA) })).statusCode).toBe(200);
    // Another caller has their own budget.
    expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/timezone', headers: as(100002), payload: { telegram_id: 100002, timezone: 'Europe/Moscow' } })).statusCode).toBe(200);
  });

  it('malformed JSON and wrong content types are 4xx JSON, never 500', async () => {
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: { ...as(100003), 'content-type': 'application/json' }, payload: '{"telegram_id":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBeTruthy();
    const text = await ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: { ...as(100003), 'content-type': 'text/plain' }, payload: 'hello' });
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json().error).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { ANNA, useApp } from '../../helper';

describe('demo sign-in', () => {
  const demo = useApp({ demo: true });

  it('signs init data for a seeded user that the API then accepts', async () => {
    const res = await demo.app.inject({ method: 'POST', url: '/api/demo/init-data', payload: { user_id: ANNA } });
    const initData = res.json().init_data as string;
    const bookings = await demo.app.inject({ url: `/api/bookings/telegram_id/${ANNA}`, headers: { 'x-telegram-init-data': initData } });
    expect(bookings.statusCode).toBe(200);
  });

  it('refuses ids that are not demo users', async () => {
    const res = await demo.app.inject({ method: 'POST', url: '/api/demo/init-data', payload: { user_id: 12345 } });
    expect(res.statusCode).toBe(404);
    const bad = await demo.app.inject({ method: 'POST', url: '/api/demo/init-data', payload: { user_id: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('with demo mode off', () => {
  const prod = useApp({ demo: false });
  it('has no demo endpoint at all', async () => {
    const res = await prod.app.inject({ method: 'POST', url: '/api/demo/init-data', payload: { user_id: ANNA } });
    expect(res.statusCode).toBe(404);
  });
});

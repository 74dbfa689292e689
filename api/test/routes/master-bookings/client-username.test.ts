import { describe, expect, it } from 'vitest';
import { signInitData } from '../../../src/auth/init-data';
import { TEST_BOT_TOKEN, useApp } from '../../helper';

const ctx = useApp();
const MARIA = 200001;
const ANNA = 100001;
const signed = (user: Record<string, unknown>) => ({
  'x-telegram-init-data': signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ first_name: 'Test', ...user }) }, TEST_BOT_TOKEN),
});
const day = (n: number) => new Date(Date.now() + 3 * 3600_000 + n * 86400_000).toISOString().slice(0, 10);

describe("the master's day carries the client's Telegram username", () => {
  it('client_username is the name from the client’s latest init data (null without one)', async () => {
    await ctx.app.inject({ url: `/api/users/${ANNA}`, headers: signed({ id: ANNA, username: 'anna_k' }) });
    const res = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: signed({ id: MARIA }) });
    expect(res.json()[0]).toMatchObject({ client_telegram_id: ANNA, client_username: 'anna_k' });
    await ctx.app.inject({ url: `/api/users/${ANNA}`, headers: signed({ id: ANNA }) });
    const after = await ctx.app.inject({ url: `/api/workers/1/bookings/${day(1)}`, headers: signed({ id: MARIA }) });
    expect(after.json()[0].client_username).toBeNull();
  });
});

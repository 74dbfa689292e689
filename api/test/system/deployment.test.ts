import { describe, expect, it } from 'vitest';
import { DEMO_BOT_TOKEN, loadConfig } from '../../src/config';
import { removeDemoData } from '../../src/db/remove-demo';
import { migrate } from '../../src/db/migrations';
import { ANNA, freshDatabase, initDataFor, useApp } from '../helper';

/** What a deployment refuses, and whom the rate limit counts. */
describe('demo mode follows the token', () => {
  it('is on by default only on the public demo token', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ BOT_TOKEN: '123456:real-looking-token' }).demo).toBe(false);
    expect(loadConfig({ BOT_TOKEN: '123456:real-looking-token', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
  });

  it('refuses to start in production on the demo token, with DEMO=1 or without the webhook secret, and says why', () => {
    const prod = { NODE_ENV: 'production', BOT_TOKEN: '123456:real-looking-token', TELEGRAM_WEBHOOK_SECRET: 'secret_1' };
    expect(loadConfig(prod).demo).toBe(false);
    expect(() => loadConfig({ ...prod, BOT_TOKEN: '' })).toThrow(/BOT_TOKEN is unset or the public demo token/);
    expect(() => loadConfig({ ...prod, BOT_TOKEN: DEMO_BOT_TOKEN })).toThrow(/public demo token/);
    expect(() => loadConfig({ ...prod, DEMO: '1' })).toThrow(/DEMO is on/);
    expect(() => loadConfig({ ...prod, TELEGRAM_WEBHOOK_SECRET: '' })).toThrow(/TELEGRAM_WEBHOOK_SECRET is unset/);
  });
});

describe('without demo mode there is no demo sign-in', () => {
  const ctx = useApp({ demo: false });

  it('answers 404 to the demo routes', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/demo/users' })).statusCode).toBe(404);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/demo/init-data', payload: { user_id: ANNA } });
    expect(res.statusCode).toBe(404);
  });

  it('still has the plans: they are made by the migrations, not by the demo seed', async () => {
    const fresh = await freshDatabase();
    try {
      await migrate(fresh.db);
      const plans = await fresh.db.query<{ plan_type: string }>('SELECT plan_type FROM plans ORDER BY id');
      expect(plans.rows.map((p) => p.plan_type)).toEqual(['free', 'pro_monthly']);
      expect((await fresh.db.query('SELECT 1 FROM businesses')).rows).toHaveLength(0);
    } finally {
      await fresh.drop();
    }
  });
});

const SECRET = 'deploy-test-secret';
const junk = { update_id: 1 };
const webhook = (ctx: ReturnType<typeof useApp>, secret: string | null, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    remoteAddress,
    headers: { ...headers, ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }) },
    payload: junk,
  });

describe("Telegram's updates are never locked out by the write limit", () => {
  const ctx = useApp({ rateLimitPerMinute: 5, telegramWebhookSecret: SECRET });

  it('counts wrong and missing secrets against the sender, and lets the right secret through', async () => {
    // Junk from the same address as Telegram's (behind one balancer everyone shares it).
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await webhook(ctx, i % 2 ? 'wrong' : null, '127.0.0.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    for (let i = 0; i < 10; i += 1) expect((await webhook(ctx, SECRET, '127.0.0.1')).statusCode).toBe(200);
  });
});

describe('forwarded addresses are believed only from the balancer', () => {
  const behind = useApp({ rateLimitPerMinute: 3, telegramWebhookSecret: SECRET, trustProxy: ['127.0.0.1'] });
  const exposed = useApp({ rateLimitPerMinute: 3, telegramWebhookSecret: SECRET });

  it('with TRUST_PROXY each forwarded caller has a limit of their own', async () => {
    for (let i = 0; i < 3; i += 1) expect((await webhook(behind, null, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(401);
    expect((await webhook(behind, null, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
    // Another caller behind the same balancer is not held back by the first.
    expect((await webhook(behind, null, '127.0.0.1', { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(401);
  });

  it('from anyone else the header is ignored, so a caller cannot pick a fresh address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await webhook(behind, null, '203.0.113.9', { 'x-forwarded-for': `198.51.100.${10 + i}` })).statusCode).toBe(401);
    expect((await webhook(behind, null, '203.0.113.9', { 'x-forwarded-for': '198.51.100.99' })).statusCode).toBe(429);
  });

  it('without TRUST_PROXY the header is ignored everywhere', async () => {
    for (let i = 0; i < 3; i += 1) expect((await webhook(exposed, null, '127.0.0.1', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode).toBe(401);
    expect((await webhook(exposed, null, '127.0.0.1', { 'x-forwarded-for': '198.51.100.50' })).statusCode).toBe(429);
  });

  it('a signed-in caller is counted as themselves', async () => {
    const headers = { 'x-telegram-init-data': initDataFor({ id: ANNA }) };
    const cancel = () => behind.app.inject({ method: 'GET', url: '/api/bookings/999999/cancel', remoteAddress: '127.0.0.1', headers });
    for (let i = 0; i < 3; i += 1) expect((await cancel()).statusCode).not.toBe(429);
    expect((await cancel()).statusCode).toBe(429);
  });
});

describe('removing the demo data from a database going into service', () => {
  const ctx = useApp();
  const count = async (sql: string) => Number((await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n);

  it('removes the seeded people, business 1 and everything of theirs, and keeps everyone else', async () => {
    // A real master with a business, and a real client who booked both a demo master and the real one.
    await ctx.db.query(`INSERT INTO users (id, first_name) VALUES (7001, 'Настоящая'), (7002, 'Клиент')`);
    await ctx.db.query(`INSERT INTO businesses (id, name, description, avatar) VALUES (9001, 'Своё дело', '', '')`);
    await ctx.db.query(`INSERT INTO business_owners (business_id, user_id) VALUES (9001, 7001)`);
    await ctx.db.query(`INSERT INTO places (id, business_id, name, address, avatar, phone) VALUES (9001, 9001, 'Своё', 'Улица, 1', '', '+79990000000')`);
    await ctx.db.query(`INSERT INTO workers (id, user_id, business_id, title, description, avatar) VALUES (9001, 7001, 9001, 'Настоящая', 'Описание мастера', '')`);
    await ctx.db.query(`INSERT INTO services (id, worker_id, place_id, title, price, slot_duration) VALUES (9001, 9001, 9001, 'Стрижка', 1000, 30)`);
    await ctx.db.query(`INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end) VALUES
      (9001, 'confirmed', 7002, 9001, 9001, '2030-01-10', '10:00', '10:30'),
      (9002, 'confirmed', 7002, 1, 1, '2030-01-10', '10:00', '10:30'),
      (9003, 'confirmed', ${ANNA}, 9001, 9001, '2030-01-11', '10:00', '10:30')`);
    await ctx.db.query(`INSERT INTO booking_services (booking_id, service_id, position, price) VALUES (9001, 9001, 0, 1000), (9002, 1, 0, 2500), (9003, 9001, 0, 1000)`);
    expect(await count(`users WHERE id BETWEEN 100001 AND 200003`)).toBe(5);

    const removed = await removeDemoData(ctx.db);
    expect(removed).toMatchObject({ users: 5, businesses: 1 });
    expect(await count(`users WHERE id BETWEEN 100001 AND 200003`)).toBe(0);
    expect(await count(`businesses WHERE id = 1`)).toBe(0);
    expect(await count(`places WHERE business_id = 1`)).toBe(0);
    expect(await count(`workers WHERE business_id = 1`)).toBe(0);
    // The real master, their business and the real client's booking with them stay; the booking
    // with a demo master and the demo client's booking go.
    expect((await ctx.db.query('SELECT id FROM bookings ORDER BY id')).rows.map((r) => Number(r.id))).toEqual([9001]);
    expect(await count(`workers WHERE id = 9001`)).toBe(1);
    expect(await count(`users WHERE id IN (7001, 7002)`)).toBe(2);
    // The plans are the product's: they stay.
    expect(await count('plans')).toBe(2);
    // A second run finds nothing more.
    expect(await removeDemoData(ctx.db)).toMatchObject({ users: 0, businesses: 0, bookings: 0 });
  });
});

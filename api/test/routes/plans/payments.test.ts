import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, splitStatements } from '../../../src/db/migrations';
import { setClock } from '../../../src/domain/clock';
import { applyStarsPayment } from '../../../src/services/star-payments.service';
import { choosePlan, type StarsGateway } from '../../../src/services/subscriptions.service';
import { freshDatabase, initDataFor, updates, useApp } from '../../helper';
import { fingerprint } from '../../fingerprint';

// Tuesday 1 December 2026, 10:00 Moscow: the demo data is seeded from it.
const T0 = new Date('2026-12-01T10:00:00+03:00');
beforeAll(() => setClock(T0));
afterAll(() => setClock(null));
const SECRET = 'payments-webhook-secret';
const ctx = useApp({ telegramWebhookSecret: SECRET, rateLimitPerMinute: 0 });

const MARIA = 200001; // master of worker 1, on the free plan (10 services, 20 bookings a month)
const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id, first_name: 'Мария' }) });
let updateId = 1;
const webhook = (body: unknown, secret: string | null = SECRET) =>
  ctx.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }, payload: body as object });
const me = () => ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: as(MARIA) });
const calls = (method: string) => ctx.telegram.calls.filter((c) => c.method === method);

async function choosePro() {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: as(MARIA), payload: { plan_id: 2 } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string; invoice: { payload: string; amount: number; currency: string; invoice_link: string } };
}

describe('buying the Pro plan with Telegram Stars', () => {
  let payload = '';
  let amount = 0;

  it('makes the invoice on the server: XTR, no provider token, one price in Stars, a payload naming it, a 30-day subscription', async () => {
    const chosen = await choosePro();
    expect(chosen).toMatchObject({ plan_id: 2, status: 'pending', invoice: { currency: 'XTR', amount: 500 } });
    ({ payload, amount } = chosen.invoice);
    const [call] = calls('createInvoiceLink').slice(-1);
    expect(call!.payload).toMatchObject({ currency: 'XTR', provider_token: '', payload, prices: [{ label: 'Тариф «Про»', amount: 500 }], subscription_period: 2592000 });
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(128);
    expect(chosen.invoice.invoice_link).toMatch(/^https:\/\/t\.me\/\$invoice/);
    expect((await me()).statusCode, 'pending is not in force').toBe(404);
  });

  it('answers pre_checkout_query: ok for the payer’s own pending invoice with its amount, a reason in Russian otherwise', async () => {
    const answer = async (body: unknown) => {
      expect((await webhook(body)).statusCode).toBe(200);
      return calls('answerPreCheckoutQuery').at(-1)!.payload;
    };
    expect(await answer(updates.preCheckout(updateId++, MARIA, { payload, amount }))).toMatchObject({ ok: true });
    expect(await answer(updates.preCheckout(updateId++, MARIA, { payload, amount: amount - 1 }))).toMatchObject({ ok: false, error_message: 'Сумма или валюта не совпадают со счётом.' });
    expect(await answer(updates.preCheckout(updateId++, MARIA, { payload, amount, currency: 'USD' }))).toMatchObject({ ok: false });
    expect(await answer(updates.preCheckout(updateId++, 100001, { payload, amount }))).toMatchObject({ ok: false, error_message: expect.stringMatching(/^Счёт не найден/) });
    expect(await answer(updates.preCheckout(updateId++, MARIA, { payload: 'sub-1-forged', amount }))).toMatchObject({ ok: false });
  });

  it('a wrong or missing webhook secret changes nothing', async () => {
    const before = await fingerprint(ctx.db);
    for (const secret of [null, 'guess']) {
      expect((await webhook(updates.successfulPayment(updateId++, MARIA, { payload, amount, charge: 'forged-charge', recurring: 'first' }), secret)).statusCode).toBe(401);
    }
    expect(await fingerprint(ctx.db)).toBe(before);
    expect((await me()).statusCode).toBe(404);
  });

  it('a tampered amount activates nothing and is refunded', async () => {
    const refunds = calls('refundStarPayment').length;
    expect((await webhook(updates.successfulPayment(updateId++, MARIA, { payload, amount: 1, charge: 'tampered-charge', recurring: 'first' }))).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(404);
    expect(calls('refundStarPayment').slice(refunds).map((c) => c.payload)).toEqual([{ user_id: MARIA, telegram_payment_charge_id: 'tampered-charge' }]);
  });

  it('successful_payment activates the plan for 30 days and records the charge; the same payment again changes nothing', async () => {
    const paid = updates.successfulPayment(updateId++, MARIA, { payload, amount, charge: 'charge-first', recurring: 'first' });
    expect((await webhook(paid)).statusCode).toBe(200);
    const active = (await me()).json();
    expect(active).toMatchObject({ plan_id: 2, status: 'active', auto_renew: true });
    expect(new Date(active.expires_at).getTime() - T0.getTime()).toBeGreaterThanOrEqual(30 * 86_400_000);
    const charges = await ctx.db.query<{ telegram_payment_charge_id: string; status: string }>(`SELECT telegram_payment_charge_id, status FROM star_charges WHERE telegram_payment_charge_id = 'charge-first'`);
    expect(charges.rows).toEqual([{ telegram_payment_charge_id: 'charge-first', status: 'applied' }]);
    const before = await fingerprint(ctx.db);
    expect((await webhook({ ...paid, update_id: updateId++ })).statusCode, 'redelivered').toBe(200);
    expect(await fingerprint(ctx.db)).toBe(before);
    expect((await me()).json().expires_at).toBe(active.expires_at);
  });

  it('a payment whose payload names no pending invoice is refunded', async () => {
    const refunds = calls('refundStarPayment').length;
    expect((await webhook(updates.successfulPayment(updateId++, MARIA, { payload: 'sub-999-unknown', amount: 500, charge: 'stray-charge' }))).statusCode).toBe(200);
    expect(calls('refundStarPayment').slice(refunds)).toHaveLength(1);
    // Delivered again: refunded once.
    expect((await webhook(updates.successfulPayment(updateId++, MARIA, { payload: 'sub-999-unknown', amount: 500, charge: 'stray-charge' }))).statusCode).toBe(200);
    expect(calls('refundStarPayment').slice(refunds)).toHaveLength(1);
  });

  it('a renewal (is_recurring, not is_first_recurring) extends the plan by its period', async () => {
    const before = new Date((await me()).json().expires_at).getTime();
    expect((await webhook(updates.successfulPayment(updateId++, MARIA, { payload, amount, charge: 'charge-renewal-1', recurring: 'renewal' }))).statusCode).toBe(200);
    expect(new Date((await me()).json().expires_at).getTime() - before).toBe(30 * 86_400_000);
  });

  it('cancelling stops the renewal in Telegram and keeps the plan until its end', async () => {
    const until = (await me()).json().expires_at;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions/cancel', headers: as(MARIA) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelled: [], active_until: until });
    expect(calls('editUserStarSubscription').at(-1)!.payload).toEqual({ user_id: MARIA, telegram_payment_charge_id: 'charge-first', is_canceled: true });
    expect((await me()).json()).toMatchObject({ plan_id: 2, status: 'active', auto_renew: false, expires_at: until });
  });

  it('after its end the free plan’s limits apply again, to services and to bookings', async () => {
    const service = (title: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/services/', headers: as(MARIA), payload: { worker_id: 1, category_id: 1, place_id: 1, title, price: 100, slot_duration: 30 } });
    // On Pro: eleven active services and a 21st booking this month are fine.
    for (let i = 0; i < 8; i++) expect((await service(`Услуга ${i}`)).statusCode).toBe(201);
    await ctx.db.query(
      `INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
       SELECT 'confirmed', 100001, 1, 1, DATE '2026-12-02' + (g / 2), CASE WHEN g % 2 = 0 THEN TIME '09:00' ELSE TIME '09:30' END, CASE WHEN g % 2 = 0 THEN TIME '09:30' ELSE TIME '10:00' END
         FROM generate_series(0, 19) g`,
    );
    const book = async () => {
      const slot = (await ctx.db.query<{ id: number }>(`SELECT id FROM timeslots WHERE worker_id = 1 AND date = '2026-12-14' AND time_start = '14:00'`)).rows[0]!.id;
      return ctx.app.inject({ method: 'POST', url: '/api/bookings/', headers: as(100002), payload: { telegram_id: 100002, place_id: 1, service_ids: [2], timeslot_id: slot, time_start: '15:00' } });
    };
    const first = await book();
    expect(first.statusCode, first.body).toBe(201);
    await ctx.app.inject({ url: `/api/bookings/${first.json().id}/cancel`, headers: as(100002) });
    // The plan's end has passed (the clock moves, nothing else).
    const end = new Date((await me()).json().expires_at);
    setClock(new Date(end.getTime() + 60_000));
    try {
      expect((await me()).statusCode, 'no plan in force').toBe(404);
      const refused = await service('Двенадцатая');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/^На вашем тарифе можно не больше 10 активных услуг/);
      // Bookings of December are counted against the free plan's 20 (the clock is in January, the day still December's).
      setClock(new Date('2026-12-13T10:00:00+03:00'));
      await ctx.db.query(`UPDATE subscriptions SET expires_at = $1 WHERE user_id = $2 AND status = 'active'`, [new Date('2026-12-13T09:00:00+03:00').toISOString(), MARIA]);
      const limited = await book();
      expect(limited.statusCode).toBe(409);
      expect(limited.json().error).toMatch(/лимит записей/);
    } finally {
      setClock(T0);
    }
  });

  it('a free plan ends at once when cancelled; with nothing to cancel the answer is 404', async () => {
    const anna = { 'x-telegram-init-data': initDataFor({ id: 100001 }) };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: anna, payload: { plan_id: 1 } })).statusCode).toBe(201);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions/cancel', headers: anna });
    expect(res.json()).toMatchObject({ active_until: null });
    expect(res.json().cancelled).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions/cancel', headers: anna })).statusCode).toBe(404);
  });

  it('when Telegram cannot make the invoice, the answer says so and nothing is paid for', async () => {
    ctx.telegram.options = { failingMethods: ['createInvoiceLink'] };
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: as(MARIA), payload: { plan_id: 2 } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('Не удалось создать счёт в Telegram. Попробуйте ещё раз.');
    } finally {
      ctx.telegram.options = {};
    }
  });
});

describe('one plan at a time', () => {
  type Sub = { id: number; plan_id: number; status: string; started_at: string; expires_at: string; auto_renew: boolean };
  const post = (user: number, url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: as(user), ...(payload ? { payload } : {}) });
  const meOf = async (user: number) => (await ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: as(user) })).json() as Sub;
  const listOf = async (user: number) => (await ctx.app.inject({ url: '/api/payments/subscriptions', headers: as(user) })).json() as Sub[];
  const since = (method: string, from: number) => calls(method).slice(from).map((c) => c.payload);
  const chargeStatus = async (charge: string) =>
    (await ctx.db.query<{ status: string }>('SELECT status FROM star_charges WHERE telegram_payment_charge_id = $1', [charge])).rows[0]?.status;
  /** Chooses a paid plan and has Telegram report its first payment. */
  async function buy(user: number, planId: number, charge: string) {
    const chosen = await post(user, '/api/payments/subscriptions', { plan_id: planId });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const { payload, amount } = chosen.json().invoice as { payload: string; amount: number };
    expect((await webhook(updates.successfulPayment(updateId++, user, { payload, amount, charge, recurring: 'first' }))).statusCode).toBe(200);
    return { id: chosen.json().id as number, payload, amount };
  }
  const renewalOf = (user: number, bought: { payload: string; amount: number }, charge: string) =>
    updates.successfulPayment(updateId++, user, { payload: bought.payload, amount: bought.amount, charge, recurring: 'renewal' });
  const DAY = 86_400_000;

  it('choosing the free plan while Про is in force stops its renewal in Telegram, keeps Про to its end, and then the free plan applies', async () => {
    const user = 300001;
    await buy(user, 2, 'free-first');
    const pro = await meOf(user);
    expect(pro).toMatchObject({ plan_id: 2, status: 'active', auto_renew: true });
    const edits = calls('editUserStarSubscription').length;
    const chosen = await post(user, '/api/payments/subscriptions', { plan_id: 1 });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json()).toMatchObject({ plan_id: 1, status: 'scheduled', started_at: pro.expires_at, invoice: null });
    expect(since('editUserStarSubscription', edits)).toEqual([{ user_id: user, telegram_payment_charge_id: 'free-first', is_canceled: true }]);
    expect(await meOf(user)).toEqual({ ...pro, auto_renew: false });
    const end = new Date(pro.expires_at).getTime();
    try {
      setClock(new Date(end - 60_000));
      expect(await meOf(user)).toMatchObject({ id: pro.id, plan_id: 2 });
      setClock(new Date(end + 60_000));
      expect(await meOf(user)).toMatchObject({ id: chosen.json().id, plan_id: 1, status: 'active', started_at: pro.expires_at });
      const list = await listOf(user);
      expect(list.map((s) => [s.plan_id, s.status])).toEqual([[1, 'active'], [2, 'expired']]);
    } finally {
      setClock(T0);
    }
  });

  it('when Telegram cannot stop the renewal, choosing the free plan answers 503 and nothing changes', async () => {
    const user = 300002;
    await buy(user, 2, 'fail-first');
    const before = await fingerprint(ctx.db);
    ctx.telegram.options = { failingMethods: ['editUserStarSubscription'] };
    try {
      const res = await post(user, '/api/payments/subscriptions', { plan_id: 1 });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('Не удалось отменить подписку в Telegram. Попробуйте ещё раз.');
    } finally {
      ctx.telegram.options = {};
    }
    expect(await fingerprint(ctx.db)).toBe(before);
    expect(await meOf(user)).toMatchObject({ plan_id: 2, status: 'active', auto_renew: true });
  });

  it('a renewal Telegram charges after the free plan was chosen is refunded and applies nothing; delivered again, it is not refunded twice', async () => {
    const user = 300003;
    const pro = await buy(user, 2, 'after-free-first');
    expect((await post(user, '/api/payments/subscriptions', { plan_id: 1 })).statusCode).toBe(201);
    const subs = await listOf(user);
    const refunds = calls('refundStarPayment').length;
    const renewal = renewalOf(user, pro, 'after-free-renewal');
    expect((await webhook(renewal)).statusCode).toBe(200);
    expect(since('refundStarPayment', refunds)).toEqual([{ user_id: user, telegram_payment_charge_id: 'after-free-renewal' }]);
    expect(await chargeStatus('after-free-renewal')).toBe('refunded');
    expect(await listOf(user), 'applies nothing').toEqual(subs);
    const before = await fingerprint(ctx.db);
    expect((await webhook(renewal)).statusCode, 'delivered again').toBe(200);
    expect(since('refundStarPayment', refunds)).toHaveLength(1);
    expect(await fingerprint(ctx.db)).toBe(before);
  });

  it('after ‘Отменить подписку’ a renewal is refunded too; when the refund fails, Telegram’s next delivery refunds it, once', async () => {
    const user = 300004;
    const pro = await buy(user, 2, 'after-cancel-first');
    expect((await post(user, '/api/payments/subscriptions/cancel')).statusCode).toBe(200);
    const subs = await listOf(user);
    const refunds = calls('refundStarPayment').length;
    const renewal = renewalOf(user, pro, 'after-cancel-renewal');
    ctx.telegram.options = { failingMethods: ['refundStarPayment'] };
    try {
      expect((await webhook(renewal)).statusCode, 'the refund failed: Telegram will deliver it again').toBe(500);
    } finally {
      ctx.telegram.options = {};
    }
    expect(await chargeStatus('after-cancel-renewal')).toBe('refund_pending');
    expect(await listOf(user), 'applies nothing').toEqual(subs);
    expect((await webhook(renewal)).statusCode).toBe(200);
    expect((await webhook(renewal)).statusCode).toBe(200);
    const refunded = calls('refundStarPayment').slice(refunds).filter((c) => c.status === 200).map((c) => c.payload);
    expect(refunded).toEqual([{ user_id: user, telegram_payment_charge_id: 'after-cancel-renewal' }]);
    expect(await chargeStatus('after-cancel-renewal')).toBe('refunded');
    expect(await listOf(user)).toEqual(subs);
  });

  it('a second paid plan bought while Про is in force begins at Про’s end, for the plan limits too; Про stops renewing and its renewal is refunded', async () => {
    const unlimited = '{"max_bookings":-1,"max_services":-1,"analytics":true,"custom_branding":true,"priority_support":true,"api_access":true,"white_label":false}';
    await ctx.db.query(`INSERT INTO plans (id, name, description, price, price_stars, duration_days, plan_type, features) VALUES (3, 'Студия', 'Для салонов', 1990, 900, 30, 'studio_monthly', $1)`, [unlimited]);
    const OLGA = 200002; // master of worker 2
    const pro = await buy(OLGA, 2, 'queue-pro');
    const current = await meOf(OLGA);
    const edits = calls('editUserStarSubscription').length;
    const studio = await buy(OLGA, 3, 'queue-studio');
    const queued = (await listOf(OLGA)).find((s) => s.id === studio.id)!;
    expect(queued).toMatchObject({ plan_id: 3, status: 'scheduled', started_at: current.expires_at, auto_renew: true });
    expect(new Date(queued.expires_at).getTime() - new Date(queued.started_at).getTime()).toBe(30 * DAY);
    expect(await meOf(OLGA)).toEqual({ ...current, auto_renew: false });
    expect(since('editUserStarSubscription', edits)).toEqual([{ user_id: OLGA, telegram_payment_charge_id: 'queue-pro', is_canceled: true }]);
    // Про's renewal, charged all the same, is refunded.
    const refunds = calls('refundStarPayment').length;
    expect((await webhook(renewalOf(OLGA, pro, 'queue-pro-renewal'))).statusCode).toBe(200);
    expect(since('refundStarPayment', refunds)).toEqual([{ user_id: OLGA, telegram_payment_charge_id: 'queue-pro-renewal' }]);
    // Ten active services: an eleventh needs a paid plan in force.
    const { rows } = await ctx.db.query<{ category_id: number; place_id: number; n: string }>(
      `SELECT min(category_id) AS category_id, min(place_id) AS place_id, count(*) AS n FROM services WHERE worker_id = 2 AND status = 'active'`,
    );
    const { category_id, place_id, n } = rows[0]!;
    await ctx.db.query(
      `INSERT INTO services (worker_id, category_id, place_id, title, price, slot_duration) SELECT 2, $1, $2, 'Услуга ' || g, 100, 30 FROM generate_series(1, $3::int) g`,
      [category_id, place_id, 10 - Number(n)],
    );
    const eleventh = () => post(OLGA, '/api/services/', { worker_id: 2, category_id, place_id, title: 'Одиннадцатая', price: 100, slot_duration: 30 });
    try {
      // Past Про's end, before anything reads the subscription: Студия is in force.
      setClock(new Date(new Date(current.expires_at).getTime() + 60_000));
      const res = await eleventh();
      expect(res.statusCode, res.body).toBe(201);
      expect(await meOf(OLGA)).toMatchObject({ id: studio.id, plan_id: 3, status: 'active' });
    } finally {
      setClock(T0);
    }
  });

  it('a paid plan whose payment lands while the free plan is being chosen stops renewing too, and the free plan follows it', async () => {
    const user = 300006;
    await buy(user, 2, 'race-first');
    const second = (await post(user, '/api/payments/subscriptions', { plan_id: 2 })).json().invoice as { payload: string; amount: number };
    const told: string[] = [];
    // Telegram answers the first editUserStarSubscription only once the second Про's payment is applied.
    const gateway: StarsGateway = {
      createInvoiceLink: async () => 'https://t.me/$unused',
      refund: async () => undefined,
      setRenewalCanceled: async (_user, charge) => {
        told.push(charge);
        if (told.length === 1) await applyStarsPayment(ctx.db, gateway, { userId: user, ...second, currency: 'XTR', totalAmount: second.amount, chargeId: 'race-second', isRecurring: true, isFirstRecurring: true });
      },
    };
    const free = await choosePlan(ctx.db, gateway, user, 1);
    expect(told).toContain('race-second');
    const list = await listOf(user);
    const paid = list.filter((s) => s.plan_id === 2).sort((a, b) => a.started_at.localeCompare(b.started_at));
    expect(paid.map((s) => [s.status, s.auto_renew])).toEqual([['active', false], ['scheduled', false]]);
    expect(free).toMatchObject({ plan_id: 1, status: 'scheduled', started_at: paid[1]!.expires_at });
  });

  it('the database keeps one plan in force: a second active row, or a plan overlapping it, is refused', async () => {
    const user = 300005;
    expect((await post(user, '/api/payments/subscriptions', { plan_id: 1 })).statusCode).toBe(201);
    const at = (days: number) => new Date(T0.getTime() + days * DAY).toISOString();
    const insert = (status: string, from: number, to: number) =>
      ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at) VALUES ($1, 2, $2, $3, $4)`, [user, status, at(from), at(to)]);
    await expect(insert('active', 60, 90)).rejects.toMatchObject({ code: '23505' });
    await expect(insert('scheduled', 10, 40)).rejects.toMatchObject({ code: '23P01' });
    // A plan that waits for its end is fine.
    await ctx.db.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, started_at, expires_at)
       SELECT user_id, 2, 'scheduled', expires_at, expires_at + interval '30 days' FROM subscriptions WHERE user_id = $1 AND status = 'active'`,
      [user],
    );
  });
});

describe('migration 25 on a database where a user has two active plans', () => {
  // Every migration on a fresh database: slower than a request's test, and more so beside the others.
  it('keeps the one started last (then the highest id), ends the others, and adds the constraints', { timeout: 20_000 }, async () => {
    const { db, drop } = await freshDatabase();
    try {
      await db.query('CREATE TABLE schema_migrations (id INT PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
      for (const m of MIGRATIONS.filter((m) => m.id < 25)) {
        for (const statement of splitStatements(m.sql)) await db.query(statement);
        await db.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
      }
      await db.query(`INSERT INTO users (id, first_name) VALUES (1, 'А'), (2, 'Б'), (3, 'В')`);
      await db.query(`INSERT INTO plans (id, name, price, duration_days, plan_type) VALUES (1, 'Бесплатный', 0, 30, 'free'), (2, 'Про', 990, 30, 'pro_monthly') ON CONFLICT (id) DO NOTHING`);
      // 1: Про renewed after the free plan replaced it (the bug); 2: an old Про over, a new one in force; 3: two started together.
      await db.query(`INSERT INTO subscriptions (id, user_id, plan_id, status, started_at, expires_at, auto_renew) VALUES
        (11, 1, 2, 'active', now() - interval '20 days', now() + interval '40 days', true),
        (12, 1, 1, 'active', now() - interval '5 days', now() + interval '25 days', false),
        (21, 2, 2, 'active', now() - interval '50 days', now() - interval '20 days', false),
        (22, 2, 2, 'active', now() - interval '10 days', now() + interval '20 days', true),
        (31, 3, 1, 'active', now() - interval '1 day', now() + interval '29 days', false),
        (32, 3, 1, 'active', now() - interval '1 day', now() + interval '29 days', false)`);
      await migrate(db);
      const { rows } = await db.query<{ id: number; status: string; auto_renew: boolean }>('SELECT id, status, auto_renew FROM subscriptions ORDER BY id');
      expect(rows.map((r) => [Number(r.id), r.status, r.auto_renew])).toEqual([
        [11, 'cancelled', false], [12, 'active', false], [21, 'expired', false], [22, 'active', true], [31, 'cancelled', false], [32, 'active', false],
      ]);
      await expect(db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES (2, 1, 'active')`)).rejects.toMatchObject({ code: '23505' });
    } finally {
      await drop();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../src/domain/clock';
import { initDataFor, updates, useApp } from './helper';
import { fingerprint } from './fingerprint';

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

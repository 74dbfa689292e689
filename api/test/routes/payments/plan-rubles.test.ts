import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../../src/domain/clock';
import { createNotifier } from '../../../src/services/notifications.service';
import { planShopOf, runPlanJobs } from '../../../src/services/plan-rubles.service';
import type { StarsGateway } from '../../../src/services/subscriptions.service';
import { initDataFor, updates, useApp } from '../../helper';
import { fingerprint } from '../../fingerprint';
import { startYookassaStandin } from '../../../test-support/yookassa-standin';

// Tuesday 1 December 2026, 10:00 Moscow: the demo data is seeded from it.
const T0 = new Date('2026-12-01T10:00:00+03:00');
const PRODUCT_SHOP = { shopId: '700100', secretKey: 'test_product_shop_secret' };
const SECRET = 'plans-webhook-secret';
const yookassa = await startYookassaStandin({ shops: [PRODUCT_SHOP] });
beforeAll(() => setClock(T0));
afterAll(async () => {
  setClock(null);
  await yookassa.close();
});
const ctx = useApp({
  rateLimitPerMinute: 0,
  telegramWebhookSecret: SECRET,
  yookassaApiRoot: yookassa.apiRoot,
  productShop: PRODUCT_SHOP,
  yookassaAutopayments: true,
  publicOrigin: 'http://127.0.0.1:9',
}, { sms: true });

const APP = { 'x-booking-app': '1' };
const MARIA = 200001; // master of worker 1, on the free plan
const ELENA = 200002; // master of worker 2
const tg = (id: number) => ({ ...APP, 'x-telegram-init-data': initDataFor({ id, first_name: 'Мастер' }) });
const codeOf = (phone: string) => /^(\d{6}) /.exec(ctx.sms.lastTo(phone)?.text ?? '')![1]!;

/** The Telegram master confirms a phone, then signs in with it in a browser: the same person, by phone. */
async function browserOf(telegramId: number, phone: string): Promise<Record<string, string>> {
  await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: tg(telegramId), payload: { name: 'Мастер', phone } });
  expect((await ctx.app.inject({ method: 'POST', url: '/api/profile/phone', headers: tg(telegramId), payload: { phone, code: codeOf(phone) } })).statusCode).toBe(200);
  setClock(new Date(Date.now() + 61_000));
  await ctx.app.inject({ method: 'POST', url: '/api/auth/code', headers: APP, payload: { name: 'Мастер', phone } });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: APP, payload: { phone, code: codeOf(phone) } });
  expect(res.json().person.id).toBe(telegramId);
  const cookie = String(([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith('booking_session='))).split(';')[0]!;
  return { ...APP, cookie };
}

const choose = (headers: Record<string, string>, body: Record<string, unknown> = { plan_id: 2 }) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers, payload: body });
const me = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/payments/subscriptions/me', headers });
const notify = (event: string, object: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/yookassa/notifications', payload: { type: 'notification', event, object } });
const paymentOfUrl = (url: string) => yookassa.payments.get(url.split('/').pop()!)!;
/** The job runner's Telegram side: only a plan bought in rubles while a Stars one renews would use it, and none does here. */
const noStars: StarsGateway = {
  createInvoiceLink: () => Promise.reject(new Error('not expected')),
  refund: () => Promise.reject(new Error('not expected')),
  setRenewalCanceled: () => Promise.reject(new Error('not expected')),
};
const jobs = () => runPlanJobs(ctx.db, planShopOf(ctx.config), noStars, createNotifier(ctx.config), { warn: () => undefined });
const outboxOf = async (chatId: number, kind: string) => (await ctx.db.query('SELECT 1 FROM outbox WHERE chat_id = $1 AND kind = $2', [chatId, kind])).rows.length;
const chargesOf = (subscriptionId: number) => [...yookassa.payments.values()].filter((p) => p.metadata.subscription_id === String(subscriptionId));

describe('Про in rubles outside Telegram', () => {
  let browser: Record<string, string> = {};
  let subscriptionId = 0;
  let url = '';
  let token = '';

  it('inside Telegram the plan stays in Stars: an invoice, and nothing asked of ЮKassa', async () => {
    const before = yookassa.calls.length;
    const res = await choose(tg(MARIA));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', paid_with: 'stars', invoice: { currency: 'XTR', amount: 500 }, checkout: null });
    expect(yookassa.calls.length).toBe(before);
  });

  it('in a browser it is a ЮKassa payment of the plan’s price in rubles, saving the card, with a receipt to the master’s phone', async () => {
    browser = await browserOf(MARIA, '79995550101');
    const res = await choose(browser);
    expect(res.statusCode, res.body).toBe(201);
    const chosen = res.json();
    expect(chosen).toMatchObject({ plan_id: 2, status: 'pending', paid_with: 'rubles', invoice: null, checkout: { amount: 990, currency: 'RUB' } });
    subscriptionId = chosen.id;
    url = chosen.checkout.confirmation_url;
    expect(url).toContain(`${yookassa.origin}/standin/checkout/`);
    const payment = paymentOfUrl(url);
    expect(payment.amount).toEqual({ value: '990.00', currency: 'RUB' });
    expect(payment.body).toMatchObject({
      capture: true, save_payment_method: true,
      receipt: { customer: { phone: '79995550101' }, items: [{ description: 'Тариф «Про» на 30 дней', quantity: 1, amount: { value: '990.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_payment' }] },
    });
    const returnUrl = payment.confirmation!.return_url;
    expect(returnUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:9/subscription/paid/${subscriptionId}-\\d+-[0-9a-f]{64}$`));
    token = returnUrl.split('/').pop()!;
    // The Stars choice made before is replaced; nothing is in force until the money comes.
    expect((await me(browser)).statusCode).toBe(404);
    const back = await ctx.app.inject({ url: `/api/payments/subscriptions/return/${token}` });
    expect(back.json()).toMatchObject({ subscription_id: subscriptionId, state: 'awaiting', plan_id: 2, expires_at: null });
  });

  it('believes no notification: a stranger’s payment, or one ЮKassa says is still pending, changes nothing', async () => {
    const before = await fingerprint(ctx.db);
    const payment = paymentOfUrl(url);
    const unknown = await notify('payment.succeeded', { id: 'f0000000-0000-4000-8000-000000000000', status: 'succeeded', amount: { value: '990.00', currency: 'RUB' } });
    expect(unknown.statusCode).toBe(404);
    const lie = await notify('payment.succeeded', { id: payment.id, status: 'succeeded', amount: { value: '1.00', currency: 'RUB' }, recipient: { account_id: PRODUCT_SHOP.shopId } });
    expect(lie.statusCode).toBe(200);
    const otherShop = await notify('payment.succeeded', { id: payment.id, status: 'succeeded', recipient: { account_id: '999999' } });
    expect(otherShop.statusCode).toBe(404);
    expect(await fingerprint(ctx.db)).toBe(before);
    expect((await me(browser)).statusCode).toBe(404);
  });

  it('a tampered or foreign return token is refused, and a forged session is 401', async () => {
    const [id, expires, sig] = token.split('-');
    for (const bad of [`${Number(id) + 1}-${expires}-${sig}`, `${id}-${Number(expires) + 1}-${sig}`, `${id}-${expires}-${'0'.repeat(64)}`]) {
      const res = await ctx.app.inject({ url: `/api/payments/subscriptions/return/${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Ссылка на оплату недействительна');
    }
    // Longer than any route parameter the server reads: refused before any handler.
    expect((await ctx.app.inject({ url: `/api/payments/subscriptions/return/${'a'.repeat(400)}` })).statusCode).toBe(414);
    expect((await choose({ ...APP, cookie: 'booking_session=forged' })).statusCode).toBe(401);
    expect((await choose(browser, { plan_id: 2, email: `${'a'.repeat(300)}@example.com` })).statusCode).toBe(400);
  });

  it('paid: the plan is in force for 30 days, renewing by the saved card; the notification delivered again changes nothing', async () => {
    const payment = paymentOfUrl(url);
    await yookassa.succeed(payment.id);
    const seen = yookassa.payments.get(payment.id)!;
    expect((await notify('payment.succeeded', { ...seen })).statusCode).toBe(200);
    const sub = (await me(browser)).json();
    expect(sub).toMatchObject({ id: subscriptionId, plan_id: 2, status: 'active', auto_renew: true, paid_with: 'rubles' });
    expect(new Date(sub.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const before = await fingerprint(ctx.db);
    expect((await notify('payment.succeeded', { ...seen })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/payments/subscriptions/return/${token}` })).json()).toMatchObject({ state: 'paid', expires_at: sub.expires_at });
    expect(await fingerprint(ctx.db)).toBe(before);
    // The same in Telegram: one plan in force, however it was paid.
    expect((await me(tg(MARIA))).json()).toMatchObject({ id: subscriptionId, paid_with: 'rubles' });
  });

  it('a day before the period ends the saved card is charged once, and the plan gets another period', async () => {
    const sub = (await me(tg(MARIA))).json();
    const end = new Date(sub.expires_at);
    setClock(new Date(end.getTime() - 2 * 86_400_000));
    expect((await jobs()).renewed).toBe(0);
    setClock(new Date(end.getTime() - 12 * 3_600_000));
    expect((await jobs()).renewed).toBe(1);
    expect((await jobs()).renewed).toBe(0);
    const charges = chargesOf(subscriptionId);
    expect(charges).toHaveLength(2);
    const renewal = charges.find((p) => p !== paymentOfUrl(url))!;
    expect(renewal.body).toMatchObject({ payment_method_id: paymentOfUrl(url).payment_method!.id, amount: { value: '990.00' }, receipt: { customer: { phone: '79995550101' } } });
    expect(renewal.body).not.toHaveProperty('confirmation');
    const after = (await me(tg(MARIA))).json();
    expect(new Date(after.expires_at).getTime() - end.getTime()).toBe(30 * 86_400_000);
    expect(after.auto_renew).toBe(true);
  });

  it('a refused renewal ends the plan at its end, tells the master once, and charges nothing more', async () => {
    const end = new Date((await me(tg(MARIA))).json().expires_at);
    yookassa.declineSavedCharges = true;
    try {
      setClock(new Date(end.getTime() - 6 * 3_600_000));
      await jobs();
      await jobs();
    } finally {
      yookassa.declineSavedCharges = false;
    }
    expect(chargesOf(subscriptionId)).toHaveLength(3);
    const sub = (await me(tg(MARIA))).json();
    expect(sub).toMatchObject({ status: 'active', auto_renew: false });
    expect(new Date(sub.expires_at).getTime()).toBe(end.getTime());
    expect(await outboxOf(MARIA, 'plan_renewal_failed')).toBe(1);
    setClock(new Date(end.getTime() + 60_000));
    await jobs();
    expect(chargesOf(subscriptionId)).toHaveLength(3);
    expect((await me(tg(MARIA))).statusCode, 'the free plan applies after the end').toBe(404);
  });
});

describe('one plan in force however it was paid', () => {
  it('rubles paid while a Stars plan renews: the new plan waits for its end, and Telegram is told to stop renewing', async () => {
    setClock(T0);
    const stars = (await choose(tg(ELENA))).json();
    const paid = updates.successfulPayment(1, ELENA, { payload: stars.invoice.payload, amount: 500, charge: 'elena-charge', recurring: 'first' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers: { 'x-telegram-bot-api-secret-token': SECRET }, payload: paid })).statusCode).toBe(200);
    const inForce = (await me(tg(ELENA))).json();
    expect(inForce).toMatchObject({ status: 'active', auto_renew: true, paid_with: 'stars' });
    const browser = await browserOf(ELENA, '79995550102');
    const chosen = (await choose(browser)).json();
    const payment = paymentOfUrl(chosen.checkout.confirmation_url);
    await yookassa.succeed(payment.id);
    expect((await notify('payment.succeeded', { ...yookassa.payments.get(payment.id)! })).statusCode).toBe(200);
    const rows = (await ctx.db.query<{ id: number; status: string; auto_renew: boolean; started_at: Date }>(
      'SELECT id, status, auto_renew, started_at FROM subscriptions WHERE user_id = $1 AND status IN ($2, $3) ORDER BY id', [ELENA, 'active', 'scheduled'],
    )).rows;
    expect(rows.map((r) => [Number(r.id), r.status, r.auto_renew])).toEqual([[inForce.id, 'active', false], [chosen.id, 'scheduled', true]]);
    expect(Math.abs(new Date(rows[1]!.started_at).getTime() - new Date(inForce.expires_at).getTime())).toBeLessThan(1000);
    expect(ctx.telegram.calls.filter((c) => c.method === 'editUserStarSubscription').at(-1)!.payload).toMatchObject({ user_id: ELENA, telegram_payment_charge_id: 'elena-charge', is_canceled: true });
  });

  it('‘Отменить подписку’ stops a rubles plan’s renewals without asking anyone, and its card is not charged', async () => {
    const headers = tg(ELENA);
    const calls = ctx.telegram.calls.length;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions/cancel', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.telegram.calls.length).toBe(calls);
    const scheduled = (await ctx.db.query<{ id: number; auto_renew: boolean; expires_at: Date }>(
      `SELECT id, auto_renew, expires_at FROM subscriptions WHERE user_id = $1 AND status = 'scheduled'`, [ELENA],
    )).rows[0]!;
    expect(scheduled.auto_renew).toBe(false);
    setClock(new Date(new Date(scheduled.expires_at).getTime() - 3_600_000));
    const before = yookassa.payments.size;
    await jobs();
    expect(yookassa.payments.size).toBe(before);
  });
});

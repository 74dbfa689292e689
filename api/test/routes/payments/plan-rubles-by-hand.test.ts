import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds, setClock } from '../../../src/domain/clock';
import { signInitData } from '../../../src/auth/init-data';
import { createNotifier } from '../../../src/services/notifications.service';
import { planShopOf, runPlanJobs } from '../../../src/services/plan-rubles.service';
import type { StarsGateway } from '../../../src/services/subscriptions.service';
import { useApp } from '../../helper';
import { fingerprint } from '../../fingerprint';
import { startYookassaStandin } from '../../../test-support/yookassa-standin';

// 'Про' in rubles for a shop ЮKassa has not allowed to save cards (YOOKASSA_AUTOPAYMENTS off): each
// period is paid by hand after a reminder. The caller here comes through MAX, with no phone on record.
const T0 = new Date('2026-12-01T10:00:00+03:00');
const PRODUCT_SHOP = { shopId: '700200', secretKey: 'test_product_shop_secret_2' };
const MAX_TOKEN = 'test-max-bot-token';
const yookassa = await startYookassaStandin({ shops: [PRODUCT_SHOP] });
beforeAll(() => setClock(T0));
afterAll(async () => {
  setClock(null);
  await yookassa.close();
});
const ctx = useApp({
  rateLimitPerMinute: 0,
  yookassaApiRoot: yookassa.apiRoot,
  productShop: PRODUCT_SHOP,
  yookassaAutopayments: false,
  publicOrigin: 'http://127.0.0.1:9',
  maxBotToken: MAX_TOKEN,
});

const asMax = (id: number) => ({
  'x-max-init-data': signInitData({ query_id: `q-${id}-${nowSeconds()}`, auth_date: String(nowSeconds()), user: JSON.stringify({ id, first_name: 'Вера', language_code: 'ru' }) }, MAX_TOKEN),
});
const VERA = 9_100_000_001;
const choose = (body: Record<string, unknown>, who = VERA) => ctx.app.inject({ method: 'POST', url: '/api/payments/subscriptions', headers: asMax(who), payload: body });
const me = (who = VERA) => ctx.app.inject({ url: '/api/payments/subscriptions/me', headers: asMax(who) });
const notify = (object: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/yookassa/notifications', payload: { type: 'notification', event: `payment.${String(object.status)}`, object } });
const paymentOf = (url: string) => yookassa.payments.get(url.split('/').pop()!)!;
const noStars: StarsGateway = {
  createInvoiceLink: () => Promise.reject(new Error('not expected')),
  refund: () => Promise.reject(new Error('not expected')),
  setRenewalCanceled: () => Promise.reject(new Error('not expected')),
};
const jobs = () => runPlanJobs(ctx.db, planShopOf(ctx.config), noStars, createNotifier(ctx.config), { warn: () => undefined });
async function personOf(maxId: number): Promise<number> {
  const res = await ctx.app.inject({ url: '/api/me', headers: asMax(maxId) });
  return res.json().person.id as number;
}
const outboxOf = async (chatId: number, kind: string) =>
  (await ctx.db.query<{ message: { plan: string; until: string; plansUrl: string } }>('SELECT message FROM outbox WHERE chat_id = $1 AND kind = $2', [chatId, kind])).rows;

describe('Про paid by hand, from MAX, with the receipt by email', () => {
  let url = '';
  let person = 0;

  it('without a phone on record the payment step asks for an email, and nothing is kept before one is given', async () => {
    person = await personOf(VERA);
    const before = await fingerprint(ctx.db);
    const res = await choose({ plan_id: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'plan.receipt_contact', field: 'email', error: 'Укажите почту: на неё придёт чек об оплате' });
    const bad = await choose({ plan_id: 2, email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(await fingerprint(ctx.db)).toBe(before);
    expect(yookassa.payments.size).toBe(0);
  });

  it('with an email: a payment that saves no card, its receipt to that email', async () => {
    const res = await choose({ plan_id: 2, email: ' vera@example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', paid_with: 'rubles', checkout: { amount: 990 } });
    url = res.json().checkout.confirmation_url;
    const body = paymentOf(url).body as Record<string, unknown>;
    expect(body).not.toHaveProperty('save_payment_method');
    expect(body).toMatchObject({ receipt: { customer: { email: 'vera@example.com' } } });
  });

  it('cancelled on ЮKassa’s page: the choice ends and nothing is in force', async () => {
    await yookassa.cancel(paymentOf(url).id);
    expect((await notify({ ...yookassa.payments.get(paymentOf(url).id)! })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(404);
    const rows = (await ctx.db.query<{ status: string }>('SELECT status FROM subscriptions WHERE user_id = $1', [person])).rows;
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
  });

  it('ЮKassa down: 503, and no pending choice is left', async () => {
    yookassa.failing = true;
    try {
      const res = await choose({ plan_id: 2, email: 'vera@example.com' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('ЮKassa сейчас не отвечает. Попробуйте ещё раз.');
    } finally {
      yookassa.failing = false;
    }
    const pending = (await ctx.db.query(`SELECT 1 FROM subscriptions WHERE user_id = $1 AND status = 'pending'`, [person])).rows;
    expect(pending).toHaveLength(0);
  });

  it('paid, the notification lost: the job runner reads the payment and the plan is in force, not renewing', async () => {
    const res = await choose({ plan_id: 2, email: 'vera@example.com' });
    url = res.json().checkout.confirmation_url;
    await yookassa.succeed(paymentOf(url).id);
    setClock(new Date(T0.getTime() + 2 * 60_000));
    await jobs();
    expect((await me()).json()).toMatchObject({ status: 'active', auto_renew: false, paid_with: 'rubles' });
  });

  it('three days before the end the master is reminded once, with the plans’ button; paying again makes the next period follow', async () => {
    const end = new Date((await me()).json().expires_at);
    setClock(new Date(end.getTime() - 4 * 86_400_000));
    expect((await jobs()).reminded).toBe(0);
    setClock(new Date(end.getTime() - 2 * 86_400_000));
    expect((await jobs()).reminded).toBe(1);
    expect((await jobs()).reminded).toBe(0);
    const reminders = await outboxOf(person, 'plan_pay_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toMatchObject({ plan: 'Про', until: end.toISOString().slice(0, 10), plansUrl: expect.stringMatching(/startapp=plans$/) });
    const next = (await choose({ plan_id: 2 })).json();
    expect(next.status).toBe('pending');
    await yookassa.succeed(paymentOf(next.checkout.confirmation_url).id);
    expect((await notify({ ...yookassa.payments.get(paymentOf(next.checkout.confirmation_url).id)! })).statusCode).toBe(200);
    const scheduled = (await ctx.db.query<{ started_at: Date }>(`SELECT started_at FROM subscriptions WHERE id = $1 AND status = 'scheduled'`, [next.id])).rows[0]!;
    expect(Math.abs(new Date(scheduled.started_at).getTime() - end.getTime())).toBeLessThan(1000);
    // Paid for: no second reminder of that period, and none of the next one before its time.
    await jobs();
    expect(await outboxOf(person, 'plan_pay_reminder')).toHaveLength(1);
  });

  it('money for a plan no longer wanted goes back once: chosen, then the free plan, then paid', async () => {
    setClock(T0);
    const other = 9_100_000_002;
    const chosen = (await choose({ plan_id: 2, email: 'other@example.com' }, other)).json();
    expect((await choose({ plan_id: 1 }, other)).statusCode).toBe(201);
    const payment = paymentOf(chosen.checkout.confirmation_url);
    await yookassa.succeed(payment.id);
    expect((await notify({ ...yookassa.payments.get(payment.id)! })).statusCode).toBe(200);
    expect((await me(other)).json()).toMatchObject({ plan_id: 1 });
    await jobs();
    await jobs();
    const refunds = yookassa.refunds.filter((r) => r.payment_id === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toEqual({ value: '990.00', currency: 'RUB' });
  });

  it('a payment left unpaid is read from ЮKassa a minute on, then further apart, and not after two days', async () => {
    setClock(T0);
    const chosen = (await choose({ plan_id: 2, email: 'late@example.com' }, 9_100_000_003)).json();
    const id = paymentOf(chosen.checkout.confirmation_url).id;
    const reads = () => yookassa.calls.filter((c) => c.method === 'GET' && c.path === `/v3/payments/${id}`).length;
    const at = (seconds: number) => setClock(new Date(T0.getTime() + seconds * 1000));
    at(30);
    await jobs();
    expect(reads()).toBe(0);
    at(61);
    await jobs();
    expect(reads()).toBe(1);
    at(90);
    await jobs();
    expect(reads(), 'not again half a minute later').toBe(1);
    at(125);
    await jobs();
    expect(reads()).toBe(2);
    at(3 * 86_400);
    await jobs();
    expect(reads(), 'left to the notification after two days').toBe(2);
  });
});

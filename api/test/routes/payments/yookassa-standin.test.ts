import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startYookassaStandin } from '../../../test-support/yookassa-standin';

// The stand-in answers for ЮKassa in every payment test: these hold it to what ЮKassa documents.

/** The shop's notification URL: what ЮKassa posted to it. */
const received: { event: string; object: { id: string; status: string } }[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    expect(req.headers['content-type']).toBe('application/json');
    received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    res.end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/yookassa`;

const SHOP = { shopId: '100001', secretKey: 'test_secret_1', notifyUrl };
const OTHER = { shopId: '100002', secretKey: 'test_secret_2' };
const yookassa = await startYookassaStandin({ shops: [SHOP, OTHER] });
afterAll(async () => {
  await yookassa.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const RETURN_URL = 'https://booking.example.org/b/return';
let nextKey = 1;

async function call(path: string, opts: { shop?: { shopId: string; secretKey: string }; body?: unknown; key?: string | null } = {}) {
  const shop = opts.shop ?? SHOP;
  const headers: Record<string, string> = { authorization: `Basic ${Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString('base64')}` };
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    if (opts.key !== null) headers['idempotence-key'] = opts.key ?? `key-${nextKey++}`;
  }
  const res = await fetch(`${yookassa.apiRoot}${path}`, { method: opts.body === undefined ? 'GET' : 'POST', headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: await res.json() };
}

const paymentBody = (extra: Record<string, unknown> = {}) => ({
  amount: { value: '1500.00', currency: 'RUB' },
  confirmation: { type: 'redirect', return_url: RETURN_URL },
  capture: true,
  description: 'Предоплата: стрижка 3 декабря',
  metadata: { booking_id: 42 },
  ...extra,
});

/** Waits for a notification posted after an answer (ЮKassa answers first, then notifies). */
async function notified(event: string, id: string) {
  for (let i = 0; i < 100; i++) {
    const found = received.find((n) => n.event === event && n.object.id === id);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${event} for ${id}`);
}

describe('the ЮKassa stand-in', () => {
  it('answers /v3/me to the shop\'s key and refuses a wrong one', async () => {
    const me = await call('/me');
    expect(me).toEqual({ status: 200, body: { account_id: '100001', test: true, fiscalization_enabled: false, payment_methods: ['bank_card', 'sbp'], status: 'enabled' } });
    const wrong = await call('/me', { shop: { shopId: SHOP.shopId, secretKey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ type: 'error', code: 'invalid_credentials', description: 'Authentication by given credentials failed' });
    expect(typeof wrong.body.id).toBe('string');
  });

  it('creates a payment once per idempotence key and refuses the key with other parameters', async () => {
    const first = await call('/payments', { body: paymentBody(), key: 'create-1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'pending', paid: false, refundable: false, test: true,
      amount: { value: '1500.00', currency: 'RUB' }, metadata: { booking_id: '42' },
      recipient: { account_id: '100001', gateway_id: '100500' },
      confirmation: { type: 'redirect', confirmation_url: `${yookassa.origin}/standin/checkout/${first.body.id}`, return_url: RETURN_URL },
    });
    const again = await call('/payments', { body: paymentBody(), key: 'create-1' });
    expect(again).toEqual(first);
    expect([...yookassa.payments.values()].filter((p) => p.idempotenceKey === 'create-1')).toHaveLength(1);

    const other = await call('/payments', { body: paymentBody({ amount: { value: '900.00', currency: 'RUB' } }), key: 'create-1' });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });

    expect((await call('/payments', { body: paymentBody(), key: null })).body).toMatchObject({ code: 'invalid_request', parameter: 'Idempotence-Key' });
    expect((await call('/payments', { body: paymentBody({ amount: { value: '1500', currency: 'RUB' } }) })).body).toMatchObject({ parameter: 'amount.value' });
    expect((await call('/payments', { body: paymentBody({ confirmation: { type: 'redirect', return_url: 'javascript:alert(1)' } }) })).body)
      .toMatchObject({ parameter: 'confirmation.return_url' });
  });

  it('shows a payment only to its own shop', async () => {
    const { body: created } = await call('/payments', { body: paymentBody() });
    expect((await call(`/payments/${created.id}`)).body).toEqual(created);
    const foreign = await call(`/payments/${created.id}`, { shop: OTHER });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ type: 'error', code: 'not_found' });
  });

  it('posts payment.succeeded to the shop when the payment is paid', async () => {
    const { body: created } = await call('/payments', { body: paymentBody() });
    await yookassa.succeed(created.id);
    expect(received.find((n) => n.object.id === created.id)).toMatchObject({ type: 'notification', event: 'payment.succeeded', object: { status: 'succeeded', paid: true } });
    expect((await call(`/payments/${created.id}`)).body).toMatchObject({ status: 'succeeded', paid: true, refundable: true });
  });

  it('lets the payer pay on the checkout page and sends them back to return_url', async () => {
    const { body: created } = await call('/payments', { body: paymentBody() });
    const pageUrl = created.confirmation.confirmation_url as string;
    const shown = await fetch(pageUrl);
    const html = await shown.text();
    expect(shown.status).toBe(200);
    expect(html).toContain('Оплатить');
    expect(html).toContain('Отменить');
    expect(html).toContain('Предоплата: стрижка 3 декабря');
    const paid = await fetch(`${pageUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(RETURN_URL);
    expect((await call(`/payments/${created.id}`)).body.status).toBe('succeeded');
    expect(await (await fetch(pageUrl)).text()).toContain('Платёж уже оплачен');
    expect((await fetch(`${yookassa.origin}/standin/checkout/nope`)).status).toBe(404);
  });

  it('refunds what was paid and refuses more than is left', async () => {
    const { body: created } = await call('/payments', { body: paymentBody() });
    await yookassa.succeed(created.id);
    const full = await call('/refunds', { body: { payment_id: created.id, amount: { value: '1500.00', currency: 'RUB' } }, key: 'refund-1' });
    expect(full).toMatchObject({ status: 200, body: { payment_id: created.id, status: 'succeeded', amount: { value: '1500.00', currency: 'RUB' } } });
    expect(await call('/refunds', { body: { payment_id: created.id, amount: { value: '1500.00', currency: 'RUB' } }, key: 'refund-1' })).toEqual(full);
    expect(yookassa.refunds.filter((r) => r.payment_id === created.id)).toEqual([expect.objectContaining({ id: full.body.id, idempotenceKey: 'refund-1' })]);
    expect((await call(`/payments/${created.id}`)).body).toMatchObject({ refunded_amount: { value: '1500.00', currency: 'RUB' } });

    const more = await call('/refunds', { body: { payment_id: created.id, amount: { value: '0.01', currency: 'RUB' } } });
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ code: 'invalid_request', parameter: 'amount' });
    expect((await notified('refund.succeeded', full.body.id)).object).toMatchObject({ payment_id: created.id });
  });

  it('charges a saved card at once, and declines it when told to', async () => {
    const { body: first } = await call('/payments', { body: paymentBody({ save_payment_method: true }) });
    await yookassa.succeed(first.id);
    const method = (await call(`/payments/${first.id}`)).body.payment_method;
    expect(method).toMatchObject({ type: 'bank_card', saved: true });

    const charge = { amount: { value: '500.00', currency: 'RUB' }, capture: true, payment_method_id: method.id, description: 'Неявка' };
    const charged = await call('/payments', { body: charge });
    expect(charged.body).toMatchObject({ status: 'succeeded', paid: true, payment_method: { id: method.id, saved: true } });
    expect(charged.body.confirmation).toBeUndefined();
    await notified('payment.succeeded', charged.body.id);

    yookassa.declineSavedCharges = true;
    try {
      const declined = await call('/payments', { body: charge });
      expect(declined.body).toMatchObject({ status: 'canceled', paid: false, cancellation_details: { party: 'payment_network', reason: 'card_expired' } });
      await notified('payment.canceled', declined.body.id);
    } finally {
      yookassa.declineSavedCharges = false;
    }
    // A method saved in one shop is unknown to another.
    expect((await call('/payments', { shop: OTHER, body: charge })).body).toMatchObject({ code: 'invalid_request', parameter: 'payment_method_id' });
  });

  it('answers 500 while failing', async () => {
    yookassa.failing = true;
    try {
      expect(await call('/me')).toMatchObject({ status: 500, body: { type: 'error', code: 'internal_server_error' } });
    } finally {
      yookassa.failing = false;
    }
  });
});

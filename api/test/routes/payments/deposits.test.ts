import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { schemas } from '@booking/contracts';
import { ANNA, BORIS, initDataFor, useApp } from '../../helper';
import { startYookassaStandin } from '../../../test-support/yookassa-standin';
import { setClock } from '../../../src/domain/clock';
import { createNotifier } from '../../../src/services/notifications.service';
import { paymentsOf, runDepositJobs } from '../../../src/services/deposits.service';

const MARIA = 200001;
const SHOP = { shopId: '506751', secretKey: 'test_standin_secret' };
const yookassa = await startYookassaStandin({ shops: [SHOP] });
const ctx = useApp({
  yookassaApiRoot: yookassa.apiRoot,
  paymentsEncryptionKey: randomBytes(32),
  publicOrigin: 'http://127.0.0.1:9',
  paymentHoldMinutes: 15,
});
afterAll(async () => {
  setClock(null);
  await yookassa.close();
});

const as = (id: number) => ({ 'x-telegram-init-data': initDataFor({ id }) });
const jobs = () => runDepositJobs(ctx.db, paymentsOf(ctx.config), createNotifier(ctx.config), { warn: () => undefined });

/** A date `days` from today on Moscow's calendar (the seeded masters' zone). */
const moscowDate = (days: number) => new Date(Date.now() + 3 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

async function slotId(date: string, start: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `SELECT id FROM timeslots WHERE worker_id = 1 AND date = $1 AND time_start <= $2::time AND time_end > $2::time AND status = 'free'`, [date, start],
  );
  return Number(rows[0]!.id);
}

async function book(userId: number, date: string, start: string, serviceIds = [2], receiptEmail?: string) {
  return ctx.app.inject({
    method: 'POST', url: '/api/bookings/', headers: as(userId),
    payload: { telegram_id: userId, place_id: 1, service_ids: serviceIds, timeslot_id: await slotId(date, start), time_start: start, ...(receiptEmail === undefined ? {} : { receipt_email: receiptEmail }) },
  });
}

const connect = (body: Record<string, unknown>, who = MARIA) =>
  ctx.app.inject({ method: 'PUT', url: '/api/workers/1/payment-settings', headers: as(who), payload: body });

const serviceBody = (over: Record<string, unknown>) => ({
  worker_id: 1, category_id: 1, place_id: 1, title: 'Мужская стрижка', price: 1500, slot_duration: 30, booking_deadline: 15, ...over,
});
const putService = (over: Record<string, unknown>) => ctx.app.inject({ method: 'PUT', url: '/api/services/2', headers: as(MARIA), payload: serviceBody(over) });

const notify = (event: string, object: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/yookassa/notifications', payload: { type: 'notification', event, object } });

const bookingRow = async (id: number) => (await ctx.db.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]!;
const outboxKinds = async (bookingId: number) =>
  (await ctx.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE booking_id = $1 ORDER BY id', [bookingId])).rows.map((r) => r.kind);
const card = async (userId: number, id: number) => {
  const list = await ctx.app.inject({ url: `/api/bookings/telegram_id/${userId}`, headers: as(userId) });
  return (list.json() as schemas.Booking[]).find((b) => b.id === id)!;
};
const paymentOf = async (bookingId: number) => [...yookassa.payments.values()].find((p) => p.metadata.booking_id === String(bookingId))!;

describe('the holding statuses, defined once', () => {
  it('the exclusion constraint, the visitors’ index and the figures read the contracts’ set', async () => {
    const set = `(${schemas.ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')})`;
    const { rows } = await ctx.db.query<{ def: string }>(`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'bookings_no_overlap'`);
    const held = (def: string) => [...def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]).sort();
    expect(held(rows[0]!.def)).toEqual([...schemas.ACTIVE_BOOKING_STATUSES].sort());
    const index = (await ctx.db.query<{ def: string }>(`SELECT pg_get_indexdef('bookings_took'::regclass) AS def`)).rows[0]!.def;
    expect(held(index.replace(/'no_show'::text/, ''))).toEqual([...schemas.ACTIVE_BOOKING_STATUSES].sort());
    for (const fn of ['refresh_figure_days', 'refresh_figure_clients']) {
      const body = (await ctx.db.query<{ src: string }>('SELECT prosrc AS src FROM pg_proc WHERE proname = $1', [fn])).rows[0]!.src;
      expect(body).toContain(set);
      expect(body).not.toContain("('confirmed', 'created')");
    }
  });
});

describe('the master’s shop', () => {
  it('refuses a wrong key with ЮKassa’s verdict in Russian and keeps nothing', async () => {
    const res = await connect({ shop_id: SHOP.shopId, secret_key: 'wrong' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'payment.shop_refused', field: 'secret_key' });
    expect(res.json().error).toContain('ЮKassa не приняла');
    expect((await ctx.db.query('SELECT 1 FROM worker_payment_settings')).rows).toHaveLength(0);
  });

  it('refuses another master’s shop settings, and a forged caller', async () => {
    expect((await connect({ shop_id: SHOP.shopId, secret_key: SHOP.secretKey }, ANNA)).statusCode).toBe(403);
    const forged = await ctx.app.inject({ method: 'PUT', url: '/api/workers/1/payment-settings', headers: { 'x-telegram-init-data': initDataFor({ id: MARIA }, { token: 'forged' }) }, payload: { shop_id: SHOP.shopId, secret_key: SHOP.secretKey } });
    expect(forged.statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/workers/1/payment-settings', headers: as(ANNA) })).statusCode).toBe(403);
    const big = await connect({ shop_id: SHOP.shopId, secret_key: 'x'.repeat(5000) });
    expect(big.statusCode).toBe(400);
  });

  it('connects with one call to ЮKassa, keeps the key sealed and never answers it', async () => {
    const calls = yookassa.calls.length;
    const res = await connect({ shop_id: SHOP.shopId, secret_key: SHOP.secretKey });
    expect(res.statusCode).toBe(200);
    expect(yookassa.calls.length - calls).toBe(1);
    expect(res.json()).toEqual({ connected: true, shop_id: SHOP.shopId, receipts: false, notification_url: 'http://127.0.0.1:9/api/yookassa/notifications' });
    const read = await ctx.app.inject({ url: '/api/workers/1/payment-settings', headers: as(MARIA) });
    expect(JSON.stringify(read.json())).not.toContain(SHOP.secretKey);
    const stored = (await ctx.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM worker_payment_settings WHERE worker_id = 1')).rows[0]!;
    expect(stored.secret_sealed).not.toContain(SHOP.secretKey);
  });
});

describe('a service’s deposit', () => {
  it('refuses a percent above 100 and a sum above the price, and changes nothing', async () => {
    const percent = await putService({ deposit_type: 'percent', deposit_value: 150 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().field).toBe('deposit_value');
    const above = await putService({ deposit_type: 'fixed', deposit_value: 1501 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error).toBe('Предоплата не может быть больше цены услуги');
    expect((await ctx.app.inject({ url: '/api/services/2', headers: as(MARIA) })).json().deposit).toBe(0);
  });

  it('sets a percent rounded to whole rubles, and a PUT without the fields keeps it', async () => {
    const set = await putService({ deposit_type: 'percent', deposit_value: 33 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ deposit_type: 'percent', deposit_value: 33, deposit: 495 });
    const kept = await putService({ title: 'Мужская стрижка' });
    expect(kept.json()).toMatchObject({ deposit_type: 'percent', deposit: 495 });
    const fixed = await putService({ deposit_type: 'fixed', deposit_value: 500 });
    expect(fixed.json().deposit).toBe(500);
  });

  it('is refused to a master without a shop', async () => {
    const res = await ctx.app.inject({
      method: 'PUT', url: '/api/services/4', headers: as(200002),
      payload: { worker_id: 2, category_id: 3, place_id: 1, title: 'Маникюр с покрытием', price: 2000, slot_duration: 90, booking_deadline: 15, deposit_type: 'fixed', deposit_value: 300 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Чтобы брать предоплату, подключите приём оплаты в профиле');
  });
});

describe('booking with a deposit', () => {
  const date = moscowDate(3);
  let paidId = 0;

  it('holds the time as awaiting_payment with ЮKassa’s page, and the messages wait for the money', async () => {
    const res = await book(BORIS, date, '10:00');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe('awaiting_payment');
    expect(body.payment).toMatchObject({ amount: 500, confirmation_url: expect.stringContaining('/standin/checkout/') });
    paidId = body.id;
    const payment = await paymentOf(paidId);
    expect(payment.amount).toEqual({ value: '500.00', currency: 'RUB' });
    expect((payment.body as { capture: boolean }).capture).toBe(true);
    expect(payment.confirmation?.return_url).toMatch(/^http:\/\/127\.0\.0\.1:9\/paid\//);
    expect(await outboxKinds(paidId)).toEqual([]);
    // The held time is taken for anyone else.
    expect((await book(ANNA, date, '10:00')).statusCode).toBe(409);
    expect((await card(BORIS, paidId)).deposit).toMatchObject({ amount: 500, state: 'awaiting', confirmation_url: body.payment.confirmation_url });
  });

  it('refuses notifications for unknown payments, other shops and contradicted amounts, and changes nothing', async () => {
    const payment = await paymentOf(paidId);
    expect((await notify('payment.succeeded', { id: 'nope', status: 'succeeded' })).statusCode).toBe(404);
    expect((await notify('payment.succeeded', { id: payment.id, status: 'succeeded', recipient: { account_id: '999' } })).statusCode).toBe(404);
    // The body says succeeded; ЮKassa says pending: nothing changes.
    const early = await notify('payment.succeeded', { id: payment.id, status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } });
    expect(early.statusCode).toBe(200);
    expect((await bookingRow(paidId)).status).toBe('awaiting_payment');
    expect((await notify('payment.succeeded', { id: 'x'.repeat(70_000) })).statusCode).toBe(413);
    expect((await notify('payment.exploded', { id: payment.id })).statusCode).toBe(400);
  });

  it('a tampered return token is refused', async () => {
    const payment = await paymentOf(paidId);
    const token = payment.confirmation!.return_url.split('/paid/')[1]!;
    const [, expires, sig] = token.split('-');
    const other = await ctx.app.inject({ url: `/api/payments/return/${paidId + 1}-${expires}-${sig}` });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe('Ссылка на оплату недействительна');
    expect((await ctx.app.inject({ url: `/api/payments/return/${token}` })).json()).toMatchObject({ state: 'awaiting', amount: 500 });
  });

  it('paid: confirmed once from ЮKassa’s own reading; a replay changes nothing', async () => {
    const payment = await paymentOf(paidId);
    await yookassa.succeed(payment.id);
    const res = await notify('payment.succeeded', { id: payment.id, status: 'succeeded', recipient: { account_id: SHOP.shopId } });
    expect(res.statusCode).toBe(200);
    expect((await bookingRow(paidId)).status).toBe('confirmed');
    const kinds = await outboxKinds(paidId);
    expect(kinds).toEqual(expect.arrayContaining(['booking_new', 'booking_confirmed', 'reminder']));
    await notify('payment.succeeded', { id: payment.id, status: 'succeeded' });
    expect(await outboxKinds(paidId)).toEqual(kinds);
    const token = payment.confirmation!.return_url.split('/paid/')[1]!;
    expect((await ctx.app.inject({ url: `/api/payments/return/${token}` })).json()).toMatchObject({ state: 'paid', worker_name: 'Мария Иванова', time_start: '10:00' });
    expect((await card(BORIS, paidId)).deposit).toMatchObject({ state: 'paid', refund_on_cancel: true, confirmation_url: null });
  });

  it('the return page reads ЮKassa itself when the notification is lost', async () => {
    const res = await book(ANNA, date, '11:00');
    const payment = await paymentOf(res.json().id);
    await yookassa.succeed(payment.id);
    const token = payment.confirmation!.return_url.split('/paid/')[1]!;
    expect((await ctx.app.inject({ url: `/api/payments/return/${token}` })).json().state).toBe('paid');
    expect((await bookingRow(res.json().id)).status).toBe('confirmed');
  });

  it('the client’s cancel before the cut-off refunds once, through the job runner', async () => {
    const cancel = await ctx.app.inject({ url: `/api/bookings/${paidId}/cancel`, headers: as(BORIS) });
    expect(cancel.statusCode).toBe(200);
    expect((await card(BORIS, paidId)).deposit?.state).toBe('refunding');
    const payment = await paymentOf(paidId);
    expect((await jobs()).refunded).toBe(1);
    await jobs();
    const refunds = yookassa.refunds.filter((r) => r.payment_id === payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toEqual({ value: '500.00', currency: 'RUB' });
    expect((await card(BORIS, paidId)).deposit?.state).toBe('refunded');
  });

  it('an unpaid hold is released when its time is up, and a late payment goes back', async () => {
    const res = await book(BORIS, date, '14:00');
    const id = res.json().id as number;
    expect((await jobs()).released).toBe(0);
    setClock(new Date(Date.now() + 16 * 60_000));
    try {
      expect((await jobs()).released).toBe(1);
      expect((await bookingRow(id)).status).toBe('cancelled');
      expect(await outboxKinds(id)).toContain('deposit_released');
      // The time is free again.
      const again = await book(ANNA, date, '14:00');
      expect(again.statusCode).toBe(201);
      const late = await paymentOf(id);
      await yookassa.succeed(late.id);
      await notify('payment.succeeded', { id: late.id });
      expect(await outboxKinds(id)).toContain('deposit_late_refund');
      await jobs();
      expect(yookassa.refunds.filter((r) => r.payment_id === late.id)).toHaveLength(1);
    } finally {
      setClock(null);
    }
  });

  it('a booking on a master whose shop was disconnected meanwhile takes no deposit, and the master is told; a deposit paid before still goes back', async () => {
    const IRINA = 100125;
    const paid = await book(IRINA, date, '12:00');
    expect(paid.json().status, paid.body).toBe('awaiting_payment');
    const payment = await paymentOf(paid.json().id);
    await yookassa.succeed(payment.id);
    await notify('payment.succeeded', { id: payment.id });
    const off = await ctx.app.inject({ method: 'DELETE', url: '/api/workers/1/payment-settings', headers: as(MARIA) });
    expect(off.json().connected).toBe(false);
    // The refund owed is made with the key the deposit was taken with, and that copy is then gone.
    expect((await ctx.app.inject({ url: `/api/bookings/${paid.json().id}/cancel`, headers: as(IRINA) })).statusCode).toBe(200);
    expect((await jobs()).refunded).toBe(1);
    expect(yookassa.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    const kept = await ctx.db.query<{ secret_sealed: string | null }>('SELECT secret_sealed FROM deposits WHERE booking_id = $1', [paid.json().id]);
    expect(kept.rows[0]!.secret_sealed).toBeNull();
    const res = await book(BORIS, date, '16:00');
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('confirmed');
    expect(res.json().payment).toBeUndefined();
    expect(await outboxKinds(res.json().id)).toContain('deposit_no_shop');
  });
});

describe('the master’s cancel, a no-show and receipts', () => {
  const date = moscowDate(4);
  const payBooking = async (userId: number, start: string) => {
    const res = await book(userId, date, start);
    expect(res.json().status).toBe('awaiting_payment');
    const payment = await paymentOf(res.json().id);
    await yookassa.succeed(payment.id);
    await notify('payment.succeeded', { id: payment.id });
    expect((await bookingRow(res.json().id)).status).toBe('confirmed');
    return { id: res.json().id as number, payment };
  };

  it('a master’s cancel always returns the deposit, once; a second cancel is refused and refunds nothing', async () => {
    expect((await connect({ shop_id: SHOP.shopId, secret_key: SHOP.secretKey })).statusCode).toBe(200);
    const { id, payment } = await payBooking(BORIS, '10:00');
    const cancel = () => ctx.app.inject({ method: 'POST', url: `/api/workers/1/bookings/${id}/cancel`, headers: as(MARIA) });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    await jobs();
    await jobs();
    expect(yookassa.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await card(BORIS, id)).deposit?.state).toBe('refunded');
    // The client's card in the master's cabinet shows it too.
    const clientCard = await ctx.app.inject({ url: `/api/workers/1/clients/${BORIS}`, headers: as(MARIA) });
    expect((clientCard.json().bookings as { id: number; deposit?: { amount: number; state: string } }[]).find((b) => b.id === id)?.deposit).toMatchObject({ amount: 500, state: 'refunded' });
  });

  it('‘Не пришёл’ keeps the deposit: nothing goes back', async () => {
    // A client of their own: the others are at the fair share's limit by now.
    const VERA = 100123;
    const { id, payment } = await payBooking(VERA, '15:00');
    const startsAt = (await card(VERA, id)).time.starts_at!;
    setClock(new Date(new Date(startsAt).getTime() + 3_600_000));
    try {
      const mark = await ctx.app.inject({ method: 'PUT', url: `/api/bookings/${id}/attendance`, headers: as(MARIA), payload: { attendance: 'no_show' } });
      expect(mark.statusCode).toBe(200);
      await jobs();
      expect(yookassa.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(0);
      expect((await card(VERA, id)).deposit?.state).toBe('kept');
      const day = await ctx.app.inject({ url: `/api/workers/1/bookings/${date}`, headers: as(MARIA) });
      expect((day.json() as { booking_id: number; deposit?: { state: string } }[]).find((r) => r.booking_id === id)?.deposit?.state).toBe('kept');
    } finally {
      setClock(null);
    }
  });

  it('a shop that sends receipts: a client without a phone is asked for an email and nothing is held; with a phone, the payment carries the receipt', async () => {
    yookassa.shops.get(SHOP.shopId)!.fiscalization = true;
    expect((await connect({ shop_id: SHOP.shopId, secret_key: SHOP.secretKey, receipts: true })).json().receipts).toBe(true);
    const refused = await book(BORIS, date, '11:00');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payment.receipt_contact', field: 'email', error: 'Магазин мастера выдаёт чеки: укажите почту, на неё придёт чек об оплате' });
    expect((await book(BORIS, date, '11:00', [2], 'not an email')).statusCode).toBe(400);
    expect((await ctx.db.query(`SELECT 1 FROM bookings WHERE client_id = $1 AND date = $2 AND time_start = '11:00'`, [BORIS, date])).rows).toHaveLength(0);
    await ctx.db.query(`INSERT INTO identities (kind, external_id, user_id) VALUES ('phone', '79990001122', $1)`, [BORIS]);
    const res = await book(BORIS, date, '11:00');
    expect(res.statusCode).toBe(201);
    const receipt = (await paymentOf(res.json().id)).receipt as { customer: { phone: string }; items: Record<string, unknown>[] };
    expect(receipt.customer.phone).toBe('79990001122');
    expect(receipt.items).toEqual([
      { description: 'Мужская стрижка', quantity: 1, amount: { value: '500.00', currency: 'RUB' }, vat_code: 1, payment_subject: 'service', payment_mode: 'full_prepayment' },
    ]);
  });

  it('a client without a phone gives an email on the payment step: the receipt goes there, and the next deposit needs not ask', async () => {
    const GALINA = 100124;
    const first = await book(GALINA, date, '12:00', [2], ' galina@example.com ');
    expect(first.statusCode, first.body).toBe(201);
    expect(((await paymentOf(first.json().id)).receipt as { customer: unknown }).customer).toEqual({ email: 'galina@example.com' });
    const next = await book(GALINA, date, '16:30');
    expect(next.statusCode, next.body).toBe(201);
    expect(((await paymentOf(next.json().id)).receipt as { customer: unknown }).customer).toEqual({ email: 'galina@example.com' });
  });

  it('the figures’ CSV says what each deposit became: paid, refunded, kept', async () => {
    // The figures are 'Про''s.
    await ctx.db.query(`INSERT INTO subscriptions (user_id, plan_id, status) VALUES ($1, 2, 'active')`, [MARIA]);
    const res = await ctx.app.inject({ url: `/api/workers/1/analytics.csv?from=${date}&to=${date}`, headers: as(MARIA) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.body.split('\r\n').map((l) => l.split(';'));
    expect(rows[0]!.slice(7)).toEqual(['Предоплата, ₽', 'Возвращено, ₽', 'Осталось у мастера, ₽']);
    const at = (time: string) => rows.find((r) => r[1] === time)!;
    expect(at('10:00').slice(5)).toEqual(['Отменена мастером', '', '500', '500', '']);
    expect(at('15:00').slice(5)).toEqual(['Подтверждена', 'Не пришёл', '500', '', '500']);
    expect(at('11:00').slice(5)).toEqual(['Ожидает оплаты', '', '', '', '']);
    const figures = await ctx.app.inject({ url: `/api/workers/1/analytics?from=${date}&to=${date}`, headers: as(MARIA) });
    expect(figures.json().deposits).toEqual({ paid: 1000, refunded: 500, kept: 500 });
  });
});

import { randomUUID } from 'node:crypto';
import { schemas } from '@booking/contracts';
import type { PaymentSettings } from '@booking/contracts/schemas';
import type { Database } from '../db/database';
import type { Queryable } from '../db/queryable';
import * as dq from '../db/queries/deposits.queries';
import { bookingDetails } from '../db/queries/notices.queries';
import { enqueue } from '../db/queries/outbox.queries';
import { now } from '../domain/clock';
import { conflict, disabled, invalid, notFound, unavailable } from '../domain/errors';
import { depositLateRefundNotice, depositNoShopNotice, depositReleasedNotice } from '../domain/notices';
import { idTokens } from '../auth/signed-link';
import { DOCUMENT_TEXTS } from '../domain/documents';
import { open, seal } from '../payments/secret-box';
import { rubles, YookassaError, yookassaClient, type Receipt, type ShopCredentials, type Yookassa, type YookassaPayment } from '../payments/yookassa';
import { freedTimeNotices, newBookingNotices, type Notifier } from './notifications.service';
import { requireOwnWorker } from './ownership';

/**
 * Deposits through the master's own ЮKassa shop. The money goes from the client to the master's
 * shop; the product only asks ЮKassa and believes nothing but ЮKassa's own answers:
 * - a booking whose services ask a deposit holds its time as 'awaiting_payment' until paid, or until
 *   its hold ends (PAYMENT_HOLD_MINUTES), when its time is freed and the waitlist hears of it;
 * - a notification is a hint: the payment is read back with the master's key, and applied once,
 *   only if its amount, currency and booking match (a replay or a reorder changes nothing);
 * - a refund is owed in the deposit's row and paid by the job runner with ЮKassa's Idempotence-Key
 *   made from the deposit's id, so it goes at least once and ЮKassa makes it at most once.
 */

export interface Payments {
  yookassa: Yookassa;
  /** PAYMENTS_ENCRYPTION_KEY; undefined: deposits are off. */
  key: Buffer | undefined;
  publicOrigin: string | null;
  holdMinutes: number;
  /** What return tokens are signed with (the bot token, as the other signed links). */
  linkSecret: string;
}

export function paymentsOf(config: { yookassaApiRoot: string; paymentsEncryptionKey: Buffer | undefined; publicOrigin: string | null; paymentHoldMinutes: number; botToken: string }): Payments {
  return {
    yookassa: yookassaClient(config.yookassaApiRoot),
    key: config.paymentsEncryptionKey,
    publicOrigin: config.publicOrigin,
    holdMinutes: config.paymentHoldMinutes,
    linkSecret: config.botToken,
  };
}

/** The sealed key is bound to its master (a row copied to another master's does not open). */
const sealContext = (workerId: number) => `worker:${workerId}`;

const notificationUrl = (p: Payments) => (p.publicOrigin ? `${p.publicOrigin}/api/yookassa/notifications` : null);

function settingsView(p: Payments, shop: dq.ShopRow | undefined): PaymentSettings {
  return { connected: Boolean(shop), shop_id: shop?.shop_id ?? null, receipts: shop?.receipts ?? false, notification_url: notificationUrl(p) };
}

/**
 * The key of the shop a deposit was taken through: the copy kept with the deposit (so a refund owed
 * or a late payment is finished after the master disconnects or changes shop), else, for a deposit
 * taken before copies were kept, the master's connected shop while it is that one.
 */
async function credentialsOfDeposit(db: Queryable, p: Payments, d: dq.DepositRow): Promise<ShopCredentials | null> {
  if (d.shop_id && d.secret_sealed) return credentialsOf(p, { worker_id: d.worker_id, shop_id: d.shop_id, secret_sealed: d.secret_sealed });
  const shop = await dq.readShop(db, d.worker_id);
  return shop && shop.account_id === d.account_id ? credentialsOf(p, shop) : null;
}

function credentialsOf(p: Payments, shop: Pick<dq.ShopRow, 'worker_id' | 'shop_id' | 'secret_sealed'>): ShopCredentials | null {
  if (!p.key) return null;
  const secretKey = open(p.key, shop.secret_sealed, sealContext(Number(shop.worker_id)));
  return secretKey === null ? null : { shopId: shop.shop_id, secretKey };
}

// ---------------------------------------------------------------------------------------------
// The master's shop

export async function paymentSettings(db: Database, p: Payments, callerId: number, workerId: number): Promise<PaymentSettings> {
  await requireOwnWorker(db, callerId, workerId);
  return settingsView(p, await dq.readShop(db, workerId));
}

/** Connects the shop: its key is tried with one call to ЮKassa (GET /me) before it is kept, sealed. */
export async function savePaymentSettings(db: Database, p: Payments, callerId: number, workerId: number, input: schemas.PaymentSettingsInput): Promise<PaymentSettings> {
  await requireOwnWorker(db, callerId, workerId);
  if (!p.key) throw disabled('payment.off');
  let accountId: string;
  try {
    accountId = String((await p.yookassa.me({ shopId: input.shop_id, secretKey: input.secret_key })).account_id);
  } catch (error) {
    if (error instanceof YookassaError && (error.status === 401 || error.status === 403)) throw invalid('payment.shop_refused', 'secret_key');
    throw unavailable('payment.unavailable');
  }
  const shop = { worker_id: workerId, shop_id: input.shop_id, account_id: accountId, secret_sealed: seal(p.key, input.secret_key, sealContext(workerId)), receipts: input.receipts };
  await dq.saveShop(db, { ...shop, workerId }, now());
  return settingsView(p, shop);
}

export async function deletePaymentSettings(db: Database, p: Payments, callerId: number, workerId: number): Promise<PaymentSettings> {
  await requireOwnWorker(db, callerId, workerId);
  await dq.deleteShop(db, workerId);
  return settingsView(p, undefined);
}

/** A service's deposit as the master sets it: above the price or a percent over 100 is refused, and none without a shop. */
export async function checkServiceDeposit(db: Queryable, workerId: number, input: { price: number; deposit_type?: string; deposit_value?: number }): Promise<void> {
  if (input.deposit_type === undefined || input.deposit_type === 'none') return;
  const value = input.deposit_value ?? 0;
  if (input.deposit_type === 'percent' && (value < 1 || value > 100)) throw invalid('service.deposit_percent', 'deposit_value');
  if (input.deposit_type === 'fixed' && (value < 1 || value > input.price)) throw invalid('service.deposit_above_price', 'deposit_value');
  if (!(await dq.readShop(db, workerId))) throw conflict('service.deposit_needs_shop', 'deposit_type');
}

// ---------------------------------------------------------------------------------------------
// A booking's deposit

/** The deposit a booking of these services asks: the sum of theirs, in whole rubles. */
export const depositOfServices = (services: Iterable<{ price?: number; deposit_type?: schemas.DepositType; deposit_value?: number }>) =>
  [...services].reduce((sum, s) => sum + schemas.depositOf(Number(s.price ?? 0), s.deposit_type, Number(s.deposit_value ?? 0)), 0);

/**
 * In the booking's transaction: the shop a deposit is taken through (the booking is then
 * 'awaiting_payment', its messages wait for the money), or none: deposits off here, or the shop
 * disconnected meanwhile (booked without one, and the master is told).
 */
export async function shopForDeposit(tx: Queryable, p: Payments | undefined, workerId: number): Promise<dq.ShopRow | null> {
  return (p?.key && (await dq.readShop(tx, workerId))) || null;
}

/** The deposit row of a new booking: its hold ends PAYMENT_HOLD_MINUTES from now; `receiptEmail`, where its receipt goes without a phone. */
export async function holdForDeposit(tx: Queryable, p: Payments, bookingId: number, shop: dq.ShopRow, amount: number, at: Date, receiptEmail: string | null = null): Promise<void> {
  const expiresAt = new Date(at.getTime() + p.holdMinutes * 60_000);
  await dq.insertDeposit(tx, {
    id: randomUUID(), bookingId, workerId: Number(shop.worker_id), accountId: shop.account_id, amount, expiresAt, receiptEmail, shopId: shop.shop_id, secretSealed: shop.secret_sealed,
  }, at);
}

/** The master hears that a booking took no deposit: their shop is not connected. */
export async function noticeNoShop(tx: Queryable, notifier: Notifier, bookingId: number, amount: number, at: Date): Promise<void> {
  const [d] = await bookingDetails(tx, [bookingId]);
  const n = d && depositNoShopNotice(d, amount, notifier.botUsername, at);
  if (n) await enqueue(tx, [n]);
}

/** The return page's token: ЮKassa returns the client within the hold; the page may be reopened later, for 7 days. */
const returnTokens = idTokens('deposit-return', 7 * 86_400);

export const returnToken = (p: Payments, bookingId: number, at: Date): string => returnTokens.make(bookingId, at, p.linkSecret);

function bookingOfToken(p: Payments, token: string, at: Date): number {
  const bookingId = returnTokens.read(token, at, p.linkSecret);
  if (bookingId === null) throw invalid('payment.return_invalid', 'token');
  return bookingId;
}

/**
 * After the booking's commit: asks ЮKassa for the payment (the deposit's id is its Idempotence-Key,
 * so a retry never makes a second one). ЮKassa unreachable: the hold is released at once, and the
 * client hears the booking was not made.
 */
export async function startPayment(db: Database, p: Payments, notifier: Notifier, bookingId: number, shop: dq.ShopRow): Promise<schemas.BookingPayment> {
  const d = await dq.readDeposit(db, { bookingId });
  const creds = credentialsOf(p, shop);
  const [details] = await bookingDetails(db, [bookingId]);
  if (!d || !details) throw notFound('not_found.booking');
  const origin = p.publicOrigin;
  try {
    if (!creds || !origin) throw new YookassaError(0, 'not_configured', 'no key or no PUBLIC_ORIGIN');
    const receipt = shop.receipts ? await receiptOf(db, d) : undefined;
    const payment = await p.yookassa.createPayment(creds, d.id, {
      ...(receipt ? { receipt } : {}),
      amount: rubles(d.amount),
      capture: true,
      confirmation: { type: 'redirect', return_url: `${origin}/paid/${returnToken(p, bookingId, now())}` },
      // In the default language: ЮKassa's page is in Russian, whoever pays.
      description: DOCUMENT_TEXTS.ru.deposit.description(details.serviceTitles.join(', ')).slice(0, 128),
      metadata: { booking_id: String(bookingId), deposit_id: d.id },
    });
    const url = payment.confirmation?.confirmation_url;
    if (!url) throw new YookassaError(502, 'no_confirmation', 'YooKassa answered without a confirmation page');
    await dq.markDepositPending(db, d.id, payment.id, url);
    return { amount: d.amount, confirmation_url: url, expires_at: d.expires_at };
  } catch (error) {
    // No payment page, no hold: the time is free again and the client is told to try again.
    console.warn(`Deposit ${d.id}: YooKassa refused or did not answer the payment: ${(error as Error).message}`);
    await release(db, notifier, d.id, 'canceled', false);
    throw unavailable('payment.unavailable');
  }
}

/**
 * The receipt (54-ФЗ) of a deposit, for a shop that sends them: to the client's phone (else the email
 * they gave), one item per
 * service with its part of the deposit (the parts add up to the payment, as ЮKassa requires).
 */
async function receiptOf(db: Queryable, d: dq.DepositRow): Promise<Receipt | undefined> {
  const phone = await dq.phoneOf(db, d.client_id);
  const customer = phone ? { phone } : d.receipt_email ? { email: d.receipt_email } : null;
  if (!customer) return undefined;
  const items = (await dq.receiptServices(db, d.booking_id))
    .map((s) => ({ title: s.title, part: schemas.depositOf(s.price, s.deposit_type, s.deposit_value) }))
    .filter((s) => s.part > 0)
    .map((s) => ({ description: s.title.slice(0, 128), quantity: 1, amount: rubles(s.part), vat_code: 1, payment_subject: 'service' as const, payment_mode: 'full_prepayment' as const }));
  return { customer, items };
}

/**
 * A shop that sends receipts needs somewhere to send the client's: their phone on record, else the
 * email they give on the payment step (or gave for their last deposit). Asked before the time is
 * held: without either, 409 and nothing is booked. Answers the email to keep with the deposit.
 */
export async function receiptEmailFor(tx: Queryable, shop: dq.ShopRow, clientId: number, email: string | undefined): Promise<string | null> {
  if (!shop.receipts || (await dq.phoneOf(tx, clientId))) return null;
  const known = email ?? (await dq.lastDepositEmail(tx, clientId));
  if (!known) throw conflict('payment.receipt_contact', 'email');
  return known;
}

/**
 * Frees an unpaid hold: the booking is cancelled (by nobody: cancelled_by stays empty), the deposit
 * marked, the waitlist hears of the time, and the client of why (`tell`). Nothing when it was paid
 * or released meanwhile.
 */
async function release(db: Database, notifier: Notifier, depositId: string, state: 'expired' | 'canceled', tell: boolean): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const at = now();
    const d = await dq.readDeposit(tx, { id: depositId }, true);
    if (!d || (d.state !== 'creating' && d.state !== 'pending')) return false;
    await dq.setDepositState(tx, d.id, state, at);
    if (d.booking_status !== 'awaiting_payment') return true;
    await tx.query(`UPDATE bookings SET status = 'cancelled', cancelled_at = $2, revision = revision + 1 WHERE id = $1`, [d.booking_id, at.toISOString()]);
    const [details] = await bookingDetails(tx, [d.booking_id]);
    if (details) {
      const notices = await freedTimeNotices(tx, notifier, details, [{ timeStart: details.timeStart, timeEnd: details.timeEnd }], at);
      if (tell) notices.push(depositReleasedNotice(details, d.amount, notifier.botUsername, at));
      await enqueue(tx, notices);
    }
    return true;
  });
  if (done) notifier.wake();
  return done;
}

/** Whether ЮKassa's payment is the deposit's: its id, amount, currency, booking and shop. */
function matches(d: dq.DepositRow, payment: YookassaPayment): boolean {
  return payment.id === d.yookassa_id
    && payment.amount?.value === rubles(d.amount).value && payment.amount?.currency === 'RUB'
    && payment.metadata?.booking_id === String(d.booking_id)
    && (payment.recipient?.account_id === undefined || String(payment.recipient.account_id) === d.account_id);
}

/**
 * Reads the deposit's payment from ЮKassa with its master's key and applies what it says, once:
 * succeeded confirms the booking (its messages go now), or, when the hold was already released,
 * owes the money back at once; canceled releases the hold. What ЮKassa contradicts changes nothing.
 */
export async function settle(db: Database, p: Payments, notifier: Notifier, d: dq.DepositRow): Promise<void> {
  if (!d.yookassa_id) return;
  const creds = await credentialsOfDeposit(db, p, d);
  if (!creds) throw unavailable('payment.unavailable');
  let payment: YookassaPayment;
  try {
    payment = await p.yookassa.getPayment(creds, d.yookassa_id);
  } catch (error) {
    if (error instanceof YookassaError && error.status === 404) throw conflict('payment.contradicted');
    throw unavailable('payment.unavailable');
  }
  if (!matches(d, payment)) throw conflict('payment.contradicted');
  if (payment.status === 'canceled') {
    await release(db, notifier, d.id, 'canceled', true);
    return;
  }
  if (payment.status !== 'succeeded') return;
  const applied = await db.transaction(async (tx) => {
    const at = now();
    const locked = await dq.readDeposit(tx, { id: d.id }, true);
    if (!locked || locked.state === 'succeeded') return false;
    await dq.setDepositState(tx, locked.id, 'succeeded', at);
    const [details] = await bookingDetails(tx, [locked.booking_id]);
    if (locked.booking_status === 'awaiting_payment') {
      await tx.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [locked.booking_id]);
      // The booking's messages were waiting for the money: the master hears of it, the client gets the confirmation and reminders.
      if (details) await enqueue(tx, newBookingNotices(notifier, [details], at));
    } else {
      // Paid after its hold ended (or after the client cancelled it): the money goes back at once.
      await dq.askRefund(tx, locked.id, 'late', at);
      if (details) await enqueue(tx, [depositLateRefundNotice(details, locked.amount, notifier.botUsername, at)]);
    }
    return true;
  });
  if (applied) notifier.wake();
}

/** ЮKassa's notification: the deposit it names (by its payment, in its shop), settled from ЮKassa's own reading. */
export async function applyNotification(db: Database, p: Payments, notifier: Notifier, body: schemas.YookassaNotification): Promise<{ ok: true }> {
  const paymentId = body.event === 'refund.succeeded' ? body.object.payment_id : body.object.id;
  const d = paymentId ? await dq.readDeposit(db, { yookassaId: paymentId }) : undefined;
  const account = body.object.recipient?.account_id;
  if (!d || (account !== undefined && account !== d.account_id)) throw notFound('payment.unknown');
  // A refund's notice changes nothing here: the job runner records the refund from ЮKassa's answer to it.
  if (body.event !== 'refund.succeeded') await settle(db, p, notifier, d);
  return { ok: true };
}

/** The return page: where the deposit stands, read from ЮKassa when it is still awaited (a lost notification does not leave it waiting). */
export async function paymentReturn(db: Database, p: Payments, notifier: Notifier, token: string): Promise<schemas.PaymentReturn> {
  const bookingId = bookingOfToken(p, token, now());
  let d = await dq.readDeposit(db, { bookingId });
  if (!d) throw invalid('payment.return_invalid', 'token');
  if (d.state === 'pending') {
    try {
      await settle(db, p, notifier, d);
    } catch {
      // ЮKassa unreachable or contradicting: the page shows what is known and asks again.
    }
    d = (await dq.readDeposit(db, { bookingId }))!;
  }
  const [details] = await bookingDetails(db, [bookingId]);
  const awaited = (d.state === 'pending' || d.state === 'creating') && d.booking_status === 'awaiting_payment';
  const state = d.state === 'succeeded' && d.booking_status !== 'cancelled' ? 'paid' : awaited ? 'awaiting' : 'released';
  return {
    booking_id: bookingId, state, amount: d.amount,
    worker_name: details?.masterTitle ?? '', date: details?.date ?? '', time_start: (details?.timeStart ?? '').slice(0, 5),
  };
}

/** A cancel owes a paid deposit back: the master's always, the client's before the cut-off (the only one they may make). */
export async function refundOnCancel(tx: Queryable, bookingId: number, by: 'client' | 'master', at: Date): Promise<void> {
  const d = await dq.readDeposit(tx, { bookingId });
  if (d?.state === 'succeeded') await dq.askRefund(tx, d.id, `${by}_cancel`, at);
}

// ---------------------------------------------------------------------------------------------
// The job runner's part: holds whose time is up, refunds owed

/** Tries of one refund before it is given up (and logged): ЮKassa's own trouble lasting hours. */
const REFUND_TRIES = 10;
const backoffMs = (attempt: number) => Math.min(60_000 * 2 ** (attempt - 1), 6 * 3_600_000);

/** One round: releases the holds whose time is up (read first: a paid one is confirmed), then pays the refunds owed. */
export async function runDepositJobs(db: Database, p: Payments, notifier: Notifier, log: Pick<Console, 'warn'> = console): Promise<{ released: number; refunded: number }> {
  let released = 0;
  let refunded = 0;
  for (const id of await dq.dueHolds(db, now(), 50)) {
    const d = await dq.readDeposit(db, { id });
    if (!d) continue;
    if (d.state === 'pending') {
      try {
        await settle(db, p, notifier, d);
      } catch {
        // ЮKassa cannot say now: the hold ends as set; a payment that succeeds later is refunded.
      }
    }
    if (await release(db, notifier, id, 'expired', true)) released += 1;
  }
  const at = now();
  for (const job of await dq.takeDueRefunds(db, at, new Date(at.getTime() + 5 * 60_000), 20)) {
    const d = await dq.readDeposit(db, { id: job.id });
    const creds = d ? await credentialsOfDeposit(db, p, d) : null;
    if (!d?.yookassa_id || !creds) {
      await dq.refundFailed(db, job.id, 'the shop that took it is no longer connected', job.attempts >= REFUND_TRIES ? null : new Date(at.getTime() + backoffMs(job.attempts)));
      continue;
    }
    try {
      const refund = await p.yookassa.createRefund(creds, `refund-${d.id}`, { payment_id: d.yookassa_id, amount: rubles(d.amount) });
      await dq.refundDone(db, d.id, refund.id);
      refunded += 1;
    } catch (error) {
      const retry = error instanceof YookassaError && error.retryable && job.attempts < REFUND_TRIES;
      log.warn(`Refund of deposit ${d.id} failed (try ${job.attempts}): ${(error as Error).message}`);
      await dq.refundFailed(db, d.id, (error as Error).message, retry ? new Date(at.getTime() + backoffMs(job.attempts)) : null);
    }
  }
  return { released, refunded };
}

/** Runs the deposit jobs every `pollMs` in this process (several processes are safe: each row is taken under its lock). */
export function startDepositRunner(db: Database, p: Payments, notifier: Notifier, pollMs = 5_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => runDepositJobs(db, p, notifier)).catch((error: unknown) => console.warn(`Deposit jobs: ${(error as Error).message}`));
  }, pollMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

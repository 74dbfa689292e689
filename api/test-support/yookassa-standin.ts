import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for ЮKassa's API v3 (ЮKassa cannot be reached from the test machines). It
 * answers as yookassa.ru/developers documents: HTTP Basic `shopId:secretKey` on every call, `GET
 * /v3/me`, `POST /v3/payments` and `GET /v3/payments/{id}`, `POST /v3/refunds` and `GET
 * /v3/refunds/{id}`, the `Idempotence-Key` every POST must carry (a repeat answers as the first
 * time, the same key with other parameters is refused), errors as `{type: 'error', id, code,
 * description, parameter?}`, and the notifications a shop's HTTP-notification URL receives. Each
 * master has a shop of their own, so it holds any number of shops. The page a payer would see at
 * `confirmation_url` is here too, with 'Оплатить' and 'Отменить', so an e2e story can pay the way a
 * client does; a test can also decide a payment with `succeed()` and `cancel()`. Every call is
 * recorded. Used through YOOKASSA_API_ROOT.
 */
export interface YookassaShop {
  shopId: string;
  secretKey: string;
  /** Where ЮKassa posts the shop's notifications (set in the shop's settings, not through the API). */
  notifyUrl?: string;
  /** Receipts (54-ФЗ) are on for the shop: every payment must then carry one. */
  fiscalization?: boolean;
}

export interface YookassaAmount {
  value: string;
  currency: string;
}

export interface YookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: YookassaAmount;
  description?: string;
  metadata: Record<string, string>;
  recipient: { account_id: string; gateway_id: string };
  confirmation?: { type: 'redirect'; confirmation_url: string; return_url: string };
  created_at: string;
  test: true;
  refundable: boolean;
  refunded_amount?: YookassaAmount;
  payment_method?: { type: 'bank_card'; id: string; saved: boolean };
  receipt?: unknown;
  cancellation_details?: { party: string; reason: string };
}

export interface YookassaRefund {
  id: string;
  payment_id: string;
  status: 'succeeded';
  amount: YookassaAmount;
  created_at: string;
  idempotenceKey: string;
}

export type YookassaStoredPayment = YookassaPayment & { shopId: string; idempotenceKey: string; body: unknown };

export interface YookassaCall {
  /** The HTTP method, or 'NOTIFY' for a notification it posted (then `path` is the shop's URL and `status` 0 when it could not be delivered). */
  method: string;
  path: string;
  status: number;
  idempotenceKey?: string;
  body: unknown;
}

export interface YookassaStandin {
  /** The base URL to give as YOOKASSA_API_ROOT: it ends in `/v3`. */
  apiRoot: string;
  /** Where the checkout pages are. */
  origin: string;
  shops: Map<string, YookassaShop>;
  addShop(shop: YookassaShop): void;
  payments: Map<string, YookassaStoredPayment>;
  refunds: YookassaRefund[];
  calls: YookassaCall[];
  /** Marks a payment paid (as the payer would on the checkout page) and posts payment.succeeded to its shop's notifyUrl if set; resolves after the notification was answered (or failed). */
  succeed(id: string): Promise<void>;
  /** Marks it canceled and posts payment.canceled. */
  cancel(id: string): Promise<void>;
  /** Payments with payment_method_id (saved-method charges) answer canceled while true. */
  declineSavedCharges: boolean;
  /** Answer every API call with HTTP 500 while true. */
  failing: boolean;
  close(): Promise<void>;
}

const BODY_LIMIT = 64 * 1024;
const AMOUNT_VALUE = /^\d+\.\d{2}$/;
// ЮKassa's own limits on these fields.
const KEY_MAX = 64;
const DESCRIPTION_MAX = 128;
const METADATA_KEYS_MAX = 16;
const METADATA_KEY_MAX = 32;
const METADATA_VALUE_MAX = 512;

/** A refused request: what ЮKassa answers as `{type: 'error', …}`. */
class Refusal extends Error {
  readonly status: number;
  readonly code: string;
  readonly parameter: string | undefined;
  constructor(status: number, code: string, description: string, parameter?: string) {
    super(description);
    this.status = status;
    this.code = code;
    this.parameter = parameter;
  }
}

const invalid = (description: string, parameter?: string) => new Refusal(400, 'invalid_request', description, parameter);

interface Answer {
  status: number;
  body: unknown;
  /** A notification to post once the answer is sent: ЮKassa notifies after it has answered the call. */
  after?: () => Promise<void>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const errorBody = (code: string, description: string, parameter?: string) =>
  ({ type: 'error', id: randomUUID(), code, description, ...(parameter === undefined ? {} : { parameter }) });

/** Kopecks of a checked amount value: sums are compared in whole numbers, never in floats. */
const kopecks = (value: string) => {
  const [rubles, cents] = value.split('.');
  return Number(rubles) * 100 + Number(cents);
};
const asValue = (k: number) => `${Math.floor(k / 100)}.${String(k % 100).padStart(2, '0')}`;

function readAmount(value: unknown, parameter: string): YookassaAmount {
  if (!isObject(value)) throw invalid('Amount is required', parameter);
  if (typeof value.value !== 'string' || !AMOUNT_VALUE.test(value.value) || kopecks(value.value) <= 0) {
    throw invalid('The amount must be a positive number with two decimal places', `${parameter}.value`);
  }
  if (value.currency !== 'RUB') throw invalid('The shop accepts RUB only', `${parameter}.currency`);
  return { value: value.value, currency: value.currency };
}

function readMetadata(value: unknown): Record<string, string> {
  if (value === undefined) return {};
  if (!isObject(value)) throw invalid('Metadata must be an object', 'metadata');
  const entries = Object.entries(value);
  if (entries.length > METADATA_KEYS_MAX) throw invalid(`Metadata may have at most ${METADATA_KEYS_MAX} keys`, 'metadata');
  // ЮKassa keeps metadata as strings whatever it was sent: a number comes back quoted.
  const metadata = Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
  if (Object.entries(metadata).some(([k, v]) => k.length > METADATA_KEY_MAX || v.length > METADATA_VALUE_MAX)) {
    throw invalid('A metadata key or value is too long', 'metadata');
  }
  return metadata;
}

const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The receipt's problem, or null: who gets it, and the items whose sum must be the payment's. */
function receiptProblem(receipt: unknown, amount: YookassaAmount): string | null {
  if (!isObject(receipt)) return 'Receipt must be an object';
  const customer = receipt.customer;
  if (!isObject(customer) || !(nonEmpty(customer.phone) || nonEmpty(customer.email))) return 'Receipt must have customer.phone or customer.email';
  const items = receipt.items;
  if (!Array.isArray(items) || items.length === 0) return 'Receipt must have items';
  let total = 0;
  for (const item of items) {
    if (!isObject(item) || !nonEmpty(item.description)) return 'Each receipt item must have a description';
    const quantity = typeof item.quantity === 'string' ? Number(item.quantity) : item.quantity;
    if (typeof quantity !== 'number' || !(quantity > 0)) return 'Each receipt item must have a positive quantity';
    const price = item.amount;
    if (!isObject(price) || typeof price.value !== 'string' || !AMOUNT_VALUE.test(price.value) || price.currency !== amount.currency) {
      return 'Each receipt item must have an amount with value and currency';
    }
    if (!Number.isInteger(item.vat_code)) return 'Each receipt item must have a vat_code';
    if (!nonEmpty(item.payment_subject) || !nonEmpty(item.payment_mode)) return 'Each receipt item must have payment_subject and payment_mode';
    total += Math.round(kopecks(price.value) * quantity);
  }
  // ЮKassa refuses a receipt whose items do not add up to what the payer pays.
  if (total !== kopecks(amount.value)) return 'The sum of the receipt items is not the payment amount';
  return null;
}

function readReturnUrl(confirmation: unknown): string {
  if (!isObject(confirmation) || confirmation.type !== 'redirect') throw invalid('Confirmation must be of type redirect', 'confirmation');
  const returnUrl = confirmation.return_url;
  let protocol = '';
  try {
    protocol = typeof returnUrl === 'string' ? new URL(returnUrl).protocol : '';
  } catch {
    // Not a URL at all: refused below like any other scheme.
  }
  if (protocol !== 'http:' && protocol !== 'https:') throw invalid('return_url must be an http(s) URL', 'confirmation.return_url');
  return returnUrl as string;
}

/** The payment as the API shows it: without what the stand-in keeps for the tests. */
function view(payment: YookassaStoredPayment): YookassaPayment {
  const shown: Partial<YookassaStoredPayment> = structuredClone(payment);
  delete shown.shopId;
  delete shown.idempotenceKey;
  delete shown.body;
  return shown as YookassaPayment;
}

function credentials(header: string | undefined) {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { shopId: text.slice(0, colon), secretKey: text.slice(colon + 1) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
  + `<title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>\n`;

const rubles = (amount: YookassaAmount) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: amount.currency }).format(Number(amount.value));

export async function startYookassaStandin(options: { shops?: YookassaShop[]; port?: number } = {}): Promise<YookassaStandin> {
  const shops = new Map<string, YookassaShop>();
  const payments = new Map<string, YookassaStoredPayment>();
  const refunds: YookassaRefund[] = [];
  const calls: YookassaCall[] = [];
  /** Saved payment methods: id -> the shop it may charge (a method saved in one shop is unknown to another). */
  const savedMethods = new Map<string, string>();
  /** Answers to idempotent calls, by shop, path and key: the JSON they were made with, and what was answered. */
  const replies = new Map<string, { request: string; status: number; body: unknown }>();
  /** Notifications posted after an answer: close() waits for them, so none outlives a test. */
  const inFlight = new Set<Promise<void>>();

  const notify = async (shopId: string, event: string, object: unknown) => {
    const url = shops.get(shopId)?.notifyUrl;
    if (!url) return;
    const body = { type: 'notification', event, object };
    let status = 0;
    try {
      const res = await fetch(url, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      // The shop's trouble: ЮKassa would try again later, a test reads the call below.
    }
    calls.push({ method: 'NOTIFY', path: url, status, body });
  };

  const later = (send: () => Promise<void>) => {
    const sent = send().finally(() => inFlight.delete(sent));
    inFlight.add(sent);
  };

  /** Decides a pending payment: what the payer (or the card's bank, for a saved method) did. */
  const decide = (payment: YookassaStoredPayment, outcome: 'succeeded' | 'canceled', details?: { party: string; reason: string }) => {
    payment.status = outcome;
    payment.paid = outcome === 'succeeded';
    payment.refundable = outcome === 'succeeded';
    if (outcome === 'canceled') payment.cancellation_details = details ?? { party: 'yoo_money', reason: 'expired_on_confirmation' };
    else if (!payment.payment_method) {
      // Every card payment names the card; only one made with save_payment_method can be charged again.
      const saved = isObject(payment.body) && payment.body.save_payment_method === true;
      payment.payment_method = { type: 'bank_card', id: `pm-${randomUUID()}`, saved };
      if (saved) savedMethods.set(payment.payment_method.id, payment.shopId);
    }
  };

  const settle = async (id: string, outcome: 'succeeded' | 'canceled') => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`No payment ${id}`);
    if (payment.status !== 'pending') throw new Error(`Payment ${id} is already ${payment.status}`);
    decide(payment, outcome);
    await notify(payment.shopId, `payment.${outcome}`, view(payment));
  };

  /**
   * An idempotent POST: the same key and the same JSON answer as the first time did; the key with
   * other JSON is refused. Only a call that made something is remembered: a refused one changed
   * nothing, so its repeat is checked afresh.
   */
  const idempotent = (shopId: string, path: string, key: string, body: unknown, make: () => Answer): Answer => {
    const slot = `${shopId}\n${path}\n${key}`;
    const request = JSON.stringify(body);
    const seen = replies.get(slot);
    if (seen) {
      if (seen.request !== request) throw invalid('The idempotence key was already used with other request parameters', 'Idempotence-Key');
      return { status: seen.status, body: structuredClone(seen.body) };
    }
    const answer = make();
    if (answer.status === 200) replies.set(slot, { request, status: answer.status, body: structuredClone(answer.body) });
    return answer;
  };

  const createPayment = (shop: YookassaShop, key: string, body: unknown): Answer => {
    if (!isObject(body)) throw invalid('The request body must be a JSON object');
    const amount = readAmount(body.amount, 'amount');
    const description = body.description;
    if (description !== undefined && (typeof description !== 'string' || description.length > DESCRIPTION_MAX)) {
      throw invalid(`Description must be a string of at most ${DESCRIPTION_MAX} characters`, 'description');
    }
    const metadata = readMetadata(body.metadata);
    if (body.receipt !== undefined) {
      const problem = receiptProblem(body.receipt, amount);
      if (problem) throw invalid(problem, 'receipt');
    } else if (shop.fiscalization) throw invalid('The shop sends receipts: the payment must carry one', 'receipt');
    const methodId = body.payment_method_id;
    if (methodId !== undefined && (typeof methodId !== 'string' || savedMethods.get(methodId) !== shop.shopId)) {
      throw invalid('No saved payment method with this id', 'payment_method_id');
    }
    const returnUrl = methodId === undefined ? readReturnUrl(body.confirmation) : null;
    const id = randomUUID();
    const payment: YookassaStoredPayment = {
      id,
      status: 'pending',
      paid: false,
      amount,
      ...(description === undefined ? {} : { description }),
      metadata,
      recipient: { account_id: shop.shopId, gateway_id: '100500' },
      ...(returnUrl === null ? {} : { confirmation: { type: 'redirect' as const, confirmation_url: `${state.origin}/standin/checkout/${id}`, return_url: returnUrl } }),
      created_at: new Date().toISOString(),
      test: true,
      refundable: false,
      ...(body.receipt === undefined ? {} : { receipt: structuredClone(body.receipt) }),
      shopId: shop.shopId,
      idempotenceKey: key,
      body,
    };
    payments.set(id, payment);
    if (typeof methodId !== 'string') return { status: 200, body: view(payment) };
    // A saved card is charged without the payer: the bank's answer is there at once.
    payment.payment_method = { type: 'bank_card', id: methodId, saved: true };
    if (state.declineSavedCharges) decide(payment, 'canceled', { party: 'payment_network', reason: 'card_expired' });
    else decide(payment, 'succeeded');
    const shown = view(payment);
    return { status: 200, body: shown, after: () => notify(shop.shopId, `payment.${payment.status}`, shown) };
  };

  const createRefund = (shop: YookassaShop, key: string, body: unknown): Answer => {
    if (!isObject(body)) throw invalid('The request body must be a JSON object');
    const payment = typeof body.payment_id === 'string' ? payments.get(body.payment_id) : undefined;
    if (!payment || payment.shopId !== shop.shopId) throw new Refusal(404, 'not_found', 'Payment not found', 'payment_id');
    if (payment.status !== 'succeeded') throw invalid('Only a succeeded payment can be refunded', 'payment_id');
    const amount = readAmount(body.amount, 'amount');
    const refunded = payment.refunded_amount ? kopecks(payment.refunded_amount.value) : 0;
    const left = kopecks(payment.amount.value) - refunded;
    if (kopecks(amount.value) > left) throw invalid(`At most ${asValue(left)} is left to refund`, 'amount');
    const description = typeof body.description === 'string' ? body.description : undefined;
    const refund = {
      id: randomUUID(), payment_id: payment.id, status: 'succeeded' as const, amount, created_at: new Date().toISOString(),
      ...(description === undefined ? {} : { description }),
    };
    const total = refunded + kopecks(amount.value);
    payment.refunded_amount = { value: asValue(total), currency: payment.amount.currency };
    payment.refundable = total < kopecks(payment.amount.value);
    refunds.push({ id: refund.id, payment_id: refund.payment_id, status: refund.status, amount, created_at: refund.created_at, idempotenceKey: key });
    return { status: 200, body: refund, after: () => notify(shop.shopId, 'refund.succeeded', refund) };
  };

  const api = (req: http.IncomingMessage, path: string, key: string | undefined, text: string): Answer => {
    const who = credentials(req.headers.authorization);
    const shop = who ? shops.get(who.shopId) : undefined;
    if (!shop || shop.secretKey !== who?.secretKey) throw new Refusal(401, 'invalid_credentials', 'Authentication by given credentials failed');
    let body: unknown = null;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw invalid('The request body is not valid JSON');
      }
    }
    const post = (make: (shop: YookassaShop, key: string, body: unknown) => Answer) => {
      if (!key) throw invalid('Idempotence-Key header is required', 'Idempotence-Key');
      if (key.length > KEY_MAX) throw invalid(`Idempotence-Key must be at most ${KEY_MAX} characters`, 'Idempotence-Key');
      return idempotent(shop.shopId, path, key, body, () => make(shop, key, body));
    };
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/v3/me') {
      return {
        status: 200,
        body: { account_id: shop.shopId, test: true, fiscalization_enabled: !!shop.fiscalization, payment_methods: ['bank_card', 'sbp'], status: 'enabled' },
      };
    }
    if (method === 'POST' && path === '/v3/payments') return post(createPayment);
    if (method === 'POST' && path === '/v3/refunds') return post(createRefund);
    const one = /^\/v3\/(payments|refunds)\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const id = decodeURIComponent(one[2]!);
      if (one[1] === 'payments') {
        const payment = payments.get(id);
        if (payment && payment.shopId === shop.shopId) return { status: 200, body: view(payment) };
        throw new Refusal(404, 'not_found', 'Payment not found');
      }
      const refund = refunds.find((r) => r.id === id);
      if (refund && payments.get(refund.payment_id)?.shopId === shop.shopId) {
        const shown: Partial<YookassaRefund> = { ...refund };
        delete shown.idempotenceKey;
        return { status: 200, body: shown };
      }
      throw new Refusal(404, 'not_found', 'Refund not found');
    }
    throw new Refusal(404, 'not_found', `${method} ${path} is not part of the API`);
  };

  /** The page at confirmation_url (not part of the API): what the payer sees, and the two buttons. */
  const checkout = async (req: http.IncomingMessage, res: http.ServerResponse, id: string, action: string | undefined) => {
    const html = (status: number, title: string, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(title, body));
      return status;
    };
    const payment = payments.get(id);
    if (!payment || (action !== undefined && action !== 'pay' && action !== 'cancel')) return html(404, 'Платёж не найден', '<p>Такого платежа нет.</p>');
    const returnUrl = payment.confirmation?.return_url;
    const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Вернуться в магазин</a></p>` : '';
    if (payment.status !== 'pending') {
      // A second tab, or the back button: ЮKassa shows the outcome instead of the buttons.
      const title = payment.status === 'canceled' ? 'Платёж отменён' : 'Платёж уже оплачен';
      return html(action === undefined ? 200 : 409, title, `<p>Сумма: ${escapeHtml(rubles(payment.amount))}</p>${back}`);
    }
    if (req.method === 'POST' && action !== undefined) {
      await settle(id, action === 'pay' ? 'succeeded' : 'canceled');
      res.writeHead(303, { location: returnUrl ?? '/' });
      res.end();
      return 303;
    }
    if (req.method !== 'GET' || action !== undefined) return html(405, 'Платёж не найден', '<p>Такой страницы нет.</p>');
    const base = `/standin/checkout/${encodeURIComponent(id)}`;
    return html(200, 'Оплата заказа',
      `<p>Сумма: <strong>${escapeHtml(rubles(payment.amount))}</strong></p>`
      + (payment.description ? `<p>${escapeHtml(payment.description)}</p>` : '')
      + `<form method="post" action="${base}/pay"><button type="submit">Оплатить</button></form>`
      + `<form method="post" action="${base}/cancel"><button type="submit">Отменить</button></form>`);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, text: string | null) => {
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    const method = req.method ?? 'GET';
    const header = req.headers['idempotence-key'];
    const key = typeof header === 'string' ? header : undefined;
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    const record = (status: number) => calls.push({ method, path, status, ...(key === undefined ? {} : { idempotenceKey: key }), body: parsed });
    const send = (answer: Answer) => {
      record(answer.status);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
      if (answer.after) later(answer.after);
    };
    const fail = (error: unknown) => error instanceof Refusal
      ? send({ status: error.status, body: errorBody(error.code, error.message, error.parameter) })
      : send({ status: 500, body: errorBody('internal_server_error', String(error)) });
    if (text === null) return send({ status: 413, body: errorBody('invalid_request', `The request body is over ${BODY_LIMIT} bytes`) });
    const checkoutPath = /^\/standin\/checkout\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (checkoutPath) {
      try {
        record(await checkout(req, res, decodeURIComponent(checkoutPath[1]!), checkoutPath[2]));
      } catch (error) {
        fail(error);
      }
      return;
    }
    if (path !== '/v3' && !path.startsWith('/v3/')) return fail(new Refusal(404, 'not_found', `${path} is not part of the API`));
    if (state.failing) return send({ status: 500, body: { type: 'error', id: randomUUID(), code: 'internal_server_error', description: 'Internal server error' } });
    try {
      send(api(req, path, key, text));
    } catch (error) {
      fail(error);
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => void handle(req, res, size > BODY_LIMIT ? null : Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const state: YookassaStandin = {
    apiRoot: `${origin}/v3`,
    origin,
    shops,
    addShop: (shop) => void shops.set(shop.shopId, shop),
    payments,
    refunds,
    calls,
    succeed: (id) => settle(id, 'succeeded'),
    cancel: (id) => settle(id, 'canceled'),
    declineSavedCharges: false,
    failing: false,
    close: async () => {
      await Promise.all(inFlight);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  for (const shop of options.shops ?? []) state.addShop(shop);
  return state;
}

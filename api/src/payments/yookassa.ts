/**
 * ЮKassa's API v3 as the deposits need it (../../../docs/product.md, Deposits): the shop's own
 * credentials on every call (HTTP Basic shopId:secretKey), an Idempotence-Key on every POST (the
 * same key gives the same answer, so a retried create or refund never doubles), and answers read
 * as ЮKassa documents them. Plain fetch: four calls do not need ЮKassa's SDK (there is none for Node
 * that is kept up).
 */

export interface ShopCredentials {
  shopId: string;
  secretKey: string;
}

export interface Amount {
  value: string;
  currency: string;
}

export interface YookassaPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid?: boolean;
  amount: Amount;
  metadata?: Record<string, string>;
  recipient?: { account_id: string };
  confirmation?: { type: string; confirmation_url?: string };
  /** The card or wallet paid with; `saved`: it can be charged again by its id (ЮKassa's autopayments). */
  payment_method?: { type: string; id: string; saved: boolean };
}

export interface YookassaRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: Amount;
}

/** A receipt (54-ФЗ) as ЮKassa takes it. */
export interface Receipt {
  customer: { phone?: string; email?: string };
  items: { description: string; quantity: number; amount: Amount; vat_code: number; payment_subject: 'service'; payment_mode: 'full_prepayment' | 'full_payment' }[];
}

/** ЮKassa's refusal (its `code`, such as invalid_credentials), or no answer at all (status 0). */
export class YookassaError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
  /** Whether asking again may help: no answer, ЮKassa's own trouble, or too many requests. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

/** Rubles as ЮKassa writes amounts: '500.00'. */
export const rubles = (amount: number): Amount => ({ value: amount.toFixed(2), currency: 'RUB' });

export interface Yookassa {
  me(shop: ShopCredentials): Promise<{ account_id: string; fiscalization_enabled?: boolean }>;
  createPayment(shop: ShopCredentials, idempotenceKey: string, body: Record<string, unknown>): Promise<YookassaPayment>;
  getPayment(shop: ShopCredentials, id: string): Promise<YookassaPayment>;
  createRefund(shop: ShopCredentials, idempotenceKey: string, body: { payment_id: string; amount: Amount; description?: string }): Promise<YookassaRefund>;
}

export function yookassaClient(apiRoot: string, timeoutMs = 10_000): Yookassa {
  const call = async <T>(shop: ShopCredentials, method: 'GET' | 'POST', path: string, idempotenceKey?: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = {
      authorization: `Basic ${Buffer.from(`${shop.shopId}:${shop.secretKey}`).toString('base64')}`,
    };
    if (idempotenceKey) headers['idempotence-key'] = idempotenceKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(`${apiRoot}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new YookassaError(0, 'unreachable', `YooKassa did not answer: ${(error as Error).message}`);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // An answer that is not JSON is ЮKassa's (or a proxy's) trouble: kept as the message below.
    }
    if (!res.ok) {
      const e = (json ?? {}) as { code?: string; description?: string };
      throw new YookassaError(res.status, e.code ?? 'http_error', e.description ?? `HTTP ${res.status}`);
    }
    if (!json || typeof json !== 'object') throw new YookassaError(502, 'bad_answer', 'YooKassa answered something that is not JSON');
    return json as T;
  };
  return {
    me: (shop) => call(shop, 'GET', '/me'),
    createPayment: (shop, key, body) => call(shop, 'POST', '/payments', key, body),
    getPayment: (shop, id) => call(shop, 'GET', `/payments/${encodeURIComponent(id)}`),
    createRefund: (shop, key, body) => call(shop, 'POST', '/refunds', key, body),
  };
}

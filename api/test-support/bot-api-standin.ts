import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Telegram Bot API, the one stand-in this project allows (Telegram cannot be
 * reached from the test machines). It answers `POST /bot{token}/{method}` the way Telegram documents
 * (`{ ok: true, result }`, or `{ ok: false, error_code, description, parameters }`), records every
 * call, and can be told to answer 429 with retry_after, 403 for chats that blocked the bot, or 500.
 * Used by the API tests, the e2e story and the delivery benchmark through TELEGRAM_API_ROOT.
 */
export interface StandinCall {
  method: string;
  token: string;
  payload: Record<string, unknown>;
  at: number;
  /** What the stand-in answered. */
  status: number;
}

export interface StandinOptions {
  /** Answer this share of sendMessage calls with 429 (deterministic: every round(1/share)-th call). */
  rate429?: number;
  /** retry_after of those 429s, in seconds. */
  retryAfter?: number;
  /** Chats that blocked the bot: sendMessage to them answers 403. */
  blockedChats?: Iterable<number>;
  /** Chats whose sendMessage fails with 500 (Telegram's own trouble). */
  failingChats?: Iterable<number>;
  /** Methods that fail with 500 (Telegram's own trouble). */
  failingMethods?: Iterable<string>;
  /** Answers of other methods (createInvoiceLink, …), by method name. */
  results?: Record<string, (payload: Record<string, unknown>) => unknown>;
}

export interface BotApiStandin {
  /** The base URL to give as TELEGRAM_API_ROOT. */
  apiRoot: string;
  calls: StandinCall[];
  /** sendMessage calls Telegram would have delivered (answered 200). */
  delivered(): { chat_id: number; text: string; reply_markup?: unknown }[];
  options: StandinOptions;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startBotApiStandin(options: StandinOptions = {}, port = 0): Promise<BotApiStandin> {
  const calls: StandinCall[] = [];
  let sendCount = 0;
  let messageId = 0;
  const state = { options };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const m = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(new URL(req.url ?? '/', 'http://x').pathname);
      if (req.method !== 'POST' || !m) return json(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      const [, token, method] = m as unknown as [string, string, string];
      let payload: Record<string, unknown> = {};
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        payload = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return json(res, 400, { ok: false, error_code: 400, description: 'Bad Request: can not parse JSON' });
      }
      const answer = (status: number, body: unknown) => {
        calls.push({ method, token, payload, at: Date.now(), status });
        json(res, status, body);
      };
      const o = state.options;
      if (method === 'sendMessage') {
        sendCount += 1;
        const chat = Number(payload.chat_id);
        if (o.rate429 && sendCount % Math.max(1, Math.round(1 / o.rate429)) === 0) {
          const retry = o.retryAfter ?? 1;
          return answer(429, { ok: false, error_code: 429, description: `Too Many Requests: retry after ${retry}`, parameters: { retry_after: retry } });
        }
        if (o.blockedChats && new Set(o.blockedChats).has(chat)) return answer(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        if (o.failingChats && new Set(o.failingChats).has(chat)) return answer(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
        messageId += 1;
        return answer(200, { ok: true, result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: chat, type: 'private' }, text: payload.text } });
      }
      if (o.failingMethods && new Set(o.failingMethods).has(method)) return answer(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
      const custom = o.results?.[method];
      if (custom) return answer(200, { ok: true, result: custom(payload) });
      switch (method) {
        case 'getMe':
          return answer(200, { ok: true, result: { id: 1, is_bot: true, first_name: 'Booking', username: 'booking_demo_bot' } });
        case 'setWebhook':
        case 'deleteWebhook':
        case 'answerPreCheckoutQuery':
        case 'refundStarPayment':
        case 'editUserStarSubscription':
          return answer(200, { ok: true, result: true });
        case 'answerInlineQuery':
          return answer(200, { ok: true, result: true });
        case 'savePreparedInlineMessage':
          return answer(200, { ok: true, result: { id: `prepared-${calls.length}`, expiration_date: Math.floor(Date.now() / 1000) + 86_400 } });
        case 'getWebhookInfo':
          return answer(200, { ok: true, result: { url: '', has_custom_certificate: false, pending_update_count: 0 } });
        case 'createInvoiceLink':
          return answer(200, { ok: true, result: `https://t.me/$invoice-${calls.length}` });
        default:
          return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${address.port}`,
    calls,
    get options() {
      return state.options;
    },
    set options(next: StandinOptions) {
      state.options = next;
    },
    delivered: () =>
      calls.filter((c) => c.method === 'sendMessage' && c.status === 200).map((c) => c.payload as { chat_id: number; text: string; reply_markup?: unknown }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

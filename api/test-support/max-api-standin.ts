import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for MAX's Bot API (MAX cannot be reached from the test machines). It answers
 * as dev.max.ru documents: the token in `Authorization` (no `Bearer`; a wrong one is 401),
 * `POST /messages?user_id=` with `{message}`, `GET /me`, `POST` and `GET /subscriptions`, and errors
 * as `{code, message}`: 403 `chat.denied` for users who stopped the bot, 429 when told to. Every call
 * is recorded. Used by the API tests and the e2e stories through MAX_API_ROOT.
 */
export interface MaxCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  status: number;
}

export interface MaxStandinOptions {
  token: string;
  /** Users who stopped the bot: a message to them answers 403. */
  deniedUsers?: Set<number>;
  /** The next this many messages answer 429. */
  tooMany?: number;
}

export interface MaxApiStandin {
  apiRoot: string;
  calls: MaxCall[];
  options: MaxStandinOptions;
  /** Messages MAX would have delivered: to whom, the text, the buttons (rows). */
  delivered(): { userId: number; text: string; buttons: Record<string, unknown>[][] }[];
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startMaxApiStandin(options: MaxStandinOptions, port = 0): Promise<MaxApiStandin> {
  const calls: MaxCall[] = [];
  const subscriptions: { url: string; time: number; update_types: string[] }[] = [];
  let mid = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const query = Object.fromEntries(url.searchParams);
      let body: Record<string, unknown> | null = null;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      const answer = (status: number, payload: unknown) => {
        calls.push({ method: req.method ?? 'GET', path: url.pathname, query, body, status });
        json(res, status, payload);
      };
      if (req.headers.authorization !== options.token) return answer(401, { code: 'verify.token', message: 'Invalid access_token' });
      if (req.method === 'GET' && url.pathname === '/me') return answer(200, { user_id: 1, first_name: 'Bot', username: 'bot', is_bot: true });
      if (url.pathname === '/subscriptions') {
        if (req.method === 'GET') return answer(200, { subscriptions });
        if (req.method === 'POST' && typeof body?.url === 'string') {
          subscriptions.push({ url: body.url, time: Date.now(), update_types: (body.update_types as string[]) ?? [] });
          return answer(200, { success: true });
        }
      }
      if (req.method === 'POST' && url.pathname === '/messages') {
        const userId = Number(query.user_id);
        if (!Number.isSafeInteger(userId) || typeof body?.text !== 'string') return answer(400, { code: 'proto.payload', message: 'user_id and text are required' });
        if ((options.tooMany ?? 0) > 0) {
          options.tooMany! -= 1;
          return answer(429, { code: 'too.many.requests', message: 'Too many requests' });
        }
        if (options.deniedUsers?.has(userId)) return answer(403, { code: 'chat.denied', message: 'chat.denied' });
        mid += 1;
        return answer(200, { message: { recipient: { user_id: userId, chat_type: 'dialog' }, timestamp: Date.now(), body: { mid: `mid.${mid}`, seq: mid, text: body.text } } });
      }
      answer(404, { code: 'not.found', message: `${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    apiRoot: `http://127.0.0.1:${address.port}`,
    calls,
    options,
    delivered: () => calls
      .filter((c) => c.method === 'POST' && c.path === '/messages' && c.status === 200)
      .map((c) => {
        const keyboard = ((c.body?.attachments as { type: string; payload: { buttons: Record<string, unknown>[][] } }[] | undefined) ?? []).find((a) => a.type === 'inline_keyboard');
        return { userId: Number(c.query.user_id), text: String(c.body?.text), buttons: keyboard?.payload.buttons ?? [] };
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for SMS.ru's HTTP API (SMS.ru cannot be reached from the test machines). It
 * answers `GET /sms/send?api_id=…&to=…&msg=…&json=1` as SMS.ru documents: `{status: 'OK',
 * status_code: 100, sms: {<phone>: {status: 'OK', status_code: 100, sms_id}}, balance}`, or
 * `{status: 'ERROR', status_code: 200, status_text}` for a wrong key. It keeps every message it
 * accepted, so a test (or the e2e story) reads the code a person would read on their phone.
 * Used through SMS_API_ROOT.
 */
export interface SmsMessage {
  to: string;
  text: string;
  smsId: string;
}

export interface SmsRuStandin {
  /** The base URL to give as SMS_API_ROOT. */
  apiRoot: string;
  /** The key it accepts (SMS_RU_API_ID). */
  apiId: string;
  messages: SmsMessage[];
  /** The last message to a phone (international digits). */
  lastTo(phone: string): SmsMessage | undefined;
  /** Every request it was sent, accepted or not. */
  requests: number;
  /** Answer the next sends with HTTP 500 (the provider's own trouble) while true. */
  failing: boolean;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startSmsRuStandin(apiId = 'standin-api-id', port = 0): Promise<SmsRuStandin> {
  const state: SmsRuStandin = {
    apiRoot: '',
    apiId,
    messages: [],
    lastTo: (phone) => state.messages.filter((m) => m.to === phone).at(-1),
    requests: 0,
    failing: false,
    close: async () => undefined,
  };
  let next = 1;
  const server = http.createServer((req, res) => {
    state.requests += 1;
    const url = new URL(req.url ?? '/', 'http://x');
    // The messages a test or a story reads (not part of SMS.ru's API).
    if (url.pathname === '/standin/messages') return json(res, 200, state.messages);
    if (url.pathname !== '/sms/send') return json(res, 404, { status: 'ERROR', status_code: 404, status_text: 'Not found' });
    if (state.failing) return json(res, 500, { status: 'ERROR' });
    const q = url.searchParams;
    if (q.get('api_id') !== apiId) return json(res, 200, { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
    const to = q.get('to') ?? '';
    const text = q.get('msg') ?? '';
    if (!/^\d{11,15}$/.test(to)) return json(res, 200, { status: 'OK', status_code: 100, sms: { [to]: { status: 'ERROR', status_code: 202, status_text: 'Неправильно указан номер телефона получателя' } }, balance: 100 });
    const smsId = `000000-${String(10_000_000 + next++)}`;
    state.messages.push({ to, text, smsId });
    return json(res, 200, { status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100, sms_id: smsId } }, balance: 100 });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  state.apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

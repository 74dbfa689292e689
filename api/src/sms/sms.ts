import { SegmentedMessage } from 'sms-segments-calculator';
/**
 * Text messages, behind one interface with one real adapter: SMS.ru's HTTP API
 * (`GET {root}/sms/send?api_id=…&to=7XXXXXXXXXX&msg=…&json=1`). Its answer names each message's
 * `sms_id`; SMS.ru has no idempotency key, so a message that got a definite answer is never sent
 * again (the caller keeps the id). Without a key, in demo mode, the demo sender writes the text to
 * the server's log instead.
 */

export interface SmsSent {
  /** The provider's id of the message (the demo sender's is 'log'). */
  smsId: string;
}

export interface SmsSender {
  /** Sends `text` to `phone` (international digits, no plus). Throws SmsError when it was not sent. */
  send(phone: string, text: string): Promise<SmsSent>;
}

/** A message that did not go: `definite` when the provider refused it (sending it again would be refused too). */
export class SmsError extends Error {
  constructor(message: string, readonly definite: boolean) {
    super(message);
    this.name = 'SmsError';
  }
}

/**
 * The parts a text is billed as: 160 GSM-7 characters in one SMS (153 each when split), 70 UCS-2
 * ones (67 each when split), which is how SMS.ru charges. The encoding's rules (the extension table's
 * two-character letters, surrogate pairs) are a library's: sms-segments-calculator.
 */
export function smsParts(text: string): number {
  return new SegmentedMessage(text).segmentsCount;
}

/** How long SMS.ru may take to answer before the message counts as not sent. */
const SEND_TIMEOUT_MS = 10_000;

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string; sms_id?: string }>;
}

/** SMS.ru: the key (SMS_RU_API_ID) and the API's base (SMS_API_ROOT). */
export function smsRuSender(apiId: string, apiRoot: string): SmsSender {
  return {
    async send(phone, text) {
      const url = new URL(`${apiRoot}/sms/send`);
      url.search = new URLSearchParams({ api_id: apiId, to: phone, msg: text, json: '1' }).toString();
      let answer: SmsRuAnswer;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
        if (!res.ok) throw new SmsError(`SMS.ru answered HTTP ${res.status}`, false);
        answer = (await res.json()) as SmsRuAnswer;
      } catch (error) {
        if (error instanceof SmsError) throw error;
        throw new SmsError(`SMS.ru could not be reached: ${(error as Error).message}`, false);
      }
      if (answer.status !== 'OK') throw new SmsError(`SMS.ru refused the request: ${answer.status_code ?? '?'} ${answer.status_text ?? ''}`.trim(), true);
      const one = answer.sms?.[phone];
      if (one?.status !== 'OK' || typeof one.sms_id !== 'string') {
        throw new SmsError(`SMS.ru refused the message: ${one?.status_code ?? '?'} ${one?.status_text ?? ''}`.trim(), true);
      }
      return { smsId: one.sms_id };
    },
  };
}

/** Demo mode without a key: the text goes to the log, marked so it cannot be mistaken for anything else. */
export function logSender(log: (line: string) => void): SmsSender {
  return {
    async send(phone, text) {
      log(`[demo SMS, not sent] to +${phone}: ${text}`);
      return { smsId: 'log' };
    },
  };
}

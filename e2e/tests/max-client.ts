import { createHmac } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, newContext, nowMs } from './browser';

/**
 * An emulated native MAX client (iOS, Android, desktop) around a page, as MAX's bridge has it: the
 * page finds `window.WebViewHandler.postEvent(type, json)`, and MAX answers by calling
 * `window.WebApp.sendEvent(type, json)`; an event that expects an answer carries a `requestId`,
 * which the answer echoes. Launch data comes in the URL fragment
 * (`#WebAppData=…&WebAppPlatform=ios&WebAppVersion=…`), the init data signed with the MAX bot's token.
 *
 * Every event the app sends is recorded (`events()`, `waitForEvent`); each one with a `requestId` is
 * answered the way MAX answers it (share, download, haptics), unless a story scripts its own answer
 * per type (null: no answer at all). A story sends MAX's own events with `send` (a back button press):
 *
 * ```ts
 * const max = await openInMax(browser, '/', { user: { id: 900001, first_name: 'Ира' }, startParam: 'bookings' });
 * await max.waitForEvent('WebAppReady');
 * await max.send('WebAppBackButtonPressed', {});
 * ```
 */

/** The MAX bot token of the e2e product (its env carries it to the server, which checks the init data's signature with it). */
export const E2E_MAX_BOT_TOKEN = process.env.E2E_MAX_BOT_TOKEN ?? 'e2e-max-bot-token';

export interface MaxUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  photo_url?: string;
}

export interface MaxEvent {
  type: string;
  data: Record<string, unknown>;
  at: number;
}

/** An answer's data (the requestId is added), or null for none. */
// The data of an event is whatever it carries; stories read the fields they script on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MaxAnswerFn = (data: any) => Record<string, unknown> | null;

export interface MaxClientOptions {
  user: MaxUser;
  startParam?: string;
  /** The product to open (default: the suite's, BASE_URL). */
  baseUrl?: string;
  /** The token to sign with (default: the e2e product's MAX bot token); a story of a bad signature passes another. */
  maxBotToken?: string;
  platform?: 'ios' | 'android' | 'desktop' | 'web';
  version?: string;
  /** The moment the init data is signed at (default: the stories' now). */
  atMs?: number;
  /** Per-type answers to events with a requestId, replacing the defaults below. */
  answers?: Record<string, MaxAnswerFn | null>;
}

/** How MAX answers the events the app waits on, by default. */
const DEFAULT_ANSWERS: Record<string, MaxAnswerFn> = {
  WebAppShare: () => ({ status: 'shared' }),
  WebAppDownloadFile: () => ({ status: 'downloading' }),
  WebAppHapticFeedbackImpact: () => ({ status: 'impactOccured' }),
};

/**
 * Init data signed the way MAX signs it: the fields as sorted `key=value` lines joined by '\n'
 * (without `hash`), HMAC-SHA256 with the key HMAC-SHA256('WebAppData', bot token), in hex.
 */
export function maxSignedInitData(user: MaxUser, opts: { token?: string; atMs?: number; startParam?: string; queryId?: string } = {}): string {
  const fields: Record<string, string> = {
    query_id: opts.queryId ?? `e2e-${Math.random().toString(36).slice(2, 10)}`,
    auth_date: String(Math.floor((opts.atMs ?? nowMs()) / 1000)),
    user: JSON.stringify(user),
  };
  if (opts.startParam) fields.start_param = opts.startParam;
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(opts.token ?? E2E_MAX_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** The URL fragment MAX opens the mini app with. */
export function maxLaunchHash(opts: Pick<MaxClientOptions, 'user' | 'startParam' | 'maxBotToken' | 'platform' | 'version' | 'atMs'>): string {
  const params = new URLSearchParams({
    WebAppData: maxSignedInitData(opts.user, { token: opts.maxBotToken, atMs: opts.atMs, startParam: opts.startParam }),
    WebAppPlatform: opts.platform ?? 'ios',
    WebAppVersion: opts.version ?? '25.9.0',
  });
  return `#${params.toString()}`;
}

export class MaxClient {
  private readonly recorded: MaxEvent[] = [];

  constructor(
    readonly page: Page,
    private readonly options: MaxClientOptions,
  ) {}

  /** Every event the app has sent, in order (or those of one type). */
  events(type?: string): MaxEvent[] {
    return type === undefined ? [...this.recorded] : this.recorded.filter((e) => e.type === type);
  }

  /** Waits for an event of `type` (whose data passes `predicate`) and returns it. */
  async waitForEvent(type: string, predicate: (data: Record<string, unknown>) => boolean = () => true, timeoutMs = 15_000): Promise<MaxEvent> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const event = this.recorded.find((e) => e.type === type && predicate(e.data));
      if (event) return event;
      if (Date.now() > until) throw new Error(`MAX got no ${type} event in ${timeoutMs} ms; it got: ${this.recorded.map((e) => e.type).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Sends an event to the app as MAX does (`window.WebApp.sendEvent`): a back button press, an answer. */
  async send(type: string, data: Record<string, unknown> = {}): Promise<void> {
    await this.page.evaluate(
      ([eventType, json]) => {
        const w = window as unknown as { WebApp?: { sendEvent?: (type: string, data: string) => void } };
        if (!w.WebApp?.sendEvent) throw new Error('the page has no window.WebApp.sendEvent');
        w.WebApp.sendEvent(eventType, json);
      },
      [type, JSON.stringify(data)] as const,
    );
  }

  /** @internal Records an event and says what MAX answers to it. */
  receive(type: string, data: Record<string, unknown>): Record<string, unknown> | null {
    this.recorded.push({ type, data, at: Date.now() });
    if (typeof data.requestId !== 'string') return null;
    const scripted = this.options.answers && type in this.options.answers ? this.options.answers[type] : DEFAULT_ANSWERS[type];
    const answer = scripted ? scripted(data) : null;
    return answer === null ? null : { ...answer, requestId: data.requestId };
  }
}

/** Opens `path` inside an emulated native MAX client, with signed launch data for `options.user`. */
export async function openInMax(browser: Browser, path: string, options: MaxClientOptions): Promise<MaxClient> {
  const context = await newContext(browser, { viewport: { width: 400, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  const client = new MaxClient(page, options);
  await page.exposeBinding('__maxClientPost', (_source, type: string, json: string) => {
    let data: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
    } catch {
      // Recorded with no data: a story looking for it sees what came.
    }
    const answer = client.receive(type, data);
    return answer === null ? null : [type, JSON.stringify(answer)];
  });
  // Before any of the page's code: the app captures the handler once, at start.
  await page.addInitScript(() => {
    const w = window as unknown as {
      WebViewHandler?: { postEvent: (type: string, data: string) => void };
      WebApp?: { sendEvent?: (type: string, data: string) => void };
      __maxClientPost: (type: string, data: string) => Promise<[string, string] | null>;
    };
    w.WebViewHandler = {
      postEvent(type, data) {
        // Answered after the call returns, as a real client does.
        void w.__maxClientPost(type, data).then((answer) => {
          if (answer) setTimeout(() => w.WebApp?.sendEvent?.(answer[0], answer[1]), 0);
        });
      },
    };
  });
  await page.goto(`${options.baseUrl ?? BASE_URL}${path}${maxLaunchHash(options)}`);
  return client;
}

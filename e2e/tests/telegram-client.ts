import type { Browser, Page } from 'playwright-core';
import { BASE_URL, newContext, signedInitData } from './browser';

/**
 * An emulated native Telegram client (Telegram Desktop, iOS, Android) around a page, as Telegram's
 * Mini Apps protocol has it: the page finds `window.TelegramWebviewProxy.postEvent(eventType,
 * eventData)` (eventData a JSON string), and Telegram answers by calling
 * `window.Telegram.WebView.receiveEvent(eventType, eventData)`. Launch parameters come in the URL
 * hash, the init data signed with the server's bot token.
 *
 * Every call the app makes is recorded (`calls`, `waitForCall`), and each is answered the way
 * Telegram answers it (theme, viewport, safe areas, popups, write access, invoices), unless a story
 * scripts its own answer per method:
 *
 * ```ts
 * const tg = await openInTelegram(browser, '/', {
 *   user: ANNA,
 *   answers: {
 *     web_app_open_popup: () => ['popup_closed', { button_id: 'ok' }],
 *     web_app_open_invoice: ({ slug }) => ['invoice_closed', { slug, status: 'paid' }],
 *   },
 * });
 * ```
 *
 * An answer is `[eventType, eventData]`, a list of them, or null (no answer, like Telegram for most
 * setters). Answers are sent asynchronously, after the call returns, as a real client does.
 */

export type TelegramEvent = [eventType: string, eventData?: unknown];
export type TelegramAnswer = TelegramEvent | TelegramEvent[] | null;
// The data of a call is whatever the method carries; stories read the fields they script on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnswerFn = (data: any, client: TelegramClient) => TelegramAnswer;

export interface TelegramCall {
  method: string;
  data: Record<string, unknown> | undefined;
  at: number;
  /** The page when the call was made: whether an area had said its first screen is shown, and the text on screen. */
  page: { screenShown: boolean; text: string };
}

export interface TelegramClientOptions {
  user: { id: number; first_name: string; last_name?: string; username?: string };
  /** Theme params Telegram passes (launch parameters and `theme_changed`); default: Telegram's light palette. */
  theme?: Record<string, string>;
  platform?: string;
  version?: string;
  startParam?: string;
  /** Per-method answers, replacing the defaults below (null: no answer at all). */
  answers?: Record<string, AnswerFn | null>;
  /** Which popup button the default answer presses: an id, or 'first' (default) / 'close' (closed without a button). */
  popupButton?: string;
  /** What the default write-access answer says. */
  writeAccess?: 'allowed' | 'cancelled';
  viewport?: { width: number; height: number };
  /** The product to open (default: the suite's, BASE_URL); a story with a product of its own passes its address. */
  baseUrl?: string;
}

/** Telegram's default light palette (Telegram Desktop). */
export const TELEGRAM_LIGHT = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#efeff3',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d71',
  subtitle_text_color: '#999999',
  destructive_text_color: '#ff3b30',
};

/** Telegram's default dark palette. */
export const TELEGRAM_DARK = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
};

const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };

/** The URL hash Telegram opens the Mini App with. */
export function telegramLaunchHash(opts: Pick<TelegramClientOptions, 'user' | 'theme' | 'platform' | 'version' | 'startParam'>): string {
  const params = new URLSearchParams({
    tgWebAppData: signedInitData(opts.user, undefined, undefined, opts.startParam),
    tgWebAppVersion: opts.version ?? '8.0',
    tgWebAppPlatform: opts.platform ?? 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(opts.theme ?? TELEGRAM_LIGHT),
  });
  if (opts.startParam) params.set('tgWebAppStartParam', opts.startParam);
  return `#${params.toString()}`;
}

export class TelegramClient {
  readonly calls: TelegramCall[] = [];
  /** Content-Security-Policy violations the page reported (`securitypolicyviolation`). */
  readonly cspViolations: string[] = [];
  theme: Record<string, string>;

  constructor(
    readonly page: Page,
    private readonly options: TelegramClientOptions,
  ) {
    this.theme = options.theme ?? TELEGRAM_LIGHT;
  }

  /** The calls of one method (`web_app_open_popup`, ...), in order. */
  callsOf(method: string): TelegramCall[] {
    return this.calls.filter((c) => c.method === method);
  }

  /** Waits for a call of `method` (whose data passes `match`) and returns it. */
  async waitForCall(method: string, match: (data: Record<string, unknown> | undefined) => boolean = () => true, timeoutMs = 15_000): Promise<TelegramCall> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const call = this.calls.find((c) => c.method === method && match(c.data));
      if (call) return call;
      if (Date.now() > until) throw new Error(`Telegram got no ${method} call in ${timeoutMs} ms; it got: ${this.calls.map((c) => c.method).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Waits until the page has been given `count` of Telegram's `eventType` answers to its calls, in all. */
  async answered(eventType: string, count = 1): Promise<void> {
    await this.page.waitForFunction(
      ([type, n]) => (window as unknown as { __telegramClientAnswers: string[] }).__telegramClientAnswers.filter((t) => t === type).length >= n,
      [eventType, count] as const,
    );
  }

  /** Sends an event to the app as Telegram does (a theme change, a back button press, ...). */
  async emit(eventType: string, eventData?: unknown): Promise<void> {
    if (eventType === 'theme_changed') this.theme = (eventData as { theme_params: Record<string, string> }).theme_params;
    await this.page.evaluate(([type, data]) => {
      const w = window as unknown as { Telegram?: { WebView?: { receiveEvent?: (t: string, d: unknown) => void } } };
      w.Telegram?.WebView?.receiveEvent?.(type as string, data);
    }, [eventType, eventData] as const);
  }

  /** Waits until the app's Telegram SDK has started (it asks to expand once it has). */
  async sdkStarted(): Promise<void> {
    await this.waitForCall('web_app_expand');
  }

  /** Telegram's answer to a call: the story's script, else what Telegram does. */
  answer(method: string, data: Record<string, unknown> | undefined): TelegramAnswer {
    const scripted = this.options.answers?.[method];
    if (scripted !== undefined) return scripted === null ? null : scripted(data, this);
    const viewport = this.options.viewport ?? { width: 400, height: 800 };
    switch (method) {
      case 'web_app_request_theme':
        return ['theme_changed', { theme_params: this.theme }];
      case 'web_app_request_viewport':
      case 'web_app_expand':
        return ['viewport_changed', { ...viewport, is_expanded: true, is_state_stable: true }];
      case 'web_app_request_safe_area':
        return ['safe_area_changed', noInsets];
      case 'web_app_request_content_safe_area':
        return ['content_safe_area_changed', noInsets];
      case 'web_app_open_popup': {
        const buttons = (data?.buttons as { id?: string }[] | undefined) ?? [];
        const choice = this.options.popupButton ?? 'first';
        const id = choice === 'close' ? undefined : choice === 'first' ? buttons[0]?.id : choice;
        return ['popup_closed', id === undefined ? {} : { button_id: id }];
      }
      case 'web_app_request_write_access':
        return ['write_access_requested', { status: this.options.writeAccess ?? 'allowed' }];
      case 'web_app_open_invoice':
        return ['invoice_closed', { slug: data?.slug, status: 'cancelled' }];
      default:
        return null;
    }
  }
}

/**
 * Opens `path` inside the emulated Telegram client, on a phone-sized page. The proxy and the
 * recording are in place before any of the page's code runs.
 */
export async function openInTelegram(browser: Browser, path: string, options: TelegramClientOptions): Promise<TelegramClient> {
  const context = await newContext(browser, { viewport: options.viewport ?? { width: 400, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  const client = new TelegramClient(page, options);
  await page.exposeBinding('__telegramClientPost', (_source, method: string, json: string | undefined, seen: TelegramCall['page']) => {
    let data: Record<string, unknown> | undefined;
    try {
      data = json === undefined || json === 'undefined' ? undefined : (JSON.parse(json) as Record<string, unknown>);
    } catch {
      data = undefined;
    }
    client.calls.push({ method, data, at: Date.now(), page: seen });
    const answer = client.answer(method, data);
    if (answer === null) return [];
    return (Array.isArray(answer[0]) ? answer : [answer]) as TelegramEvent[];
  });
  await page.exposeBinding('__telegramClientCsp', (_source, text: string) => {
    client.cspViolations.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      TelegramWebviewProxy?: { postEvent: (type: string, data?: string) => void };
      Telegram?: { WebView?: { receiveEvent?: (type: string, data: unknown) => void } };
      __telegramClientPost: (type: string, data: string | undefined, seen: { screenShown: boolean; text: string }) => Promise<[string, unknown][]>;
      __telegramClientCsp: (text: string) => void;
      __telegramClientAnswers: string[];
    };
    // The answers the page has been given, once it has handled each (`answered`).
    w.__telegramClientAnswers = [];
    let screenShown = false;
    window.addEventListener('booking:screen-shown', () => {
      screenShown = true;
    });
    w.TelegramWebviewProxy = {
      postEvent(type, data) {
        const seen = { screenShown, text: document.body?.innerText.slice(0, 4000) ?? '' };
        void w.__telegramClientPost(type, data, seen).then((events) => {
          for (const [eventType, eventData] of events) {
            w.Telegram?.WebView?.receiveEvent?.(eventType, eventData);
            w.__telegramClientAnswers.push(eventType);
          }
        });
      },
    };
    document.addEventListener('securitypolicyviolation', (e) => w.__telegramClientCsp(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  await page.goto(`${options.baseUrl ?? BASE_URL}${path}${telegramLaunchHash(options)}`);
  return client;
}

/** Waits for Telegram's main button to show `text`, enabled, and presses it as Telegram reports a press. */
export async function pressMainButton(tg: TelegramClient, text: string): Promise<void> {
  await tg.waitForCall('web_app_setup_main_button', (d) => d?.text === text && d?.is_visible === true && d?.is_active === true);
  await tg.emit('main_button_pressed');
}

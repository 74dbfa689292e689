import assert from 'node:assert/strict';
import { after } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { signInitData } from '@booking/api/init-data';
import { clockShiftMs, nowMs } from '../support/clock.mjs';

export { nowMs };

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const BOT_TOKEN = process.env.E2E_BOT_TOKEN ?? 'e2e-bot-token';

/** Debian's chromium with the flags this machine needs (no GPU, no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * A browser context on the stories' clock: with E2E_CLOCK set (support/clock.mjs), the page's Date
 * and timers start at the same moment as the server's clock and run on from there.
 */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}, shiftMs: number = clockShiftMs): Promise<BrowserContext> {
  // Moscow unless a story says otherwise: the stories reckon 'today' in Moscow, and a device's zone
  // is the zone the app sends for its user. On a machine in UTC, between 00:00 and 03:00 Moscow, the
  // machine's zone made the master's 'today' yesterday's Moscow date and six stories failed.
  const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow', ...options });
  await watchCsp(context);
  if (shiftMs !== 0) await context.clock.install({ time: Date.now() + shiftMs });
  return context;
}

/**
 * Content-Security-Policy violations any page of this file reported: nothing in the app may
 * trip the pages' policy, which would break a feature silently in production. Every context records them; the file fails at its end if any came.
 */
export const cspViolations: string[] = [];
// Only under the test runner (NODE_TEST_CONTEXT): the screenshot scripts import this file too.
if (process.env.NODE_TEST_CONTEXT) after(() => assert.deepEqual(cspViolations, [], 'the pages reported Content-Security-Policy violations'));

async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__e2eCspViolation', ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
    console.error('[csp]', page.url(), text);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __e2eCspViolation: (text: string) => void }).__e2eCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
  });
}

/** A phone-sized page; every page error fails loudly in the test output. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 400, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  return page;
}

type TgUser = { id: number; first_name: string; last_name?: string };

/**
 * Launch data (`initData`) for a user, signed the way Telegram signs it at `atMs` (default: the
 * stories' now); `token` other than the server's forges it; `startParam` is the start parameter.
 */
export function signedInitData(user: TgUser, token: string = BOT_TOKEN, atMs: number = nowMs(), startParam?: string): string {
  return signInitData(
    {
      auth_date: String(Math.floor(atMs / 1000)),
      query_id: `e2e-${user.id}`,
      signature: 'e2e',
      ...(startParam ? { start_param: startParam } : {}),
      user: JSON.stringify({ language_code: 'ru', ...user }),
    },
    token,
  );
}

/**
 * The URL hash Telegram opens a Mini App with, for a user. `token` other than the server's makes
 * forged launch data; `version` lets a test play an old Telegram client; `theme` replaces the
 * light theme colours Telegram passes; `atMs` signs it at another moment than the stories' now;
 * `startParam` is the start parameter Telegram passes.
 */
export function launchHash(user: TgUser, opts: { token?: string; version?: string; theme?: Record<string, string>; atMs?: number; startParam?: string } = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: signedInitData(user, opts.token, opts.atMs, opts.startParam),
    tgWebAppVersion: opts.version ?? '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(opts.theme ?? { bg_color: '#ffffff', text_color: '#000000' }),
    // A start parameter: the user came through a link or a bot's button (`?startapp=…`); Telegram
    // passes it in the signed launch data too.
    ...(opts.startParam ? { tgWebAppStartParam: opts.startParam } : {}),
  });
  return `#${params.toString()}`;
}

export const ANNA = { id: 100001, first_name: 'Анна', last_name: 'Клиентова' };
export const MARIA = { id: 200001, first_name: 'Мария', last_name: 'Иванова' };

import { chromium, type Browser, type Page } from 'playwright-core';
import { signInitData } from '@booking/api/init-data';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const BOT_TOKEN = process.env.E2E_BOT_TOKEN ?? 'e2e-bot-token';

/** Debian's chromium with the flags this machine needs (no GPU, no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A phone-sized page; every page error fails loudly in the test output. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 }, locale: 'ru-RU' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  return page;
}

type TgUser = { id: number; first_name: string; last_name?: string };

/** Launch data (`initData`) for a user, signed the way Telegram signs it; `token` other than the server's forges it. */
export function signedInitData(user: TgUser, token: string = BOT_TOKEN): string {
  return signInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `e2e-${user.id}`,
      signature: 'e2e',
      user: JSON.stringify({ language_code: 'ru', ...user }),
    },
    token,
  );
}

/**
 * The URL hash Telegram opens a Mini App with, for a user. `token` other than the server's makes
 * forged launch data; `version` lets a test play an old Telegram client; `theme` replaces the
 * light theme colours Telegram passes.
 */
export function launchHash(user: TgUser, opts: { token?: string; version?: string; theme?: Record<string, string> } = {}): string {
  const params = new URLSearchParams({
    tgWebAppData: signedInitData(user, opts.token),
    tgWebAppVersion: opts.version ?? '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(opts.theme ?? { bg_color: '#ffffff', text_color: '#000000' }),
  });
  return `#${params.toString()}`;
}

export const ANNA = { id: 100001, first_name: 'Анна', last_name: 'Клиентова' };
export const MARIA = { id: 200001, first_name: 'Мария', last_name: 'Иванова' };

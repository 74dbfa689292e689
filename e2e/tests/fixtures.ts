import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ROOT, remoteServer } from '../support/product.mjs';
import { BASE_URL, launchBrowser, launchHash, newContext } from './browser';
import type { TgUser } from './api-fixtures';
import { startProductWithBot, type ProductWithBot } from './telegram-bot';

export * from './api-fixtures';

/**
 * The set-up the stories share, in one place: what a file's stories run on (`useBrowser`,
 * `useMasterRemote`, `useProductWithBot`, each started before the first story and stopped after the
 * last), pages opened as a user, the mocked bridge's record, and (api-fixtures.ts) people, masters
 * and bookings made through the API.
 */

/** What `start` gives, held from before the first story around the call (a file, or a `describe`) to after its last. */
function held<T>(start: () => Promise<T>, stop: (it: T) => Promise<unknown>): () => T {
  let it: T | undefined;
  before(async () => {
    it = await start();
  });
  after(async () => {
    if (it !== undefined) await stop(it);
  });
  return () => it as T;
}

/** Chromium for the stories around the call: `.browser` once started. */
export function useBrowser(): { readonly browser: Browser } {
  const browser = held(launchBrowser, (b) => b.close());
  return { get browser() { return browser(); } };
}

/**
 * The master remote served from a server of its own, as the runner's remotes.json says (run-e2e.mjs),
 * for the stories around the call; a story may stop and start it.
 */
export function useMasterRemote(): ReturnType<typeof remoteServer> {
  const server = remoteServer(path.join(ROOT, 'remote-master', 'dist'), Number(process.env.E2E_MASTER_REMOTE_PORT));
  before(() => server.start());
  after(() => server.stop());
  return server;
}

/** A product of the stories' own with the bot on (telegram-bot.ts): `.product` once started. */
export function useProductWithBot(): { readonly product: ProductWithBot } {
  const product = held(() => startProductWithBot(), (p) => p.stop());
  return { get product() { return product(); } };
}

export interface OpenOptions {
  /** Another product than the suite's (a story that starts its own), with its clock's shift (support/clock.mjs). */
  product?: { baseUrl: string; shiftMs?: number };
  timezoneId?: string;
  /** Telegram's theme params in the launch parameters. */
  theme?: Record<string, string>;
  startParam?: string;
  /** Runs on the page before it opens (a listener that must see the first requests). */
  beforeGoto?: (page: Page) => unknown;
}

/** A phone-sized page (390x844) of its own context; every page error shows in the test output. */
export async function phonePage(browser: Browser, { timezoneId, product }: Pick<OpenOptions, 'timezoneId' | 'product'> = {}): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, ...(timezoneId ? { timezoneId } : {}) }, product?.shiftMs);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  return page;
}

/** `page` goes to `path` as Telegram opens the app for `user` (signed launch parameters in the hash). */
export async function goAs(page: Page, user: TgUser, path: string, { product, theme, startParam }: OpenOptions = {}): Promise<void> {
  const atMs = product?.shiftMs === undefined ? undefined : Date.now() + product.shiftMs;
  await page.goto(`${product?.baseUrl ?? BASE_URL}${path}${launchHash(user, { theme, startParam, atMs })}`);
}

/** A phone-sized page opened at `path` for `user`. */
export async function openAs(browser: Browser, user: TgUser, path: string, options: OpenOptions = {}): Promise<Page> {
  const page = await phonePage(browser, options);
  await options.beforeGoto?.(page);
  await goAs(page, user, path, options);
  return page;
}

/**
 * The Mini App methods the app calls on its mocked bridge (outside Telegram it announces each as a
 * `booking:telegram-method` event), recorded from the page's start.
 */
export async function recordBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tg: { method: string; params: unknown }[] };
    w.__tg = [];
    window.addEventListener('booking:telegram-method', (e) => w.__tg.push((e as CustomEvent<{ method: string; params: unknown }>).detail));
  });
}

/** Waits until the app's Telegram SDK has started (it asks to expand once it has). */
export const bridgeStarted = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __tg: { method: string }[] }).__tg.some((c) => c.method === 'web_app_expand'));

/** Whether the app last asked for the back button shown. */
export const backButtonVisible = (page: Page) =>
  page.evaluate(() => {
    const calls = (window as unknown as { __tg: { method: string; params: { is_visible?: boolean } }[] }).__tg.filter((c) => c.method === 'web_app_setup_back_button');
    return calls.at(-1)?.params?.is_visible ?? false;
  });

/** Waits until the app has last asked for the back button `visible` (on the mocked bridge). */
export const backButtonBecomes = (page: Page, visible: boolean) =>
  page.waitForFunction((want) => {
    const calls = (window as unknown as { __tg: { method: string; params: { is_visible?: boolean } }[] }).__tg.filter((c) => c.method === 'web_app_setup_back_button');
    return (calls.at(-1)?.params?.is_visible ?? false) === want;
  }, visible);

/**
 * Waits until the app's Telegram SDK has finished its start-up (it tells Telegram it is ready last),
 * on the mocked bridge: what the app does on each page with Telegram's chrome follows from then.
 */
export const bridgeReady = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __tg: { method: string }[] }).__tg.some((c) => c.method === 'web_app_ready'));

/**
 * Resolves once the page has rendered two more frames: whatever it was already handling (an answer
 * that has arrived, a timer that has fired) is on screen by then. For a story that shows something
 * did not happen, after the event that would have made it happen.
 */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * For a story that shows something did not happen, after the event that would have made it happen:
 * resolves once the page has rendered two more frames, every request it started by then has been
 * answered, and it has rendered two frames more (what those answers would show is on screen).
 */
export async function settled(page: Page): Promise<void> {
  const inFlight = new Set<unknown>();
  const started = (request: unknown) => inFlight.add(request);
  const ended = (request: unknown) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await nextFrames(page);
    await waitUntil('the requests the page had started', () => inFlight.size === 0);
    await nextFrames(page);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Waits until `condition` holds, checked every 50 ms; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ANNA, BASE_URL, launchBrowser, launchHash, newPage } from './browser';

/** The mocked bridge announces each Mini App method the app calls; record them from the start. */
async function recordBridge(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tg: { method: string; params: unknown }[] };
    w.__tg = [];
    window.addEventListener('booking:telegram-method', (e) => w.__tg.push((e as CustomEvent<{ method: string; params: unknown }>).detail));
  });
}

const backButtonVisible = (page: Page) =>
  page.evaluate(() => {
    const calls = (window as unknown as { __tg: { method: string; params: { is_visible?: boolean } }[] }).__tg.filter((c) => c.method === 'web_app_setup_back_button');
    return calls.at(-1)?.params?.is_visible ?? false;
  });

describe('Telegram start-up (spec section 1)', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('asks to expand, hides the back button on the first page, shows it deeper, and Telegram’s back press goes back', async () => {
    const page = await newPage(browser);
    await recordBridge(page);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.getByTestId('places-strip').waitFor();
    await page.waitForFunction(() => (window as unknown as { __tg: { method: string }[] }).__tg.some((c) => c.method === 'web_app_expand'));
    assert.equal(await backButtonVisible(page), false);

    await page.getByTestId('places-strip').getByRole('link').first().click();
    await page.waitForURL(`${BASE_URL}/place/1`);
    await page.waitForTimeout(200);
    assert.equal(await backButtonVisible(page), true);

    // Telegram reports a press of its back button as an event to the page.
    await page.evaluate(() => window.postMessage(JSON.stringify({ eventType: 'back_button_pressed' }), '*'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-name').waitFor();
    await page.waitForTimeout(200);
    assert.equal(await backButtonVisible(page), false);
    await page.close();
  });

  it('binds Telegram theme variables to CSS', async () => {
    const page = await newPage(browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.getByTestId('user-name').waitFor();
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim());
    assert.equal(bg.toLowerCase(), '#ffffff');
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANNA, BASE_URL, launchHash, newContext, newPage } from './browser';
import { backButtonBecomes, backButtonVisible, bridgeStarted, recordBridge, useBrowser } from './fixtures';

describe('Telegram start-up (docs/product.md, Identity and start-up)', () => {
  const web = useBrowser();

  it('asks to expand, hides the back button on the first page, shows it deeper, and Telegram’s back press goes back', async () => {
    const page = await newPage(web.browser);
    await recordBridge(page);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.getByTestId('places-strip').waitFor();
    await bridgeStarted(page);
    assert.equal(await backButtonVisible(page), false);

    await page.getByTestId('places-strip').getByRole('link').first().click();
    await page.waitForURL(`${BASE_URL}/place/1`);
    await backButtonBecomes(page, true);
    assert.equal(await backButtonVisible(page), true);

    // Telegram reports a press of its back button as an event to the page.
    await page.evaluate(() => window.postMessage(JSON.stringify({ eventType: 'back_button_pressed' }), '*'));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('user-name').waitFor();
    await backButtonBecomes(page, false);
    assert.equal(await backButtonVisible(page), false);
    await page.close();
  });

  it('binds Telegram theme variables to CSS, and re-binds them when Telegram changes the theme', async () => {
    const page = await newPage(web.browser);
    await recordBridge(page);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.getByTestId('user-name').waitFor();
    const bg = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim().toLowerCase());
    assert.equal(await bg(), '#ffffff');
    // The SDK has started once it has asked to expand; from then on it follows Telegram's theme.
    await bridgeStarted(page);
    await page.evaluate(() => window.postMessage(JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: { bg_color: '#17212b', text_color: '#f5f5f5' } } }), '*'));
    await page.waitForFunction(() => getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color').trim().toLowerCase() === '#17212b');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(23, 33, 43)');
    await page.close();
  });

  it('the first screen shows the user in Telegram’s colours before the SDK’s code is even asked for', async () => {
    // On the machine's clock even when the suite runs at another time (E2E_CLOCK): this story reads
    // the page's performance timeline, which Playwright's clock replaces, and no date matters here.
    const page = await (await newContext(web.browser, { viewport: { width: 400, height: 800 } }, 0)).newPage();
    // A dark theme, as Telegram hands it over in the launch parameters.
    const dark = { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', secondary_bg_color: '#232e3c' };
    const hash = new URLSearchParams(launchHash(ANNA).slice(1));
    hash.set('tgWebAppThemeParams', JSON.stringify(dark));
    const sdkChunks: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.text().catch(() => '');
      if (body.includes('mockTelegramEnv')) sdkChunks.push(res.url());
    });
    // What was on screen when the area said its first screen was shown (an effect after React's commit).
    await page.addInitScript(() => {
      const w = window as unknown as { __firstScreen?: { at: number; bg: string; name: string | null } };
      window.addEventListener('booking:screen-shown', () => {
        w.__firstScreen ??= {
          at: performance.now(),
          bg: getComputedStyle(document.body).backgroundColor,
          name: document.querySelector('[data-testid="user-name"]')?.textContent ?? null,
        };
      });
    });
    await page.goto(`${BASE_URL}/#${hash}`);
    await page.getByTestId('places-strip').getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(sdkChunks.length, 1, `the SDK's code is one chunk: ${sdkChunks.join(', ')}`);
    const seen = await page.evaluate((url) => {
      const w = window as unknown as { __firstScreen?: { at: number; bg: string; name: string | null } };
      const sdk = performance.getEntriesByName(url)[0];
      const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="modulepreload"]')].some((l) => l.href === url);
      return { first: w.__firstScreen, sdkAskedAt: sdk?.startTime, preloaded };
    }, sdkChunks[0]!);
    assert.ok(seen.first, 'the first screen was seen');
    assert.equal(seen.first.name, 'Анна Клиентова', 'the first screen shows who the user is');
    assert.equal(seen.first.bg, 'rgb(23, 33, 43)', 'the first screen is already in Telegram’s colours');
    assert.equal(seen.preloaded, false, 'the page does not preload the SDK');
    assert.ok(seen.sdkAskedAt !== undefined && seen.sdkAskedAt > seen.first.at, `SDK asked for at ${seen.sdkAskedAt} ms, first screen at ${seen.first.at} ms`);
    await page.close();
  });
});

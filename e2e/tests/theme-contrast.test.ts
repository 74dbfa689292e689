import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, launchHash, newPage } from './browser';
import { ANNA_AS_SEEDED, PALETTES, axeViolations, describeFindings, settle } from './axe';
import { bridgeStarted, recordBridge, useBrowser } from './fixtures';

describe('readable colours follow a live theme change', () => {
  const web = useBrowser();

  it('Telegram switches from its light to its dark palette: the kit\'s colours are derived again, and axe still finds nothing', async () => {
    const page = await newPage(web.browser);
    await recordBridge(page);
    await page.goto(`${BASE_URL}/${launchHash(ANNA_AS_SEEDED, { theme: PALETTES.light })}`);
    await settle(page);
    const kit = () => page.evaluate(() => ['--bk-hint', '--bk-button', '--bk-color-scheme'].map((n) => document.documentElement.style.getPropertyValue(n)));
    const [lightHint, lightButton, lightScheme] = await kit();
    assert.notEqual(lightHint, PALETTES.light.hint_color, 'the light hint is darkened to 4.5:1');
    assert.notEqual(lightButton, PALETTES.light.button_color, 'the light button is darkened for its white label');
    assert.equal(lightScheme, 'light');

    // The SDK follows Telegram's theme once it has started (it asks to expand first).
    await bridgeStarted(page);
    await page.evaluate((theme) => window.postMessage(JSON.stringify({ eventType: 'theme_changed', eventData: { theme_params: theme } }), '*'), PALETTES.dark);
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue('--bk-color-scheme') === 'dark');
    const [darkHint] = await kit();
    assert.notEqual(darkHint, lightHint);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(23, 33, 43)');
    const findings = await axeViolations(page);
    console.log(`# axe after a live switch to the dark palette | Home: ${describeFindings(findings)}`);
    assert.deepEqual(findings, []);
    await page.close();
  });
});

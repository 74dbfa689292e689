import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANNA } from './browser';
import { api, newUser, useBrowser, waitUntil, type TgUser } from './fixtures';
import { TELEGRAM_DARK, TELEGRAM_LIGHT, openInTelegram, pressMainButton } from './telegram-client';

// The app inside an emulated native Telegram client (telegram-client.ts): what it asks
// Telegram to do (recorded postEvent calls) and how it takes Telegram's answers.

const SERVICE_STEP = '/booking/business/1/place/1/worker/1/service';

describe('inside a native Telegram client: start-up, colours, swipes, ticks, the zone', () => {
  const web = useBrowser();

  it('says ready once the first screen shows its data, and matches Telegram’s header and background to the theme, live', async () => {
    const tg = await openInTelegram(web.browser, '/', { user: ANNA });
    const page = tg.page;
    await page.getByTestId('user-name').waitFor();
    const ready = await tg.waitForCall('web_app_ready');
    assert.equal(tg.callsOf('web_app_ready').length, 1, 'ready is said once');
    // Ready comes once the first screen is painted with its data: Telegram lifts its placeholder onto it.
    assert.equal(ready.page.screenShown, true, 'ready after the area said its first screen is shown');
    assert.ok(ready.page.text.includes('Анна Клиентова'), `the screen had its data: ${ready.page.text.slice(0, 200)}`);
    await tg.waitForCall('web_app_set_header_color', (d) => d?.color_key === 'bg_color');
    await tg.waitForCall('web_app_set_background_color', (d) => d?.color === TELEGRAM_LIGHT.bg_color);
    // Telegram switches to its dark theme: the page and Telegram's background follow.
    await tg.emit('theme_changed', { theme_params: TELEGRAM_DARK });
    await tg.waitForCall('web_app_set_background_color', (d) => d?.color === TELEGRAM_DARK.bg_color);
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(23, 33, 43)');
    assert.deepEqual(tg.cspViolations, []);
    await page.context().close();
  });

  it('a launch in the dark theme colours Telegram’s background dark from the start', async () => {
    const tg = await openInTelegram(web.browser, '/', { user: ANNA, theme: TELEGRAM_DARK });
    await tg.page.getByTestId('user-name').waitFor();
    await tg.waitForCall('web_app_ready');
    await tg.waitForCall('web_app_set_background_color', (d) => d?.color === TELEGRAM_DARK.bg_color);
    await tg.page.context().close();
  });

  it('ready is said on the shell’s own screen too (not found)', async () => {
    const tg = await openInTelegram(web.browser, '/no/such/screen', { user: ANNA });
    const ready = await tg.waitForCall('web_app_ready');
    assert.equal(ready.page.screenShown, true);
    await tg.page.context().close();
  });

  it('turns vertical swipes off while the places strip is dragged sideways, and on again after', async () => {
    const tg = await openInTelegram(web.browser, '/', { user: ANNA });
    const page = tg.page;
    const strip = page.getByTestId('places-strip');
    await strip.waitFor();
    await tg.sdkStarted();
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 80, box.y + box.height / 2, { steps: 5 });
    await tg.waitForCall('web_app_setup_swipe_behavior', (d) => d?.allow_vertical_swipe === false);
    await page.mouse.up();
    await tg.waitForCall('web_app_setup_swipe_behavior', (d) => d?.allow_vertical_swipe === true);
    await page.context().close();
  });

  it('a tab, a date: each a selection tick', async () => {
    const tg = await openInTelegram(web.browser, SERVICE_STEP, { user: ANNA });
    const page = tg.page;
    await page.getByRole('heading', { name: 'Что делаем сегодня?' }).waitFor();
    await tg.sdkStarted();
    await page.getByRole('tab', { name: 'Окрашивание' }).click();
    await tg.waitForCall('web_app_trigger_haptic_feedback', (d) => d?.type === 'selection_change');
    await page.getByRole('button', { name: /Окрашивание в один тон/ }).click();
    await pressMainButton(tg, 'Далее');
    await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
    const ticks = () => tg.callsOf('web_app_trigger_haptic_feedback').length;
    const was = ticks();
    await page.getByRole('button', { name: 'Следующая дата' }).click();
    await waitUntil('a selection tick for the date', () => ticks() !== was, 3_000).catch(() => undefined);
    assert.equal(ticks(), was + 1);
    await page.context().close();
  });

  it('sends the zone as soon as the user is known, on Home (not only on the time step), once per device', async () => {
    const client: TgUser = newUser('Ева');
    const tg = await openInTelegram(web.browser, '/', { user: client });
    const page = tg.page;
    await page.getByTestId('user-name').waitFor();
    await page.waitForFunction(() => localStorage.getItem('timezone_sent') === 'true', null, { timeout: 10_000 });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    assert.equal((await api<{ timezone: string | null }>(client, 'GET', `users/${client.id}`)).json.timezone, zone);
    await page.context().close();
  });
});

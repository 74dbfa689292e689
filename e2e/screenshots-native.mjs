#!/usr/bin/env node
// `cd e2e && node --import tsx screenshots-native.mjs [folder]` (front end already built): 390x844
// screenshots of every main screen inside the emulated native Telegram client
// (tests/telegram-client.ts), in Telegram's default light and dark palettes, for a person to look at.
// Not a test: it asserts nothing. Pictures go to `folder` (default: booking-native-shots in the
// system temp folder), named `{screen}-{light|dark}.png`.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './support/chromium.mjs';
import { ROOT, remoteServer, startProduct } from './support/product.mjs';

const folder = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'booking-native-shots'));
mkdirSync(folder, { recursive: true });

ensureChromium();
const product = await startProduct();
// The stories' helpers read where the product is when they load.
process.env.E2E_BASE_URL = product.baseUrl;
process.env.E2E_BOT_TOKEN = product.botToken;
const { ANNA, MARIA, launchBrowser } = await import('./tests/browser.ts');
const { TELEGRAM_DARK, TELEGRAM_LIGHT, openInTelegram } = await import('./tests/telegram-client.ts');

/** [name, path, user, what shows the screen is ready] */
const SCREENS = [
  ['home', '/', ANNA, '[data-testid="places-strip"]'],
  ['my-bookings', '/bookings', ANNA, '[data-testid="my-bookings"]'],
  ['place', '/place/1', ANNA, 'main h1'],
  ['worker', '/worker/1/1', ANNA, 'main h1'],
  ['worker-welcome', '/welcome/1/1', ANNA, 'main h1'],
  ['business-welcome', '/business/1', ANNA, 'main h1'],
  ['choose-place', '/booking/business/1/place', ANNA, '[data-testid="choice-row"]'],
  ['choose-worker', '/booking/business/1/place/1/worker', ANNA, '[data-testid="choice-row"]'],
  ['services', '/booking/business/1/place/1/worker/1/service', ANNA, '[role="tab"]'],
  ['timeslots', '/booking/business/1/place/1/worker/1/service/2/timeslots', ANNA, '[data-testid="slot-list"], .bk-empty'],
  ['master-bookings', '/worker/1/bookings', MARIA, 'main h1'],
  ['master-schedule', '/worker/1/schedule', MARIA, '[data-testid="day-editor"]'],
  ['master-services', '/worker/1/service', MARIA, 'main h1'],
  ['master-service-create', '/worker/1/service/create', MARIA, 'form'],
  ['master-profile', '/worker/1/profile', MARIA, 'form'],
  ['master-welcome', '/welcome/master', MARIA, 'main h1'],
  ['plans', '/subscription/plans', MARIA, 'main h1'],
];

const masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
await masterRemote.start();
const browser = await launchBrowser();
try {
  for (const [name, at, user, ready] of SCREENS) {
    for (const [palette, theme] of [['light', TELEGRAM_LIGHT], ['dark', TELEGRAM_DARK]]) {
      const tg = await openInTelegram(browser, at, { user, theme, viewport: { width: 390, height: 844 } });
      try {
        await tg.page.locator(ready).first().waitFor({ timeout: 20_000 });
        await tg.page.waitForTimeout(700);
        const file = path.join(folder, `${name}-${palette}.png`);
        await tg.page.screenshot({ path: file, fullPage: true });
        console.log(file);
      } catch (error) {
        console.error(`${name} (${palette}) not shot:`, error instanceof Error ? error.message.split('\n')[0] : error);
      }
      await tg.page.context().close();
    }
  }
} finally {
  await browser.close();
  await masterRemote.stop();
  await product.stop();
}

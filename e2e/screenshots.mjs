#!/usr/bin/env node
// `cd e2e && node --import tsx screenshots.mjs [folder]` (front end already built): phone-sized
// (390x844) screenshots of the master's schedule in Telegram's dark theme, for a person to look
// at: the day editor, then several days selected by a long press. Not a test: it asserts nothing.
// Pictures go to `folder` (default: booking-shots in the system temp folder).
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MARIA, launchBrowser, launchHash } from './tests/browser.ts';
import { ensureChromium } from './support/chromium.mjs';
import { ROOT, remoteServer, startProduct } from './support/product.mjs';

/** Telegram's dark theme colours, as its desktop client passes them. */
const DARK = { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', link_color: '#6ab3f3', button_color: '#5288c1', button_text_color: '#ffffff', secondary_bg_color: '#232e3c', destructive_text_color: '#ec3942' };

const folder = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'booking-shots'));
mkdirSync(folder, { recursive: true });

ensureChromium();
const product = await startProduct();
// As in the e2e run, the master remote lives on a server of its own (remotes.json points there).
const masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
await masterRemote.start();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU', colorScheme: 'dark' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  const shoot = async (name) => {
    await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
    console.log(path.join(folder, `${name}.png`));
  };

  // Maria, a seeded master, on her own schedule (today's day editor).
  await page.goto(`${product.baseUrl}/schedule${launchHash(MARIA, { theme: DARK })}`);
  await page.getByRole('grid', { name: 'Рабочие дни' }).waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="day-slots"], [data-testid="day-empty"]').first().waitFor();
  await shoot('schedule-dark-day');

  // Several days: a long press on the first future day of the grid, then a tap on the next one.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
  const future = async () => (await page.locator('[role="gridcell"][data-date]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')))).filter((d) => d > today);
  if ((await future()).length < 2) await page.getByRole('button', { name: 'Следующий месяц' }).click();
  const [first, second] = await future();
  const box = await page.locator(`[role="gridcell"][data-date="${first}"]`).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(700);
  await page.mouse.up();
  await page.locator(`[role="gridcell"][data-date="${second}"]`).click();
  await shoot('schedule-dark-multi');
  await context.close();
} finally {
  await browser.close();
  await masterRemote.stop();
  await product.stop();
}

import { chromium } from 'playwright-core';
import { signInitData } from '@booking/api/init-data';
import { startProduct } from './support/product.mjs';

const product = await startProduct();
const BASE = product.baseUrl;
const ANNA = { id: 100001, first_name: 'Анна', last_name: 'Клиентова' };
const themes = {
  light: { bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', link_color: '#2481cc', button_color: '#2481cc', button_text_color: '#ffffff', secondary_bg_color: '#f1f1f1' },
  dark: { bg_color: '#17212b', text_color: '#f5f5f5', hint_color: '#708499', link_color: '#6ab3f3', button_color: '#5288c1', button_text_color: '#ffffff', secondary_bg_color: '#232e3c' },
};
function hash(theme: object) {
  const initData = signInitData({ auth_date: String(Math.floor(Date.now() / 1000)), query_id: 'x', signature: 'x', user: JSON.stringify(ANNA) }, product.botToken);
  return '#' + new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'tdesktop', tgWebAppThemeParams: JSON.stringify(theme) }).toString();
}
const svg = (c: string) => 'data:image/svg+xml,' + encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${c}"/></svg>`);
const pages = (process.argv[2] ?? '/,/place/1,/worker/1/1,/welcome/7/13,/business/1,/booking/business/1/place,/booking/business/1/place/1/worker,/bookings,/privacy,/worker/1/999,gallery').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [name, theme] of Object.entries(themes)) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.error('[pageerror]', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('[console]', m.text()));
  await page.route('**/api/places/7', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    if (!body.gallery?.length) body.gallery = [svg('#c96'), svg('#69c'), svg('#6c9')];
    await route.fulfill({ response: res, json: body });
  });
  await page.route('**/api/workers/13/places', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    for (const p of body) if (!p.gallery?.length && p.id === 7) p.gallery = [svg('#c96'), svg('#69c'), svg('#6c9')];
    await route.fulfill({ response: res, json: body });
  });
  for (const path of pages) {
    const gallery = path === 'gallery';
    await page.goto(`${BASE}${gallery ? '/welcome/7/13' : path}${hash(theme)}`);
    await page.waitForTimeout(1500);
    if (gallery) {
      await page.getByRole('button', { name: 'Фотографии' }).click();
      await page.waitForTimeout(1500);
    }
    const file = `/tmp/c12-shot-${name}-${(path.replace(/\//g, '_') || 'home')}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();
await product.stop();

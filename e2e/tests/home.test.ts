import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { ANNA, BASE_URL, launchBrowser, launchHash, newPage } from './browser';

describe('client Home', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a seeded client picks themselves in the demo picker and sees their bookings and places', async () => {
    const page = await newPage(browser);
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('button', { name: 'Анна Клиентова' }).click();
    await page.getByTestId('user-name').filter({ hasText: 'Анна Клиентова' }).waitFor();
    const cards = page.getByTestId('booking-card');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 3, 'Anna has current and past bookings');
    // Current bookings come first, then the divider, then past ones.
    const order = await page.getByTestId('bookings-list').evaluate((list) =>
      [...list.children].map((el) => (el.getAttribute('role') === 'separator' ? '|' : el.classList.contains('bk-booking--past') ? 'past' : 'current')),
    );
    const divider = order.indexOf('|');
    assert.ok(divider > 0, 'the Прошедшие divider follows the current bookings');
    assert.ok(order.slice(0, divider).every((x) => x === 'current'));
    assert.ok(order.slice(divider + 1).every((x) => x === 'past'));
    await page.getByRole('separator').filter({ hasText: 'Прошедшие' }).waitFor();
    // An inactive current booking offers 'Повторить'; past ones have no button.
    await page.getByRole('button', { name: 'Повторить' }).first().waitFor();
    assert.equal(await page.locator('.bk-booking--past button').count(), 0);

    const strip = page.getByTestId('places-strip');
    await strip.getByText('Лайм на Тверской').waitFor();
    await page.getByRole('heading', { name: 'Места' }).waitFor();
    await strip.getByRole('link').first().click();
    await page.waitForURL(`${BASE_URL}/place/1`);
    await page.getByTestId('area-placeholder').waitFor();
    await page.close();
  });

  it('a brand-new user sees the empty text instead of bookings', async () => {
    const page = await newPage(browser);
    await page.goto(`${BASE_URL}/${launchHash({ id: 990001 + Math.floor(Math.random() * 1000), first_name: 'Новый' })}`);
    await page.getByText('Здесь появятся ваши записи — как только вы выберете мастера и время').waitFor();
    assert.equal(await page.getByTestId('booking-card').count(), 0);
    await page.getByTestId('places-strip').waitFor();
    await page.close();
  });

  it('forged launch data is refused: nobody sees Anna’s bookings with it', async () => {
    const page = await newPage(browser);
    const apiStatuses: number[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/bookings/')) apiStatuses.push(res.status());
    });
    await page.goto(`${BASE_URL}/${launchHash(ANNA, { token: 'not-the-bot-token' })}`);
    await page.getByText('Ошибка загрузки данных').first().waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('booking-card').count(), 0);
    assert.equal(await page.getByText('Женская стрижка').count(), 0);
    assert.ok(apiStatuses.length > 0 && apiStatuses.every((s) => s === 401), `API answered ${apiStatuses.join(',')}`);
    await page.close();
  });

  it('a client cancels an active booking and the list shows it as not confirmed', async () => {
    const page = await newPage(browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    const active = page.getByTestId('booking-card').filter({ has: page.getByRole('button', { name: 'Отменить запись' }) });
    await active.first().waitFor();
    const before = await active.count();
    await active.first().getByRole('button', { name: 'Отменить запись' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Отмена бронирования' }).waitFor();
    await dialog.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByText('Запись отменена').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="booking-card"] .bk-button--danger').length === n - 1, before);
    await page.close();
  });
});

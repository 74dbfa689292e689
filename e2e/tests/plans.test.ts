import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, MARIA, launchBrowser, launchHash, newPage } from './browser';

describe('subscription plans', () => {
  let browser: Browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
  });

  it('a master sees the plans, the free plan marked current, the pro plan marked popular, and choosing one only tells them', async () => {
    const page = await newPage(browser);
    await page.goto(`${BASE_URL}/subscription/plans${launchHash(MARIA)}`);
    await page.getByRole('heading', { name: 'Выберите тарифный план' }).waitFor();
    const cards = page.getByTestId('plan-card');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 2);
    const free = cards.filter({ hasText: 'Бесплатно' });
    await free.getByText('Текущий план').waitFor();
    const pro = cards.filter({ hasText: 'Популярный' });
    await pro.getByText('990 ₽').waitFor();
    await pro.getByRole('button', { name: 'Выбрать' }).click();
    await page.getByRole('status').filter({ hasText: 'Вы выбрали план' }).waitFor();
    // No payment and no subscription change: the free plan is still current after a reload.
    await page.reload();
    await free.getByText('Текущий план').waitFor();
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import path from 'node:path';
import { startSmsRuStandin, type SmsRuStandin } from '@booking/api/sms-ru-standin';
import { startYookassaStandin, type YookassaStandin } from '@booking/api/yookassa-standin';
import { ROOT, remoteServer, startProduct } from '../support/product.mjs';
import { newPage } from './browser';
import { useBrowser, waitUntil } from './fixtures';
import { E2E_MAX_BOT_TOKEN, openInMax } from './max-client';

const PRODUCT_SHOP = { shopId: '700300', secretKey: 'test_e2e_product_shop_key' };
const PHONE = '79995550188';
const APP = { 'x-booking-app': '1' };

describe('‘Про’ paid in rubles outside Telegram, from a plain browser and from MAX (the product’s ЮKassa shop on its loopback stand-in)', () => {
  const web = useBrowser();
  let sms: SmsRuStandin;
  let yookassa: YookassaStandin;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let masterRemote: ReturnType<typeof remoteServer>;

  before(async () => {
    sms = await startSmsRuStandin();
    yookassa = await startYookassaStandin({ shops: [PRODUCT_SHOP] });
    product = await startProduct({
      env: {
        SMS_RU_API_ID: sms.apiId, SMS_API_ROOT: sms.apiRoot,
        YOOKASSA_API_ROOT: yookassa.apiRoot, YOOKASSA_SHOP_ID: PRODUCT_SHOP.shopId, YOOKASSA_SECRET_KEY: PRODUCT_SHOP.secretKey, YOOKASSA_AUTOPAYMENTS: 'true',
        MAX_BOT_TOKEN: E2E_MAX_BOT_TOKEN,
      },
    });
    // The product's own shop notifies the product's address, as set in its dashboard.
    yookassa.shops.get(PRODUCT_SHOP.shopId)!.notifyUrl = `${product.baseUrl}/api/yookassa/notifications`;
    masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
    await masterRemote.start();
  });
  after(async () => {
    await masterRemote?.stop();
    await product?.stop();
    await yookassa?.close();
    await sms?.close();
  });

  it('signed in by phone: ‘Оплатить 990 ₽’ goes to ЮKassa’s page, paying returns to ‘Оплата прошла’, and the plan is current, renewing, with its cancel', async () => {
    const page = await newPage(web.browser);
    // Signed in by an SMS code in this browser (its cookie is the session), as the sign-in sheet does.
    const request = page.context().request;
    assert.equal((await request.post(`${product.baseUrl}/api/auth/code`, { headers: APP, data: { name: 'Вера', phone: PHONE } })).status(), 200);
    await waitUntil('the SMS reached the stand-in', () => sms.lastTo(PHONE) !== undefined);
    const code = /^(\d{6}) /.exec(sms.lastTo(PHONE)!.text)![1]!;
    assert.equal((await request.post(`${product.baseUrl}/api/auth/sign-in`, { headers: APP, data: { phone: PHONE, code } })).status(), 200);

    await page.goto(`${product.baseUrl}/subscription/plans`);
    const pro = page.getByTestId('plan-card').filter({ hasText: 'Популярный' });
    await pro.getByText('Картой или через СБП на странице ЮKassa.').waitFor();
    assert.equal(await pro.getByTestId('plan-stars').count(), 0);
    await pro.getByRole('button', { name: /^Оплатить 990\s₽$/ }).click();

    // The tab itself goes to ЮKassa's page; paying there sends it back to the return page.
    await page.waitForURL((u) => u.pathname.startsWith('/standin/checkout/'));
    await page.getByText(/990,00/).first().waitFor();
    const [payment] = [...yookassa.payments.values()];
    assert.deepEqual(payment!.amount, { value: '990.00', currency: 'RUB' });
    assert.equal((payment!.body as { save_payment_method?: boolean }).save_payment_method, true);
    assert.deepEqual((payment!.body as { receipt: { customer: unknown } }).receipt.customer, { phone: PHONE });
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/subscription/paid/'));
    await page.getByRole('heading', { name: 'Оплата прошла' }).waitFor();
    await page.getByText(/^План «Про» действует до \d{2}\.\d{2}\.\d{4}\.$/).waitFor();

    // On to the plans: Про is the current plan, renews by the saved card, and can be cancelled.
    await page.getByRole('link', { name: 'К тарифам' }).click();
    const current = page.getByTestId('plan-card').filter({ hasText: 'Текущий план' });
    await current.filter({ hasText: 'Популярный' }).getByText(/^Продлится \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await current.getByRole('button', { name: 'Отменить подписку' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/^План «Про» не продлится и будет действовать до/).waitFor();
    await dialog.getByRole('button', { name: 'Отменить подписку' }).click();
    await page.getByText(/^Подписка отменена\. План действует до/).waitFor();
    await current.getByText(/^Действует до \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await page.context().close();
  });

  it('inside MAX: asked for an email for the receipt, ЮKassa’s page opens beside the app, and back in the app Про is current', async () => {
    const max = await openInMax(web.browser, '/subscription/plans', { user: { id: 9_200_000_001, first_name: 'Ольга', last_name: 'Максова' }, baseUrl: product.baseUrl });
    const page = max.page;
    const pro = page.getByTestId('plan-card').filter({ hasText: 'Популярный' });
    await pro.getByRole('button', { name: /^Оплатить 990\s₽$/ }).click();
    // No phone on record in MAX: the receipt needs an email.
    await pro.getByLabel('Почта для чека').fill('olga@example.com');
    await pro.getByRole('button', { name: /^Оплатить 990\s₽$/ }).click();
    const opened = await max.waitForEvent('WebAppOpenLink', (d) => String(d.url).includes('/standin/checkout/'));
    await page.getByText('Оплатите на странице ЮKassa: план подключится, как только придёт оплата.').waitFor();
    const payment = yookassa.payments.get(String(opened.data.url).split('/').pop()!)!;
    assert.deepEqual((payment.receipt as { customer: unknown }).customer, { email: 'olga@example.com' });
    // Paid in MAX's browser; the app comes back into view and reads the plan again.
    await yookassa.succeed(payment.id);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByTestId('plan-card').filter({ hasText: 'Текущий план' }).filter({ hasText: 'Популярный' }).waitFor();
    await page.context().close();
  });
});

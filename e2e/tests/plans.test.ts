import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ANNA, BASE_URL, MARIA, launchBrowser, launchHash, newContext, newPage } from './browser';
import { startProductWithBot, updates, type ProductWithBot } from './telegram-bot';

type TgEvent = { type: string; data: Record<string, unknown> | null };

/**
 * A page inside an emulated Telegram client: the page sees `window.TelegramWebviewProxy` (so it is
 * not the browser container and pays in Telegram), every call the app makes to Telegram is recorded,
 * and the test answers as Telegram would through `window.Telegram.WebView.receiveEvent`.
 */
async function openInTelegram(browser: Browser, baseUrl: string, user: typeof MARIA, path: string): Promise<Page> {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __tgEvents: TgEvent[]; TelegramWebviewProxy: unknown };
    w.__tgEvents = [];
    w.TelegramWebviewProxy = {
      postEvent(type: string, data?: string) {
        w.__tgEvents.push({ type, data: data ? (JSON.parse(data) as Record<string, unknown>) : null });
      },
    };
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[pageerror]', error.message));
  await page.goto(`${baseUrl}${path}${launchHash(user)}`);
  return page;
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { __tgEvents: TgEvent[] }).__tgEvents);
async function nextEvent(page: Page, type: string, after = 0): Promise<TgEvent> {
  await page.waitForFunction(([t, n]) => (window as unknown as { __tgEvents: TgEvent[] }).__tgEvents.filter((e) => e.type === t).length > (n as number), [type, after] as const);
  return (await events(page)).filter((e) => e.type === type)[after]!;
}
const count = async (page: Page, type: string) => (await events(page)).filter((e) => e.type === type).length;
const receive = (page: Page, type: string, data: unknown) =>
  page.evaluate(([t, d]) => (window as unknown as { Telegram: { WebView: { receiveEvent: (t: string, d: unknown) => void } } }).Telegram.WebView.receiveEvent(t as string, d), [type, data] as const);
const haptics = async (page: Page) => (await events(page)).filter((e) => e.type === 'web_app_trigger_haptic_feedback').map((e) => e.data?.notification_type ?? e.data?.type);

describe('subscription plans', () => {
  let browser: Browser;
  let product: ProductWithBot;
  before(async () => {
    browser = await launchBrowser();
    product = await startProductWithBot();
  });
  after(async () => {
    await browser.close();
    await product.stop();
  });

  it('outside Telegram: the plans, the free plan current, the pro plan popular with its price in Stars, and its button says payment works in Telegram', async () => {
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
    assert.equal(await pro.getByTestId('plan-stars').textContent(), ' · 500 ⭐');
    const button = pro.getByRole('button', { name: 'Оплата работает в Telegram' });
    assert.equal(await button.isDisabled(), true);
    assert.equal(await pro.getByRole('button', { name: /Оплатить/ }).count(), 0);
    await page.context().close();
  });

  it('inside Telegram: the pro plan is paid in Stars (invoice, pre-checkout, payment), becomes current, and its cancel stops renewal but keeps it', async () => {
    const page = await openInTelegram(browser, product.baseUrl, MARIA, '/subscription/plans');
    const pro = page.getByTestId('plan-card').filter({ hasText: 'Популярный' });
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();

    const opened = await nextEvent(page, 'web_app_open_invoice');
    const invoiceCall = product.standin.calls.find((c) => c.method === 'createInvoiceLink')!;
    assert.ok(invoiceCall, 'the server made the invoice link');
    const payload = String(invoiceCall.payload.payload);
    assert.equal(invoiceCall.payload.currency, 'XTR');
    assert.equal(invoiceCall.payload.provider_token, '');
    assert.deepEqual((invoiceCall.payload.prices as { amount: number }[]).map((p) => p.amount), [500]);
    assert.equal(invoiceCall.payload.subscription_period, 2592000);
    assert.ok(Buffer.byteLength(payload) <= 128);
    // The app opened the link the server got from createInvoiceLink (the stand-in's https://t.me/$invoice-N).
    assert.match(String(opened.data?.slug), /^invoice-\d+$/);

    // Telegram asks the bot before charging, then reports the payment; the app hears 'paid' last.
    assert.equal(await product.deliver(updates.preCheckout(MARIA.id, { payload, amount: 500 })), 200);
    const answer = product.standin.calls.find((c) => c.method === 'answerPreCheckoutQuery');
    assert.equal(answer?.payload.ok, true);
    assert.equal(await product.deliver(updates.successfulPayment(MARIA.id, { payload, amount: 500, charge: 'e2e-charge-1' })), 200);
    await receive(page, 'invoice_closed', { slug: opened.data?.slug, status: 'paid' });

    await pro.getByText('Текущий план').waitFor();
    await page.getByRole('status').filter({ hasText: 'Оплата прошла. План «Про» подключён.' }).waitFor();
    await pro.getByTestId('plan-period').filter({ hasText: /^Продлится \d\d\.\d\d\.\d{4}$/ }).waitFor();
    assert.deepEqual(await haptics(page), ['success']);

    // 'Отменить подписку': Telegram's popup asks, the bot stops the renewal, the plan stays until its end.
    await pro.getByRole('button', { name: 'Отменить подписку' }).click();
    const popup = await nextEvent(page, 'web_app_open_popup');
    assert.match(String(popup.data?.message), /^План «Про» не продлится и будет действовать до \d\d\.\d\d\.\d{4}\.$/);
    await receive(page, 'popup_closed', { button_id: 'ok' });
    await pro.getByTestId('plan-period').filter({ hasText: /^Действует до \d\d\.\d\d\.\d{4}$/ }).waitFor();
    const edit = product.standin.calls.find((c) => c.method === 'editUserStarSubscription');
    assert.deepEqual([edit?.payload.user_id, edit?.payload.telegram_payment_charge_id, edit?.payload.is_canceled], [MARIA.id, 'e2e-charge-1', true]);
    await pro.getByText('Текущий план').waitFor();
    assert.equal(await pro.getByRole('button', { name: 'Отменить подписку' }).count(), 0);
    await page.reload();
    await pro.getByText('Текущий план').waitFor();
    await page.context().close();
  });

  it('inside Telegram: a closed invoice changes nothing; a failed one says so; both are felt', async () => {
    const page = await openInTelegram(browser, product.baseUrl, ANNA, '/subscription/plans');
    const pro = page.getByTestId('plan-card').filter({ hasText: 'Популярный' });
    const free = page.getByTestId('plan-card').filter({ hasText: 'Бесплатно' });
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();
    const first = await nextEvent(page, 'web_app_open_invoice');
    await receive(page, 'invoice_closed', { slug: first.data?.slug, status: 'cancelled' });
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).and(page.locator(':enabled')).waitFor();
    await free.getByText('Текущий план').waitFor();
    assert.equal(await page.locator('.bk-notice').count(), 0, 'nothing is said');

    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();
    const second = await nextEvent(page, 'web_app_open_invoice', 1);
    await receive(page, 'invoice_closed', { slug: second.data?.slug, status: 'failed' });
    await page.getByRole('alert').filter({ hasText: 'Ошибка' }).filter({ hasText: 'Оплата не прошла. Звёзды не списаны, попробуйте ещё раз.' }).waitFor();
    await free.getByText('Текущий план').waitFor();
    assert.deepEqual(await haptics(page), ['warning', 'error']);
    assert.equal(await count(page, 'web_app_open_invoice'), 2);
    await page.context().close();
  });
});

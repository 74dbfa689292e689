import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANNA, BASE_URL, MARIA, launchHash, newPage } from './browser';
import { openInTelegram, type TelegramClient } from './telegram-client';
import { updates } from './telegram-bot';
import { newUser, useBrowser, useProductWithBot, type TgUser } from './fixtures';

/** Haptic feedback the app asked Telegram for, in order: notification types ('success', ...) and selection ticks. */
const haptics = (tg: TelegramClient) => tg.callsOf('web_app_trigger_haptic_feedback').map((c) => c.data?.notification_type ?? c.data?.type);

describe('subscription plans', () => {
  const web = useBrowser();
  const bot = useProductWithBot();

  /** The plans inside the emulated Telegram client, on this file's product; invoices stay open until the story closes them. */
  async function openPlans(user: TgUser) {
    const tg = await openInTelegram(web.browser, '/subscription/plans', { user, baseUrl: bot.product.baseUrl, viewport: { width: 390, height: 844 }, answers: { web_app_open_invoice: null } });
    const cards = tg.page.getByTestId('plan-card');
    return { tg, page: tg.page, pro: cards.filter({ hasText: 'Популярный' }), free: cards.filter({ hasText: 'Бесплатно' }) };
  }

  it('outside Telegram: the plans, the free plan current, the pro plan popular with its price in Stars, and its button says payment works in Telegram', async () => {
    const page = await newPage(web.browser);
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
    const { tg, page, pro } = await openPlans(MARIA);
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();

    const opened = await tg.waitForCall('web_app_open_invoice');
    const invoiceCall = bot.product.standin.calls.find((c) => c.method === 'createInvoiceLink')!;
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
    assert.equal(await bot.product.deliver(updates.preCheckout(MARIA.id, { payload, amount: 500 })), 200);
    const answer = bot.product.standin.calls.find((c) => c.method === 'answerPreCheckoutQuery');
    assert.equal(answer?.payload.ok, true);
    assert.equal(await bot.product.deliver(updates.successfulPayment(MARIA.id, { payload, amount: 500, charge: 'e2e-charge-1' })), 200);
    await tg.emit('invoice_closed', { slug: opened.data?.slug, status: 'paid' });

    await pro.getByText('Текущий план').waitFor();
    await page.getByRole('status').filter({ hasText: 'Оплата прошла. План «Про» подключён.' }).waitFor();
    await pro.getByTestId('plan-period').filter({ hasText: /^Продлится \d\d\.\d\d\.\d{4}$/ }).waitFor();
    assert.deepEqual(haptics(tg), ['success']);

    // 'Отменить подписку': Telegram's popup asks (its first button, the confirm, is pressed), the bot
    // stops the renewal, the plan stays until its end.
    await pro.getByRole('button', { name: 'Отменить подписку' }).click();
    const popup = await tg.waitForCall('web_app_open_popup');
    assert.match(String(popup.data?.message), /^План «Про» не продлится и будет действовать до \d\d\.\d\d\.\d{4}\.$/);
    await pro.getByTestId('plan-period').filter({ hasText: /^Действует до \d\d\.\d\d\.\d{4}$/ }).waitFor();
    const edit = bot.product.standin.calls.find((c) => c.method === 'editUserStarSubscription');
    assert.deepEqual([edit?.payload.user_id, edit?.payload.telegram_payment_charge_id, edit?.payload.is_canceled], [MARIA.id, 'e2e-charge-1', true]);
    await pro.getByText('Текущий план').waitFor();
    assert.equal(await pro.getByRole('button', { name: 'Отменить подписку' }).count(), 0);
    await page.reload();
    await pro.getByText('Текущий план').waitFor();
    await page.context().close();
  });

  it('inside Telegram: choosing the free plan while Про renews asks like Отменить подписку, stops the renewal with Telegram, and keeps Про to its end', async () => {
    const payer = newUser('Ника');
    const { tg, page, pro, free } = await openPlans(payer);
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();
    const opened = await tg.waitForCall('web_app_open_invoice');
    const invoice = bot.product.standin.calls.filter((c) => c.method === 'createInvoiceLink').at(-1)!;
    const payload = String(invoice.payload.payload);
    assert.equal(await bot.product.deliver(updates.preCheckout(payer.id, { payload, amount: 500 })), 200);
    assert.equal(await bot.product.deliver(updates.successfulPayment(payer.id, { payload, amount: 500, charge: 'e2e-charge-free-after-pro' })), 200);
    await tg.emit('invoice_closed', { slug: opened.data?.slug, status: 'paid' });
    await pro.getByText('Текущий план').waitFor();

    await free.getByRole('button', { name: 'Выбрать' }).click();
    const popup = await tg.waitForCall('web_app_open_popup');
    assert.equal(popup.data?.title, 'Отменить подписку');
    assert.match(String(popup.data?.message), /^План «Про» не продлится и будет действовать до \d\d\.\d\d\.\d{4}\.$/);
    await page.getByRole('status').filter({ hasText: /Подписка отменена\. План действует до \d\d\.\d\d\.\d{4}\./ }).waitFor();
    const edit = bot.product.standin.calls.filter((c) => c.method === 'editUserStarSubscription').at(-1);
    assert.deepEqual([edit?.payload.user_id, edit?.payload.telegram_payment_charge_id, edit?.payload.is_canceled], [payer.id, 'e2e-charge-free-after-pro', true]);
    // Про stays current to its end, no longer renewing; the free plan follows it.
    await pro.getByText('Текущий план').waitFor();
    await pro.getByTestId('plan-period').filter({ hasText: /^Действует до \d\d\.\d\d\.\d{4}$/ }).waitFor();
    assert.equal(await free.getByText('Текущий план').count(), 0);
    await page.context().close();
  });

  it('inside Telegram: a closed invoice changes nothing; a failed one says so; both are felt', async () => {
    const { tg, page, pro, free } = await openPlans(ANNA);
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();
    const first = await tg.waitForCall('web_app_open_invoice');
    await tg.emit('invoice_closed', { slug: first.data?.slug, status: 'cancelled' });
    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).and(page.locator(':enabled')).waitFor();
    await free.getByText('Текущий план').waitFor();
    assert.equal(await page.locator('.bk-notice').count(), 0, 'nothing is said');

    await pro.getByRole('button', { name: 'Оплатить 500 ⭐' }).click();
    await tg.waitForCall('web_app_open_invoice', (d) => d?.slug !== first.data?.slug);
    const second = tg.callsOf('web_app_open_invoice')[1]!;
    await tg.emit('invoice_closed', { slug: second.data?.slug, status: 'failed' });
    await page.getByRole('alert').filter({ hasText: 'Ошибка' }).filter({ hasText: 'Оплата не прошла. Звёзды не списаны, попробуйте ещё раз.' }).waitFor();
    await free.getByText('Текущий план').waitFor();
    assert.deepEqual(haptics(tg), ['warning', 'error']);
    assert.equal(tg.callsOf('web_app_open_invoice').length, 2);
    await page.context().close();
  });
});

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startYookassaStandin, type YookassaStandin } from '@booking/api/yookassa-standin';
import { ROOT, remoteServer, startProduct } from '../support/product.mjs';
import { addDays, dateIn } from '../support/clock.mjs';
import { MARIA, signedInitData } from './browser';
import { goAs, newUser, openAs, phonePage, useBrowser, waitUntil, type TgUser } from './fixtures';
import { openInTelegram } from './telegram-client';

/** Worker 1 (Мария Иванова), one 30-minute service ('Мужская стрижка', 1 500 ₽), as the deposits' stories book it. */
const SHORT_CUT_SLOTS = '/booking/business/1/place/1/worker/1/service/2/timeslots';
const SHOP = { shopId: '506751', secretKey: 'test_e2e_shop_key' };

describe('deposits through the master’s own ЮKassa shop (its loopback stand-in)', () => {
  const web = useBrowser();
  let yookassa: YookassaStandin;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let masterRemote: ReturnType<typeof remoteServer>;
  const date = addDays(dateIn('Europe/Moscow'), 2);

  const asUser = async (user: TgUser, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${product.baseUrl}/api/${url}`, {
      method, headers: { 'x-telegram-init-data': signedInitData(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  before(async () => {
    yookassa = await startYookassaStandin({ shops: [SHOP] });
    // A hold of one minute, looked at every half second: the expiry story waits for it instead of a quarter of an hour.
    product = await startProduct({
      env: { YOOKASSA_API_ROOT: yookassa.apiRoot, PAYMENTS_ENCRYPTION_KEY: randomBytes(32).toString('base64'), PAYMENT_HOLD_MINUTES: '1', DEPOSIT_POLL_MS: '500' },
    });
    // The address the master enters in the shop's dashboard, as the settings show it.
    yookassa.shops.get(SHOP.shopId)!.notifyUrl = `${product.baseUrl}/api/yookassa/notifications`;
    masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
    await masterRemote.start();
    // Мария connects her shop and asks 500 ₽ ahead for the short cut.
    const connected = await asUser(MARIA, 'PUT', 'workers/1/payment-settings', { shop_id: SHOP.shopId, secret_key: SHOP.secretKey });
    assert.equal(connected.status, 200, JSON.stringify(connected.json));
    assert.equal(connected.json.notification_url, `${product.baseUrl}/api/yookassa/notifications`);
    const service = await asUser(MARIA, 'PUT', 'services/2', {
      worker_id: 1, category_id: 1, place_id: 1, title: 'Мужская стрижка', price: 1500, slot_duration: 30, booking_deadline: 15, deposit_type: 'fixed', deposit_value: 500,
    });
    assert.equal(service.status, 200, JSON.stringify(service.json));
  });
  after(async () => {
    await masterRemote?.stop();
    await product?.stop();
    await yookassa?.close();
  });

  /**
   * Books the first free time of `date` as `client` in a phone's browser: the tab goes on to ЮKassa's
   * page at once (a browser tab has nothing to stay open for). Answers the page, there, and the time.
   */
  async function bookWithDeposit(client: TgUser): Promise<{ page: Page; time: string }> {
    const page = await openAs(web.browser, client, `${SHORT_CUT_SLOTS}?date=${date}`, { product });
    await page.getByText('Предоплата 500\u00a0₽').first().waitFor();
    const first = page.getByTestId('slot-list').getByRole('button').first();
    const time = (await first.textContent())!.trim().slice(0, 5);
    await first.click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/standin/checkout/'));
    await page.getByText(/500,00/).first().waitFor();
    return { page, time };
  }

  it('a client books a service with a deposit, pays on ЮKassa’s page from the app in Telegram and lands on the success screen; a cancel before the cut-off returns it once', async () => {
    const client = newUser('Дарья');
    const booked = await bookWithDeposit(client);
    await booked.page.context().close();

    // In Telegram the card waits for the money; 'Оплатить' opens ЮKassa's page through Telegram.
    const tg = await openInTelegram(web.browser, '/', { user: client, baseUrl: product.baseUrl });
    const waiting = tg.page.getByTestId('booking-card').filter({ hasText: 'Ожидает оплаты' });
    await waiting.getByText('Предоплата 500\u00a0₽').waitFor();
    await waiting.getByRole('button', { name: 'Оплатить' }).click();
    const link = await tg.waitForCall('web_app_open_link');
    const url = String(link.data?.url);
    assert.match(url, /\/standin\/checkout\//);
    await tg.page.context().close();

    // The payment page opens in the phone's browser; paying sends the client back to our return page.
    const pay = await phonePage(web.browser);
    await pay.goto(url);
    await pay.getByRole('button', { name: 'Оплатить' }).click();
    await pay.waitForURL((u) => u.pathname.startsWith('/paid/'));
    await pay.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
    await pay.getByRole('link', { name: 'Вернуться в Telegram' }).waitFor();

    // The card shows the deposit paid, and the cancel's question says it comes back.
    await goAs(pay, client, '/bookings', { product });
    const card = pay.getByTestId('booking-card').filter({ hasText: 'Предоплата 500\u00a0₽' }).filter({ has: pay.getByRole('button', { name: 'Отменить запись' }) });
    await card.first().getByRole('button', { name: 'Отменить запись' }).click();
    const confirm = pay.getByRole('alertdialog');
    await confirm.getByText(/Предоплата 500\u00a0₽ вернётся/).waitFor();
    await confirm.getByRole('button', { name: 'Отменить запись' }).click();
    await pay.getByText('Запись отменена').waitFor();
    await waitUntil('the refund reached ЮKassa', () => yookassa.refunds.length === 1);
    await pay.reload();
    await pay.getByText('Предоплата возвращена').first().waitFor();
    // The job runner keeps going round: still one refund, of the whole deposit.
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(yookassa.refunds.length, 1);
    assert.equal(yookassa.refunds[0]!.amount.value, '500.00');
    await pay.context().close();
  });

  it('an unpaid hold frees its time when the hold is up, and the time is offered again', async () => {
    const client = newUser('Ева');
    // Booked, not paid: the tab stays on ЮKassa's page.
    const { page, time } = await bookWithDeposit(client);
    const other = await openAs(web.browser, newUser('Фаина'), `${SHORT_CUT_SLOTS}?date=${date}`, { product });
    await other.getByTestId('slot-list').getByRole('button').first().waitFor();
    const offered = async () => (await other.getByTestId('slot-list').getByRole('button').allTextContents()).some((t) => t.trim().startsWith(time));
    assert.equal(await offered(), false, 'the held time is not offered');
    // PAYMENT_HOLD_MINUTES=1: the runner frees it a minute later.
    await waitUntil('the hold was released', async () => {
      await other.reload();
      await other.getByTestId('slot-list').getByRole('button').first().waitFor();
      return offered();
    }, 100_000);
    await other.context().close();
    await page.context().close();
  });

  it('a shop that sends receipts: a client without a phone is asked for an email on the time step, and the payment’s receipt goes to it', async () => {
    yookassa.shops.get(SHOP.shopId)!.fiscalization = true;
    const switched = await asUser(MARIA, 'PUT', 'workers/1/payment-settings', { shop_id: SHOP.shopId, secret_key: SHOP.secretKey, receipts: true });
    assert.equal(switched.json.receipts, true);
    const client = newUser('Зоя');
    const page = await openAs(web.browser, client, `${SHORT_CUT_SLOTS}?date=${date}`, { product });
    await page.getByTestId('slot-list').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    const dialog = page.getByRole('dialog', { name: 'Чек об оплате' });
    await dialog.getByLabel('Почта для чека').fill('zoya@example');
    await dialog.getByRole('button', { name: 'Записаться' }).click();
    await dialog.getByText('Проверьте адрес почты').waitFor();
    await dialog.getByLabel('Почта для чека').fill('zoya@example.com');
    await dialog.getByLabel('Почта для чека').press('Enter');
    await page.waitForURL((u) => u.pathname.startsWith('/standin/checkout/'));
    const id = page.url().split('/').pop()!;
    assert.deepEqual((yookassa.payments.get(id)!.receipt as { customer: unknown }).customer, { email: 'zoya@example.com' });
    await page.context().close();
  });
});

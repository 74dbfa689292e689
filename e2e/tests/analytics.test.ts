import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { ROOT, remoteServer } from '../support/product.mjs';
import { PALETTES, axeViolations, describeFindings, nodeCount, settle } from './axe';
import { signedInitData } from './browser';
import { openInTelegram } from './telegram-client';
import { startProductWithBot, updates, type ProductWithBot } from './telegram-bot';
import { goAs, newUser, openAs, phonePage, useBrowser, type TgUser } from './fixtures';

// 'Статистика'. Paid plans activate only by a Stars payment the bot hears, so the stories run
// on a product of their own with the bot on (a Bot API stand-in), the master area on its server.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';
const PRO_ONLY = 'Статистика доступна в плане «Про»';

describe("'Статистика': the master's figures", () => {
  const web = useBrowser();
  let bot: ProductWithBot;
  let remote: ReturnType<typeof remoteServer>;
  before(async () => {
    bot = await startProductWithBot();
    remote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), bot.masterPort);
    await remote.start();
  });
  after(async () => {
    await remote?.stop();
    await bot?.stop();
  });

  /** The product's API as `user`. */
  async function call<T = unknown>(user: TgUser, method: string, apiPath: string, body?: unknown): Promise<T> {
    const res = await fetch(`${bot.baseUrl}/api/${apiPath}`, {
      method,
      headers: { 'x-telegram-init-data': signedInitData(user), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    assert.ok(res.ok, `${method} ${apiPath}: ${res.status} ${await res.clone().text()}`);
    return (await res.json()) as T;
  }

  /** A new master on this product (free plan), with one 30-minute service at 1500 ₽ and a working day 09:00-18:00 on `date`. */
  async function newMaster(name: string, date: string) {
    const user = newUser(name, 'Мастерова');
    const made = await call<{ id: number; place_id: number }>(user, 'POST', 'registration/worker', {
      telegram_id: user.id, business_name: name, place_name: name, place_address: 'Онлайн', place_contacts: { phone: '+7 (999) 111-22-33' }, worker_title: name, worker_description: 'Маникюр и педикюр, 5 лет опыта',
    });
    const category = await call<{ id: number }>(user, 'POST', 'services/categories', { name: 'Маникюр', worker_id: made.id });
    const service = await call<{ id: number }>(user, 'POST', 'services/', {
      worker_id: made.id, place_id: made.place_id, category_id: category.id, title: 'Маникюр', price: 1500, slot_duration: 30, booking_deadline: 15, status: 'active',
    });
    await call(user, 'POST', 'timetable/', { worker_id: made.id, place_id: made.place_id, date, slots: [{ time_start: '09:00', time_end: '18:00', status: 'free' }] });
    return { user, workerId: made.id, placeId: made.place_id, serviceId: service.id };
  }

  /** The master pays for 'Про' as Telegram reports it: the invoice, the pre-checkout and the payment. */
  async function goPro(user: TgUser) {
    const plans = await call<{ id: number; plan_type: string }[]>(user, 'GET', 'payments/plans');
    await call(user, 'POST', 'payments/subscriptions', { plan_id: plans.find((p) => p.plan_type === 'pro_monthly')!.id });
    const payload = String(bot.standin.calls.filter((c) => c.method === 'createInvoiceLink').at(-1)!.payload.payload);
    assert.equal(await bot.deliver(updates.preCheckout(user.id, { payload, amount: 500 })), 200);
    assert.equal(await bot.deliver(updates.successfulPayment(user.id, { payload, amount: 500, charge: `e2e-${user.id}` })), 200);
  }

  async function book(client: TgUser, master: Awaited<ReturnType<typeof newMaster>>, date: string, time: string): Promise<number> {
    const day = await call<{ timeslots: { id: number; status: string; time_start: string; time_end: string }[] }>(client, 'GET', `timetable/${master.workerId}/${date}`);
    const slot = day.timeslots.find((s) => s.status === 'free' && s.time_start.slice(0, 5) <= time && s.time_end.slice(0, 5) > time)!;
    const made = await call<{ id: number }>(client, 'POST', 'bookings/', {
      telegram_id: client.id, place_id: master.placeId, service_ids: [master.serviceId], timeslot_id: slot.id, time_start: `${time}:00`,
    });
    return made.id;
  }

  /** The 'Про' master of the first story, and its day. */
  let pro: { user: TgUser; workerId: number; day: string } | null = null;

  const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);

  it("a 'Про' master picks a day in the calendar, reads its figures against the day before, and exports them", async () => {
    const tomorrow = addDays(dateIn('Europe/Moscow'), 1);
    const master = await newMaster('Вера', tomorrow);
    await goPro(master.user);
    // Tomorrow: three bookings; the first client cancels, the master cancels the second, the third stays.
    const [first, second, third] = [newUser('Ада'), newUser('Белла'), newUser('Вика')];
    const one = await book(first, master, tomorrow, '10:00');
    const two = await book(second, master, tomorrow, '11:00');
    await book(third, master, tomorrow, '12:00');
    await call(first, 'GET', `bookings/${one}/cancel`);
    await call(master.user, 'POST', `workers/${master.workerId}/bookings/${two}/cancel`);
    pro = { user: master.user, workerId: master.workerId, day: tomorrow };

    const page = await openAs(web.browser, master.user, '/profile', { product: { baseUrl: bot.baseUrl } });
    await page.getByRole('button', { name: 'Статистика' }).click();
    await page.getByRole('heading', { name: 'Статистика' }).waitFor();
    await page.getByTestId('figures').waitFor();
    assert.equal(await page.getByRole('button', { name: '30 дней' }).getAttribute('aria-pressed'), 'true');

    await page.getByRole('button', { name: 'Свой период' }).click();
    await page.getByText('Выберите первый день периода').waitFor();
    await page.locator('[data-date]').first().waitFor();
    let day = page.locator(`[data-date="${tomorrow}"]`);
    if ((await day.count()) === 0) {
      await page.getByRole('button', { name: /Следующий месяц/ }).click();
      day = page.locator(`[data-date="${tomorrow}"]`);
    }
    await day.click();
    await page.getByText('Выберите последний день периода').waitFor();
    await page.locator(`[data-date="${tomorrow}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('from') === tomorrow && url.searchParams.get('to') === tomorrow);

    await figure(page, 'bookings').filter({ hasText: /^Записи3— к прошлому периоду$/ }).waitFor();
    assert.equal(await figure(page, 'cancelled_by_client').textContent(), 'Отменили клиенты1— к прошлому периоду');
    assert.equal(await figure(page, 'cancelled_by_master').textContent(), 'Отменили вы1— к прошлому периоду');
    // Nothing has taken place yet: no money; the week ahead holds half an hour of 9 working hours.
    assert.equal((await figure(page, 'revenue').textContent())?.replace(/\u00a0/g, ' '), 'Выручка0 ₽— к прошлому периоду');
    assert.equal(await figure(page, 'occupancy_next_7_days').textContent(), 'Загрузка на 7 дней6%');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Выгрузить CSV' }).click();
    const file = await download;
    assert.equal(file.suggestedFilename(), `statistika-${tomorrow}-${tomorrow}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFFДата;Время;Клиент;Услуги;'), csv.slice(0, 60));
    const rows = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    assert.equal(rows.length, 4, csv);
    for (const [who, time] of [['Ада', '10:00'], ['Белла', '11:00'], ['Вика', '12:00']] as const) assert.ok(rows.some((r) => r.includes(who) && r.includes(time)), `${who} at ${time}: ${csv}`);

    // The screen in both of Telegram's palettes: no serious or critical axe finding; screenshots for a person.
    await page.context().close();
    for (const palette of ['light', 'dark'] as const) {
      const page = await phonePage(web.browser, { product: { baseUrl: bot.baseUrl } });
      await goAs(page, master.user, `/analytics?from=${tomorrow}&to=${tomorrow}`, { product: { baseUrl: bot.baseUrl }, theme: PALETTES[palette] });
      await page.getByTestId('figures').waitFor();
      await settle(page);
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `${palette}-master-analytics-pro.png`), fullPage: true });
      }
      const findings = await axeViolations(page);
      console.log(`# axe ${palette} | master analytics (Про): ${describeFindings(findings)}`);
      assert.equal(nodeCount(findings), 0, describeFindings(findings));
      await page.context().close();
    }
  });

  it("inside Telegram, 'Выгрузить CSV' asks Telegram to download a signed address that works without init data", async () => {
    assert.ok(pro, 'the first story made a Про master');
    const tg = await openInTelegram(web.browser, `/analytics?from=${pro.day}&to=${pro.day}`, {
      user: pro.user, baseUrl: bot.baseUrl, viewport: { width: 390, height: 844 },
      answers: { web_app_request_file_download: () => ['file_download_requested', { status: 'downloading' }] },
    });
    await tg.page.getByRole('button', { name: 'Выгрузить CSV' }).click();
    const asked = await tg.waitForCall('web_app_request_file_download');
    assert.equal(asked.data?.file_name, `statistika-${pro.day}-${pro.day}.csv`);
    const url = new URL(String(asked.data?.url));
    assert.equal(`${url.origin}${url.pathname}`, `${bot.baseUrl}/api/workers/${pro.workerId}/analytics.csv`);
    // Telegram fetches it itself, with no init data.
    const res = await fetch(url);
    assert.equal(res.status, 200);
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a BOM first');
    assert.match(bytes.subarray(3).toString('utf8'), /^Дата;Время;Клиент;[^\r]*\r\n.*Вика/s);
    await tg.page.context().close();
  });

  it('a free master sees sample figures under a veil and goes to the plans', async () => {
    const master = await newMaster('Гала', addDays(dateIn('Europe/Moscow'), 1));
    const page = await phonePage(web.browser, { product: { baseUrl: bot.baseUrl } });
    await goAs(page, master.user, '/bookings', { product: { baseUrl: bot.baseUrl } });
    await page.getByRole('link', { name: 'Статистика' }).click();
    const veil = page.getByRole('region', { name: PRO_ONLY });
    await veil.getByText(PRO_ONLY).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Выгрузить CSV' }).count(), 0);
    await veil.getByRole('button', { name: 'Выбрать план «Про»' }).click();
    await page.getByRole('heading', { name: 'Выберите тарифный план' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/subscription/plans');
    await page.context().close();
  });
});

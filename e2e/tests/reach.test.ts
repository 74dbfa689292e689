import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import path from 'node:path';
import { ROOT, remoteServer } from '../support/product.mjs';
import { signedInitData } from './browser';
import { bookWith, newMaster, newUser, settled, useBrowser, useProductWithBot, workingDay, type TgUser } from './fixtures';
import { openInTelegram } from './telegram-client';

// Reaching clients, inside the emulated native Telegram client (telegram-client.ts): the master's card goes
// to Telegram's share sheet as a message the server prepared, and the app offers the home screen once.

describe('reach inside a native Telegram client', () => {
  const web = useBrowser();
  const bot = useProductWithBot();

  it('“Поделиться карточкой” asks Telegram’s share sheet for a message the server prepared, a new one each press', async () => {
    const { baseUrl, standin, masterPort } = bot.product;
    // This product's master remote (its remotes.json names the port).
    const masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), masterPort);
    await masterRemote.start();
    const user: TgUser = newUser('Карина', 'Мастерова');
    const made = await fetch(`${baseUrl}/api/registration/worker`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-init-data': signedInitData(user) },
      body: JSON.stringify({
        telegram_id: user.id, business_name: 'Карина', place_name: 'Карина', place_address: 'Онлайн', place_contacts: { phone: '+7 (999) 111-22-33' },
        worker_title: 'Карина', worker_description: 'Брови и ресницы',
      }),
    });
    assert.equal(made.status, 201, await made.text());
    const tg = await openInTelegram(web.browser, '/profile', {
      user, baseUrl, answers: { web_app_send_prepared_message: () => ['prepared_message_sent', {}] },
    });
    const share = tg.page.getByRole('button', { name: 'Поделиться карточкой' });
    await share.waitFor();
    await tg.sdkStarted();
    const prepared = () => standin.calls.filter((c) => c.method === 'savePreparedInlineMessage');

    await share.click();
    const first = await tg.waitForCall('web_app_send_prepared_message');
    assert.equal(prepared().length, 1);
    assert.equal(prepared()[0]!.payload.user_id, user.id, 'prepared for the master who shares');
    assert.match(String(first.data?.id), /^prepared-\d+$/);

    await tg.page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
    await share.click();
    await tg.waitForCall('web_app_send_prepared_message', (d) => d?.id !== first.data?.id);
    assert.equal(prepared().length, 2, 'a prepared message expires: each press prepares a new one');
    await tg.page.context().close();
    await masterRemote.stop();
  });

  it('after a client’s second booking, “Добавить на главный экран” is offered once; a refusal is not asked again', async () => {
    const master = await newMaster('Дина');
    const date = await workingDay(master, 2);
    const client = newUser('Глеб');
    await bookWith(client, master, date, '10:00');
    const second = await bookWith(client, master, date, '11:00');
    assert.equal(second.status, 201, JSON.stringify(second.json));
    const success = `/booking/business/${master.businessId}/place/${master.placeId}/worker/${master.workerId}/services/${master.serviceId}/timeslots/0/success?booking=${second.json.id}`;
    const missing = { web_app_check_home_screen: () => ['home_screen_checked', { status: 'missing' }] as [string, unknown] };

    const tg = await openInTelegram(web.browser, success, { user: client, answers: missing });
    const offer = tg.page.getByTestId('home-screen-offer');
    await offer.getByRole('button', { name: 'Добавить на главный экран' }).waitFor();
    assert.equal(tg.callsOf('web_app_check_home_screen').length, 1);
    await offer.getByRole('button', { name: 'Не сейчас' }).click();
    await offer.waitFor({ state: 'detached' });
    assert.equal(tg.callsOf('web_app_add_to_home_screen').length, 0);
    await tg.page.context().close();

    // Opened again (another device, the same success page): the server says not to offer it.
    const again = await openInTelegram(web.browser, success, { user: client, answers: missing });
    await again.page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
    await again.sdkStarted();
    // The app has asked the server (GET /profile/home-screen) and had time to show what it answered.
    await again.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/profile/home-screen') && (e as PerformanceResourceTiming).responseEnd > 0));
    await settled(again.page);
    assert.equal(await again.page.getByTestId('home-screen-offer').count(), 0);
    assert.equal(again.callsOf('web_app_check_home_screen').length, 0, 'Telegram is not even asked');
    await again.page.context().close();
  });

  it('“Добавить на главный экран” asks Telegram to add the app, and the server keeps that it was added', async () => {
    const master = await newMaster('Ксения');
    const date = await workingDay(master, 2);
    const client = newUser('Лев');
    await bookWith(client, master, date, '10:00');
    const second = await bookWith(client, master, date, '11:00');
    const success = `/booking/business/${master.businessId}/place/${master.placeId}/worker/${master.workerId}/services/${master.serviceId}/timeslots/0/success?booking=${second.json.id}`;
    const tg = await openInTelegram(web.browser, success, {
      user: client,
      answers: { web_app_check_home_screen: () => ['home_screen_checked', { status: 'missing' }], web_app_add_to_home_screen: () => ['home_screen_added', {}] },
    });
    await tg.page.getByRole('button', { name: 'Добавить на главный экран' }).click();
    await tg.waitForCall('web_app_add_to_home_screen');
    await tg.page.getByTestId('home-screen-offer').waitFor({ state: 'detached' });
    const state = await fetch(`${tg.page.url().split('/booking')[0]}/api/profile/home-screen`, { headers: { 'x-telegram-init-data': signedInitData(client) } });
    assert.deepEqual(await state.json(), { offer: false, added: true, refused_at: null });
    await tg.page.context().close();
  });
});

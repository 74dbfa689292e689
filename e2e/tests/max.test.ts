import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import path from 'node:path';
import { ROOT, remoteServer } from '../support/product.mjs';
import { addDays, dateIn } from '../support/clock.mjs';
import { MARIA, signedInitData } from './browser';
import { axeViolations, describeFindings, settle } from './axe';
import { useBrowser, waitUntil } from './fixtures';
import { openInMax } from './max-client';
import { startProductWithMax, type ProductWithMax } from './max-bot';

/** Worker 1, one 30-minute service ('Мужская стрижка'). */
const SHORT_CUT_SLOTS = '/booking/business/1/place/1/worker/1/service/2/timeslots';
const VERA = { id: 7_700_000_001, first_name: 'Вера', last_name: 'Максова', language_code: 'ru' };

describe('inside MAX: an emulated MAX client, MAX’s bot on a stand-in', () => {
  const web = useBrowser();
  let product: ProductWithMax;
  let masterRemote: ReturnType<typeof remoteServer>;
  before(async () => {
    product = await startProductWithMax();
    masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
    await masterRemote.start();
    // Maria has opened the app in Telegram and let the bot write to her.
    const res = await fetch(`${product.baseUrl}/api/places`, { headers: { 'x-telegram-init-data': signedInitData({ ...MARIA, allows_write_to_pm: true } as typeof MARIA) } });
    assert.equal(res.status, 200);
  });
  after(async () => {
    await masterRemote?.stop();
    await product?.stop();
  });

  it('a client opens the app in MAX: Home with their MAX name, ready posted, the back button on a place works; they book, the master hears through Telegram and they through MAX', async () => {
    // Vera started the MAX bot, so it may write to her there.
    assert.equal(await product.deliverMax({ update_type: 'bot_started', timestamp: Date.now(), chat_id: 1, user: { user_id: VERA.id, first_name: VERA.first_name, is_bot: false }, user_locale: 'ru' }), 200);
    const greeting = await product.maxMessageTo(VERA.id, /^Здравствуйте, Вера!/);
    assert.deepEqual(greeting.buttons[0], [{ type: 'open_app', text: 'Открыть приложение', web_app: 'booking_demo_bot', payload: 'home' }]);

    const max = await openInMax(web.browser, '/', { user: VERA, baseUrl: product.baseUrl });
    const page = max.page;
    await page.getByText('Вера Максова').first().waitFor();
    await max.waitForEvent('WebAppReady');
    // MAX has no Telegram bridge: nothing went to Telegram's.
    assert.equal(await page.evaluate(() => 'TelegramWebviewProxy' in window), false);

    // A place page shows MAX's back button; MAX's press goes back to Home, which hides it.
    await page.getByTestId('places-strip').getByText('Лайм на Тверской').click();
    await page.waitForURL((url) => url.pathname !== '/');
    await max.waitForEvent('WebAppSetupBackButton', (d) => d.isVisible === true);
    await max.send('WebAppBackButtonPressed');
    await page.waitForURL((url) => url.pathname === '/');
    await max.waitForEvent('WebAppSetupBackButton', (d) => d.isVisible === false);

    // Tomorrow (Moscow), whatever the hour: a time, and the page's own 'Записаться' (MAX has no main button).
    await page.goto(`${product.baseUrl}${SHORT_CUT_SLOTS}?date=${addDays(dateIn('Europe/Moscow'), 1)}`);
    await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
    const first = page.getByTestId('slot-list').getByRole('button').first();
    const start = (await first.textContent())!.slice(0, 5);
    await first.click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();

    const toMaster = await product.telegramMessageTo(MARIA.id, /^Новая запись\nВера Максова\n/);
    assert.ok(toMaster.text.includes(start), toMaster.text);
    const confirmation = await product.maxMessageTo(VERA.id, /^Запись подтверждена\n/);
    assert.ok(confirmation.text.includes(start), confirmation.text);
    assert.deepEqual(confirmation.buttons, [[{ type: 'open_app', text: 'Мои записи', web_app: 'booking_demo_bot', payload: 'bookings' }]]);
    // Telegram's stand-in got nothing for Vera: one message per event, on her messenger.
    assert.equal(product.telegram.delivered().filter((m) => m.text.startsWith('Запись подтверждена')).length, 0);
    await page.context().close();
  });

  it('a MAX user shares their own contact with the bot: they become the person who booked by that phone in a browser, and see that booking in MAX', async () => {
    const base = product.baseUrl;
    const app = { 'content-type': 'application/json', 'x-booking-app': '1' };
    const phone = '79995557701';
    // Someone booked from a browser by this phone (the code from the SMS), before MAX.
    await fetch(`${base}/api/auth/code`, { method: 'POST', headers: app, body: JSON.stringify({ name: 'Ольга', phone }) });
    await waitUntil('the code SMS', () => product.sms.lastTo(phone) !== undefined);
    const signIn = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: app, body: JSON.stringify({ phone, code: /^(\d{6}) /.exec(product.sms.lastTo(phone)!.text)![1] }) });
    assert.equal(signIn.status, 200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const olga = ((await signIn.json()) as { person: { id: number } }).person.id;
    const date = addDays(dateIn('Europe/Moscow'), 2);
    const days = (await (await fetch(`${base}/api/timeslots/1/${date}`, { headers: { ...app, cookie } })).json()) as { timeslots: { id: number; time_start: string; status: string }[] }[];
    const free = days.flatMap((d) => d.timeslots).find((t) => t.status === 'free')!;
    const booked = await fetch(`${base}/api/bookings/`, {
      method: 'POST', headers: { ...app, cookie },
      body: JSON.stringify({ telegram_id: olga, place_id: 1, service_ids: [2], timeslot_id: free.id, time_start: free.time_start.slice(0, 5) }),
    });
    assert.equal(booked.status, 201, await booked.clone().text());
    const bookingId = ((await booked.json()) as { id: number }).id;

    // In MAX, a new person: no bookings yet; the profile offers the phone by code too.
    const OLGA_MAX = { id: VERA.id + 5, first_name: 'Ольга', language_code: 'ru' };
    const max = await openInMax(web.browser, '/', { user: OLGA_MAX, baseUrl: base });
    await max.page.getByTestId('phone-link').getByRole('heading', { name: 'Телефон для входа без Telegram' }).waitFor();
    await product.deliverMax({ update_type: 'bot_started', timestamp: Date.now(), chat_id: 2, user: { user_id: OLGA_MAX.id, first_name: 'Ольга', is_bot: false } });
    // Her own contact, through the bot's 'Поделиться телефоном'.
    assert.equal(await product.deliverMax({
      update_type: 'message_created', timestamp: Date.now(),
      message: {
        sender: { user_id: OLGA_MAX.id, first_name: 'Ольга', is_bot: false }, recipient: { chat_id: 2, chat_type: 'dialog', user_id: 1 },
        body: { mid: 'mid-olga', seq: 1, text: '', attachments: [{ type: 'contact', payload: { vcf_info: `BEGIN:VCARD\r\nTEL;TYPE=cell:+${phone}\r\nEND:VCARD\r\n`, max_info: { user_id: OLGA_MAX.id } } }] },
      },
    }), 200);
    await product.maxMessageTo(OLGA_MAX.id, /^Телефон подтверждён/);
    // The app in MAX is now Olga's person: her browser booking is in 'Мои записи'.
    await max.page.goto(`${base}/bookings${new URL(max.page.url()).hash}`);
    await max.page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`).waitFor();
    await max.page.context().close();
  });

  it('in the system’s dark scheme, Home in MAX has no serious or critical axe findings', async () => {
    const max = await openInMax(web.browser, '/', { user: { ...VERA, id: VERA.id + 1 }, baseUrl: product.baseUrl });
    const page = max.page;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('places-strip').getByText('Лайм на Тверской').waitFor();
    await settle(page);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.notEqual(background, 'rgb(255, 255, 255)', 'the dark scheme is followed');
    const serious = (await axeViolations(page)).filter((f) => f.impact === 'serious' || f.impact === 'critical');
    assert.equal(serious.length, 0, describeFindings(serious));
    await page.context().close();
  });

  it('init data signed with another token is refused: the app never gets a person', async () => {
    const res = await fetch(`${product.baseUrl}/api/me`, { headers: { 'x-max-init-data': 'query_id=x&auth_date=1&user=%7B%22id%22%3A1%7D&hash=' + '0'.repeat(64) } });
    assert.equal(res.status, 401);
  });
});

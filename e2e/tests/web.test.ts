import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startSmsRuStandin, type SmsRuStandin } from '@booking/api/sms-ru-standin';
import path from 'node:path';
import { ROOT, remoteServer, startProduct } from '../support/product.mjs';
import { addDays, dateIn } from '../support/clock.mjs';
import { MARIA, newPage } from './browser';
import { openAs, useBrowser, waitUntil } from './fixtures';

/** Worker 1, one 30-minute service ('Мужская стрижка'), as a plain browser opens it: no launch data. */
const SHORT_CUT_SLOTS = '/booking/business/1/place/1/worker/1/service/2/timeslots';

describe('booking from a plain browser, signed in by an SMS code', () => {
  const web = useBrowser();
  let sms: SmsRuStandin;
  let product: Awaited<ReturnType<typeof startProduct>>;
  let masterRemote: ReturnType<typeof remoteServer>;
  before(async () => {
    sms = await startSmsRuStandin();
    // The product texts through the SMS.ru stand-in, as it would through SMS.ru with a key.
    product = await startProduct({ env: { SMS_RU_API_ID: sms.apiId, SMS_API_ROOT: sms.apiRoot } });
    // Its master area lives on a server of its own, as in every product the stories start.
    masterRemote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
    await masterRemote.start();
  });
  after(async () => {
    await masterRemote?.stop();
    await product?.stop();
    await sms?.close();
  });

  it('a guest looks without signing in, taps ‘Записаться’, signs in with the code from the SMS, and the booking is made with the time they chose', async () => {
    const page = await newPage(web.browser);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/')) apiCalls.push(new URL(req.url()).pathname);
    });
    // The master's short link, as a client gets it pasted into any messenger: it leads to the master's welcome page.
    const { uuid } = (await (await fetch(`${product.baseUrl}/api/workers/1`)).json()) as { uuid: string };
    // Pasted into VK or WhatsApp, it shows a card: the page it leads to names the master.
    const shared = await (await fetch(`${product.baseUrl}/m/${uuid}`, { headers: { accept: 'text/html' } })).text();
    assert.match(shared, /<meta property="og:title" content="Мария Иванова">/);
    assert.match(shared, /<meta property="og:url" content="http:\/\/[^"]+\/welcome\/1\/1">/);
    await page.goto(`${product.baseUrl}/m/${uuid}`);
    await page.waitForURL((url) => url.pathname === '/welcome/1/1');
    await page.getByText('Мария Иванова').first().waitFor();
    // Tomorrow (Moscow), whatever the hour: the move below needs other free times on the booking's day.
    await page.goto(`${product.baseUrl}${SHORT_CUT_SLOTS}?date=${addDays(dateIn('Europe/Moscow'), 1)}`);
    await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
    const first = page.getByTestId('slot-list').getByRole('button').first();
    const range = (await first.textContent())!;
    await first.click();
    // The sign-in sheet's code is not loaded until it opens.
    assert.equal(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /sign-in/.test(r.name))), false);
    await page.getByRole('button', { name: 'Записаться' }).click();

    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await sheet.getByLabel('Имя').fill('Гостья');
    await sheet.getByLabel('Номер телефона').pressSequentially('9995550101');
    assert.equal(await sheet.getByLabel('Номер телефона').inputValue(), '+7 (999) 555-01-01');
    await sheet.getByRole('button', { name: 'Получить код' }).click();
    await sheet.getByText('Код отправлен на +7 999 ***-**-01').waitFor();
    // 'Отправить код ещё раз' counts down first.
    assert.match((await sheet.getByRole('button', { name: /Отправить код ещё раз/ }).textContent())!, /через \d+ с/);
    assert.equal(await sheet.getByRole('button', { name: /Отправить код ещё раз/ }).isDisabled(), true);
    await waitUntil('the SMS reached the stand-in', () => sms.lastTo('79995550101') !== undefined);
    const code = /^(\d{6}) /.exec(sms.lastTo('79995550101')!.text)![1]!;
    // A wrong code first: the sheet says so and keeps the person on it.
    await sheet.getByLabel('Код из СМС').fill(code === '000000' ? '111111' : '000000');
    await sheet.getByRole('button', { name: 'Войти' }).click();
    await sheet.getByText('Неверный код. Осталось попыток: 4.').waitFor();
    await sheet.getByLabel('Код из СМС').fill(code);
    await sheet.getByRole('button', { name: 'Войти' }).click();

    // No second tap: the booking goes on with the time chosen.
    await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
    const bookingId = new URL(page.url()).searchParams.get('booking');
    assert.ok(bookingId, page.url());
    const rules = page.getByRole('dialog', { name: 'Правила бронирования' });
    await rules.getByRole('button', { name: 'Понятно' }).click();
    assert.ok((await page.getByTestId('receipt-service').first().textContent())!.startsWith(range.slice(0, 5)));
    assert.equal(apiCalls.filter((p) => p === '/api/bookings/').length, 1, 'one booking request');

    // The session lasts: 'Мои записи' after a reload shows the booking, under the name typed.
    await page.goto(`${product.baseUrl}/bookings`);
    await page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`).waitFor();
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('user-name').filter({ hasText: 'Гостья' }).waitFor();

    // 'Выйти' ends it: Home is a guest's again, and 'Мои записи' asks to sign in.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.getByTestId('guest').waitFor();
    await page.goto(`${product.baseUrl}/bookings`);
    await page.getByRole('dialog', { name: 'Вход' }).waitFor();
    await page.context().close();

    // The confirmation SMS carries the booking's own link: another browser, nobody signed in, moves and cancels with it.
    const confirmation = () => sms.messages.find((m) => m.to === '79995550101' && m.text.startsWith('Запись подтверждена'));
    await waitUntil('the confirmation SMS', () => confirmation() !== undefined);
    const address = /(http\S+\/b\/\S+)$/.exec(confirmation()!.text)?.[1];
    assert.ok(address?.startsWith(`${product.baseUrl}/b/${bookingId}-`), confirmation()!.text);
    const other = await newPage(web.browser);
    await other.goto(address!);
    await other.getByRole('heading', { name: 'Ваша запись' }).waitFor();
    const card = other.getByTestId('booking-card');
    const before = (await card.getByTestId('booking-when').textContent())!;
    await card.getByRole('button', { name: 'Перенести' }).click();
    await other.getByRole('heading', { name: 'Перенос записи' }).waitFor();
    // A reload keeps the link's rights (the page's own early read, made without the link, is not used).
    await other.reload();
    await other.getByRole('heading', { name: 'Перенос записи' }).waitFor();
    await other.getByText(/^Сейчас: /).waitFor();
    const later = other.getByTestId('slot-list').getByRole('button').last();
    await later.click();
    await other.getByRole('button', { name: 'Перенести' }).click();
    await other.getByRole('heading', { name: 'Запись перенесена' }).waitFor();
    await other.getByRole('button', { name: 'К записи' }).click();
    await other.getByRole('heading', { name: 'Ваша запись' }).waitFor();
    await waitUntil('the card shows the new time', async () => (await card.getByTestId('booking-when').textContent()) !== before);
    // The same link after the move still cancels.
    await card.getByRole('button', { name: 'Отменить запись' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Отменить запись' }).click();
    await card.getByRole('button', { name: 'Повторить' }).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Отменить запись' }).count(), 0);
    await other.context().close();
  });

  it('a guest reads the catalogue, and nothing that needs a person', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('guest').waitFor();
    // A guest reads the catalogue with no launch data and no session.
    const status = await page.evaluate(async () => (await fetch('/api/places/1')).status);
    assert.equal(status, 200);
    const closed = await page.evaluate(async () => (await fetch('/api/users')).status);
    assert.equal(closed, 401);
    await page.context().close();
  });

  it('a Telegram master links a phone in the profile, and opens the whole cabinet from a browser by it', async () => {
    const inTelegram = await openAs(web.browser, MARIA, '/profile', { product });
    const section = inTelegram.getByTestId('phone-link');
    await section.getByRole('heading', { name: 'Телефон для входа без Telegram' }).waitFor();
    await section.getByRole('button', { name: 'Привязать телефон' }).click();
    await section.getByLabel('Номер телефона').pressSequentially('9995550404');
    await section.getByRole('button', { name: 'Получить код' }).click();
    await waitUntil('the SMS reached the stand-in', () => sms.lastTo('79995550404') !== undefined);
    const firstCodeAt = Date.now();
    await section.getByLabel('Код из СМС').fill(/^(\d{6}) /.exec(sms.lastTo('79995550404')!.text)![1]!);
    await section.getByRole('button', { name: 'Подтвердить' }).click();
    await section.getByText('Телефон для входа: +7 999 ***-**-04').waitFor();
    await inTelegram.context().close();

    // Another browser, no Telegram: the same phone signs in, and /bookings is Maria's day view.
    const page = await newPage(web.browser);
    await page.goto(`${product.baseUrl}/`);
    await page.getByTestId('guest').getByRole('button', { name: 'Войти' }).click();
    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await sheet.getByLabel('Имя').fill('Маша');
    await sheet.getByLabel('Номер телефона').pressSequentially('9995550404');
    // One code per phone per 60 s: the second may be asked once a minute has passed since the first.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstCodeAt + 61_000 - Date.now())));
    await sheet.getByRole('button', { name: 'Получить код' }).click();
    await sheet.getByText('Код отправлен на +7 999 ***-**-04').waitFor();
    const codes = () => sms.messages.filter((m) => m.to === '79995550404');
    await waitUntil('the second SMS', () => codes().length === 2);
    await sheet.getByLabel('Код из СМС').fill(/^(\d{6}) /.exec(codes()[1]!.text)![1]!);
    await sheet.getByRole('button', { name: 'Войти' }).click();
    await page.getByTestId('user-name').filter({ hasText: 'Мария Иванова' }).waitFor();
    await page.goto(`${product.baseUrl}/bookings`);
    await page.getByTestId('day-title').waitFor();
    // English chosen on another device (the server keeps it): this browser follows after its first screen.
    const saved = await page.evaluate(async () =>
      (await fetch('/api/profile/language', { method: 'POST', headers: { 'content-type': 'application/json', 'x-booking-app': '1' }, body: JSON.stringify({ language: 'en' }) })).status);
    assert.equal(saved, 200);
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Bookings' }).waitFor({ timeout: 20_000 });
    await page.context().close();
  });
});

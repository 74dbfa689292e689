import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startProduct } from '../support/product.mjs';
import { BASE_URL, launchHash, newPage } from './browser';
import { api, bookWith, newMaster, newUser, timeStepOf, useBrowser, useMasterRemote, workingDay } from './fixtures';

// Safe to put on the internet, as a user sees it: one client cannot take a master's month, a place's links are web
// addresses only, and a deployment has no demo door.

describe('safe to put on the internet', () => {
  const web = useBrowser();
  useMasterRemote();

  it('a client with three future bookings at a free-plan master is told why a fourth is refused; another client still books', async () => {
    const master = await newMaster('Зоя');
    const date = await workingDay(master, 1);
    const greedy = newUser('Жанна');
    for (const time of ['10:00', '11:00', '12:00']) assert.equal((await bookWith(greedy, master, date, time)).status, 201);

    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}${timeStepOf(master)}?date=${date}${launchHash(greedy)}`);
    await page.getByTestId('slot-list').getByRole('button', { name: '15:00 — 15:30' }).click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Не удалось записаться: К этому мастеру можно иметь не больше 3 будущих записей.').waitFor();
    await alert.getByRole('button', { name: 'Понятно' }).click();
    assert.equal(new URL(page.url()).pathname, timeStepOf(master), 'still on the time step');
    await page.context().close();

    const other = newUser('Кира');
    assert.equal((await bookWith(other, master, date, '15:00')).status, 201, "the master's time is open to everyone else");
  });

  it("a master's site must be a web address: a script link is refused under its field and nothing is saved", async () => {
    const master = await newMaster('Лада');
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/profile${launchHash(master.user)}`);
    const website = page.getByLabel('Сайт');
    await website.fill('javascript:alert(document.cookie)');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Некорректная ссылка' }).waitFor();
    assert.equal(await website.getAttribute('aria-invalid'), 'true');
    const contacts = async () => (await api<{ website: string | null }>(master.user, 'GET', `places/${master.placeId}/contacts`)).json.website ?? null;
    assert.equal(await contacts(), null, 'nothing was saved');

    await website.fill('https://lada.example/');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Сохранено').first().waitFor();
    assert.equal(await contacts(), 'https://lada.example/');
    await page.context().close();
  });

  it('a deployment (a real bot token, DEMO unset) offers no demo sign-in, while a Telegram user gets in', async () => {
    const deployment = await startProduct({ env: { DEMO: '', BOT_TOKEN: 'e2e-deployment-token' } });
    try {
      assert.equal((await fetch(`${deployment.baseUrl}/api/demo/users`)).status, 404);
      const signIn = await fetch(`${deployment.baseUrl}/api/demo/init-data`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 200001 }) });
      assert.equal(signIn.status, 404, 'nobody is signed in as the seeded owner of business 1');
      // No demo data either: business 1 does not exist there.
      const user = newUser('Вика');
      const hash = launchHash(user, { token: 'e2e-deployment-token' });
      assert.equal((await fetch(`${deployment.baseUrl}/api/business/1`, { headers: { 'x-telegram-init-data': new URLSearchParams(hash.slice(1)).get('tgWebAppData')! } })).status, 404);

      const page = await newPage(web.browser);
      await page.goto(`${deployment.baseUrl}/`);
      // A guest may look; signing in by phone is off there (no SMS key, no demo), and the sheet says so, with no demo choice.
      await page.getByTestId('guest').getByRole('button', { name: 'Войти' }).click();
      const sheet = page.getByRole('dialog', { name: 'Вход' });
      await sheet.getByText('Вход по телефону здесь выключен. Откройте приложение в Telegram.').waitFor();
      assert.equal(await sheet.getByText('Демо-вход').count(), 0, 'no demo choice');
      assert.equal(await page.getByRole('button', { name: /Анна|Мария/ }).count(), 0, 'no seeded people to pick');
      await page.context().close();
      // The same product opened by Telegram for a user (launch data signed with the real token).
      const inTelegram = await newPage(web.browser);
      await inTelegram.goto(`${deployment.baseUrl}/${hash}`);
      await inTelegram.getByText('Здесь появятся ваши записи — как только вы выберете мастера и время').waitFor();
      await inTelegram.context().close();
    } finally {
      await deployment.stop();
    }
  });
});

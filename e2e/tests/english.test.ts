import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { addCategory, addService, api, bookWith, newUser, openAs, registerMaster, useBrowser, useMasterRemote, useProductWithBot, workingDay, type TgUser } from './fixtures';
import { BASE_URL } from './browser';
import { botClient } from './telegram-bot';

/**
 * The page's readable text with Cyrillic, if any: everything shown and every accessible name, but
 * the language choice, whose languages are each named in themselves ('Русский').
 */
async function cyrillicOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const choice = document.querySelector('[data-testid="language-choice"]');
    const shown = [...document.body.querySelectorAll('*')]
      .filter((el) => !choice?.contains(el) && !(el instanceof HTMLScriptElement) && !(el instanceof HTMLStyleElement))
      .flatMap((el) => [
        ...[...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''),
        ...['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
      ]);
    return [...shown, document.title];
  });
  return texts.map((t) => t.trim()).filter((t) => /[\u0400-\u04FF]/.test(t));
}

const english = (first_name: string, last_name: string): TgUser => ({ ...newUser(first_name, last_name), language_code: 'en' });

/** A master whose own words are English (people's words are never translated), with one service and a working day. */
async function englishMaster() {
  const master = await registerMaster(english('Emma', 'Stone'), {
    business_name: 'Emma Nails',
    place_name: 'Emma Nails Studio',
    place_address: 'London, Baker Street 221b',
    worker_title: 'Emma Stone',
    worker_description: 'Manicure and pedicure, 5 years of experience',
  });
  const category_id = await addCategory(master, 'Nails');
  const serviceId = await addService(master, { category_id, title: 'Classic manicure', price: 1500, slot_duration: 90, booking_deadline: 15, status: 'active' });
  const date = await workingDay(master, 1);
  return { ...master, serviceId, date };
}

describe('English: a client and a master whose Telegram is in English', () => {
  const web = useBrowser();
  useMasterRemote();

  it('a client books with an English-speaking master from the welcome screen to the success screen, and no step shows a Cyrillic letter', async () => {
    const master = await englishMaster();
    const client = english('John', 'Smith');
    const page = await openAs(web.browser, client, `/welcome/${master.placeId}/${master.workerId}`);
    const steps: Record<string, string[]> = {};
    const welcome = page.getByTestId('worker-welcome');
    await welcome.getByRole('heading', { name: 'Emma Stone' }).waitFor();
    await welcome.getByRole('link', { name: 'Privacy policy' }).waitFor();
    steps.welcome = await cyrillicOn(page);
    // The policy opens in a new tab, which has no launch data: the link says the page's language.
    const privacy = new URL((await welcome.getByRole('link', { name: 'Privacy policy' }).getAttribute('href'))!, BASE_URL);
    assert.equal(`${privacy.pathname}${privacy.search}`, '/privacy?lang=en');
    const legal = await page.context().newPage();
    await legal.goto(privacy.toString());
    await legal.getByRole('heading', { name: 'Privacy policy', level: 1 }).waitFor();
    steps.privacy = await cyrillicOn(legal);
    await legal.close();
    await welcome.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'What would you like today?' }).waitFor();
    await page.getByTestId('selection-summary').filter({ hasText: 'Choose the services to book' }).waitFor();
    await page.getByRole('button', { name: /Classic manicure/ }).click();
    // A duration and a price as English writes them.
    await page.getByTestId('selection-summary').filter({ hasText: '1,500\u00a0₽ · 1 h 30 min' }).waitFor();
    steps.services = await cyrillicOn(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'When would you like to come?' }).waitFor();
    const slot = page.getByTestId('slot-list').getByRole('button').first();
    await slot.waitFor();
    // The date selector: 'Tomorrow, Tue 02/12'.
    await page.getByText(/^Tomorrow, [A-Z][a-z]{2} \d\d\/\d\d$/).first().waitFor();
    steps.time = await cyrillicOn(page);
    await slot.click();
    await page.getByRole('button', { name: 'Book', exact: true }).click();

    await page.getByRole('heading', { name: 'You’re booked!' }).waitFor();
    await page.getByText('Your booking is confirmed.').waitFor();
    assert.equal(await page.getByTestId('receipt-total').textContent(), '1,500\u00a0₽');
    steps.success = await cyrillicOn(page);
    assert.deepEqual(steps, { welcome: [], privacy: [], services: [], time: [], success: [] });
    await page.context().close();
  });

  it('a Russian client of the same master, in the same run, reads every text as before', async () => {
    const master = await englishMaster();
    const page = await openAs(web.browser, newUser('Вера'), `/welcome/${master.placeId}/${master.workerId}`);
    const welcome = page.getByTestId('worker-welcome');
    await welcome.getByRole('link', { name: 'Политика конфиденциальности' }).waitFor();
    await welcome.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('heading', { name: 'Что делаем сегодня?' }).waitFor();
    await page.getByRole('button', { name: /Classic manicure/ }).click();
    await page.getByTestId('selection-summary').filter({ hasText: 'Выбрано услуг: 1 · 1\u00a0500\u00a0₽ · 1 час 30 минут' }).waitFor();
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
    await page.getByText(/^Завтра, [а-я]{2} \d\d\.\d\d$/).first().waitFor();
    await page.context().close();
  });

  it("the master's day view and schedule in English, with the client's booking on it", async () => {
    const master = await englishMaster();
    const booked = await bookWith(english('Kate', 'Brown'), master, master.date, '12:00');
    assert.equal(booked.status, 201, JSON.stringify(booked.json));
    const page = await openAs(web.browser, master.user, '/bookings');
    await page.getByTestId('day-title').filter({ hasText: 'Today' }).waitFor();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByTestId('day-title').filter({ hasText: 'Tomorrow' }).waitFor();
    const card = page.getByTestId('busy-slot').filter({ hasText: 'Kate Brown' });
    await card.getByText('Classic manicure').waitFor();
    await card.getByText('12:00 — 13:30').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Schedule' }).waitFor();
    const day = await cyrillicOn(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Schedule' }).click();
    await page.getByRole('grid', { name: 'Working days' }).waitFor();
    await page.getByTestId('day-editor').waitFor();
    // Monday first, in English.
    assert.deepEqual((await page.getByRole('columnheader').allTextContents()).slice(0, 2), ['MON', 'TUE']);
    const schedule = await cyrillicOn(page);
    assert.deepEqual({ day, schedule }, { day: [], schedule: [] });
    await page.context().close();
  });
});

describe("'Язык' / 'Language': the person's own choice", () => {
  const web = useBrowser();
  useMasterRemote();

  it('a client whose Telegram is in Russian chooses English on Home: the page starts again in English, and the server keeps it for the bot', async () => {
    const client = newUser('Ольга');
    const page = await openAs(web.browser, client, '/');
    await page.getByRole('heading', { name: 'Места' }).waitFor();
    await page.getByText('Здесь появятся ваши записи', { exact: false }).waitFor();
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('heading', { name: 'Places' }).waitFor();
    await page.getByText('Your bookings will appear here', { exact: false }).waitFor();
    assert.equal(await page.getByLabel('Language').inputValue(), 'en');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual((await api(client, 'GET', 'profile/language')).json, { language: 'en', chosen: 'en' });
    // Back to Russian from the same control.
    await page.getByLabel('Language').selectOption('ru');
    await page.getByRole('heading', { name: 'Места' }).waitFor();
    assert.deepEqual((await api(client, 'GET', 'profile/language')).json, { language: 'ru', chosen: 'ru' });
    await page.context().close();
  });

  it("a master chooses English in the profile; on another device the choice the server keeps is followed", async () => {
    const master = await englishMaster();
    const russianTelegram = { ...master.user, language_code: 'ru' };
    const page = await openAs(web.browser, russianTelegram, `/worker/${master.workerId}/profile`);
    await page.getByRole('navigation').getByRole('link', { name: 'Профиль' }).waitFor();
    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).waitFor();
    await page.context().close();
    // A new device (nothing stored) with Telegram in Russian: the server's choice wins once known.
    const other = await openAs(web.browser, russianTelegram, `/worker/${master.workerId}/profile`);
    await other.getByRole('navigation').getByRole('link', { name: 'Profile' }).waitFor({ timeout: 20_000 });
    await other.context().close();
  });
});

describe('English: the bot writes to a person in their language', () => {
  const web = useBrowser();
  const bot = useProductWithBot();

  it("a client whose Telegram is in English books, and the bot's confirmation is in English; a Russian client's is as before", async () => {
    const date = addDays(dateIn('Europe/Moscow'), 1);
    const step = `/booking/business/1/place/1/worker/1/service/2/timeslots?date=${date}`;
    for (const [client, book, confirmation, button] of [
      [{ ...botClient(300_201, 'John'), language_code: 'en' }, 'Book', /^Booking confirmed\n/, 'My bookings'],
      [botClient(300_202, 'Вера'), 'Записаться', /^Запись подтверждена\n/, 'Мои записи'],
    ] as const) {
      const page = await openAs(web.browser, client, step, { product: bot.product });
      const slots = page.getByTestId('slot-list').getByRole('button');
      await slots.last().waitFor();
      await slots.last().click();
      await page.getByRole('button', { name: book, exact: true }).click();
      await page.waitForURL(/\/success\?booking=\d+$/);
      const message = await bot.product.messageTo(client.id, confirmation);
      const keyboard = (message.reply_markup as { inline_keyboard: { text: string }[][] }).inline_keyboard;
      assert.equal(keyboard[0]![0]!.text, button);
      await page.context().close();
    }
  });
});

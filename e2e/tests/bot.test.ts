import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { MARIA, launchHash } from './browser';
import { botClient, updates } from './telegram-bot';
import { openAs, useBrowser, useProductWithBot } from './fixtures';

const slotButtons = (page: Page) => page.getByTestId('slot-list').getByRole('button');

describe('the bot: messages about bookings, and the waitlist', () => {
  const web = useBrowser();
  const bot = useProductWithBot();

  const buttonUrl = (m: { reply_markup?: unknown }) => (m.reply_markup as { inline_keyboard: { url: string }[][] }).inline_keyboard[0]![0]!.url;

  it('a booking tells the master and the client; a client waiting for that date hears of the freed time when it is cancelled, and the button opens the time step on that date', async () => {
    // The master presses Start in the bot's chat: a greeting with a button into the cabinet.
    assert.equal(await bot.product.deliver(updates.start(MARIA.id)), 200);
    const greeting = await bot.product.messageTo(MARIA.id, /./);
    assert.match(buttonUrl(greeting), /^https:\/\/t\.me\/[\w]+\?startapp=/);

    const date = addDays(dateIn('Europe/Moscow'), 1);
    const step = `/booking/business/1/place/1/worker/1/service/2/timeslots?date=${date}`;
    const vera = botClient(300_101, 'Вера');
    const page = await openAs(web.browser, vera, step, { product: bot.product });
    await slotButtons(page).first().waitFor();
    const time = (await slotButtons(page).first().textContent())!;
    await slotButtons(page).first().click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.waitForURL(/\/success\?booking=\d+$/);

    const [start] = time.split(' — ');
    const toMaster = await bot.product.messageTo(MARIA.id, /^Новая запись\n/);
    assert.match(toMaster.text, new RegExp(`Вера[\\s\\S]*${start}[\\s\\S]*Мужская стрижка[\\s\\S]*Итого: `));
    assert.match(buttonUrl(toMaster), new RegExp(`startapp=day_${date.replaceAll('-', '')}$`));
    const toClient = await bot.product.messageTo(vera.id, /^Запись подтверждена\n/);
    assert.match(toClient.text, new RegExp(start!));

    // Another client finds that time taken and asks to be told.
    const olga = botClient(300_102, 'Ольга');
    const waiting = await openAs(web.browser, olga, step, { product: bot.product });
    await slotButtons(waiting).first().waitFor();
    assert.ok(!(await slotButtons(waiting).allTextContents()).includes(time), 'the booked time is no longer offered');
    await waiting.getByRole('button', { name: 'Сообщить, когда освободится время' }).click();
    await waiting.getByRole('status').filter({ hasText: 'Мы напишем, если время освободится' }).waitFor();
    await waiting.context().close();

    // Вера cancels from Home: the master hears of it, Ольга gets the freed time with a button.
    await page.goto(`${bot.product.baseUrl}/${launchHash(vera)}`);
    const card = page.getByTestId('booking-card').filter({ has: page.getByRole('button', { name: 'Отменить запись' }) });
    await card.first().getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByText('Запись отменена').waitFor();
    await page.context().close();

    await bot.product.messageTo(MARIA.id, /^Клиент отменил запись\n/);
    const freed = await bot.product.messageTo(olga.id, /^Освободилось время\n/);
    assert.match(freed.text, new RegExp(start!));
    const url = new URL(buttonUrl(freed));
    const startParam = url.searchParams.get('startapp')!;
    assert.equal(startParam, `slots_1_1_1_2_${date.replaceAll('-', '')}`);
    assert.equal(bot.product.standin.delivered().filter((m) => m.chat_id === olga.id && m.text.startsWith('Освободилось время')).length, 1, 'one message per freed time');

    // Telegram opens the app with that start parameter: the time step, on that date, offers the time again.
    const back = await openAs(web.browser, olga, '/', { product: bot.product, startParam });
    await back.waitForURL((u) => u.pathname === '/booking/business/1/place/1/worker/1/service/2/timeslots');
    await slotButtons(back).filter({ hasText: time }).waitFor();
    assert.equal(new URL(back.url()).searchParams.get('date'), date);
    await back.context().close();
  });
});

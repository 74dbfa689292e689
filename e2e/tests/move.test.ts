import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { axeViolations, describeFindings, settle } from './axe';
import { MARIA, launchHash } from './browser';
import { botClient, updates } from './telegram-bot';
import { api, bookWith, newMaster, newUser, openAs, useBrowser, useProductWithBot, workingDay } from './fixtures';
import { openInTelegram, pressMainButton } from './telegram-client';

// A client moves a booking instead of cancelling and booking again.

const slotButtons = (page: Page) => page.getByTestId('slot-list').getByRole('button');
const startOf = (label: string) => label.split(' — ')[0]!;

describe('a client moves a booking', () => {
  const web = useBrowser();
  const bot = useProductWithBot();


  it('from "Мои записи": the move step, "Запись перенесена", the card at the new time, and the master told "Клиент перенёс запись"', async () => {
    assert.equal(await bot.product.deliver(updates.start(MARIA.id)), 200);
    const date = addDays(dateIn('Europe/Moscow'), 1);
    const lena = botClient(300_201, 'Лена');
    const page = await openAs(web.browser, lena, `/booking/business/1/place/1/worker/1/service/2/timeslots?date=${date}`, { product: bot.product });
    await slotButtons(page).first().waitFor();
    const booked = (await slotButtons(page).first().textContent())!;
    await slotButtons(page).first().click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.waitForURL(/\/success\?booking=\d+$/);
    const bookingId = new URL(page.url()).searchParams.get('booking')!;

    await page.goto(`${bot.product.baseUrl}/bookings${launchHash(lena)}`);
    const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
    await card.getByText(`· ${startOf(booked)}`).waitFor();
    await card.getByRole('button', { name: 'Перенести' }).click();
    await page.waitForURL((u) => u.pathname === `/booking/${bookingId}/move`);
    await page.getByRole('heading', { name: 'Перенос записи' }).waitFor();
    assert.match(await page.getByTestId('present-time').textContent() ?? '', new RegExp(`^Сейчас: \\d+ \\S+, \\S\\S, ${startOf(booked)}$`));
    await slotButtons(page).first().waitFor();
    const offered = await slotButtons(page).allTextContents();
    assert.ok(!offered.includes(booked), `the present time is not offered: ${offered.join(', ')}`);
    const moved = offered[0]!;
    // From the keyboard, as the booking's own time step: a time with Enter, then 'Перенести'.
    await slotButtons(page).first().focus();
    await page.keyboard.press('Enter');
    assert.equal(await slotButtons(page).first().getAttribute('aria-pressed'), 'true');
    await settle(page);
    const findings = await axeViolations(page);
    assert.equal(findings.length, 0, `axe on the move step: ${describeFindings(findings)}`);
    await page.getByRole('button', { name: 'Перенести' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Запись перенесена' }).waitFor();
    assert.match((await page.getByTestId('moved-time').textContent())!, new RegExp(`, ${startOf(moved)}$`));

    await page.getByRole('button', { name: 'Мои записи' }).click();
    await page.waitForURL((u) => u.pathname === '/bookings');
    await card.getByText(`· ${startOf(moved)}`).waitFor();
    assert.equal(await card.getByText(`· ${startOf(booked)}`).count(), 0, 'the card no longer shows the old time');
    await page.context().close();

    const told = await bot.product.messageTo(MARIA.id, /^Клиент перенёс запись\n/);
    assert.match(told.text, new RegExp(`Лена[\\s\\S]*Было: [^\\n]*${startOf(booked)}–[\\s\\S]*Стало: [^\\n]*${startOf(moved)}–`));
    const button = (told.reply_markup as { inline_keyboard: { url: string }[][] }).inline_keyboard[0]![0]!;
    assert.match(button.url, new RegExp(`startapp=day_${date.replaceAll('-', '')}$`));
  });
});

describe('inside a native Telegram client: a refused move', () => {
  const web = useBrowser();

  it('is told in Telegram’s popup with the rule’s words, and the booking stays where it was', async () => {
    const master = await newMaster('Ольга');
    const date = await workingDay(master, 1);
    const nina = newUser('Нина');
    const made = await bookWith(nina, master, date, '12:00');
    assert.equal(made.status, 201, JSON.stringify(made.json));
    // Opened from the bot's reminder button: the start parameter move_{bookingId}.
    const tg = await openInTelegram(web.browser, '/', { user: nina, startParam: `move_${made.json.id}` });
    const page = tg.page;
    await page.waitForURL((u) => u.pathname === `/booking/${made.json.id}/move`);
    await page.getByRole('heading', { name: 'Перенос записи' }).waitFor();
    await slotButtons(page).first().waitFor();
    await tg.sdkStarted();
    // Meanwhile the master sets a cut-off of 48 hours: the booking, tomorrow, is inside it.
    const rules = await api(master.user, 'PATCH', 'registration/worker', { telegram_id: master.user.id, cancel_cutoff_hours: 48 });
    assert.equal(rules.status, 200, JSON.stringify(rules.json));
    await page.getByRole('button', { name: '13:00 — 13:30' }).click();
    await pressMainButton(tg, 'Перенести');
    const popup = await tg.waitForCall('web_app_open_popup');
    assert.equal(popup.data?.title, 'Не удалось перенести запись');
    assert.equal(popup.data?.message, 'Перенести запись можно не позднее чем за 48 ч до начала. Напишите мастеру.');
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no in-page dialog inside Telegram');
    await tg.waitForCall('web_app_trigger_haptic_feedback', (d) => d?.notification_type === 'error');
    // The step reads the booking again: inside the cut-off now, it says so instead of offering times.
    await page.getByTestId('move-step').getByText('Перенести запись можно не позднее чем за 48 ч до начала', { exact: false }).waitFor();
    assert.equal(await slotButtons(page).count(), 0, 'no time offered once the booking may not move');
    assert.equal(await page.getByRole('heading', { name: 'Запись перенесена' }).count(), 0);
    const after = await api<{ time: { date: string; time_start: string } }>(nina, 'GET', `bookings/${made.json.id}`);
    assert.deepEqual(after.json.time.date + ' ' + after.json.time.time_start, `${date} 12:00:00`);
    await page.context().close();
  });
});

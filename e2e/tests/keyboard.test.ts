import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { BASE_URL } from './browser';
import { ANNA_AS_SEEDED, PALETTES } from './axe';
import { api, newUser, openAs, registerMaster, useBrowser, useMasterRemote, type TgUser } from './fixtures';
import { expectVisibleFocus, tabTo } from './keyboard';

/** A phone without a touch screen or a mouse in use: everything below is done with keys. */
const keyboardPhone = (browser: Browser, user: TgUser, at: string, palette: keyof typeof PALETTES = 'light') => openAs(browser, user, at, { theme: PALETTES[palette] });

const focusedAttr = (page: Page, name: string) => page.evaluate((n) => document.activeElement?.getAttribute(n) ?? null, name);
const notice = (page: Page, title: string, message: string) =>
  page.locator('.bk-notice').filter({ has: page.getByText(title, { exact: true }) }).filter({ has: page.getByText(message, { exact: true }) });

describe('keyboard only: Tab, Enter and Space, with the focus always visible', () => {
  const web = useBrowser();
  useMasterRemote();

  it('a client books from the place page: a master, Записаться, a service, Далее, a time, Записаться, the rules closed — all from the keyboard', async () => {
    const client = newUser('Клава');
    const page = await keyboardPhone(web.browser, client, '/place/1', 'dark');
    await page.getByTestId('place-workers').getByRole('link', { name: /Мария Иванова/ }).waitFor();

    await tabTo(page, /Мария Иванова/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/worker/1/1`);
    await page.getByTestId('services-list').waitFor();

    await tabTo(page, /^Записаться$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/booking/business/1/place/1/worker/1/service`);
    await page.getByRole('heading', { name: 'Что делаем сегодня?' }).waitFor();

    // The category tabs: one tab stop, arrows between them.
    await tabTo(page, /^tab: Стрижки/);
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedAttr(page, 'aria-selected'), 'true');
    assert.match((await page.evaluate(() => document.activeElement?.textContent)) ?? '', /Окрашивание/);
    await page.keyboard.press('ArrowLeft');
    await expectVisibleFocus(page);

    await tabTo(page, /Мужская стрижка/);
    await page.keyboard.press('Space');
    assert.equal(await focusedAttr(page, 'aria-pressed'), 'true', 'Space chooses the service');
    await page.getByTestId('selection-summary').filter({ hasText: 'Выбрано услуг: 1' }).waitFor();

    await tabTo(page, /^Далее$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/worker\/1\/service\/2\/timeslots$/);
    await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
    await page.getByTestId('slot-list').getByRole('button').first().waitFor();

    await tabTo(page, /^\d\d:\d\d — \d\d:\d\d$/);
    await page.keyboard.press('Space');
    assert.equal(await focusedAttr(page, 'aria-pressed'), 'true', 'Space chooses the time');

    await tabTo(page, /^Записаться$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
    // The master's booking rules open by themselves, with the focus inside.
    const rules = page.getByRole('dialog', { name: 'Правила бронирования' });
    await rules.waitFor();
    await tabTo(page, /^Понятно$/);
    await page.keyboard.press('Enter');
    await rules.waitFor({ state: 'detached' });
    await page.close();
  });

  it('the choice steps: from the business page a place and a master are picked with Space and confirmed with Enter', async () => {
    const client = newUser('Клара');
    const page = await keyboardPhone(web.browser, client, '/business/1');
    await page.getByRole('button', { name: 'Продолжить' }).waitFor();
    await tabTo(page, /^Продолжить$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Какой адрес вам удобнее?' }).waitFor();
    await tabTo(page, /Москва, Тверская ул., 12/);
    await page.keyboard.press('Space');
    assert.equal(await focusedAttr(page, 'aria-pressed'), 'true', 'Space picks the place');
    await tabTo(page, /^Далее$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Куда запишемся сегодня?' }).waitFor();
    await tabTo(page, /Мария Иванова/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Далее$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/booking/business/1/place/1/worker/1/service`);
    await page.close();
  });

  it('a new master opens a day on the calendar, sets the start of work, creates the schedule, adds a break and saves — all from the keyboard', async () => {
    const master = newUser('Лада', 'Клавишная');
    const { workerId } = await registerMaster(master, { place_address: 'Москва, ул. Тестовая, 2' });
    const today = dateIn('Europe/Moscow');
    const date = addDays(today, 7);

    const page = await keyboardPhone(web.browser, master, '/schedule');
    await page.getByRole('grid', { name: 'Рабочие дни' }).waitFor();
    await page.getByTestId('day-editor').waitFor();

    // The grid is one tab stop (today); arrows move by a day and a week, Enter opens the day.
    await tabTo(page, /^gridcell: /);
    assert.equal(await focusedAttr(page, 'data-date'), today);
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedAttr(page, 'data-date'), date);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.locator(`[data-testid="day-editor"][data-date="${date}"]`).getByText('Таймслотов на эту дату нет').waitFor();

    await tabTo(page, /^Начало работы, часы$/);
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getByRole('combobox', { name: 'Начало работы, часы' }).inputValue(), '10');

    await tabTo(page, /^Создать расписание$/);
    await page.keyboard.press('Enter');
    await notice(page, 'Успешно', 'Расписание создано').waitFor();

    await tabTo(page, /Добавить перерыв/);
    await page.keyboard.press('Space');
    await page.getByRole('combobox', { name: 'Начало перерыва 2, часы' }).waitFor();
    // The icon-only remove button says what it removes.
    await page.getByRole('button', { name: 'Удалить перерыв 2' }).waitFor();
    await tabTo(page, /^Сохранить$/);
    await page.keyboard.press('Enter');
    await notice(page, 'Успешно', 'Расписание обновлено').waitFor();

    const saved = (await api<{ timeslots: { time_start: string; status: string }[] }>(ANNA_AS_SEEDED, 'GET', `timetable/${workerId}/${date}`)).json;
    const starts = saved.timeslots.map((s) => `${s.time_start.slice(0, 5)} ${s.status}`);
    assert.ok(starts.includes('10:00 free'), `the day starts at 10:00: ${starts.join(', ')}`);
    assert.equal(saved.timeslots.filter((s) => s.status === 'break').length, 2, `two breaks: ${starts.join(', ')}`);
    await page.close();
  });
});

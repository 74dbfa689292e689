import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { clockFor } from '../support/clock.mjs';
import { startProduct } from '../support/product.mjs';
import { newUser, openAs, useBrowser, waitUntil } from './fixtures';

const SERVICE_STEP = '/booking/business/1/place/1/worker/1/service';
/** Worker 1, one 30-minute service ('Мужская стрижка'). */
const SHORT_CUT_SLOTS = '/booking/business/1/place/1/worker/1/service/2/timeslots';

/**
 * The product started anew with its server and browsers on a clock of their own (`iso`, Moscow
 * time in the stories): a story about the time of day sets it instead of depending on when it runs.
 */
async function productAt(iso: string) {
  const clock = clockFor(iso);
  const product = await startProduct({ testClock: clock.testClock });
  return { ...product, shiftMs: clock.shiftMs };
}

const slotButtons = (page: Page) => page.getByTestId('slot-list').getByRole('button');
const labels = (page: Page) => slotButtons(page).allTextContents();
const plusMinutes = (hhmm: string, minutes: number) => {
  const [h, m] = hhmm.split(':').map(Number);
  const t = h! * 60 + m! + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
};

describe('client booking: services, time, success', () => {
  const web = useBrowser();

  it('(1) a new client goes from /business/1 through place and worker to two services in two categories, a date and a time, the success screen and Мои записи', async () => {
    const client = newUser('Вера');
    const page = await openAs(web.browser, client, '/business/1');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('heading', { name: 'Какой адрес вам удобнее?' }).waitFor();
    await page.getByTestId('choice-row').filter({ hasText: 'Москва, Тверская ул., 12' }).click();
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('heading', { name: 'Куда запишемся сегодня?' }).waitFor();
    await page.getByTestId('choice-row').filter({ hasText: 'Мария Иванова' }).click();
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.waitForURL((url) => url.pathname === SERVICE_STEP);
    await page.getByRole('heading', { name: 'Что делаем сегодня?' }).waitFor();
    const summary = page.getByTestId('selection-summary');
    await summary.filter({ hasText: 'Выберите услуги для записи' }).waitFor();
    const next = page.getByRole('button', { name: 'Далее' });
    assert.equal(await next.isDisabled(), true, "'Далее' waits for a service");
    assert.equal(await page.getByRole('tab', { name: 'Стрижки' }).getAttribute('aria-selected'), 'true', 'first category by default');

    await page.getByRole('button', { name: /Женская стрижка/ }).click();
    await page.getByRole('tab', { name: 'Стрижки (1)' }).waitFor();
    await page.getByRole('tab', { name: 'Окрашивание' }).click();
    await page.getByRole('button', { name: /Окрашивание в один тон/ }).click();
    await summary.filter({ hasText: 'Выбрано услуг: 2 · 7\u00a0000\u00a0₽ · 3 часа' }).waitFor();
    // A reload keeps the choice (session storage, per worker).
    await page.reload();
    await page.getByRole('tab', { name: 'Окрашивание (1)' }).waitFor();
    await summary.filter({ hasText: 'Выбрано услуг: 2' }).waitFor();

    await next.click();
    await page.waitForURL(/\/worker\/1\/service\/1\/timeslots$/);
    await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
    const chosen = page.getByTestId('chosen-services');
    await chosen.getByText('Женская стрижка').waitFor();
    await chosen.getByText('Окрашивание в один тон').waitFor();
    const hint = page.getByTestId('booking-summary');
    await hint.filter({ hasText: 'Выберите удобное время для записи' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Записаться' }).isDisabled(), true);
    await page.getByRole('button', { name: 'Нет подходящего времени? Напишите нам!' }).waitFor();

    const first = slotButtons(page).first();
    const range = (await first.textContent())!;
    assert.match(range, /^\d\d:\d\d — \d\d:\d\d$/);
    assert.equal(plusMinutes(range.slice(0, 5), 180), range.slice(-5), 'the range covers both services');
    await first.click();
    assert.equal(await first.getAttribute('aria-pressed'), 'true');
    await hint.filter({ hasText: 'Выбрано услуг: 2 · 7\u00a0000\u00a0₽ · 3 часа' }).waitFor();
    await page.getByRole('button', { name: 'Записаться' }).click();

    await page.waitForURL(/\/services\/1,3\/timeslots\/\d+\/success\?booking=\d+$/);
    const bookingId = new URL(page.url()).searchParams.get('booking');
    await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
    await page.getByText('Ваша запись подтверждена.').waitFor();
    await page.getByText(`#BK${bookingId}`).waitFor();
    // The master has booking rules: the modal opens by itself.
    const rules = page.getByRole('dialog', { name: 'Правила бронирования' });
    await rules.getByText('Пожалуйста, приходите вовремя.').waitFor();
    await rules.getByRole('button', { name: 'Понятно' }).click();
    await rules.waitFor({ state: 'detached' });
    const lines = await page.getByTestId('receipt-service').allTextContents();
    const start = range.slice(0, 5);
    assert.equal(lines.length, 2);
    assert.ok(lines[0]!.startsWith(start) && lines[0]!.includes('Женская стрижка') && lines[0]!.includes('Стрижки'), lines[0]);
    assert.ok(lines[1]!.startsWith(plusMinutes(start, 60)) && lines[1]!.includes('Окрашивание в один тон'), lines[1]);
    await page.getByText('Итого к оплате').waitFor();
    assert.equal(await page.getByTestId('receipt-total').textContent(), '7\u00a0000\u00a0₽');

    await page.getByRole('button', { name: 'Мои записи' }).click();
    await page.waitForURL((url) => url.pathname === '/bookings');
    await page.getByTestId('my-bookings').getByRole('heading', { name: 'Мои записи' }).waitFor();
    const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
    await card.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByText('Запись отменена').waitFor();
    await page.context().close();
  });

  it('(2) a client in Novosibirsk is warned that the master is in another city; one in Moscow is not; the zone is sent once per device', async () => {
    const far = newUser('Нина');
    const sent: unknown[] = [];
    // Listening from the first request: the page may send the zone before `goto` returns.
    const page = await openAs(web.browser, far, SHORT_CUT_SLOTS, {
      timezoneId: 'Asia/Novosibirsk',
      beforeGoto: (p) =>
        p.on('response', (res) => {
          if (res.request().method() === 'POST' && res.url().endsWith('/api/profile/timezone')) void res.json().then((body) => sent.push(body));
        }),
    });
    const warning = page.getByTestId('timezone-warning');
    await warning.getByText('Важно! Мастер находится в другом городе!').waitFor();
    assert.match((await warning.textContent())!, /−4 ч/);
    await page.waitForFunction(() => localStorage.getItem('timezone_sent') === 'true');
    await waitUntil('the zone request read', () => sent.length > 0);
    assert.deepEqual(sent, [{ telegram_id: far.id, timezone: 'Asia/Novosibirsk' }]);
    await page.reload();
    await slotButtons(page).first().waitFor();
    assert.equal(sent.length, 1, 'not sent again from this device');
    await page.context().close();

    const near = await openAs(web.browser, newUser('Ольга'), SHORT_CUT_SLOTS);
    await slotButtons(near).first().waitFor();
    assert.equal(await near.getByTestId('timezone-warning').count(), 0);
    await near.context().close();
  });

  it('(3) a time taken by another client meanwhile: the server’s message, the day refreshed, the services kept', async () => {
    const slow = await openAs(web.browser, newUser('Ирина'), SHORT_CUT_SLOTS);
    const quick = await openAs(web.browser, newUser('Дина'), SHORT_CUT_SLOTS);
    // A day with more than one time left, whatever the hour: late in the afternoon today may have a
    // single time, and once it is taken the step moves on to the next date, which offers that label again.
    for (const page of [slow, quick]) {
      await slotButtons(page).first().waitFor();
      const before = (await page.locator('[aria-live="polite"]').first().textContent()) ?? '';
      await page.getByRole('button', { name: 'Следующая дата' }).click();
      await page.waitForFunction((label) => document.querySelector('[aria-live="polite"]')?.textContent !== label, before);
      await slotButtons(page).first().waitFor();
    }
    const taken = (await slotButtons(slow).first().textContent())!;
    assert.equal(await slotButtons(quick).first().textContent(), taken);
    await slotButtons(slow).first().click();

    await slotButtons(quick).first().click();
    await quick.getByRole('button', { name: 'Записаться' }).click();
    await quick.waitForURL(/\/success\?booking=\d+$/);

    await slow.getByRole('button', { name: 'Записаться' }).click();
    const alert = slow.getByRole('alertdialog');
    await alert.getByText('Не удалось записаться: Это время уже занято. Выберите другое время.').waitFor();
    await alert.getByRole('button', { name: 'Понятно' }).click();
    await slow.waitForFunction((label) => !Array.from(document.querySelectorAll('[data-testid="slot-list"] button')).some((b) => b.textContent === label), taken);
    assert.ok((await labels(slow)).length > 0, 'the rest of the day is still offered');
    await slow.getByTestId('chosen-services').getByText('Мужская стрижка').waitFor();
    await slow.getByTestId('booking-summary').filter({ hasText: 'Выберите удобное время для записи' }).waitFor();
    assert.equal(new URL(slow.url()).pathname, SHORT_CUT_SLOTS, 'still on the time step');
    await slow.context().close();
    await quick.context().close();
  });

  it('(4) a worker with the adjacency setting offers only times within an hour of a break', async () => {
    // Worker 13 works 10:00-14:00 and 15:00-20:00 with a 14:00-15:00 break; a 30-minute service.
    const page = await openAs(web.browser, newUser('Лена'), '/booking/business/1/place/7/worker/13/service/13/timeslots');
    await slotButtons(page).first().waitFor();
    const adjacent = ['12:30 — 13:00', '13:00 — 13:30', '13:30 — 14:00', '15:00 — 15:30', '15:30 — 16:00', '16:00 — 16:30'];
    const offered = await labels(page);
    const dateLabel = (await page.locator('[aria-live="polite"]').first().textContent()) ?? '';
    if (dateLabel.startsWith('Сегодня')) assert.ok(offered.every((l) => adjacent.includes(l)), offered.join(', '));
    else assert.deepEqual(offered, adjacent);
    // The next day offers the same, in full.
    await page.getByRole('button', { name: 'Следующая дата' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="slot-list"] button').length === n, adjacent.length);
    assert.deepEqual(await labels(page), adjacent);
    await page.context().close();
  });

  it('(5) Ольга works at place 1 in the morning and at place 2 in the afternoon: at 14:07 place 1 offers nothing today, at 09:05 its morning books', async () => {
    const manicureAtPlace1 = '/booking/business/1/place/1/worker/2/service/4/timeslots';
    const dateLabel = (page: Page) => page.locator('[aria-live="polite"]').first().textContent();
    const morning = ['09:00 — 10:30', '09:30 — 11:00', '10:00 — 11:30', '10:30 — 12:00', '11:00 — 12:30', '11:30 — 13:00'];

    // Tuesday 1 December, 14:07 in Moscow: the morning at place 1 is over, the afternoon at place 2 is on.
    const afternoon = await productAt('2026-12-01T14:07:00+03:00');
    try {
      const page = await openAs(web.browser, newUser('Полина'), manicureAtPlace1, { product: afternoon });
      await slotButtons(page).first().waitFor();
      assert.match((await dateLabel(page))!, /^Завтра/, 'today has no time left at place 1');
      assert.equal(await page.getByRole('button', { name: 'Предыдущая дата' }).isDisabled(), true, 'today is not offered at all');
      assert.deepEqual(await labels(page), morning, 'never the afternoon, when she is at place 2');
      await page.context().close();

      // The same afternoon at place 2 (pedicure, 60 minutes, booked 30 minutes ahead): today, from 15:00.
      const there = await openAs(web.browser, newUser('Полина'), '/booking/business/1/place/2/worker/2/service/5/timeslots', { product: afternoon });
      await slotButtons(there).first().waitFor();
      assert.match((await dateLabel(there))!, /^Сегодня/);
      assert.deepEqual(await labels(there), ['15:00 — 16:00', '15:30 — 16:30', '16:00 — 17:00', '16:30 — 17:30', '17:00 — 18:00']);
      await there.context().close();
    } finally {
      await afternoon.stop();
    }

    // Monday 30 November, 09:05 in Moscow: today's morning at place 1, from 09:30, books.
    const early = await productAt('2026-11-30T09:05:00+03:00');
    try {
      const page = await openAs(web.browser, newUser('Римма'), manicureAtPlace1, { product: early });
      await slotButtons(page).first().waitFor();
      assert.match((await dateLabel(page))!, /^Сегодня/);
      assert.deepEqual(await labels(page), morning.slice(1));
      await slotButtons(page).first().click();
      await page.getByRole('button', { name: 'Записаться' }).click();
      await page.waitForURL(/\/success\?booking=\d+$/);
      await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
      await page.getByTestId('receipt-service').filter({ hasText: '09:30' }).waitFor();
      await page.context().close();
    } finally {
      await early.stop();
    }
  });

  it('(6) the success page after a reload, opened anew, and by someone else', async () => {
    const client = newUser('Зоя');
    const page = await openAs(web.browser, client, '/booking/business/1/place/1/worker/2/service');
    await page.getByRole('button', { name: /Маникюр с покрытием/ }).click();
    await page.getByRole('button', { name: 'Далее' }).click();
    await slotButtons(page).first().click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    await page.waitForURL(/\/success\?booking=\d+$/);
    const successPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const bookingId = new URL(page.url()).searchParams.get('booking');
    await page.getByText(`#BK${bookingId}`).waitFor();
    await page.reload();
    await page.getByText(`#BK${bookingId}`).waitFor();

    // No navigation state at all: the booking comes from the API by its id.
    const fresh = await openAs(web.browser, client, successPath);
    await fresh.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
    await fresh.getByText(`#BK${bookingId}`).waitFor();
    await fresh.getByTestId('receipt').getByText('Маникюр с покрытием').waitFor();
    await fresh.context().close();

    const stranger = await openAs(web.browser, newUser('Чужая'), successPath);
    await stranger.getByText('Запись не найдена').waitFor();
    assert.equal(await stranger.getByText(`#BK${bookingId}`).count(), 0);
    assert.equal(await stranger.getByText('Маникюр с покрытием').count(), 0);
    assert.equal(await stranger.getByText('Запись оформлена!').count(), 0);
    await stranger.context().close();

    // 'Записаться еще' goes back two steps, to the services.
    await page.getByRole('button', { name: 'Записаться еще' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/worker/2/service'));
    await page.getByRole('heading', { name: 'Что делаем сегодня?' }).waitFor();
    await page.context().close();
  });
});

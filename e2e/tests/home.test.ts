import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ANNA, BASE_URL, launchHash, newPage } from './browser';
import { newUser, useBrowser } from './fixtures';

describe('client Home', () => {
  const web = useBrowser();

  it('a seeded client picks themselves under ‘Демо-вход’ in the sign-in sheet and sees their bookings and places', async () => {
    const page = await newPage(web.browser);
    const demoCalls: (string | undefined)[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/demo/')) demoCalls.push(req.headers()['ngrok-skip-browser-warning']);
    });
    await page.goto(`${BASE_URL}/`);
    // A guest sees the places, and 'Войти' opens the sign-in sheet, whose demo choice lists the seeded people.
    await page.getByTestId('places-strip').getByText('Лайм на Тверской').waitFor();
    await page.getByTestId('guest').getByRole('button', { name: 'Войти' }).click();
    const sheet = page.getByRole('dialog', { name: 'Вход' });
    await sheet.getByText('Демо-вход').waitFor();
    await sheet.getByRole('button', { name: 'Анна Клиентова' }).click();
    await page.getByTestId('user-name').filter({ hasText: 'Анна Клиентова' }).waitFor();
    // The picker's own calls carry the tunnel header too (docs/product.md, Identity and start-up: every backend request).
    assert.deepEqual(demoCalls, ['true', 'true']);
    const cards = page.getByTestId('booking-card');
    await cards.first().waitFor();
    assert.ok((await cards.count()) >= 3, 'Anna has current and past bookings');
    // Current bookings come first, then the divider, then past ones.
    const order = await page.getByTestId('bookings-list').evaluate((list) =>
      [...list.children].map((el) => (el.getAttribute('role') === 'separator' ? '|' : el.classList.contains('bk-booking--past') ? 'past' : 'current')),
    );
    const divider = order.indexOf('|');
    assert.ok(divider > 0, 'the Прошедшие divider follows the current bookings');
    assert.ok(order.slice(0, divider).every((x) => x === 'current'));
    assert.ok(order.slice(divider + 1).every((x) => x === 'past'));
    await page.getByRole('separator').filter({ hasText: 'Прошедшие' }).waitFor();
    // An inactive current booking offers 'Повторить'; past ones have no button.
    await page.getByRole('button', { name: 'Повторить' }).first().waitFor();
    assert.equal(await page.locator('.bk-booking--past button').count(), 0);
    // A card is as tall as its content, not a screen (the booking steps' page style once leaked onto it).
    const cardHeights = await cards.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().height));
    assert.ok(cardHeights.every((h) => h < 320), `booking card heights ${cardHeights.join(', ')}`);

    const strip = page.getByTestId('places-strip');
    await strip.getByText('Лайм на Тверской').waitFor();
    await page.getByRole('heading', { name: 'Места' }).waitFor();
    // Cards line up: one with a two-line address does not stand taller than its neighbours.
    const heights = await strip.getByRole('link').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
    assert.ok(heights.length > 1 && heights.every((h) => h === heights[0]), `place card heights ${heights.join(', ')}`);
    await strip.getByRole('link').first().click();
    await page.waitForURL(`${BASE_URL}/place/1`);
    await page.getByTestId('place-page').waitFor();
    await page.close();
  });

  it('a brand-new user sees the empty text instead of bookings', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/${launchHash(newUser('Новый'))}`);
    await page.getByText('Здесь появятся ваши записи — как только вы выберете мастера и время').waitFor();
    assert.equal(await page.getByTestId('booking-card').count(), 0);
    await page.getByTestId('places-strip').waitFor();
    await page.close();
  });

  it('forged launch data is refused: nobody sees Anna’s bookings with it', async () => {
    const page = await newPage(web.browser);
    const apiStatuses: number[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/api/bookings/')) apiStatuses.push(res.status());
    });
    await page.goto(`${BASE_URL}/${launchHash(ANNA, { token: 'not-the-bot-token' })}`);
    await page.getByText('Ошибка загрузки данных').first().waitFor({ timeout: 15_000 });
    assert.equal(await page.getByTestId('booking-card').count(), 0);
    assert.equal(await page.getByText('Женская стрижка').count(), 0);
    assert.ok(apiStatuses.length > 0 && apiStatuses.every((s) => s === 401), `API answered ${apiStatuses.join(',')}`);
    await page.close();
  });

  it('a client cancels an active booking and the list shows it as not confirmed; cancelling it again from a stale page fails and says so on the card', async () => {
    const page = await newPage(web.browser);
    const stale = await newPage(web.browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await stale.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    const active = page.getByTestId('booking-card').filter({ has: page.getByRole('button', { name: 'Отменить запись' }) });
    await active.first().waitFor();
    const before = await active.count();
    const bookingId = await active.first().getAttribute('data-booking-id');
    // The second page opens its confirmation before the first one cancels.
    const staleCard = stale.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
    await staleCard.getByRole('button', { name: 'Отменить запись' }).click();
    await stale.getByRole('alertdialog').waitFor();

    await active.first().getByRole('button', { name: 'Отменить запись' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('heading', { name: 'Отмена бронирования' }).waitFor();
    await dialog.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByText('Запись отменена').waitFor();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="booking-card"] .bk-button--danger').length === n - 1, before);

    await stale.getByRole('alertdialog').getByRole('button', { name: 'Отменить запись' }).click();
    await stale.getByText('Не удалось отменить запись').waitFor();
    const cardError = staleCard.getByRole('alert');
    await cardError.getByText('Ошибка отмены записи').waitFor();
    await cardError.getByText('Что-то пошло не так').waitFor();
    // The list is refreshed after the failed attempt too: the booking is no longer cancellable.
    await staleCard.getByRole('button', { name: 'Повторить' }).waitFor();
    await page.close();
    await stale.close();
  });

  it('both lists scroll by mouse drag, and a drag across a place does not open it', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    const strip = page.getByTestId('places-strip');
    await strip.getByRole('link').nth(2).waitFor();
    const box = (await strip.getByRole('link').first().boundingBox())!;
    const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
    assert.equal(await scrollLeft(), 0);
    // Past an 8 px dead zone the list moves 1.5 times the pointer distance (docs/product.md, Constants).
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2, { steps: 5 });
    assert.equal(await scrollLeft(), 45);
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 5 });
    assert.equal(await scrollLeft(), 90);
    await page.mouse.up();
    assert.ok((await scrollLeft()) > 0, 'the strip stays scrolled after the drag');
    assert.equal(new URL(page.url()).pathname, '/', 'the drag did not open the place');

    // A short screen, so Anna's few bookings overflow their list (at most 60% of the height).
    await page.setViewportSize({ width: 400, height: 300 });
    const list = page.getByTestId('bookings-list');
    await list.scrollIntoViewIfNeeded();
    const card = (await list.getByTestId('booking-card').first().boundingBox())!;
    await page.mouse.move(card.x + card.width / 2, card.y + 20);
    await page.mouse.down();
    await page.mouse.move(card.x + card.width / 2, card.y + 20 - 40, { steps: 5 });
    await page.mouse.up();
    assert.equal(await list.evaluate((el) => el.scrollTop), 60);
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, dateIn } from '../support/clock.mjs';
import { MARIA } from './browser';
import { api, newUser, registerMaster, settled, useBrowser, useMasterRemote, waitUntil, type TgUser } from './fixtures';
import { openInTelegram, pressMainButton, type TelegramClient } from './telegram-client';

// The app inside an emulated native Telegram client (telegram-client.ts): what it asks
// Telegram to do (recorded postEvent calls) and how it takes Telegram's answers.

const SERVICE_STEP = '/booking/business/1/place/1/worker/1/service';
/** Today in Moscow, as the master's day view counts it. */
const moscowToday = () => dateIn('Europe/Moscow');

const haptics = (tg: TelegramClient) =>
  tg.callsOf('web_app_trigger_haptic_feedback').map((c) => (c.data?.type === 'notification' ? `notification:${c.data.notification_type}` : String(c.data?.type)));

/** Books worker 1's 'Мужская стрижка' at the first offered time inside Telegram; returns the booking id. */
async function bookInTelegram(tg: TelegramClient): Promise<string> {
  const page = tg.page;
  await page.getByRole('heading', { name: 'Что делаем сегодня?' }).waitFor();
  await tg.sdkStarted();
  await page.getByRole('button', { name: /Мужская стрижка/ }).click();
  await pressMainButton(tg, 'Далее');
  await page.getByRole('heading', { name: 'Когда желаете прийти?' }).waitFor();
  await page.getByTestId('slot-list').getByRole('button').first().click();
  await pressMainButton(tg, 'Записаться');
  await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
  return new URL(page.url()).searchParams.get('booking')!;
}

describe('inside a native Telegram client: popups, haptics, permission for messages, closing confirmation', () => {
  const web = useBrowser();
  useMasterRemote();
  /** The booking the refusing client made; the master cancels it. */
  let refusersBooking: { id: string; date: string; client: TgUser } | null = null;

  it('a client books with selection ticks and a success buzz, allows messages after the first booking, and cancels through Telegram’s popup', async () => {
    const client = newUser('Зоя');
    const popups: string[] = ['cancel', 'ok'];
    const tg = await openInTelegram(web.browser, SERVICE_STEP, {
      user: client,
      answers: { web_app_open_popup: () => ['popup_closed', { button_id: popups.shift() }] },
    });
    const page = tg.page;
    const bookingId = await bookInTelegram(tg);
    const buzz = haptics(tg);
    assert.ok(buzz.filter((h) => h === 'selection_change').length >= 2, `a tick for the service and the time: ${buzz}`);
    await tg.waitForCall('web_app_trigger_haptic_feedback', (d) => d?.notification_type === 'success');

    // The reason first, on the page; Telegram's question only when the user presses 'Разрешить'.
    const prompt = page.getByTestId('write-access-prompt');
    await prompt.getByText('Разрешите боту писать вам: пришлём подтверждение и напомним о записи.').waitFor();
    assert.equal(tg.callsOf('web_app_request_write_access').length, 0);
    const rules = page.getByRole('dialog', { name: 'Правила бронирования' });
    await rules.getByRole('button', { name: 'Понятно' }).click();
    await prompt.getByRole('button', { name: 'Разрешить' }).click();
    await tg.waitForCall('web_app_request_write_access');
    await prompt.waitFor({ state: 'detached' });
    assert.deepEqual((await api(client, 'GET', 'profile/write-access')).json, { allowed: true, refused_at: null, ask: false });

    // Cancel from 'Мои записи': Telegram's popup, never the in-page dialog.
    await page.getByRole('button', { name: 'Мои записи' }).click();
    const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
    await card.getByRole('button', { name: 'Отменить запись' }).click();
    const asked = await tg.waitForCall('web_app_open_popup');
    assert.equal(asked.data?.title, 'Отмена бронирования');
    assert.match(String(asked.data?.message), /^Отменить запись к мастеру Мария Иванова на \d+ \S+ в \d\d:\d\d\?$/);
    assert.deepEqual((asked.data?.buttons as { text: string; type: string }[]).map((b) => `${b.type} ${b.text}`), ['destructive Отменить запись', 'default Назад']);
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no in-page dialog inside Telegram');
    // 'Назад': nothing happens; the second time, confirmed.
    // Nothing: not once the page has had Telegram's answer and done what it does with it.
    await tg.answered('popup_closed');
    await settled(page);
    assert.equal(await card.getByRole('button', { name: 'Отменить запись' }).count(), 1);
    await card.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByText('Запись отменена').waitFor();
    assert.equal(tg.callsOf('web_app_open_popup').length, 2);
    assert.equal(haptics(tg).filter((h) => h === 'notification:success').length, 3, 'a buzz for the booking, the permission and the cancel');
    await page.context().close();
  });

  it('a refusal is kept by the server: the app does not ask again, on another device either', async () => {
    const client = newUser('Ия');
    const tg = await openInTelegram(web.browser, SERVICE_STEP, { user: client, writeAccess: 'cancelled' });
    await bookInTelegram(tg);
    const successUrl = new URL(tg.page.url());
    await tg.page.getByRole('dialog', { name: 'Правила бронирования' }).getByRole('button', { name: 'Понятно' }).click();
    const bookings = (await api<{ id: number; time: { date: string } }[]>(client, 'GET', `bookings/telegram_id/${client.id}`)).json;
    refusersBooking = { id: String(bookings[0]!.id), date: bookings[0]!.time.date, client };
    await tg.page.getByTestId('write-access-prompt').getByRole('button', { name: 'Разрешить' }).click();
    await tg.page.getByTestId('write-access-prompt').waitFor({ state: 'detached' });
    const state = (await api<{ allowed: boolean; refused_at: string | null; ask: boolean }>(client, 'GET', 'profile/write-access')).json;
    assert.equal(state.allowed, false);
    assert.equal(state.ask, false);
    assert.ok(state.refused_at);
    await tg.page.context().close();

    // Another device: the same success screen asks nothing.
    const other = await openInTelegram(web.browser, `${successUrl.pathname}${successUrl.search}`, { user: client });
    await other.page.getByText('Итого к оплате').waitFor();
    await other.sdkStarted();
    // Nothing asked: not once the server has said whether to ask, and the page has shown what it said.
    await other.page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/api/profile/write-access') && (e as PerformanceResourceTiming).responseEnd > 0));
    await settled(other.page);
    assert.equal(await other.page.getByTestId('write-access-prompt').count(), 0);
    await other.page.context().close();
  });

  it('the master cancels a booking through Telegram’s popup, then goes back one step', async () => {
    assert.ok(refusersBooking, 'the previous story made a booking');
    const tg = await openInTelegram(web.browser, '/worker/1/schedule', { user: MARIA });
    const page = tg.page;
    await page.getByRole('heading', { name: 'Рабочие дни' }).waitFor();
    await tg.sdkStarted();
    await page.getByRole('navigation').getByRole('link', { name: 'Записи' }).click();
    await page.waitForURL((u) => u.pathname === '/worker/1/bookings');
    await tg.waitForCall('web_app_trigger_haptic_feedback', (d) => d?.type === 'selection_change');
    const days = Math.round((Date.parse(refusersBooking.date) - Date.parse(moscowToday())) / 86_400_000);
    for (let i = 0; i < days; i++) await page.getByRole('button', { name: 'Следующий день' }).click();
    const slot = page.locator(`[data-testid="busy-slot"][data-booking-id="${refusersBooking.id}"]`);
    await slot.getByRole('button', { name: 'Отменить запись' }).click();
    const asked = await tg.waitForCall('web_app_open_popup');
    assert.equal(asked.data?.title, 'Отменить запись');
    assert.equal(await page.getByRole('alertdialog').count(), 0, 'no in-page dialog inside Telegram');
    // Telegram's default answer presses the first button: the cancel is confirmed.
    await page.waitForURL((u) => u.pathname === '/worker/1/schedule');
    await tg.waitForCall('web_app_trigger_haptic_feedback', (d) => d?.notification_type === 'success');
    const theirs = (await api<{ status: string; id: number }[]>(refusersBooking.client, 'GET', `bookings/telegram_id/${refusersBooking.client.id}`)).json;
    assert.notEqual(theirs.find((b) => String(b.id) === refusersBooking!.id)?.status, 'confirmed', 'the booking is cancelled');
    await page.context().close();
  });

  it('a master who just registered is asked, with the master’s reason', async () => {
    const master = newUser('Ника');
    const tg = await openInTelegram(web.browser, '/welcome/master', { user: master });
    const page = tg.page;
    await page.getByRole('button', { name: 'Кабинет мастера' }).click();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByLabel('Имя', { exact: true }).fill('Ника');
    await page.getByLabel('Кратко о специализации').fill('Маникюр, педикюр и дизайн ногтей');
    await page.getByLabel('Телефон', { exact: true }).click();
    await page.getByLabel('Телефон', { exact: true }).pressSequentially('9991234567');
    await page.getByRole('checkbox', { name: 'Онлайн' }).check();
    // Unsaved changes: closing the app asks first.
    await tg.waitForCall('web_app_setup_closing_behavior', (d) => d?.need_confirmation === true);
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.waitForURL(/\/worker\/\d+\/schedule$/);
    const prompt = page.getByTestId('write-access-prompt');
    await prompt.getByText('Разрешите боту писать вам: сообщим о новых записях и отменах.').waitFor();
    await prompt.getByRole('button', { name: 'Разрешить' }).click();
    await prompt.waitFor({ state: 'detached' });
    assert.equal((await api<{ allowed: boolean }>(master, 'GET', 'profile/write-access')).json.allowed, true);
    await page.context().close();
  });

  it('asks to confirm closing while the profile has unsaved changes, and stops once saved', async () => {
    const tg = await openInTelegram(web.browser, '/worker/1/profile', { user: MARIA });
    const page = tg.page;
    const description = page.getByLabel('Кратко о специализации');
    await description.waitFor();
    await tg.sdkStarted();
    const before = await description.inputValue();
    await description.fill(`${before} `);
    await tg.waitForCall('web_app_setup_closing_behavior', (d) => d?.need_confirmation === true);
    await description.fill(before);
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Сохранено').or(page.locator('.bk-notice')).first().waitFor();
    const last = async () => tg.callsOf('web_app_setup_closing_behavior').at(-1)?.data?.need_confirmation;
    await waitUntil('the closing confirmation off', async () => (await last()) === false, 5_000).catch(() => undefined);
    assert.equal(await last(), false);
    await page.context().close();
  });

  it('asks to confirm closing while a schedule day has unsaved changes, and stops once reverted', async () => {
    // A new master's empty day, far enough ahead to be editable at any hour.
    const master = newUser('Дина');
    const { workerId } = await registerMaster(master);
    const date = addDays(moscowToday(), 5);
    const tg = await openInTelegram(web.browser, `/worker/${workerId}/schedule?date=${date}`, { user: master });
    const page = tg.page;
    await page.getByTestId('day-editor').waitFor();
    await tg.sdkStarted();
    const startHour = page.getByRole('combobox', { name: 'Начало работы, часы' });
    await startHour.selectOption('10');
    await tg.waitForCall('web_app_setup_closing_behavior', (d) => d?.need_confirmation === true);
    await startHour.selectOption('09');
    const last = () => tg.callsOf('web_app_setup_closing_behavior').at(-1)?.data?.need_confirmation;
    await waitUntil('the closing confirmation off', () => last() === false, 5_000).catch(() => undefined);
    assert.equal(last(), false);
    await page.context().close();
  });
});

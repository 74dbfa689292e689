import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addDays, dateIn } from '../support/clock.mjs';
import { BASE_URL, launchHash, newPage } from './browser';
import { addCategory, addService, api, bookWith, goAs, newUser, openDay, registerMaster, useBrowser, useMasterRemote } from './fixtures';

/** A tiny PNG (its signature and some bytes): what the upload checks. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

/** Tomorrow's date where the master is (no zone saved: Moscow). */
const tomorrowInMoscow = () => addDays(dateIn('Europe/Moscow'), 1);

describe('master cabinet', () => {
  const web = useBrowser();
  useMasterRemote();

  it('a new Telegram user registers through the 3 welcome steps, sees the validation texts, and lands on the schedule', async () => {
    const page = await newPage(web.browser);
    const user = newUser('Вера', 'Ногтева');
    await goAs(page, user, '/welcome/master');
    await page.getByRole('heading', { name: 'Бронирование услуг и запись к мастерам' }).waitFor();
    await page.getByRole('button', { name: 'Кабинет мастера' }).click();
    await page.getByRole('heading', { name: 'Здравствуйте, Вера!' }).waitFor();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    const save = page.getByRole('button', { name: 'Сохранить', exact: true });
    await save.click();
    for (const text of ['Введите имя', 'Кратко опишите специализацию', 'Укажите адрес', 'Укажите телефон']) {
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
    }
    await page.getByLabel('Имя', { exact: true }).fill('Вера');
    await page.getByLabel('Кратко о специализации').fill('Ногти');
    await page.getByLabel('Телефон', { exact: true }).click();
    await page.getByLabel('Телефон', { exact: true }).pressSequentially('999123');
    await page.getByLabel('ВКонтакте').fill('vk');
    await save.click();
    await page.getByText('Минимум 10 символов').waitFor();
    await page.getByText('Формат: +7 (999) 999-99-99').waitFor();
    await page.getByText('Некорректная ссылка').waitFor();
    assert.equal(new URL(page.url()).pathname, '/welcome/master', 'nothing was sent');

    await page.getByLabel('Кратко о специализации').fill('Маникюр, педикюр и дизайн ногтей');
    await page.getByLabel('Телефон', { exact: true }).press('End');
    await page.getByLabel('Телефон', { exact: true }).pressSequentially('4567');
    assert.equal(await page.getByLabel('Телефон', { exact: true }).inputValue(), '+7 (999) 123-45-67');
    await page.getByLabel('ВКонтакте').fill('');
    await page.getByRole('checkbox', { name: 'Онлайн' }).check();
    assert.equal(await page.getByLabel('Адрес', { exact: true }).inputValue(), 'Онлайн');
    assert.ok(await page.getByLabel('Адрес', { exact: true }).isDisabled());
    await save.click();
    await page.waitForURL(/\/worker\/\d+\/schedule$/);
    const workerId = Number(new URL(page.url()).pathname.split('/')[2]);
    const me = await api<{ id: number; title: string }>(user, 'GET', `workers/telegram/${user.id}`);
    assert.equal(me.json.id, workerId);
    assert.equal(me.json.title, 'Вера');

    // Back on the welcome page, a master goes straight from step 2 to their schedule.
    await goAs(page, user, '/welcome/master');
    await page.getByRole('button', { name: 'Кабинет мастера' }).click();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL((u) => u.pathname === `/worker/${workerId}/schedule`);
    await page.close();
  });

  it('the master creates a category and two services, edits one and deletes one', async () => {
    const page = await newPage(web.browser);
    const master = newUser('Светлана');
    await registerMaster(master);
    await goAs(page, master, '/service');
    await page.getByText('Услуг нет').waitFor();
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    await page.getByRole('heading', { name: 'Новая услуга' }).waitFor();
    await page.getByText('Выберите категорию или создайте новую').waitFor();

    await page.getByLabel('Название категории').fill('  Ногти ');
    await page.getByRole('button', { name: 'Создать' }).click();
    await page.getByText('Категория успешно создана').waitFor();
    await page.getByLabel('Название', { exact: true }).fill('Маникюр');
    await page.getByLabel('Цена, ₽').pressSequentially('15a00');
    assert.equal(await page.getByLabel('Цена, ₽').inputValue(), '1500');
    assert.equal(await page.getByLabel('Длительность').inputValue(), '30');
    assert.equal(await page.getByLabel('Запись не позднее чем за').inputValue(), '15');
    await page.getByLabel('Длительность').selectOption('90');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Услуга успешно создана').waitFor();
    await page.getByRole('tab', { name: 'Ногти', selected: true }).waitFor();
    await page.getByTestId('service-row').filter({ hasText: 'Маникюр' }).getByText('1 час 30 минут').waitFor();

    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    await page.getByLabel('Название', { exact: true }).fill('Педикюр');
    await page.getByLabel('Цена, ₽').fill('2000');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByTestId('service-row').filter({ hasText: 'Педикюр' }).waitFor();
    assert.equal(await page.getByTestId('service-row').count(), 2);

    await page.getByTestId('service-row').filter({ hasText: 'Маникюр' }).click();
    await page.getByRole('heading', { name: 'Редактирование услуги' }).waitFor();
    assert.equal(await page.getByLabel('Цена, ₽').inputValue(), '1500');
    await page.getByLabel('Цена, ₽').fill('1800');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByTestId('service-row').filter({ hasText: 'Маникюр' }).filter({ hasText: '1\u00a0800\u00a0₽' }).waitFor();

    await page.getByTestId('service-row').filter({ hasText: 'Педикюр' }).click();
    await page.getByRole('button', { name: 'Удалить услугу' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('она уйдёт в архив').waitFor();
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Услуга удалена').waitFor();
    await page.getByTestId('service-row').first().waitFor();
    assert.deepEqual(await page.getByTestId('service-row').locator('.bk-row__title').allTextContents(), ['Маникюр']);
    await page.close();
  });

  it("a client's booking shows on 'Завтра' in the day view; the master cancels it and the time is free again", async () => {
    const master = newUser('Дарья');
    const client = newUser('Кира', 'Клиентова');
    const worker = await registerMaster(master);
    const category_id = await addCategory(worker, 'Брови');
    const brows = { ...worker, serviceId: await addService(worker, { category_id, title: 'Коррекция бровей', price: 900, slot_duration: 60 }) };
    const date = tomorrowInMoscow();
    await openDay(worker, date, '10:00', '18:00');
    const booked = await bookWith(client, brows, date, '12:00');
    assert.equal(booked.status, 201, JSON.stringify(booked.json));

    const page = await newPage(web.browser);
    await goAs(page, master, '/bookings');
    await page.getByTestId('day-title').filter({ hasText: 'Сегодня' }).waitFor();
    await page.getByRole('button', { name: 'Следующий день' }).click();
    await page.getByTestId('day-title').filter({ hasText: 'Завтра' }).waitFor();
    const card = page.getByTestId('busy-slot').filter({ hasText: 'Кира Клиентова' });
    await card.getByText('Коррекция бровей').waitFor();
    await card.getByText('12:00 — 13:00').waitFor();
    await card.getByText('Брови').waitFor();
    await card.getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Отменить запись' }).click();
    await page.getByText('Запись отменена').waitFor();
    await page.getByText('На этот день записей нет').waitFor();
    // The calendar toggle opens the shared calendar; picking a day shows it and closes the calendar.
    await page.getByRole('button', { name: 'Показать календарь' }).click();
    await page.locator(`[role="gridcell"][data-date="${date}"]`).waitFor();
    const today = dateIn('Europe/Moscow');
    await page.locator(`[role="gridcell"][data-date="${today}"]`).click();
    await page.getByTestId('day-title').filter({ hasText: 'Сегодня' }).waitFor();
    assert.equal(await page.getByRole('grid').count(), 0);

    const mine = await api<{ id: number; status: string }[]>(client, 'GET', `bookings/telegram_id/${client.id}`);
    assert.equal(mine.json.find((b) => b.id === booked.json.id)?.status, 'cancelled');
    const again = await bookWith(client, brows, date, '12:00');
    assert.equal(again.status, 201, 'the freed time can be booked again');

    // Another master opening this master's id sees no cabinet.
    const other = newUser('Чужой');
    await registerMaster(other);
    await goAs(page, other, `/worker/${worker.workerId}/bookings`);
    await page.getByText('Работник не найден').waitFor();
    assert.equal(await page.getByTestId('busy-slot').count(), 0);
    await page.close();
  });

  it("the invite link copies, and opened by a new client leads to the master's welcome page", async () => {
    const master = newUser('Алла');
    const worker = await registerMaster(master);
    const page = await newPage(web.browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await goAs(page, master, '/profile');
    // The profile is prefilled; a picked photo is uploaded and saved with it.
    assert.equal(await page.getByLabel('Имя', { exact: true }).inputValue(), 'Алла');
    assert.equal(await page.getByLabel('Телефон', { exact: true }).inputValue(), '+7 (999) 111-22-33');
    assert.ok(await page.getByLabel('Адрес', { exact: true }).isDisabled(), "the seeded address is 'Онлайн'");
    await page.getByLabel('Фото').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Сохранено').waitFor();
    const saved = await api<{ avatar: string }>(master, 'GET', `workers/${worker.workerId}`);
    assert.match(saved.json.avatar, /^\/api\/files\/[0-9a-f]{32}\.png$/);
    const copy = page.getByRole('button', { name: 'Копировать ссылку' });
    await copy.click();
    await page.getByRole('button', { name: 'Скопировано!' }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(link);
    assert.equal(url.origin, 'https://t.me');
    assert.equal(url.searchParams.get('startapp'), worker.uuid);
    await copy.waitFor({ timeout: 4000 });

    // Telegram opens the Mini App with the start parameter in the launch data.
    const client = newUser('Новый', 'Клиент');
    const startParam = url.searchParams.get('startapp')!;
    const guest = await newPage(web.browser);
    await guest.goto(`${BASE_URL}/${launchHash(client, { startParam })}`);
    await guest.waitForURL((u) => u.pathname === `/welcome/${worker.placeId}/${worker.workerId}`);
    await guest.locator('[data-area="client"]').waitFor();
    assert.equal(await guest.getByTestId('not-found').count(), 0);
    await page.close();
    await guest.close();
  });

  it('the 11th service on the free plan is refused with a clear message', async () => {
    const master = newUser('Ирина');
    const worker = await registerMaster(master);
    const category_id = await addCategory(worker, 'Стрижки');
    for (let n = 1; n <= 10; n++) await addService(worker, { category_id, title: `Услуга ${n}`, price: 100 * n });
    const refused = await api<{ message?: string; error?: string }>(master, 'POST', 'services/', {
      worker_id: worker.workerId, category_id, place_id: worker.placeId, title: 'Услуга 11', price: 1100,
    });
    assert.equal(refused.status, 409);

    const page = await newPage(web.browser);
    await goAs(page, master, '/service');
    // Before: the list says so and offers a bigger plan.
    const notice = page.getByTestId('plan-limit');
    await notice.getByText('не больше 10 активных услуг').waitFor();
    // After: the form (which also says so) sends, and shows the server's refusal.
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    await page.getByTestId('plan-limit').waitFor();
    await page.getByLabel('Название', { exact: true }).fill('Услуга 11');
    await page.getByLabel('Цена, ₽').fill('1100');
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Что-то пошло не так... Проверьте заполненность полей').waitFor();
    const serverMessage = refused.json.message ?? refused.json.error ?? '';
    await page.getByRole('alert').filter({ hasText: serverMessage }).first().waitFor();
    await page.getByTestId('plan-limit').getByRole('button', { name: 'Управление подпиской' }).click();
    await page.waitForURL(`${BASE_URL}/subscription/plans`);
    await page.getByRole('heading', { name: 'Выберите тарифный план' }).waitFor();
    await page.close();
  });
});

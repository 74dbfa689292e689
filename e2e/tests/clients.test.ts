import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { api, bookWith, newMaster, newUser, openAs, timeStepOf, useBrowser, useMasterRemote, workingDay } from './fixtures';

// The master's clients. A note written on the card is there when the card is opened
// again (also when the app is closed mid-edit), and a blocked client's booking is refused.

describe("the master's clients", () => {
  const web = useBrowser();
  useMasterRemote();

  it('a master writes a note about a client, reopens the card and finds it', async () => {
    const master = await newMaster('Вера');
    const date = await workingDay(master, 1);
    const client = newUser('Ольга', 'Смирнова');
    assert.equal((await bookWith(client, master, date, '10:00')).status, 201);

    const page = await openAs(web.browser, master.user, '/profile');
    await page.getByRole('button', { name: 'Клиенты' }).click();
    await page.getByRole('heading', { name: 'Клиенты' }).waitFor();
    await page.getByTestId('client-row').filter({ hasText: 'Ольга Смирнова' }).click();
    await page.getByRole('heading', { name: 'Ольга Смирнова' }).waitFor();
    const note = page.getByLabel('Заметка о клиенте');
    await note.fill('Аллергия на латекс, любит короткие ногти');
    await page.getByTestId('note-status').filter({ hasText: 'Сохранено' }).waitFor();

    await page.goBack();
    await page.getByTestId('client-row').filter({ hasText: 'Ольга Смирнова' }).click();
    assert.equal(await page.getByLabel('Заметка о клиенте').inputValue(), 'Аллергия на латекс, любит короткие ногти');
    // And from the server, on a fresh load of the card.
    await page.reload();
    await page.getByRole('heading', { name: 'Ольга Смирнова' }).waitFor();
    assert.equal(await page.getByLabel('Заметка о клиенте').inputValue(), 'Аллергия на латекс, любит короткие ногти');

    // Typed, and the app closed at once, before the pause that saves: the note is kept all the same.
    await page.getByLabel('Заметка о клиенте').fill('Записать на понедельник');
    await page.close({ runBeforeUnload: true });
    const again = await openAs(web.browser, master.user, `/clients/${client.id}`);
    await again.getByRole('heading', { name: 'Ольга Смирнова' }).waitFor();
    assert.equal(await again.getByLabel('Заметка о клиенте').inputValue(), 'Записать на понедельник');
    await again.context().close();
  });

  it("a blocked client's booking is refused with 'Запись к этому мастеру недоступна'; unblocked, they book", async () => {
    const master = await newMaster('Алла');
    const date = await workingDay(master, 1);
    const client = newUser('Жанна', 'Неявкина');
    assert.equal((await bookWith(client, master, date, '10:00')).status, 201);

    // The master opens the card from the booking in the day view and blocks the client.
    const cabinet = await openAs(web.browser, master.user, `/bookings?date=${date}`);
    await cabinet.getByRole('link', { name: 'Жанна Неявкина' }).click();
    await cabinet.getByRole('heading', { name: 'Жанна Неявкина' }).waitFor();
    await cabinet.getByRole('switch', { name: 'Заблокировать' }).check();
    await cabinet.getByTestId('block-state').filter({ hasText: 'Клиент не может записаться к вам' }).waitFor();

    const page = await openAs(web.browser, client, `${timeStepOf(master)}?date=${date}`);
    await page.getByTestId('slot-list').getByRole('button', { name: '15:00 — 15:30' }).click();
    await page.getByRole('button', { name: 'Записаться' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Не удалось записаться: Запись к этому мастеру недоступна').waitFor();
    await alert.getByRole('button', { name: 'Понятно' }).click();
    assert.equal((await api<unknown[]>(master.user, 'GET', `workers/${master.workerId}/bookings/${date}`)).json.length, 1, 'no booking was made');

    await cabinet.getByRole('switch', { name: 'Заблокировать' }).uncheck();
    await cabinet.getByTestId('block-state').filter({ hasText: 'Клиент может записываться к вам.' }).waitFor();
    assert.equal((await bookWith(client, master, date, '15:00')).status, 201, 'unblocked, the client books again');
    await page.context().close();
    await cabinet.context().close();
  });
});

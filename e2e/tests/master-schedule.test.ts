import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { ANNA, MARIA } from './browser';
import { api, bookWith, goAs, newMaster, newUser, openDay, phonePage, settled, useBrowser, useMasterRemote, type TestMaster, type TgUser } from './fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '';

/** Dates on the masters' clock (the demo masters live in Moscow). */
const today = dateIn('Europe/Moscow');
const day = (offset: number) => addDays(today, offset);
/** '25 ноября' as the screens write dates for people (the year only when it is not this one). */
const human = (date: string) =>
  new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', timeZone: 'UTC', ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }) })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(/\s*г\.$/, '');

/** A phone; with E2E_DEBUG_NOTICES set, the notices and dialogs it shows are printed as they come. */
async function phone(browser: Browser): Promise<Page> {
  const page = await phonePage(browser);
  if (process.env.E2E_DEBUG_NOTICES) {
    page.on('console', (m) => m.text().startsWith('[notice]') && console.log(m.text()));
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const r of records) for (const n of Array.from(r.addedNodes)) {
          if (!(n instanceof HTMLElement)) continue;
          for (const el of [n, ...Array.from(n.querySelectorAll('*'))]) {
            if (el.matches('.bk-notice, [role="alertdialog"]')) console.log('[notice]', (el as HTMLElement).innerText.replace(/\s+/g, ' '));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }
  return page;
}

/** Opens a master's schedule (optionally on a date) and waits for the day editor. */
async function openSchedule(page: Page, user: TgUser, workerId: number, date?: string) {
  await goAs(page, user, `/worker/${workerId}/schedule${date ? `?date=${date}` : ''}`);
  await page.getByRole('grid', { name: 'Рабочие дни' }).waitFor();
  await page.getByTestId('day-editor').waitFor();
}

/** The calendar cell of `date`, moving to the next month when it is not on the grid. */
async function cell(page: Page, date: string) {
  const target = page.locator(`[role="gridcell"][data-date="${date}"]`);
  for (let i = 0; i < 3 && (await target.count()) === 0; i++) {
    const first = (await page.locator('[role="gridcell"]').first().getAttribute('data-date')) ?? '';
    await page.getByRole('button', { name: date < first ? 'Предыдущий месяц' : 'Следующий месяц' }).click();
  }
  return target;
}

async function chooseDay(page: Page, date: string) {
  await (await cell(page, date)).click();
  await page.locator(`[data-testid="day-editor"][data-date="${date}"]`).locator('[data-testid="day-slots"], [data-testid="day-empty"]').first().waitFor();
}

async function longPress(page: Page, date: string) {
  const box = (await (await cell(page, date)).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The hold itself is the gesture (a person's finger held down), not a wait for the page.
  await page.waitForTimeout(700);
  await page.mouse.up();
}

const notice = (page: Page, title: string, message: string) =>
  page.locator('.bk-notice').filter({ has: page.getByText(title, { exact: true }) }).filter({ has: page.getByText(message, { exact: true }) });

/** Waits for something; when it does not come, the test output shows what the screen said instead. */
async function expectOn(page: Page, what: ReturnType<Page['locator']>) {
  try {
    await what.waitFor({ timeout: 10_000 });
  } catch (error) {
    console.error('# notices:', await page.locator('.bk-notice').allInnerTexts(), '\n# page:', (await page.locator('main').innerText()).replace(/\s+/g, ' ').slice(0, 1500));
    await page.screenshot({ path: `/tmp/m15-fail-${Date.now()}.png`, fullPage: true });
    throw error;
  }
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Writes the page sends to the API (everything but GET, and but the zone a device sends once on its first screen). */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    const write = `${r.method()} ${new URL(r.url()).pathname}`;
    if (r.url().includes('/api/') && r.method() !== 'GET' && write !== 'POST /api/profile/timezone') writes.push(write);
  });
  return writes;
}

describe('master schedule', () => {
  const web = useBrowser();
  useMasterRemote();
  /** A brand-new master: profile, a category and a 30-minute service, and no schedule at all. */
  let vera: TestMaster;
  let master: TgUser;
  let workerId = 0;
  before(async () => {
    vera = await newMaster('Вера');
    ({ user: master, workerId } = vera);
  });

  /** A client's booking at 10:00 on `date` (the day gets a 09:00–18:00 schedule first when it has none). */
  async function bookAt(date: string) {
    const dayNow = (await api<{ timeslots: unknown[] }>(ANNA, 'GET', `timetable/${workerId}/${date}`)).json;
    if (dayNow.timeslots.length === 0) await openDay(vera, date);
    const booked = await bookWith(ANNA, vera, date, '10:00');
    assert.equal(booked.status, 201, JSON.stringify(booked.json));
  }

  it('a new master creates a day with the defaults, adds a break, and a client gets exactly the bookable times; opening the month makes 3 API calls (dates, the day, the places), another day 1', async () => {
    const page = await phone(web.browser);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/')) calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await openSchedule(page, master, workerId);
    await page.getByTestId('day-empty').waitFor();
    await page.waitForLoadState('networkidle');
    // Who the caller is (the cabinet gate, once per session) is not the month's data; the month is
    // its dates, the open day and the master's places (a master at several chooses where a day is).
    // The zone a new user's device sends once, on whatever screen it opens first, is not either, nor
    // the person's language the app reads after the first screen (a choice made on another device).
    const month = calls.filter((c) => !c.includes('/workers/telegram/') && c !== 'POST /api/profile/timezone' && c !== 'GET /api/profile/language');
    console.log(`# opening the schedule cold: ${calls.length} API calls (${calls.join(', ')}); the month's: ${month.length}`);
    assert.ok(month.length <= 3, `opening the month made ${month.length} calls: ${month.join(', ')}`);
    await shoot(page, 'schedule-light-empty-today');

    const date = day(2);
    calls.length = 0;
    await chooseDay(page, date);
    await page.waitForLoadState('networkidle');
    console.log(`# choosing another day: ${calls.length} API call(s) (${calls.join(', ')})`);
    assert.deepEqual(calls, [`GET /api/timetable/${workerId}/${date}`]);
    await page.getByText('Таймслотов на эту дату нет').waitFor();
    const value = (name: string) => page.getByRole('combobox', { name }).inputValue();
    assert.deepEqual(
      [await value('Начало работы, часы'), await value('Начало работы, минуты'), await value('Конец работы, часы'), await value('Начало перерыва 1, часы'), await value('Конец перерыва 1, часы')],
      ['9', '0', '18', '13', '14'],
    );
    await page.getByRole('button', { name: 'Создать расписание' }).click();
    await expectOn(page, notice(page, 'Успешно', 'Расписание создано'));
    await page.getByRole('button', { name: 'Сохранить' }).waitFor();
    assert.equal(await (await cell(page, date)).evaluate((el) => el.className.includes('scheduled')), true, 'the day is marked on the calendar');

    await page.getByRole('button', { name: '+ Добавить перерыв' }).click();
    await page.getByRole('combobox', { name: 'Начало перерыва 2, часы' }).selectOption('16');
    await page.getByRole('combobox', { name: 'Конец перерыва 2, минуты' }).selectOption('30');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expectOn(page, notice(page, 'Успешно', 'Расписание обновлено'));
    await page.getByTestId('day-slots').getByText('16:00 — 16:30').waitFor();
    await shoot(page, 'schedule-light-edited');

    // The client's view of the day: work 09:00–18:00 less the two breaks, on the 30-minute grid.
    const [clientDay] = (await api<{ timeslots: { time_start: string; time_end: string; status: string }[] }[]>(ANNA, 'GET', `timeslots/${workerId}/${date}`)).json;
    const min = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    const free = clientDay!.timeslots.filter((s) => s.status === 'free');
    const breaks = clientDay!.timeslots.filter((s) => s.status === 'break');
    const starts: string[] = [];
    for (const f of free) {
      for (let t = min(f.time_start); t + 30 <= min(f.time_end); t += 30) {
        if (!breaks.some((b) => t < min(b.time_end) && min(b.time_start) < t + 30)) starts.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
      }
    }
    assert.deepEqual(starts, [
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30',
      '14:00', '14:30', '15:00', '15:30', '16:30', '17:00', '17:30',
    ]);
    await page.close();
  });

  it('copy a day, paste onto an empty day, onto a scheduled day (after confirming), and onto a booked day (refused)', async () => {
    const page = await phone(web.browser);
    const writes = watchWrites(page);
    const [source, empty, scheduled, booked] = [day(2), day(3), day(4), day(5)];
    await openDay(vera, scheduled, '10:00', '12:00');
    await openDay(vera, booked);
    await openSchedule(page, master, workerId, source);
    await page.getByRole('button', { name: 'Копировать' }).click();
    await page.getByTestId('copied-day').getByText(`Скопировано: ${human(source)}`).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Вставить' }).count(), 0, 'no paste onto the copied day itself');

    await chooseDay(page, empty);
    await page.getByRole('button', { name: 'Вставить' }).click();
    await expectOn(page, notice(page, 'Готово', 'Расписание вставлено'));
    await page.getByTestId('day-slots').getByText('16:00 — 16:30').waitFor();

    await chooseDay(page, scheduled);
    await page.getByTestId('day-slots').getByText('10:00 — 12:00').waitFor();
    await page.getByRole('button', { name: 'Вставить' }).click();
    const dialog = page.getByRole('alertdialog');
    await expectOn(page, dialog.getByText('Вставить расписание?'));
    await shoot(page, 'schedule-light-paste-confirm');
    await dialog.getByRole('button', { name: 'Вставить' }).click();
    await expectOn(page, notice(page, 'Готово', 'Расписание вставлено'));
    await page.getByTestId('day-slots').getByText('09:00 — 18:00').waitFor();

    // The day is open when a client books it: the server refuses the paste with the spec's text.
    await chooseDay(page, booked);
    await bookAt(booked);
    await page.getByRole('button', { name: 'Вставить' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Вставить' }).click();
    await expectOn(page, notice(page, 'Нельзя вставить', 'На целевой дате есть брони. Вставка запрещена.'));
    // Opened again, the day shows the booking and refuses before any call.
    await chooseDay(page, empty);
    await chooseDay(page, booked);
    await page.getByTestId('day-booked').waitFor();
    const refusal = notice(page, 'Нельзя вставить', 'На целевой дате есть брони. Вставка запрещена.');
    await refusal.waitFor({ state: 'detached' });
    const before = writes.length;
    await page.getByRole('button', { name: 'Вставить' }).click();
    await refusal.waitFor();
    assert.equal(writes.length, before, 'nothing sent for a booked target');
    await shoot(page, 'schedule-light-booked');
    assert.deepEqual(writes.filter((w) => w.endsWith('/timetable/copy')).length, 3);
    await page.close();
  });

  it('multi-select five days by long press; applying names the booked date; deleting several', async () => {
    const page = await phone(web.browser);
    const booked = day(5);
    const picks = [day(6), booked, day(7), day(8), day(9)];
    const bookedNow = (await api<{ timeslots_busy: unknown[] }>(master, 'GET', `timetable/${workerId}/${booked}`)).json;
    if (bookedNow.timeslots_busy.length === 0) await bookAt(booked);
    await openSchedule(page, master, workerId, day(6));
    await longPress(page, picks[0]!);
    await page.getByTestId('multi-editor').waitFor();
    for (const d of picks.slice(1)) await (await cell(page, d)).click();
    await page.getByRole('heading', { name: 'Выбрано дат: 5' }).waitFor();
    await shoot(page, 'schedule-light-multi');
    await page.getByRole('button', { name: 'Применить ко всем' }).click();
    await expectOn(page, notice(page, 'Не для всех дат', `Расписание создано для всех дат, кроме ${human(booked)} - записаны клиенты!`));
    for (const d of picks.filter((p) => p !== booked)) {
      const got = (await api<{ timeslots: { time_start: string; status: string }[] }>(master, 'GET', `timetable/${workerId}/${d}`)).json;
      assert.deepEqual(got.timeslots.map((s) => `${s.time_start} ${s.status}`), ['09:00:00 free', '13:00:00 break'], d);
    }

    await page.getByRole('button', { name: 'Удалить у всех' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await expectOn(page, notice(page, 'Не для всех дат', `Расписание удалено для всех дат, кроме ${human(booked)} - записаны клиенты!`));
    for (const d of picks) {
      const got = (await api<{ timeslots: unknown[] }>(master, 'GET', `timetable/${workerId}/${d}`)).json;
      assert.equal(got.timeslots.length > 0, d === booked, d);
    }

    // Tapping days off below two leaves the mode; the close button leaves and clears.
    for (const d of picks.slice(1, 4)) await (await cell(page, d)).click();
    await page.getByRole('heading', { name: 'Выбрано дат: 2' }).waitFor();
    await (await cell(page, picks[4]!)).click();
    await page.getByTestId('multi-editor').waitFor({ state: 'detached' });
    await page.getByTestId('day-editor').waitFor();

    // Two scheduled days deleted at once: every one goes.
    await longPress(page, day(3));
    await (await cell(page, day(4))).click();
    await page.getByRole('button', { name: 'Удалить у всех' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
    await expectOn(page, notice(page, 'Успешно', 'Расписание удалено для 2 дат!'));
    await page.getByRole('button', { name: 'Закрыть выбор дат' }).click();
    await page.getByTestId('multi-editor').waitFor({ state: 'detached' });
    assert.equal(await page.locator('[role="gridcell"][aria-selected="true"]').count(), 1, 'only the open day stays selected');
    await page.close();
  });

  it('past days are read-only: slots listed, nothing to edit; an empty past day says so; long press does not pick them', async () => {
    const page = await phone(web.browser);
    const writes = watchWrites(page);
    // Maria's yesterday (demo data) had a schedule.
    const maria = (await api<{ id: number }>(MARIA, 'GET', `workers/telegram/${MARIA.id}`)).json;
    await openSchedule(page, MARIA, maria.id, day(-1));
    await page.getByTestId('day-slots').getByText('09:00 — 13:00').waitFor();
    await page.getByText('Прошедшие даты доступны только для просмотра').waitFor();
    assert.equal(await page.getByRole('combobox').count(), 0);
    for (const name of ['Сохранить', 'Создать расписание', 'Удалить', 'Вставить']) assert.equal(await page.getByRole('button', { name }).count(), 0, name);
    assert.equal(await page.getByRole('button', { name: 'Выбрать несколько дней' }).count(), 0);
    await shoot(page, 'schedule-light-past');
    await page.close();

    const fresh = await phone(web.browser);
    await openSchedule(fresh, master, workerId, day(-1));
    await fresh.getByText('В этот день вы не создавали расписания').waitFor();
    await longPress(fresh, day(-1));
    // Not started: not once the page has shown what the press, held past its time, made it do.
    await settled(fresh);
    assert.equal(await fresh.getByTestId('multi-editor').count(), 0, 'a past day does not start multi-select');
    await goAs(fresh, master, `/worker/${workerId}/schedule?date=2024-12-31`);
    await fresh.getByText('Неверная дата').waitFor();
    assert.deepEqual(writes, []);
    await fresh.close();
  });

  it('a validation error shows its text and sends nothing', async () => {
    const page = await phone(web.browser);
    const writes = watchWrites(page);
    await openSchedule(page, master, workerId, day(11));
    await page.getByText('Таймслотов на эту дату нет').waitFor();
    await page.getByRole('combobox', { name: 'Конец работы, часы' }).selectOption('08');
    await page.getByRole('button', { name: 'Создать расписание' }).click();
    await expectOn(page, notice(page, 'Ошибка', 'Начало работы должно быть раньше конца'));
    await shoot(page, 'schedule-light-validation');
    assert.deepEqual(writes, []);
    await page.close();
  });

  it('a master at two places sees where each part of a day is, chooses the place of a new day, and sees the place of each booking', async () => {
    // Ольга (demo data) works at Тверская in the morning and at Арбат in the afternoon.
    const olga = { id: 200002, first_name: 'Ольга', last_name: 'Петрова' };
    const page = await phone(web.browser);
    await openSchedule(page, olga, 2, day(1));
    // Her schedule's rows (other stories may have booked her that day: busy time has no place of its own).
    const rows = page.locator(`[data-testid="day-editor"][data-date="${day(1)}"] [data-testid="day-slots"] li:not([data-status="busy"])`);
    await rows.first().waitFor();
    await page.getByTestId('slot-place').first().waitFor();
    assert.deepEqual(
      (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim()),
      ['09:00 — 13:00 Свободно Лайм на Тверской', '13:00 — 14:00 Перерыв Лайм на Тверской', '14:00 — 18:00 Свободно Лайм на Арбате'],
    );
    await page.getByTestId('mixed-places').waitFor();

    // A new day: the first place by default; she picks Арбат and the day is there.
    const date = day(16);
    await chooseDay(page, date);
    await page.getByText('Таймслотов на эту дату нет').waitFor();
    const choice = page.getByTestId('place-select');
    assert.equal(await choice.inputValue(), '1');
    await choice.selectOption({ label: 'Лайм на Арбате · Москва, ул. Арбат, 24' });
    await page.getByRole('button', { name: 'Создать расписание' }).click();
    await expectOn(page, notice(page, 'Успешно', 'Расписание создано'));
    await page.locator(`[data-testid="day-editor"][data-date="${date}"]`).getByTestId('slot-place').first().filter({ hasText: 'Лайм на Арбате' }).waitFor();
    const stored = (await api<{ timeslots: { place_id: number }[] }>(olga, 'GET', `timetable/2/${date}?include_expired=true`)).json;
    assert.deepEqual([...new Set(stored.timeslots.map((s) => s.place_id))], [2]);
    assert.equal((await api(olga, 'DELETE', `timetable/?worker_id=2&date=${date}`)).status, 200);

    // A client's pedicure at Арбат on that day shows with its place in her day view.
    const booked = await bookWith(newUser('Ада', 'Клиентова'), { workerId: 2, placeId: 2, serviceId: 5 }, day(1), '16:00');
    assert.equal(booked.status, 201, JSON.stringify(booked.json));
    await goAs(page, olga, `/worker/2/bookings?date=${day(1)}`);
    const card = page.getByTestId('busy-slot').filter({ hasText: 'Ада Клиентова' });
    await card.getByTestId('booking-place').filter({ hasText: 'Лайм на Арбате' }).waitFor();
    await shoot(page, 'bookings-light-two-places');
    await page.close();
  });

  it('/schedule without a worker id opens the caller’s own schedule', async () => {
    const page = await phone(web.browser);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(new URL(r.url()).pathname));
    await goAs(page, master, `/schedule?date=${day(2)}`);
    await page.locator(`[data-testid="day-editor"][data-date="${day(2)}"]`).getByText('16:00 — 16:30').waitFor();
    assert.ok(calls.includes(`/api/workers/telegram/${master.id}`) && calls.includes(`/api/timetable/${workerId}/${day(2)}`), calls.join(', '));
    await page.close();
  });
});

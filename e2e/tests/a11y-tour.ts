import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, dateIn } from '../support/clock.mjs';
import { BASE_URL, launchHash, newContext } from './browser';
import { ANNA_AS_SEEDED, MARIA_AS_SEEDED, PALETTES, axeViolations, describeFindings, nodeCount, settle, type AxeFinding, type PaletteName } from './axe';
import { api, newUser, useBrowser, useMasterRemote, type TgUser } from './fixtures';

/** E2E_SHOTS_DIR=folder: a 390x844 screenshot of every stop of the tour, per palette, for a person to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * A screen of the tour: where it is (or how to find it: a booking made first), as whom, and what to
 * do on it before axe looks (wait for its content; a state worth checking).
 */
type Stop = { name: string; path: string | ((context: BrowserContext) => Promise<string>); user?: TgUser; then?: (page: Page) => Promise<void> };

const FLOW = '/booking/business/1/place/1/worker/1';
const OLGA_AS_SEEDED: TgUser = { id: 200002, first_name: 'Ольга', last_name: 'Петрова', username: 'demo_olga' };
const pickFirstSlot = async (page: Page) => {
  await page.getByTestId('slot-list').getByRole('button').first().click();
};
const moscowDay = (days: number) => addDays(dateIn('Europe/Moscow'), days);

/** `f`'s promise, made once on the first call (stops that share a booking). */
const once = <T>(f: (context: BrowserContext) => Promise<T>) => {
  let promise: Promise<T> | undefined;
  return (context: BrowserContext) => (promise ??= f(context));
};

/** The bookings the tour made for its move steps, cancelled at its end (the seeded master's month stays as it was). */
const made: { user: TgUser; id: string }[] = [];

/** `user` books the seeded master's first free time tomorrow through the time step, as a client does; the booking's id. */
async function bookTomorrow(context: BrowserContext, user: TgUser): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${FLOW}/service/2/timeslots?date=${moscowDay(1)}${launchHash(user)}`);
  await pickFirstSlot(page);
  await page.getByRole('button', { name: 'Записаться' }).click();
  await page.waitForURL(/\/success\?booking=\d+$/);
  const id = new URL(page.url()).searchParams.get('booking')!;
  made.push({ user, id });
  await page.close();
  return id;
}

/** The move step with its times shown. */
const moveStepShown = async (page: Page) => {
  await page.getByRole('heading', { name: 'Перенос записи' }).waitFor();
  await page.getByTestId('present-time').waitFor();
  await page.getByTestId('slot-list').getByRole('button').first().waitFor();
};
const moveStepTimeChosen = async (page: Page) => {
  await moveStepShown(page);
  await pickFirstSlot(page);
  await page.getByTestId('slot-list').locator('[aria-pressed="true"]').waitFor();
};

/**
 * A day of the last 7 with a booking of Ольга's whose start has passed, as her day view's 'Пришёл' /
 * 'Не пришёл' need: the demo data's booking of yesterday, yesterday counted from when the
 * product started (a run that crosses midnight finds it the day before).
 */
async function olgasPastDay(): Promise<string> {
  for (let days = 1; days <= 7; days++) {
    const date = moscowDay(-days);
    const day = await api<unknown[]>(OLGA_AS_SEEDED, 'GET', `workers/2/bookings/${date}`);
    assert.equal(day.status, 200, JSON.stringify(day.json));
    if (day.json.length > 0) return date;
  }
  throw new Error('no booking of Ольга in the last 7 days (the demo data has one yesterday)');
}

/**
 * Every screen of the app (docs/product.md, Screens and routes), with the states that add colours (a chosen service, a
 * chosen time, the rules modal), and those of a booking's move and attendance: the move step
 * (client's and master's), the rules form, a past day with 'Пришёл' / 'Не пришёл'.
 */
function tour(area: Area): Stop[] {
  const client = newUser('Ирина');
  const clientBooking = once((context) => bookTomorrow(context, client));
  const masterBooking = once((context) => bookTomorrow(context, newUser('Вера')));
  const stops: Stop[] = [
    { name: 'Home', path: '/' },
    { name: 'place', path: '/place/1' },
    { name: 'worker', path: '/worker/1/1' },
    { name: 'worker welcome', path: '/welcome/1/1' },
    { name: 'business', path: '/business/1' },
    { name: 'choose place', path: '/booking/business/1/place' },
    { name: 'choose worker', path: '/booking/business/1/place/1/worker' },
    { name: 'services', path: `${FLOW}/service` },
    { name: 'services, one chosen', path: `${FLOW}/service`, then: (page) => page.getByRole('button', { name: /Мужская стрижка/ }).click() },
    { name: 'time step', path: `${FLOW}/service/2/timeslots` },
    { name: 'time step, a time chosen', path: `${FLOW}/service/2/timeslots`, then: pickFirstSlot },
    {
      name: 'success',
      path: `${FLOW}/service/2/timeslots`,
      user: client,
      then: async (page) => {
        await pickFirstSlot(page);
        await page.getByRole('button', { name: 'Записаться' }).click();
        await page.getByRole('heading', { name: 'Запись оформлена!' }).waitFor();
      },
    },
    { name: 'Мои записи', path: '/bookings' },
    { name: 'move step', path: async (c) => `/booking/${await clientBooking(c)}/move`, user: client, then: moveStepShown },
    { name: 'move step, a new time chosen', path: async (c) => `/booking/${await clientBooking(c)}/move`, user: client, then: moveStepTimeChosen },
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
    // The master's area (and the plans page), from here on.
    { name: 'master welcome', path: '/welcome/master', user: newUser('Новый') },
    { name: 'master bookings', path: '/bookings', user: MARIA_AS_SEEDED },
    {
      name: 'master bookings, who came',
      path: async () => `/bookings?date=${await olgasPastDay()}`,
      user: OLGA_AS_SEEDED,
      then: (page) => page.getByTestId('busy-slot').getByRole('button', { name: 'Пришёл', exact: true }).first().waitFor(),
    },
    { name: 'master move step', path: async (c) => `/worker/1/booking/${await masterBooking(c)}/move`, user: MARIA_AS_SEEDED, then: moveStepShown },
    { name: 'master schedule', path: '/schedule', user: MARIA_AS_SEEDED, then: (page) => page.getByTestId('day-editor').waitFor() },
    { name: 'master services', path: '/service', user: MARIA_AS_SEEDED },
    { name: 'master service editor', path: '/service/create', user: MARIA_AS_SEEDED },
    { name: 'master profile', path: '/profile', user: MARIA_AS_SEEDED },
    {
      name: 'master profile, the rules',
      path: '/profile',
      user: MARIA_AS_SEEDED,
      then: async (page) => {
        const form = page.getByTestId('change-rules-form');
        await form.getByRole('heading', { name: 'Правила отмены и переноса' }).waitFor();
        await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      },
    },
    // 'Статистика' of a master on the free plan (sample figures under the veil); the 'Про' master's screen is checked in analytics.test.ts, on a product whose bot can take the payment.
    { name: 'master analytics', path: '/analytics', user: MARIA_AS_SEEDED, then: (page) => page.getByRole('region', { name: 'Статистика доступна в плане «Про»' }).waitFor() },
    { name: 'plans', path: '/subscription/plans', user: MARIA_AS_SEEDED },
    // The master's clients, and the card of Анна (seeded bookings with Мария), looked at only.
    { name: 'master clients', path: '/clients', user: MARIA_AS_SEEDED, then: (page) => page.getByTestId('client-row').first().waitFor() },
    { name: 'master client card', path: `/clients/${ANNA_AS_SEEDED.id}`, user: MARIA_AS_SEEDED, then: (page) => page.getByLabel('Заметка о клиенте').waitFor() },
    // The profile's 'Автоответ в личных сообщениях' and 'Календарь', scrolled to.
    {
      name: 'master profile, autoreply and calendar',
      path: '/profile',
      user: MARIA_AS_SEEDED,
      then: async (page) => {
        await page.getByTestId('calendar-url').waitFor();
        await page.getByRole('switch', { name: 'Отвечать клиентам' }).waitFor();
        await page.getByTestId('business-autoreply').scrollIntoViewIfNeeded();
        await page.getByTestId('business-autoreply').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      },
    },
  ];
  const firstMaster = stops.findIndex((s) => s.name === 'master welcome');
  return area === 'client' ? stops.slice(0, firstMaster) : stops.slice(firstMaster);
}

/** The client's screens, or the master's (with the plans page). */
export type Area = 'client' | 'master';

/**
 * The axe tour in one palette: every screen, one line each, failing on any serious or critical
 * violation. One test file per palette and area (a11y-client-light, ...), so each stays well within
 * the runner's per-file time limit on a busy machine.
 */
export function axeTour(palette: PaletteName, area: Area): void {
  describe(`accessibility: axe-core (WCAG 2 A/AA) on every ${area} screen, in Telegram's ${palette} palette`, () => {
    const web = useBrowser();
    useMasterRemote();

    it(`no serious or critical violation on any ${area} screen in the ${palette} palette`, async () => {
      const context = await newContext(web.browser, { viewport: { width: 390, height: 844 } });
      const failures: { screen: string; findings: AxeFinding[] }[] = [];
      let total = 0;
      for (const stop of tour(area)) {
        const where = typeof stop.path === 'string' ? stop.path : await stop.path(context);
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error('[pageerror]', error.message));
        await page.goto(`${BASE_URL}${where}${launchHash(stop.user ?? ANNA_AS_SEEDED, { theme: PALETTES[palette] })}`);
        await settle(page);
        if (stop.then) {
          await stop.then(page);
          await settle(page);
        }
        if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${palette}-${stop.name.replace(/[^\p{L}\d]+/gu, '-')}.png`) });
        const findings = await axeViolations(page);
        total += nodeCount(findings);
        console.log(`# axe ${palette} | ${stop.name}: ${describeFindings(findings)}`);
        if (findings.length > 0) failures.push({ screen: stop.name, findings });
        await page.close();
      }
      for (const { user, id } of made.splice(0)) assert.equal((await api(user, 'GET', `bookings/${id}/cancel`)).status, 200, `cancel booking ${id}`);
      console.log(`# axe ${palette}, ${area} area: ${total} serious/critical nodes on ${failures.length} screens`);
      for (const { screen, findings } of failures) {
        for (const f of findings) for (const n of f.nodes.slice(0, 4)) console.log(`#   ${screen} | ${f.id} | ${n.target} | ${n.summary}`);
      }
      await context.close();
      assert.equal(total, 0, failures.map((f) => `${f.screen}: ${describeFindings(f.findings)}`).join('; '));
    });
  });
}

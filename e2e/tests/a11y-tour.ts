import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, launchHash, newContext } from './browser';
import { ANNA_AS_SEEDED, MARIA_AS_SEEDED, PALETTES, axeViolations, describeFindings, nodeCount, settle, type AxeFinding, type PaletteName } from './axe';
import { newUser, useBrowser, useMasterRemote, type TgUser } from './fixtures';

/** E2E_SHOTS_DIR=folder: a 390x844 screenshot of every stop of the tour, per palette, for a person to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '';
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** A screen of the tour: where it is, as whom, and what to do on it before axe looks (a state worth checking). */
type Stop = { name: string; path: string; user?: TgUser; then?: (page: Page) => Promise<void> };

const FLOW = '/booking/business/1/place/1/worker/1';
const pickFirstSlot = async (page: Page) => {
  await page.getByTestId('slot-list').getByRole('button').first().click();
};

/** Every screen of the app (spec section 2), with the states that add colours (a chosen service, a chosen time, the rules modal). */
function tour(area: Area): Stop[] {
  const client = newUser('Ирина');
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
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
    // The master's area (and the plans page), from here on.
    { name: 'master welcome', path: '/welcome/master', user: newUser('Новый') },
    { name: 'master bookings', path: '/bookings', user: MARIA_AS_SEEDED },
    { name: 'master schedule', path: '/schedule', user: MARIA_AS_SEEDED, then: (page) => page.getByTestId('day-editor').waitFor() },
    { name: 'master services', path: '/service', user: MARIA_AS_SEEDED },
    { name: 'master service editor', path: '/service/create', user: MARIA_AS_SEEDED },
    { name: 'master profile', path: '/profile', user: MARIA_AS_SEEDED },
    { name: 'plans', path: '/subscription/plans', user: MARIA_AS_SEEDED },
    // Issue 43: the profile's 'Автоответ в личных сообщениях' and 'Календарь', scrolled to.
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
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error('[pageerror]', error.message));
        await page.goto(`${BASE_URL}${stop.path}${launchHash(stop.user ?? ANNA_AS_SEEDED, { theme: PALETTES[palette] })}`);
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
      console.log(`# axe ${palette}, ${area} area: ${total} serious/critical nodes on ${failures.length} screens`);
      for (const { screen, findings } of failures) {
        for (const f of findings) for (const n of f.nodes.slice(0, 4)) console.log(`#   ${screen} | ${f.id} | ${n.target} | ${n.summary}`);
      }
      await context.close();
      assert.equal(total, 0, failures.map((f) => `${f.screen}: ${describeFindings(f.findings)}`).join('; '));
    });
  });
}

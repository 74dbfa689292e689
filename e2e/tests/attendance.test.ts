import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { addDays, clockFor } from '../support/clock.mjs';
import { ROOT, remoteServer, startProduct } from '../support/product.mjs';
import { signedInitData } from './browser';
import { openAs, useBrowser, type TgUser } from './fixtures';

// Who came. A booking cannot be made in the past, so the story runs on a product of its
// own at a set moment (Thursday 3 December 2026, 12:00 in Moscow), whose demo data has a booking that
// started yesterday: Анна Клиентова with Ольга Петрова at 10:00 (api/src/db/seed.ts). Its own product
// also keeps the mark away from the suite's shared demo data.
const AT = '2026-12-03T12:00:00+03:00';
const YESTERDAY = addDays(AT.slice(0, 10), -1);
const OLGA: TgUser = { id: 200002, first_name: 'Ольга', last_name: 'Петрова', username: 'demo_olga' };
const ANNA: TgUser = { id: 100001, first_name: 'Анна', last_name: 'Клиентова', username: 'demo_anna' };

describe("the master marks who came in the day view", () => {
  const web = useBrowser();
  const clock = clockFor(AT);
  let product: Awaited<ReturnType<typeof startProduct>>;
  let remote: ReturnType<typeof remoteServer>;
  before(async () => {
    product = await startProduct({ testClock: clock.testClock });
    // The master area lives on a server of its own (the product's remotes.json says where).
    remote = remoteServer(path.join(ROOT, 'remote-master', 'dist'), product.masterPort);
    await remote.start();
  });
  after(async () => {
    await remote?.stop();
    await product?.stop();
  });

  /** The product's API as `user`, signed at the product's moment. */
  const call = async <T>(user: TgUser, apiPath: string): Promise<T> => {
    const res = await fetch(`${product.baseUrl}/api/${apiPath}`, { headers: { 'x-telegram-init-data': signedInitData(user, product.botToken, Date.now() + clock.shiftMs) } });
    assert.equal(res.status, 200, apiPath);
    return (await res.json()) as T;
  };

  it("marks yesterday's booking 'Не пришёл' and finds it kept after a reload", async () => {
    const page = await openAs(web.browser, OLGA, '/bookings', { product: { baseUrl: product.baseUrl, shiftMs: clock.shiftMs } });
    await page.getByTestId('day-title').filter({ hasText: 'Сегодня' }).waitFor();
    await page.getByRole('button', { name: 'Предыдущий день' }).click();
    const card = page.getByTestId('busy-slot').filter({ hasText: 'Анна Клиентова' });
    await card.getByText('10:00 — 11:30').waitFor();
    const came = card.getByRole('button', { name: 'Пришёл', exact: true });
    const noShow = card.getByRole('button', { name: 'Не пришёл' });
    assert.equal(await noShow.getAttribute('aria-pressed'), 'false');
    // A booking that has started is not the master's to move any more.
    assert.equal(await card.getByRole('button', { name: 'Перенести' }).count(), 0);

    await noShow.click();
    await card.locator('[aria-pressed="true"]', { hasText: 'Не пришёл' }).waitFor();
    assert.equal(await came.getAttribute('aria-pressed'), 'false');

    await page.reload();
    const again = page.getByTestId('busy-slot').filter({ hasText: 'Анна Клиентова' });
    await again.locator('[aria-pressed="true"]', { hasText: 'Не пришёл' }).waitFor();
    assert.equal(new URL(page.url()).searchParams.get('date'), YESTERDAY);

    // The server keeps it on the master's day; the client's own list does not show it.
    const day = await call<{ booking_id: number; client_name: string; attendance: string | null }[]>(OLGA, `workers/2/bookings/${YESTERDAY}`);
    assert.equal(day.find((b) => b.client_name === 'Анна Клиентова')?.attendance, 'no_show');
    const mine = await call<Record<string, unknown>[]>(ANNA, `bookings/telegram_id/${ANNA.id}`);
    assert.ok(mine.length > 0 && mine.every((b) => !('attendance' in b)), 'the client does not see who came');
    await page.close();
  });
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ROOT } from '../support/product.mjs';
import { ANNA, BASE_URL, MARIA, launchHash, newPage } from './browser';
import { useBrowser, useMasterRemote } from './fixtures';

describe('platform: shell, remotes, Telegram start-up', () => {
  const web = useBrowser();
  const master = useMasterRemote();

  it('the shell and a remote read one session store instance', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.locator('[data-area="client"]').waitFor();
    const shellId = await page.locator('[data-shell]').getAttribute('data-store-instance');
    const remoteId = await page.locator('[data-area="client"]').getAttribute('data-store-instance');
    assert.ok(shellId && shellId.length > 4);
    assert.equal(remoteId, shellId);
    await page.close();
  });

  it('the shell and a remote use one ky client, one query client and one copy of each shared package', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.locator('[data-area="client"]').waitFor();
    // Each app resolves shared packages through its own federation instance: what the client
    // remote's instance hands out is what the remote's code runs on. A remote that bundled its own
    // copy (left a package out of its `shared`) gets nothing here, or another object.
    // A string, not a function: the TypeScript loader's helpers would not exist in the page.
    const report = (await page.evaluate(`(async () => {
      const instances = globalThis.__FEDERATION__.__INSTANCES__;
      const shell = instances.find((i) => i.name === 'shell');
      const client = instances.find((i) => i.name === 'client');
      const resolve = async (instance, pkg) => {
        const factory = await instance.loadShare(pkg);
        return factory ? factory() : null;
      };
      const same = {};
      for (const pkg of ['react', 'react-dom', 'zustand', 'ky', '@tanstack/react-query', '@booking/platform']) {
        const mine = await resolve(shell, pkg);
        same[pkg] = mine !== null && mine === (await resolve(client, pkg));
      }
      const web = await resolve(shell, '@booking/platform');
      const remoteWeb = await resolve(client, '@booking/platform');
      for (const name of ['apiClient', 'queryClient', 'sessionStore']) same[name] = Boolean(remoteWeb) && web[name] === remoteWeb[name];
      return same;
    })()`)) as Record<string, boolean>;
    assert.deepEqual(report, {
      react: true,
      'react-dom': true,
      zustand: true,
      ky: true,
      '@tanstack/react-query': true,
      '@booking/platform': true,
      apiClient: true,
      queryClient: true,
      sessionStore: true,
    });
    await page.close();
  });

  it("Home's data is requested while the client remote's code is still on its way", async () => {
    const page = await newPage(web.browser);
    // Events are ordered by a counter, not by the clock: two events in one millisecond would tie.
    let events = 0;
    const at: Record<string, number> = {};
    const API = { bookings: '/api/bookings/telegram_id/', places: '/api/places' };
    // Held until both of Home's reads have gone (or 10 s, when they never do), not for a fixed time.
    let releaseCode!: () => void;
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (pathname.startsWith(API.bookings)) at.bookings ??= ++events;
      if (pathname === API.places) at.places ??= ++events;
      if (at.bookings && at.places) releaseCode();
    });
    // The remote's exposed module is held back: whatever asks for Home's data before it arrives
    // is the page (its early script), not the remote's screen.
    await page.route('**/remotes/client/static/js/async/__federation_expose_app*.js', async (route) => {
      await Promise.race([codeReleased, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      at.remoteCode = ++events;
      await route.continue();
    });
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.getByTestId('booking-card').first().waitFor();
    await page.getByTestId('places-strip').locator('li').first().waitFor();
    assert.ok(at.remoteCode, 'the remote code was asked for through the held route');
    assert.ok(at.bookings! < at.remoteCode!, 'bookings requested before the remote code arrived');
    assert.ok(at.places! < at.remoteCode!, 'places requested before the remote code arrived');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });

  it('the page itself starts the screen\'s data before any script arrives, and the app asks for no URL twice', async () => {
    for (const [screen, ready, user = ANNA] of ([
      ['/', async (page: Page) => {
        await page.getByTestId('booking-card').first().waitFor();
        await page.getByTestId('places-strip').locator('li').first().waitFor();
      }],
      ['/place/1', (page: Page) => page.getByTestId('place-page').locator('h1').waitFor()],
      ['/welcome/7/13', (page: Page) => page.getByTestId('worker-welcome').getByRole('heading').first().waitFor()],
      ['/booking/business/1/place/1/worker/1/service', (page: Page) => page.getByTestId('service-row').first().waitFor()],
      ['/booking/business/1/place/1/worker/1/service/1/timeslots', (page: Page) => page.getByTestId('slot-list').waitFor()],
      // A master's cabinet: who the caller is as a master, and the schedule's dates with it.
      ['/schedule', (page: Page) => page.locator('[role="grid"][aria-label="Рабочие дни"]:not([aria-busy])').waitFor(), MARIA],
      // /bookings is the master's day for a master: the page asks who the caller is before the shell has decided.
      ['/bookings', (page: Page) => page.getByTestId('day-title').waitFor(), MARIA],
    ] as [string, (page: Page) => Promise<unknown>, typeof ANNA?][])) {
      const page = await newPage(web.browser);
      const api: string[] = [];
      let firstScriptAt = Infinity;
      const apiAt: number[] = [];
      const early = screen === '/bookings' ? 1 : 2;
      // Scripts wait until the page has asked for the screen's first data (or 10 s, when it never
      // does): no hold of a fixed length, which a busy machine outlasts.
      let releaseScripts!: () => void;
      const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
      page.on('request', (req) => {
        const url = new URL(req.url());
        if (url.pathname.startsWith('/api/') && req.method() === 'GET') {
          api.push(url.pathname + url.search);
          apiAt.push(Date.now());
          if (apiAt.length >= early) releaseScripts();
        }
      });
      // Every script is held back: what asks for data before they arrive is the page itself.
      await page.route('**/*.js', async (route) => {
        await Promise.race([scriptsReleased, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        firstScriptAt = Math.min(firstScriptAt, Date.now());
        await route.continue();
      });
      // This device has sent its time zone already: the time step's once-per-device send refreshes
      // the worker queries on success (the caller may be that master), a second request on purpose.
      await page.addInitScript({ content: "localStorage.setItem('timezone_sent', 'true');" });
      await page.goto(`${BASE_URL}${screen}${launchHash(user)}`);
      await ready(page);
      await page.waitForLoadState('networkidle');
      assert.ok(apiAt.length >= early && apiAt.slice(0, early).every((t) => t <= firstScriptAt), `${screen}: data asked for before any script arrived`);
      if (screen === '/place/1') {
        // A page other than Home: its own chunk is preloaded by the page, not fetched after the area loads.
        assert.equal(await page.locator('link[rel="preload"][href*="/page-place."]').count(), 1, 'the place page chunk is preloaded');
      }
      // Every answer the page started was taken by the app: an early path that is not the URL the
      // screen's query asks for would stay here, fetched for nothing.
      const untaken = await page.evaluate(() => {
        const early = (window as { __bookingEarly?: { responses: Record<string, unknown> } }).__bookingEarly;
        return early ? Object.keys(early.responses) : null;
      });
      assert.deepEqual(untaken, [], `${screen}: early answers the app did not take`);
      const twice = api.filter((url, i) => api.indexOf(url) !== i);
      assert.deepEqual(twice, [], `${screen}: no API URL is asked for twice (${api.join(', ')})`);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  it('routes go to the right remote, and unknown ones get the not-found screen', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/worker/1/bookings${launchHash(MARIA)}`);
    await page.locator('[data-area="master"]').waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'График' }).click();
    await page.waitForURL(`${BASE_URL}/worker/1/schedule`);
    await page.goto(`${BASE_URL}/subscription/plans`);
    await page.locator('[data-area="plans"]').waitFor();
    await page.goto(`${BASE_URL}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('link', { name: 'На главную' }).click();
    await page.locator('[data-area="client"]').waitFor();
    await page.close();
  });

  it('a remote whose server is down shows a retry card, the rest keeps working, and retry loads it once it is back', async () => {
    const page = await newPage(web.browser);
    await master.stop();
    try {
      await page.goto(`${BASE_URL}/bookings${launchHash(MARIA)}`);
      await page.getByTestId('remote-retry').waitFor({ timeout: 20_000 });
      // Another area still works in the same page, without a reload.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByTestId('user-name').waitFor();
      await page.goBack();
      await page.getByTestId('remote-retry').waitFor();
    } finally {
      await master.start();
    }
    // A reload would start a new window: the mark would be gone. (Routers may still rewrite the
    // history entry in place, which is not a reload.)
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    await page.getByTestId('remote-retry').getByRole('button', { name: 'Повторить' }).click();
    await page.locator('[data-area="master"]').waitFor({ timeout: 20_000 });
    await page.getByRole('navigation').getByRole('link', { name: 'Записи' }).waitFor();
    assert.equal(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage), true, 'retry must not reload the page');
    await page.close();
  });

  it('each remote opened standalone renders on its own', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/remotes/client/${launchHash(ANNA)}`);
    await page.getByTestId('user-name').filter({ hasText: 'Анна Клиентова' }).waitFor();
    assert.equal(await page.locator('[data-shell]').count(), 0);
    await page.goto(`${BASE_URL}/remotes/master/bookings${launchHash(MARIA)}`);
    await page.getByRole('navigation').getByRole('link', { name: 'Профиль' }).waitFor();
    await page.goto(`${BASE_URL}/remotes/plans/${launchHash(MARIA)}`);
    await page.getByRole('heading', { name: 'Выберите тарифный план' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/remotes/plans/subscription/plans');
    await page.getByTestId('plan-card').first().waitFor();
    await page.close();
  });

  it('a cold Home load: the page, scripts and styles arrive compressed, nothing fails, the page is in Russian', async () => {
    const page = await newPage(web.browser);
    const assets: { path: string; encoding: string | undefined }[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ path: new URL(res.url()).pathname, encoding: res.headers()['content-encoding'] });
    });
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { __scriptsAdded: string[] }).__scriptsAdded = added;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLScriptElement && n.src) added.push(n.src);
      }).observe(document, { childList: true, subtree: true });
    });
    // Counts the page's date formatters: the first one costs 60-150 ms of a phone's main thread (docs/perf.md, "What sets the time").
    // A device's first visit reads its zone once to send it (docs/product.md, API paths), after the start-up
    // (use-send-timezone.ts); this device has sent it, as every later visit has.
    await page.addInitScript(() => localStorage.setItem('timezone_sent', 'true'));
    await page.addInitScript({
      // The page's early script builds one while the page waits for its scripts (early-fetch.js): not the app's.
      content: `window.__dateFormats = 0; window.__earlyFormats = 0;
        var byApp = function () { var s = document.currentScript; if (s && !s.src && s.text.indexOf('__bookingEarly') >= 0) { window.__earlyFormats++; return; } window.__dateFormats++; };
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct: function (t, a, n) { byApp(); return Reflect.construct(t, a, n); },
        apply: function (t, self, a) { byApp(); return Reflect.apply(t, self, a); } });`,
    });
    const pageResponse = await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    assert.equal(pageResponse?.headers()['content-encoding'], 'br', 'the page itself is sent brotli-compressed');
    // The entry script runs first (the federation runtime): it is not left at a deferred script's low priority.
    assert.equal(await page.locator('script[src^="/static/js/index."]').getAttribute('fetchpriority'), 'high');
    await page.getByTestId('booking-card').first().waitFor();
    // No chain of requests: the page names the remotes and preloads the client remote's files.
    assert.equal(requested.filter((p) => p === '/remotes.json').length, 0, 'remotes.json comes inside the page');
    // The remote's manifest is in the page and never requested; its entry, named by content hash, is preloaded.
    assert.equal(requested.filter((p) => p.endsWith('/mf-manifest.json')).length, 0, 'the manifest comes inside the page');
    assert.equal(await page.locator('link[rel="preload"][href^="/remotes/client/remoteEntry."]').count(), 1);
    // The shell's start-up chunks travel inside the page, except the large one (React DOM), which
    // stays a preloaded file: no chunk in the page is asked for as a file as well.
    const startup = (JSON.parse(readFileSync(path.join(ROOT, 'shell', 'dist', 'startup-assets.json'), 'utf8')) as { js: string[] }).js;
    const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => new URL(l.href).pathname));
    const inPage = startup.filter((file) => !preloaded.includes(file) && !file.startsWith('/static/js/index.'));
    assert.ok(inPage.length >= 5 && preloaded.some((file) => startup.includes(file)), `start-up chunks in the page: ${inPage.join(', ')}`);
    assert.equal(await page.evaluate(() => [...document.scripts].filter((s) => !s.src && s.text.includes('chunk_shell')).length), inPage.length);
    assert.deepEqual(requested.filter((p) => inPage.includes(p)), [], 'start-up chunks carried in the page are not requested');
    assert.ok(assets.some((a) => a.path.startsWith('/remotes/client/')), 'the client remote was loaded');
    assert.ok(assets.length > 5, `scripts and styles seen: ${assets.length}`);
    assert.deepEqual(assets.filter((a) => a.encoding !== 'br'), [], 'every script and stylesheet is sent brotli-compressed');
    await page.waitForLoadState('networkidle');
    assert.deepEqual(errors, []);
    // Every script the page preloads is one Home runs: no bytes downloaded for nothing on a cold start.
    // (The chunk loader removes a script element once it has run, so the page records each one added.)
    const unusedPreloads = await page.evaluate(() => {
      const ran = new Set([...(window as unknown as { __scriptsAdded: string[] }).__scriptsAdded, ...[...document.scripts].map((s) => s.src)]);
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) => l.href).filter((href) => !ran.has(href));
    });
    assert.deepEqual(unusedPreloads, [], 'scripts preloaded but never run');
    // Home tells past bookings from current ones by the server's start instants: no date formatter at all.
    assert.equal(await page.evaluate(() => (window as unknown as { __dateFormats: number }).__dateFormats), 0, 'Intl.DateTimeFormat built on a cold Home');
    assert.equal(await page.evaluate(() => (window as unknown as { __earlyFormats: number }).__earlyFormats), 1, "the early script's one format, built before the app's code");
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    // A page that names no icon makes browsers ask for /favicon.ico, a 404 on every cold start.
    assert.equal(await page.locator('link[rel="icon"]').count(), 1);
    await page.close();
  });

  it("a screen's code is on its way with the page: the time step's whole chunk group is preloaded, and the master's day, on another origin, is fetched ahead into the cache", async () => {
    // The time step (client remote, this origin): every script and style of the remote it loads
    // before its slots show was preloaded by the page (its page's chunk group, the calendar included).
    const step = await newPage(web.browser);
    const loaded: string[] = [];
    step.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/remotes/client/') && ['script', 'stylesheet'].includes(req.resourceType())) loaded.push(url.pathname);
    });
    await step.goto(`${BASE_URL}/booking/business/1/place/1/worker/1/service/1/timeslots${launchHash(ANNA)}`);
    await step.getByTestId('slot-list').waitFor();
    const shown = [...loaded];
    const preloaded = await step.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => new URL(l.href).pathname));
    assert.ok(shown.some((p) => p.includes('/page-timeslots.')), `the page's chunk was loaded: ${shown.join(', ')}`);
    // (The next step's page, the success screen, is fetched ahead once this step runs: not this page's.)
    assert.deepEqual(shown.filter((p) => !preloaded.includes(p) && !p.includes('/page-booking-success.')), [], 'remote files the time step loaded without a preload');
    await step.close();

    // The master's day (/bookings: the page learns it is a master's from its first answer); the
    // master remote is on its own origin, where a preload could break the retry card: the page's
    // early script fetches its files into the HTTP cache, and the shell's script loads are answered there.
    const page = await newPage(web.browser);
    const origin = `http://127.0.0.1:${process.env.E2E_MASTER_REMOTE_PORT}`;
    const fetchedAhead: string[] = [];
    page.on('request', (req) => {
      if (req.url().startsWith(origin) && req.resourceType() === 'fetch') fetchedAhead.push(new URL(req.url()).pathname);
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts: { path: string; cached: boolean }[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script' && e.response.url.startsWith(origin)) scripts.push({ path: new URL(e.response.url).pathname, cached: Boolean(e.response.fromDiskCache) });
    });
    await page.goto(`${BASE_URL}/bookings${launchHash(MARIA)}`);
    await page.getByTestId('day-title').waitFor();
    await page.locator('[data-testid="busy-list"], [data-testid="state-empty"]').first().waitFor();
    const pageChunk = scripts.find((s) => s.path.includes('/page-master-bookings.'));
    assert.ok(pageChunk, `the day view's chunk was loaded: ${scripts.map((s) => s.path).join(', ')}`);
    for (const file of ['/remoteEntry.', '/__federation_expose_app.', '/page-master-bookings.']) {
      assert.ok(fetchedAhead.some((p) => p.includes(file)), `${file} fetched ahead (${fetchedAhead.join(', ')})`);
    }
    // Its manifest is preloaded the way the federation runtime fetches it.
    assert.equal(await page.locator(`link[rel="preload"][as="fetch"][crossorigin="anonymous"][href="${origin}/mf-manifest.json"]`).count(), 1);
    // The page's chunk is asked for only after the remote's entry and module have run: by then the early fetch has it.
    assert.equal(pageChunk.cached, true, "the day view's chunk came from the HTTP cache");
    await page.close();
  });

  it('a start that fails for another reason than an old client gets the failure screen, not the too-old one', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/#tgWebAppData=not-init-data&tgWebAppVersion=8.0&tgWebAppPlatform=tdesktop&tgWebAppThemeParams=%7B%7D`);
    await page.getByTestId('app-crash').waitFor();
    assert.equal(await page.getByTestId('env-unsupported').count(), 0);
    // The tab forgets the bad launch parameters: opening the app again without them is Home for a guest.
    await page.goto(`${BASE_URL}/`);
    await page.getByTestId('guest').waitFor();
    // A Telegram client (its bridge object is there) that hands over no launch parameters.
    const inTelegram = await newPage(web.browser);
    // A string, not a function: tsx's helpers would not exist in the page.
    await inTelegram.addInitScript({ content: 'window.TelegramWebviewProxy = { postEvent() {} };' });
    await inTelegram.goto(`${BASE_URL}/`);
    await inTelegram.getByTestId('app-crash').waitFor();
    assert.equal(await inTelegram.getByTestId('env-unsupported').count(), 0);
    await page.close();
    await inTelegram.close();
  });

  it('a too-old Telegram client gets the Oops screen', async () => {
    const page = await newPage(web.browser);
    await page.goto(`${BASE_URL}/${launchHash(ANNA, { version: '6.0' })}`);
    await page.getByTestId('env-unsupported').waitFor();
    await page.getByText('You are using too old Telegram client to run this application').waitFor();
    await page.getByRole('heading', { name: 'Oops' }).waitFor();
    await page.close();
  });
});

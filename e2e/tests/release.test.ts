import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ROOT, freePort, remoteServer } from '../support/product.mjs';
import { buildClientReleaseWithNewScreen, buildRemoteRelease } from '../support/release.mjs';
import { ANNA, BASE_URL, MARIA, launchBrowser, launchHash, newPage, signedInitData } from './browser';

const REMOTES_JSON = process.env.E2E_REMOTES_JSON ?? '';
const NEW_VERSION = `e2e-release-${Date.now()}`;

/** Which release of an area the page runs, as the shell shows it to QA, and where its code came from. */
async function openArea(page: Page, url: string, area: 'client' | 'master') {
  const scripts: string[] = [];
  const onRequest = (req: { url(): string; resourceType(): string }) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  };
  page.on('request', onRequest);
  await page.goto(url);
  await page.locator(`[data-area="${area}"]`).waitFor({ timeout: 20_000 });
  const root = page.locator(`[data-remote-area="${area}"]`);
  await root.and(page.locator('[data-remote-version]')).waitFor();
  page.off('request', onRequest);
  return { version: await root.getAttribute('data-remote-version'), scripts };
}

describe('independent releases: the master team ships alone', () => {
  let browser: Browser;
  let releaseDir = '';
  let originalRemotes = '';
  const oldMaster = remoteServer(path.join(ROOT, 'remote-master', 'dist'), Number(process.env.E2E_MASTER_REMOTE_PORT));
  let newMaster: ReturnType<typeof remoteServer>;
  let newOrigin = '';

  before(async () => {
    assert.ok(REMOTES_JSON, 'run through run-e2e.mjs: it passes E2E_REMOTES_JSON');
    originalRemotes = readFileSync(REMOTES_JSON, 'utf8');
    // The master team's release: its own build, with its version, published to its own host.
    releaseDir = buildRemoteRelease('master', NEW_VERSION);
    const port = await freePort();
    newOrigin = `http://127.0.0.1:${port}`;
    newMaster = remoteServer(releaseDir, port);
    await Promise.all([oldMaster.start(), newMaster.start()]);
    browser = await launchBrowser();
  });
  after(async () => {
    writeFileSync(REMOTES_JSON, originalRemotes);
    await browser?.close();
    await Promise.all([oldMaster.stop(), newMaster?.stop()]);
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('remotes.json pointed at the new build: the running shell serves it on the next visit, the client area is unchanged; editing it back rolls back', async () => {
    const page = await newPage(browser);
    const cabinet = `${BASE_URL}/worker/1/bookings${launchHash(MARIA)}`;
    const home = `${BASE_URL}/${launchHash(ANNA)}`;
    const before = await openArea(page, cabinet, 'master');
    const clientBefore = await openArea(page, home, 'client');
    assert.notEqual(before.version, NEW_VERSION);

    // The release: one line of remotes.json. Nothing is rebuilt or restarted.
    const remotes = JSON.parse(originalRemotes) as Record<string, string>;
    writeFileSync(REMOTES_JSON, JSON.stringify({ ...remotes, master: `${newOrigin}/mf-manifest.json` }));
    const released = await openArea(page, cabinet, 'master');
    assert.equal(released.version, NEW_VERSION);
    assert.ok(released.scripts.some((u) => u.startsWith(`${newOrigin}/`)), 'the master code comes from the new host');
    assert.ok(!released.scripts.some((u) => u.startsWith(remotes.master!.replace(/mf-manifest\.json$/, ''))), 'nothing of the old master release is loaded');
    await page.getByRole('navigation').getByRole('link', { name: 'График' }).click();
    await page.waitForURL(`${BASE_URL}/worker/1/schedule`);
    const clientAfter = await openArea(page, home, 'client');
    assert.equal(clientAfter.version, clientBefore.version, 'the client area did not change');
    await page.getByTestId('user-name').filter({ hasText: 'Анна Клиентова' }).waitFor();

    // Rollback: the old line back.
    writeFileSync(REMOTES_JSON, originalRemotes);
    const rolledBack = await openArea(page, cabinet, 'master');
    assert.equal(rolledBack.version, before.version);
    assert.ok(!rolledBack.scripts.some((u) => u.startsWith(`${newOrigin}/`)), 'the rolled-back page loads nothing from the new host');
    await page.close();
  });
});

/** The page the running server sends for `path` (HTML), as a browser asks for it. */
const serverPage = async (path: string) => (await fetch(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } })).text();

describe('independent releases: the client team ships a new screen alone', () => {
  let browser: Browser;
  let releaseDir = '';
  let originalRemotes = '';
  let newClient: ReturnType<typeof remoteServer>;
  let newOrigin = '';
  const SCREEN = '/e2e-fixture/1';

  before(async () => {
    assert.ok(REMOTES_JSON, 'run through run-e2e.mjs: it passes E2E_REMOTES_JSON');
    originalRemotes = readFileSync(REMOTES_JSON, 'utf8');
    // The client team's release: remote-client with one screen more (its page, descriptor and
    // line in the pages: a fixture of this test, support/release.mjs), on a host of its own.
    releaseDir = buildClientReleaseWithNewScreen(`${NEW_VERSION}-client`);
    const port = await freePort();
    newOrigin = `http://127.0.0.1:${port}`;
    newClient = remoteServer(releaseDir, port);
    await newClient.start();
    browser = await launchBrowser();
  });
  after(async () => {
    writeFileSync(REMOTES_JSON, originalRemotes);
    await browser?.close();
    await newClient?.stop();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('a running shell and server, neither rebuilt nor restarted, serve the new path with its read started by the page; rolled back, it is not found again', async () => {
    const page = await newPage(browser);
    const place = await (await fetch(`${BASE_URL}/api/places/1`, { headers: { 'X-Telegram-Init-Data': signedInitData(ANNA) } })).json() as { name: string };
    await page.goto(`${BASE_URL}${SCREEN}${launchHash(ANNA)}`);
    await page.getByTestId('not-found').waitFor();

    // The release: one line of remotes.json.
    const remotes = JSON.parse(originalRemotes) as Record<string, string>;
    writeFileSync(REMOTES_JSON, JSON.stringify({ ...remotes, client: `${newOrigin}/mf-manifest.json` }));
    // The server learns the area's screens from the new host (a page waits for them at most a
    // moment, so the first may go without): its page for the path starts the place's GET itself.
    let html = '';
    for (let i = 0; i < 20 && !html.includes('"path":"places/1"'); i += 1) {
      html = await serverPage(SCREEN);
      if (!html.includes('"path":"places/1"')) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.match(html, /<script>[^<]*"path":"places\/1"[^<]*<\/script>/, 'the page starts GET places/1 in its early script');
    assert.ok(html.includes('"name":"e2eFixture"'), 'the page carries the new screen in its routing table');

    const placeGets: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/places/1') placeGets.push(req.url());
    });
    // (From another page: the same address again would only be a move within the page.)
    await page.goto('about:blank');
    await page.goto(`${BASE_URL}${SCREEN}${launchHash(ANNA)}`);
    await page.getByTestId('e2e-fixture').getByRole('heading', { name: place.name }).waitFor({ timeout: 20_000 });
    const root = page.locator('[data-remote-area="client"]');
    assert.equal(await root.getAttribute('data-remote-version'), `${NEW_VERSION}-client`);
    // The page's early answer was the app's: one GET, taken.
    assert.equal(placeGets.length, 1, `GET /api/places/1 once (${placeGets.length})`);
    const untaken = await page.evaluate(() => Object.keys((window as { __bookingEarly?: { responses: object } }).__bookingEarly?.responses ?? {}));
    assert.deepEqual(untaken, []);
    // The rest of the client area is the new release's too, and works.
    await page.goto(`${BASE_URL}/${launchHash(ANNA)}`);
    await page.getByTestId('user-name').filter({ hasText: 'Анна Клиентова' }).waitFor();

    // Rollback: the old line back. The path is nobody's again.
    writeFileSync(REMOTES_JSON, originalRemotes);
    assert.ok(!(await serverPage(SCREEN)).includes('e2eFixture'), 'the rolled-back page does not know the screen');
    await page.goto(`${BASE_URL}${SCREEN}${launchHash(ANNA)}`);
    await page.getByTestId('not-found').waitFor();
    await page.close();
  });
});

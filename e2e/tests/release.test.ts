import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { ROOT, freePort, remoteServer } from '../support/product.mjs';
import { buildRemoteRelease } from '../support/release.mjs';
import { ANNA, BASE_URL, MARIA, launchBrowser, launchHash, newPage } from './browser';

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

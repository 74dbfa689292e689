// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToHomeScreen, canShareMessage, downloadFile, homeScreenStatus, shareMessage } from './reach';

// Outside Telegram (a browser tab, jsdom): nothing is asked of Telegram, and the SDK's code is not loaded.
const runtimeLoaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./reach-runtime', () => {
  runtimeLoaded.count += 1;
  return {};
});

afterEach(() => vi.restoreAllMocks());

describe('Telegram reach functions outside Telegram', () => {
  it('cannot share, check or add to the home screen (null: the caller falls back)', async () => {
    await expect(canShareMessage()).resolves.toBe(false);
    await expect(shareMessage('pm-1')).resolves.toBeNull();
    await expect(homeScreenStatus()).resolves.toBeNull();
    await expect(addToHomeScreen()).resolves.toBeNull();
    expect(runtimeLoaded.count).toBe(0);
  });

  it('downloads a file through a plain link', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await expect(downloadFile('https://x.test/api/bookings/7/ics?sig=ab', 'booking-7.ics')).resolves.toBe(true);
    expect(clicked).toEqual([{ href: 'https://x.test/api/bookings/7/ics?sig=ab', download: 'booking-7.ics' }]);
    expect(document.querySelector('a')).toBeNull();
  });
});

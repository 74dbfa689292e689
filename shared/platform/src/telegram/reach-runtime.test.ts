import { beforeEach, describe, expect, it, vi } from 'vitest';

// The SDK wrappers for reaching clients (share, download, home screen): what each asks Telegram for, and how it reads Telegram's answer.

const tg = vi.hoisted(() => ({
  available: true,
  shared: [] as string[],
  shareFails: null as string | null,
  downloads: [] as [string, string][],
  downloadDenied: false,
  status: 'missing',
  listeners: { added: [] as (() => void)[], failed: [] as (() => void)[] },
  asked: 0,
}));

vi.mock('@telegram-apps/sdk', () => {
  const fn = <A extends unknown[], R>(impl: (...args: A) => R) => Object.assign(impl, { isAvailable: () => tg.available });
  return {
    shareMessage: fn((id: string) => {
      tg.shared.push(id);
      return tg.shareFails ? Promise.reject(new Error(tg.shareFails)) : Promise.resolve();
    }),
    downloadFile: fn((url: string, name: string) => {
      tg.downloads.push([url, name]);
      return tg.downloadDenied ? Promise.reject(new Error('User denied the action')) : Promise.resolve();
    }),
    checkHomeScreenStatus: fn(() => Promise.resolve(tg.status)),
    addToHomeScreen: fn(() => {
      tg.asked += 1;
    }),
    onAddedToHomeScreen: fn((l: () => void) => tg.listeners.added.push(l)),
    offAddedToHomeScreen: fn((l: () => void) => (tg.listeners.added = tg.listeners.added.filter((x) => x !== l))),
    onAddToHomeScreenFailed: fn((l: () => void) => tg.listeners.failed.push(l)),
    offAddToHomeScreenFailed: fn((l: () => void) => (tg.listeners.failed = tg.listeners.failed.filter((x) => x !== l))),
  };
});

const runtime = await import('./reach-runtime');

beforeEach(() => {
  Object.assign(tg, { available: true, shared: [], shareFails: null, downloads: [], downloadDenied: false, status: 'missing', asked: 0, listeners: { added: [], failed: [] } });
});

describe('shareMessage', () => {
  it('opens the share sheet with the prepared message id and says when it was sent', async () => {
    expect(runtime.canShareMessage()).toBe(true);
    await expect(runtime.shareMessage('pm-1')).resolves.toBe('sent');
    expect(tg.shared).toEqual(['pm-1']);
  });

  it('reads Telegram’s failure: an expired message is prepared again, a declined one is not', async () => {
    tg.shareFails = 'MESSAGE_EXPIRED';
    await expect(runtime.shareMessage('old')).resolves.toBe('expired');
    tg.shareFails = 'USER_DECLINED';
    await expect(runtime.shareMessage('x')).resolves.toBe('cancelled');
    tg.shareFails = 'UNKNOWN_ERROR';
    await expect(runtime.shareMessage('x')).resolves.toBe('failed');
  });

  it('is null on a client without it (too old), so the app copies the link', () => {
    tg.available = false;
    expect(runtime.canShareMessage()).toBe(false);
    expect(runtime.shareMessage('pm-1')).toBeNull();
    expect(tg.shared).toEqual([]);
  });
});

describe('downloadFile', () => {
  it('asks Telegram to download the address under the file name; false when the user says no', async () => {
    await expect(runtime.downloadFile('https://x.test/a.ics?sig=1', 'booking-7.ics')).resolves.toBe(true);
    expect(tg.downloads).toEqual([['https://x.test/a.ics?sig=1', 'booking-7.ics']]);
    tg.downloadDenied = true;
    await expect(runtime.downloadFile('https://x.test/a.ics', 'a.ics')).resolves.toBe(false);
  });

  it('is null on a client without it', () => {
    tg.available = false;
    expect(runtime.downloadFile('https://x.test/a.ics', 'a.ics')).toBeNull();
  });
});

describe('home screen', () => {
  it('reads the status; anything Telegram may add later is unknown', async () => {
    await expect(runtime.homeScreenStatus()).resolves.toBe('missing');
    tg.status = 'added';
    await expect(runtime.homeScreenStatus()).resolves.toBe('added');
    tg.status = 'something-new';
    await expect(runtime.homeScreenStatus()).resolves.toBe('unknown');
    tg.available = false;
    expect(runtime.homeScreenStatus()).toBeNull();
  });

  it('asks once and resolves with Telegram’s answer, then stops listening', async () => {
    const answer = runtime.addToHomeScreen();
    expect(tg.asked).toBe(1);
    tg.listeners.failed.forEach((l) => l());
    await expect(answer).resolves.toBe('refused');
    expect(tg.listeners).toEqual({ added: [], failed: [] });
    const second = runtime.addToHomeScreen();
    tg.listeners.added.forEach((l) => l());
    await expect(second).resolves.toBe('added');
  });

  it('a device that cannot tell says nothing: unknown after the wait', async () => {
    vi.useFakeTimers();
    const answer = runtime.addToHomeScreen(1000);
    vi.advanceTimersByTime(1000);
    await expect(answer).resolves.toBe('unknown');
    vi.useRealTimers();
  });
});

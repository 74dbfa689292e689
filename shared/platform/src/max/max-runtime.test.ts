import { describe, expect, it, vi } from 'vitest';
import type { MaxBridge } from './max-bridge';
import { maxRuntime } from './max-runtime';

function fakeBridge(form: MaxBridge['form'] = 'native') {
  const posted: [string, unknown][] = [];
  const handlers: Record<string, () => void> = {};
  const bridge: MaxBridge = {
    form,
    post: (type, data) => void posted.push([type, data]),
    request: vi.fn(async (type: string, data?: Record<string, unknown>) => {
      posted.push([type, data]);
      return { status: 'shared' };
    }),
    on: (type, handler) => {
      handlers[type] = () => handler({});
      return () => void delete handlers[type];
    },
  };
  return { bridge, posted, handlers };
}

describe("MAX's runtime", () => {
  it('says ready once, drives the back button and the closing confirmation', () => {
    const { bridge, posted, handlers } = fakeBridge();
    const runtime = maxRuntime(bridge);
    runtime.startTelegramSdk({ mockQuery: null, debug: false });
    runtime.startTelegramSdk({ mockQuery: null, debug: false });
    expect(runtime.setBackButtonVisible(true)).toBe(true);
    const goBack = vi.fn();
    runtime.onBackButton(goBack);
    handlers.WebAppBackButtonPressed!();
    runtime.setClosingConfirmation(true);
    runtime.setClosingConfirmation(true);
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([
      ['WebAppReady', undefined],
      ['WebAppSetupBackButton', { isVisible: true }],
      ['WebAppSetupClosingBehavior', { needConfirmation: true }],
    ]);
  });

  it("opens MAX's links inside MAX and others in its browser", () => {
    const { bridge, posted } = fakeBridge();
    const runtime = maxRuntime(bridge);
    expect(runtime.openLinkInTelegram('https://max.ru/some_bot', false)).toBe(true);
    expect(runtime.openLinkInTelegram('https://t.me/some_bot', true)).toBe(true);
    expect(posted).toEqual([
      ['WebAppOpenMaxLink', { url: 'https://max.ru/some_bot' }],
      ['WebAppOpenLink', { url: 'https://t.me/some_bot' }],
    ]);
  });

  it('has no main button, popups, write-access question or invoices, so the page uses its own', () => {
    const runtime = maxRuntime(fakeBridge().bridge);
    expect(runtime.canUseMainButton()).toBe(false);
    expect(runtime.popup({ message: 'Точно?' })).toBeNull();
    expect(runtime.askWriteAccess()).toBeNull();
    expect(runtime.openInvoice('https://t.me/$x')).toBeNull();
  });

  it('shares a link, downloads a file and gives haptic feedback through requests', async () => {
    const { bridge, posted } = fakeBridge();
    const runtime = maxRuntime(bridge);
    await expect(runtime.shareLink!('https://max.ru/bot?startapp=u', 'Записывайтесь')).resolves.toBe(true);
    await expect(runtime.downloadFile!('https://app/api/x.csv', 'x.csv')).resolves.toBe(true);
    runtime.haptic('select');
    expect(posted).toEqual([
      ['WebAppShare', { text: 'Записывайтесь', link: 'https://max.ru/bot?startapp=u' }],
      ['WebAppDownloadFile', { url: 'https://app/api/x.csv', file_name: 'x.csv' }],
      ['WebAppHapticFeedbackImpact', { impactStyle: 'light', disableVibrationFallback: false }],
    ]);
  });

  it('without a client around the page, leaves links, share and download to the browser', () => {
    const runtime = maxRuntime(fakeBridge('none').bridge);
    expect(runtime.openLinkInTelegram('https://max.ru/x', false)).toBe(false);
    expect(runtime.shareLink).toBeUndefined();
    expect(runtime.downloadFile).toBeUndefined();
  });
});

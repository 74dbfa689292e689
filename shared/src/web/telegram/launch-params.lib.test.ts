import { describe, expect, it } from 'vitest';
import { buildLaunchHash, hashHasLaunchParams, isInsideTelegram, markBridgeMocked } from './launch-params.lib';

describe('launch parameters in the URL hash', () => {
  it('round-trips signed init data through the hash Telegram uses', () => {
    const initData = 'auth_date=1&user=%7B%22id%22%3A1%7D&hash=abc';
    const hash = buildLaunchHash(initData);
    expect(hashHasLaunchParams(hash)).toBe(true);
    const params = new URLSearchParams(hash.slice(1));
    expect(params.get('tgWebAppData')).toBe(initData);
    expect(params.get('tgWebAppVersion')).toBe('8.0');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '{}')).toHaveProperty('bg_color');
  });

  it('does not mistake an ordinary hash for launch parameters', () => {
    expect(hashHasLaunchParams('')).toBe(false);
    expect(hashHasLaunchParams('#section-2')).toBe(false);
  });

  it('treats a top-level tab without the webview proxy as outside Telegram', () => {
    const top: { parent?: unknown; TelegramWebviewProxy?: unknown } = {};
    top.parent = top;
    expect(isInsideTelegram(top as unknown as Window)).toBe(false);
    top.TelegramWebviewProxy = {};
    expect(isInsideTelegram(top as unknown as Window)).toBe(true);
    expect(isInsideTelegram({ parent: {} } as unknown as Window)).toBe(true);
  });

  // Last: the mark lasts for the page (module state).
  it('a tab whose bridge we mocked is not inside Telegram, though the mock installs a webview proxy', () => {
    const tab: { parent?: unknown; TelegramWebviewProxy?: unknown } = { TelegramWebviewProxy: {} };
    tab.parent = tab;
    markBridgeMocked();
    expect(isInsideTelegram(tab as unknown as Window)).toBe(false);
  });
});

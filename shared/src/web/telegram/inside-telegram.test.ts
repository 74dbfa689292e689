// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isInsideTelegram } from './launch-params.lib';

describe('inside Telegram or not, for the whole page', () => {
  it('keeps the answer given before the bridge was mocked (the mock defines the webview proxy)', () => {
    expect(isInsideTelegram()).toBe(false);
    (window as Window & { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy = { postEvent: () => undefined };
    expect(isInsideTelegram()).toBe(false);
  });
});

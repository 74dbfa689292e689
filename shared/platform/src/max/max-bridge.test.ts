// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMaxBridge, isMaxOrigin, MAX_ANSWER_TIMEOUT_MS, type MaxWindow } from './max-bridge';

afterEach(() => {
  vi.useRealTimers();
  delete (window as MaxWindow).WebViewHandler;
  delete (window as MaxWindow).WebApp;
});

describe("MAX's bridge, native form", () => {
  const native = () => {
    const postEvent = vi.fn<(type: string, data: string) => void>();
    (window as MaxWindow).WebViewHandler = { postEvent };
    return { bridge: createMaxBridge(window), postEvent };
  };
  const answer = (type: string, data: unknown) => (window as MaxWindow).WebApp!.sendEvent!(type, JSON.stringify(data));

  it('posts the event type with its data as JSON to the captured handler', () => {
    const { bridge, postEvent } = native();
    expect(bridge.form).toBe('native');
    // A handler put on the window later is not the client's.
    (window as MaxWindow).WebViewHandler = { postEvent: vi.fn() };
    bridge.post('WebAppSetupBackButton', { isVisible: true });
    expect(postEvent).toHaveBeenCalledWith('WebAppSetupBackButton', '{"isVisible":true}');
  });

  it('resolves a request with the answer that echoes its requestId, through window.WebApp.sendEvent', async () => {
    const { bridge, postEvent } = native();
    const asked = bridge.request('WebAppShare', { link: 'https://max.ru/bot' });
    const [type, json] = postEvent.mock.calls[0]!;
    const sent = JSON.parse(json) as { requestId: string; link: string };
    expect(type).toBe('WebAppShare');
    expect(sent.link).toBe('https://max.ru/bot');
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
    answer('WebAppShare', { requestId: 'someone-else', status: 'cancelled' });
    answer('WebAppShare', { requestId: sent.requestId, status: 'shared' });
    await expect(asked).resolves.toEqual({ requestId: sent.requestId, status: 'shared' });
  });

  it('rejects a request whose answer carries an error, and one that gets no answer in 10 s', async () => {
    const { bridge, postEvent } = native();
    const refused = bridge.request('WebAppDownloadFile', { url: 'https://x/a.csv', file_name: 'a.csv' });
    const { requestId } = JSON.parse(postEvent.mock.calls[0]![1]) as { requestId: string };
    answer('WebAppDownloadFile', { requestId, error: { code: 'client.download_file.failed' } });
    await expect(refused).rejects.toThrow(/client\.download_file\.failed/);

    vi.useFakeTimers();
    const silent = bridge.request('WebAppHapticFeedbackImpact', { impactStyle: 'light' });
    const failed = expect(silent).rejects.toThrow(/no answer/);
    await vi.advanceTimersByTimeAsync(MAX_ANSWER_TIMEOUT_MS);
    await failed;
  });

  it('calls the handlers of an event the client sends, until unsubscribed', () => {
    const { bridge } = native();
    const pressed = vi.fn();
    const off = bridge.on('WebAppBackButtonPressed', pressed);
    answer('WebAppBackButtonPressed', {});
    off();
    answer('WebAppBackButtonPressed', {});
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe("MAX's bridge, framed in the web client", () => {
  const framed = () => {
    const postMessage = vi.fn();
    const listeners: ((event: MessageEvent) => void)[] = [];
    const win = {
      parent: { postMessage },
      document: { referrer: 'https://web.max.ru/chat/1' },
      addEventListener: (type: string, listener: (event: MessageEvent) => void) => type === 'message' && listeners.push(listener),
    } as unknown as MaxWindow;
    const message = (origin: string, data: unknown) => {
      for (const listener of listeners) listener({ origin, data } as MessageEvent);
    };
    return { bridge: createMaxBridge(win), postMessage, message };
  };

  it('posts the event to the parent as one JSON object with its type, to the web client’s origin', () => {
    const { bridge, postMessage } = framed();
    expect(bridge.form).toBe('framed');
    bridge.post('WebAppOpenLink', { url: 'https://example.com/' });
    expect(postMessage).toHaveBeenCalledWith('{"type":"WebAppOpenLink","url":"https://example.com/"}', 'https://web.max.ru');
  });

  it('takes messages only from MAX’s origins and only of WebApp types', () => {
    const { bridge, message } = framed();
    const pressed = vi.fn();
    bridge.on('WebAppBackButtonPressed', pressed);
    message('https://evil.example', JSON.stringify({ type: 'WebAppBackButtonPressed' }));
    message('https://web.max.ru.evil.example', JSON.stringify({ type: 'WebAppBackButtonPressed' }));
    message('https://web.max.ru', JSON.stringify({ type: 'SomethingElse' }));
    message('https://web.max.ru', { type: 'WebAppBackButtonPressed' });
    expect(pressed).not.toHaveBeenCalled();
    message('https://web.max.ru', JSON.stringify({ type: 'WebAppBackButtonPressed' }));
    message('https://web.oneme.ru', JSON.stringify({ type: 'WebAppBackButtonPressed' }));
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('resolves a request from the framed answer', async () => {
    const { bridge, postMessage, message } = framed();
    const asked = bridge.request('WebAppShare', { text: 'hi' });
    const { requestId } = JSON.parse(postMessage.mock.calls[0]![0] as string) as { requestId: string };
    message('https://web.max.ru', JSON.stringify({ type: 'WebAppShare', requestId, status: 'shared' }));
    await expect(asked).resolves.toMatchObject({ status: 'shared' });
  });
});

describe('MAX origins', () => {
  it('are the subdomains of max.ru and oneme.ru over https', () => {
    expect(isMaxOrigin('https://web.max.ru')).toBe(true);
    expect(isMaxOrigin('https://a.b.oneme.ru')).toBe(true);
    expect(isMaxOrigin('http://web.max.ru')).toBe(false);
    expect(isMaxOrigin('https://max.ru.example.com')).toBe(false);
    expect(isMaxOrigin('https://notmax.ru')).toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MainButton } from './main-button.ui';
import { ConfirmHost } from './confirm-host.ui';
import { confirm } from './confirm.store';
import { openLink } from '../telegram/open-link';
import { telegramStore, type TelegramRuntime } from '../telegram/telegram.store';
import { useTelegramBackButton } from '../telegram/use-telegram-back-button';

// Telegram's chrome (main button, popups, links, back button) while the SDK's code is still
// loading, once it has started, and when it failed: the SDK starts after the first screen.

type Proxy = { TelegramWebviewProxy?: unknown };

function fakeRuntime(opts: { mainButton?: boolean; popups?: boolean } = {}) {
  const calls: unknown[][] = [];
  const runtime = {
    canUseMainButton: () => opts.mainButton ?? true,
    showMainButton: (params: unknown, onClick: () => void) => {
      calls.push(['showMainButton', params]);
      runtime.click = onClick;
      return () => calls.push(['hideMainButton']);
    },
    popup: (options: unknown) => {
      calls.push(['popup', options]);
      return opts.popups === false ? null : Promise.resolve('ok');
    },
    openLinkInTelegram: (url: string, messenger: boolean) => {
      calls.push(['openLink', url, messenger]);
      return true;
    },
    setBackButtonVisible: (visible: boolean) => {
      calls.push(['backButton', visible]);
      return true;
    },
    onBackButton: () => () => undefined,
    click: (() => undefined) as () => void,
  };
  return { runtime, calls, asRuntime: runtime as unknown as TelegramRuntime };
}

function insideTelegram() {
  (window as Proxy).TelegramWebviewProxy = { postEvent() {} };
}

afterEach(() => {
  cleanup();
  delete (window as Proxy).TelegramWebviewProxy;
  telegramStore.setState({ status: 'waiting', runtime: null });
  vi.restoreAllMocks();
});

describe('the main button', () => {
  const props = { text: 'Записаться', onClick: vi.fn() };

  it('outside Telegram is the page’s own button, at once', () => {
    render(<MainButton {...props} />);
    expect(screen.getByRole('button', { name: 'Записаться' })).toBeTruthy();
  });

  it('inside Telegram shows nothing while the SDK loads, then drives Telegram’s button', () => {
    insideTelegram();
    const { runtime, calls, asRuntime } = fakeRuntime();
    const onClick = vi.fn();
    render(<MainButton text="Записаться" onClick={onClick} />);
    expect(screen.queryByRole('button')).toBeNull();
    act(() => telegramStore.setState({ status: 'ready', runtime: asRuntime }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([['showMainButton', { text: 'Записаться', enabled: true, busy: false }]]);
    runtime.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('inside Telegram falls back to the page’s button on a client without one, or when the SDK failed', () => {
    insideTelegram();
    const { asRuntime } = fakeRuntime({ mainButton: false });
    const { unmount } = render(<MainButton {...props} />);
    act(() => telegramStore.setState({ status: 'ready', runtime: asRuntime }));
    expect(screen.getByRole('button', { name: 'Записаться' })).toBeTruthy();
    unmount();
    act(() => telegramStore.setState({ status: 'failed', runtime: null }));
    render(<MainButton {...props} />);
    expect(screen.getByRole('button', { name: 'Записаться' })).toBeTruthy();
  });
});

describe('confirm() inside Telegram', () => {
  const ask = () => confirm({ title: 'Отмена бронирования', message: 'Отменить запись?', destructive: true });

  it('waits for the SDK, then asks with Telegram’s popup', async () => {
    insideTelegram();
    const { calls, asRuntime } = fakeRuntime();
    render(<ConfirmHost />);
    let answer!: Promise<boolean>;
    act(() => void (answer = ask()));
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => telegramStore.setState({ status: 'ready', runtime: asRuntime }));
    await expect(answer).resolves.toBe(true);
    expect(calls[0]?.[0]).toBe('popup');
    expect(calls[0]?.[1]).toMatchObject({ title: 'Отмена бронирования', buttons: [{ id: 'ok', type: 'destructive' }, { id: 'cancel' }] });
  });

  it('asks on the page when the SDK failed', async () => {
    insideTelegram();
    telegramStore.setState({ status: 'failed', runtime: null });
    render(<ConfirmHost />);
    act(() => void ask());
    expect(await screen.findByRole('alertdialog', { name: 'Отмена бронирования' })).toBeTruthy();
  });
});

describe('openLink() inside Telegram', () => {
  it('a tap before the SDK has started opens the link through Telegram once it has', async () => {
    insideTelegram();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { calls, asRuntime } = fakeRuntime();
    openLink('https://t.me/anna');
    expect(calls).toEqual([]);
    telegramStore.setState({ status: 'ready', runtime: asRuntime });
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual([['openLink', 'https://t.me/anna', true]]);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens a new tab when the SDK failed', () => {
    insideTelegram();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    telegramStore.setState({ status: 'failed', runtime: null });
    openLink('https://example.com/');
    expect(open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
  });
});

describe('the back button', () => {
  function Page({ at }: { at: string }) {
    useTelegramBackButton(at, () => undefined);
    return null;
  }

  it('is set once the SDK has started, and on every later page', () => {
    window.history.replaceState({ idx: 1 }, '', '/place/1');
    const { calls, asRuntime } = fakeRuntime();
    const { rerender } = render(<Page at="a" />);
    expect(calls).toEqual([]);
    act(() => telegramStore.setState({ status: 'ready', runtime: asRuntime }));
    expect(calls).toEqual([['backButton', true]]);
    window.history.replaceState({ idx: 2 }, '', '/');
    rerender(<Page at="b" />);
    expect(calls).toEqual([['backButton', true], ['backButton', false]]);
    window.history.replaceState(null, '', '/');
  });
});

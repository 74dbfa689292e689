// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionStore } from '../session/session.store';
import { TIMEZONE_SENT_KEY, useSendTimezone } from './use-send-timezone';

let queries: QueryClient;
beforeEach(() => {
  queries = new QueryClient();
});
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>;
/**
 * For a test that nothing was sent: a send the hook started (in its effect, which renderHook has run)
 * is in flight until it has been answered, so once none is, any has reached the server.
 */
const noSendInFlight = () => waitFor(() => expect(queries.isMutating()).toBe(0));

function answer(status: number) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    calls.push({ url: input.url, body: await input.clone().json() });
    return new Response(JSON.stringify(status === 200 ? { telegram_id: 7, timezone: 'Asia/Novosibirsk' } : { error: 'no' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the client’s zone, once per device', () => {
  it('is sent when the flag is not set, and the flag is set after success', async () => {
    sessionStore.setState({ launch: { rawInitData: 'x', user: { id: 7, first_name: 'Я' } } as never });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Asia/Novosibirsk' } as Intl.ResolvedDateTimeFormatOptions);
    const calls = answer(200);
    renderHook(() => useSendTimezone(7), { wrapper });
    await waitFor(() => expect(localStorage.getItem(TIMEZONE_SENT_KEY)).toBe('true'));
    expect(calls).toEqual([{ url: expect.stringMatching(/\/profile\/timezone$/), body: { telegram_id: 7, timezone: 'Asia/Novosibirsk' } }]);
    renderHook(() => useSendTimezone(7), { wrapper });
    await noSendInFlight();
    expect(calls).toHaveLength(1);
  });

  it('a failure is only logged and leaves the flag unset', async () => {
    const calls = answer(500);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useSendTimezone(7), { wrapper });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(TIMEZONE_SENT_KEY)).toBeNull();
  });

  it('nothing without a known user', async () => {
    const calls = answer(200);
    renderHook(() => useSendTimezone(undefined), { wrapper });
    await noSendInFlight();
    expect(calls).toHaveLength(0);
  });
});

describe('from every area’s root', () => {
  it('waits for the start-up (the SDK settled, the page idle) before reading the zone', async () => {
    const { telegramStore } = await import('../telegram/telegram.store');
    const { afterStartUp } = await import('./use-send-timezone');
    telegramStore.setState({ status: 'waiting', runtime: null });
    const calls = answer(200);
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    renderHook(() => useSendTimezone(7, afterStartUp), { wrapper });
    // Nothing while the start-up is not over: not even once the page has been idle, which is all the
    // send waits for after it.
    await new Promise((r) => setTimeout(r, 0));
    await new Promise<void>((resolve) => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1)))(() => resolve()));
    await noSendInFlight();
    expect(calls).toHaveLength(0);
    expect(zone).not.toHaveBeenCalled();
    telegramStore.setState({ status: 'failed', runtime: null });
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

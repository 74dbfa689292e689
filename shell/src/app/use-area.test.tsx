// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionStore, setRoutingTable, workerKeys } from '@booking/platform';
import { useAreaForPath } from './use-area';

const USER_ID = 555;
const worker = {
  id: 9, user_id: USER_ID, business_id: 1, uuid: 'u', title: 'Мастер', description: null, avatar: '', booking_rules_text: null,
  adjacent_slots_only: false, user: { username: null, timezone: null },
};

function render(pathname: string, cached?: typeof worker | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached !== undefined) client.setQueryData(workerKeys.byTelegram(USER_ID), cached);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useAreaForPath(pathname), { wrapper }).result;
}

// The page's routing table, as the areas publish their screens (the parts these paths need).
const TABLE = {
  client: [{ name: 'place', patterns: ['/place/:placeId'] }, { name: 'myBookings', patterns: ['/bookings'], notForMasters: true }],
  master: [{ name: 'masterBookings', patterns: ['/bookings', '/worker/:workerId/bookings'] }, { name: 'masterSchedule', patterns: ['/schedule'] }],
};

describe('the shell picks the area of /bookings by who the user is', () => {
  beforeEach(() => {
    setRoutingTable(TABLE);
    sessionStore.getState().setLaunch({ rawInitData: 'x', user: { id: USER_ID, first_name: 'Тест' } as never, platform: 'tdesktop', version: '8.0', startParam: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStore.getState().setLaunch(null);
  });

  it('a user who is not a master gets the client area (Мои записи)', () => {
    expect(render('/bookings', null).current).toBe('client');
  });

  it('a master gets the master area (the day view)', () => {
    expect(render('/bookings', worker).current).toBe('master');
  });

  it('waits (undefined: the shell shows its loading state) while the master lookup runs', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    expect(render('/bookings').current).toBeUndefined();
  });

  it('other paths do not wait for the lookup', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    expect(render('/place/1').current).toBe('client');
    expect(render('/schedule').current).toBe('master');
    expect(render('/nope').current).toBeNull();
  });

  it('without a user there is no master profile: the client area', () => {
    sessionStore.getState().setLaunch(null);
    expect(render('/bookings').current).toBe('client');
  });
});

describe('the shell waits for the areas\' screens', () => {
  it('shows its loading state (undefined) until the routing table is known, then the area', async () => {
    vi.resetModules();
    const platform = await import('@booking/platform');
    const { useAreaForPath: useFreshArea } = await import('./use-area');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const view = renderHook(() => useFreshArea('/place/1'), { wrapper });
    expect(view.result.current).toBeUndefined();
    act(() => platform.setRoutingTable(TABLE));
    expect(view.result.current).toBe('client');
  });
});

describe('an area the page did not carry', () => {
  it('is waited for only by a path none of the known screens serves', async () => {
    vi.resetModules();
    const platform = await import('@booking/platform');
    const { useAreaForPath: useFreshArea } = await import('./use-area');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    act(() => platform.setRoutingTable({ client: TABLE.client }, { complete: false }));
    expect(renderHook(() => useFreshArea('/place/1'), { wrapper }).result.current).toBe('client');
    const schedule = renderHook(() => useFreshArea('/schedule'), { wrapper });
    expect(schedule.result.current).toBeUndefined();
    act(() => platform.setRoutingTable(TABLE));
    expect(schedule.result.current).toBe('master');
  });
});

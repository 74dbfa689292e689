// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sessionStore, workerKeys } from '@booking/platform';
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

describe('the shell picks the area of /bookings by who the user is', () => {
  beforeEach(() => {
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

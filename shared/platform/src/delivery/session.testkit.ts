import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { sessionStore } from '../session/session.store';

/**
 * For the areas' page tests (`@booking/platform/testkit`): each test of the file runs signed in as
 * `user` (launch data as Telegram would give it), and afterwards the page is unmounted, the clock,
 * the stubbed globals and the session are put back.
 */
export function signedInForEachTest(user: { id: number; first_name: string }) {
  beforeEach(() => {
    sessionStore.getState().setLaunch({ rawInitData: 'x', user: user as never, platform: 'tdesktop', version: '8.0', startParam: null });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStore.getState().setLaunch(null);
  });
}

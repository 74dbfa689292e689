// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeQuery } from '../entities/places.api';
import { userPlaceBookingsQuery } from '../entities/bookings.api';
import { sessionStore, type LaunchData } from '../session/session.store';
import { prefetchOpenedScreen } from './screen-prefetch';
import { areaScreens, screen } from './screen.lib';

// The areas' own descriptors are checked in their remotes (what each screen reads); here, when the
// screen an area was opened at starts its reads.

const launch = { rawInitData: 'signed', user: { id: 100001, first_name: 'Анна' }, platform: 'tdesktop', version: '8.0', startParam: null } as unknown as LaunchData;
const area = areaScreens('client', [
  screen({ name: 'place', patterns: ['/place/:placeId'], data: ({ placeId }, { telegramId }) => [placeQuery(placeId), userPlaceBookingsQuery(telegramId, placeId)] }),
]);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.getState().setLaunch(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().setLaunch(null);
});
const requested = () => fetchMock.mock.calls.map(([r]) => new URL((r as Request).url).pathname);
/**
 * For a test that nothing was asked for: a read the call started has reached fetch once its promise
 * chain has run, which a turn of the event loop lets it do.
 */
const readsStarted = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the screen an area was opened at', () => {
  it('starts its reads when the area\'s code runs, once identity is known, standalone too', async () => {
    prefetchOpenedScreen(area, '/remotes/client', '/remotes/client/place/3');
    await readsStarted();
    // Before identity (the demo picker, a standalone page before its start-up) nothing goes out.
    expect(requested()).toEqual([]);
    sessionStore.getState().setLaunch(launch);
    await vi.waitFor(() => expect(requested().sort()).toEqual(['/api/bookings/telegram_id/100001/place/3', '/api/places/3']));
  });

  it('with identity known, at once; a path of no screen of the area, or with ids that are not ids, reads nothing', async () => {
    sessionStore.getState().setLaunch(launch);
    prefetchOpenedScreen(area, '/remotes/client', '/place/4');
    await vi.waitFor(() => expect(requested()).toContain('/api/places/4'));
    fetchMock.mockClear();
    prefetchOpenedScreen(area, '/remotes/client', '/subscription/plans');
    prefetchOpenedScreen(area, '/remotes/client', '/place/x');
    await readsStarted();
    expect(requested()).toEqual([]);
  });
});

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  businessQuery, placeQuery, placesQuery, prefetchRoute, prefetchScreen, timeslotsQuery, userBookingPagesQuery, workerDatesQuery, workerQuery,
  type LaunchData,
} from '@booking/platform';
import { jsonResponse as json, holdFetches } from '@booking/platform/testkit';
import { AREA_SCREENS, screens } from './screens';

// What the client's screens read first, from their descriptors: the area starts it when its code
// runs (prefetchOpenedScreen), and a step starts the next one's (prefetchScreen).
const SCREENS = AREA_SCREENS.screens;

const launch = { rawInitData: 'signed', user: { id: 100001, first_name: 'Анна' }, platform: 'tdesktop', version: '8.0', startParam: null } as unknown as LaunchData;
const place = { id: 1, business_id: 5, name: 'Лайм', address: 'Тверская, 1', avatar: null, contacts: { phone: null, vk: null, website: null }, workers: [3] };
const booking = {
  id: 7,
  status: 'active',
  place_id: 1,
  worker: { id: 3, name: 'Мария', avatar: '' },
  services: [{ title: 'Стрижка', price: 1500, slot_duration: 60, category_id: null }],
  time: { date: '2026-12-01', time_start: '10:00' },
};

const { fetchMock, requested, requestedUrls, keyByQuery, answer } = holdFetches();

describe('prefetchRoute', () => {
  it("Home: the user's bookings and the places go out together, under the keys Home reads; then each card's place and business", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchRoute(SCREENS, '/', launch, client);
    await vi.waitFor(() => expect(requested().sort()).toEqual(['/api/bookings/telegram_id/100001', '/api/places']));

    answer('/api/places', json([place]));
    answer('/api/bookings/telegram_id/100001', json([booking]));
    await vi.waitFor(() => expect(requested()).toContain('/api/places/1'));
    answer('/api/places/1', json(place));
    await vi.waitFor(() => expect(requested()).toContain('/api/business/5'));

    expect(client.getQueryData(placesQuery().queryKey)).toHaveLength(1);
    expect(client.getQueryData(userBookingPagesQuery(100001).queryKey)?.pages[0]).toHaveLength(1);
    // The first page of the client's list, the same URL as Home's early request (screens.test.ts).
    expect(fetchMock.mock.calls.map(([r]) => new URL((r as Request).url)).find((u) => u.pathname.startsWith('/api/bookings/'))?.search).toBe('?limit=20');
    expect(client.getQueryData(placeQuery(1).queryKey)).toMatchObject({ name: 'Лайм' });
    expect(client.getQueryState(businessQuery(5).queryKey)?.fetchStatus).toBe('fetching');
  });

  it('without a user only the places; on a path with no entry nothing', async () => {
    const client = new QueryClient();
    prefetchRoute(SCREENS, '/', { ...launch, user: null }, client);
    await vi.waitFor(() => expect(requested()).toEqual(['/api/places']));
    prefetchRoute(SCREENS, '/no/such/screen', launch, client);
    prefetchRoute(SCREENS, '/place/x', launch, client);
    expect(requested()).toEqual(['/api/places']);
  });

  it('the place page: the place, its masters, its services and the user’s bookings there, together', async () => {
    prefetchRoute(SCREENS, '/place/3', launch, new QueryClient());
    await vi.waitFor(() =>
      expect(requested().sort()).toEqual(['/api/bookings/telegram_id/100001/place/3', '/api/places/3', '/api/workers/places/3', '/api/services/'].sort()),
    );
  });
  it("the next step's data from its descriptor: the time step's master, dates and first date's day, under the keys it reads", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    keyByQuery();
    prefetchScreen(screens.timeslots, { placeId: 3, workerId: 4 }, 100001, client);
    const dates = `/api/workers/4/dates?place_id=3`;
    await vi.waitFor(() => expect(requestedUrls()).toContain(dates));
    expect(requestedUrls()).toEqual(expect.arrayContaining(['/api/workers/4', '/api/services/?worker_id=4&place_id=3', '/api/services/categories/4']));
    answer(dates, json(['2026-12-01', '2026-12-02']));
    await vi.waitFor(() => expect(requestedUrls()).toContain('/api/timeslots/4/2026-12-01?include_expired=true'));
    expect(requestedUrls()).not.toContain('/api/timeslots/4/2026-12-02?include_expired=true');
    expect(client.getQueryData(workerDatesQuery(4, false, 3).queryKey)).toEqual(['2026-12-01', '2026-12-02']);
    expect(client.getQueryState(timeslotsQuery(4, '2026-12-01', true).queryKey)?.fetchStatus).toBe('fetching');
    expect(client.getQueryState(workerQuery(4).queryKey)?.fetchStatus).toBe('fetching');
  });
});

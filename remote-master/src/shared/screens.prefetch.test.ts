// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchRoute, todayIn, workerByTelegramQuery, type LaunchData } from '@booking/platform';
import { jsonResponse as json, holdFetches } from '@booking/platform/testkit';
import { AREA_SCREENS } from './screens';
import { workerDayBookingsQuery } from '../entities/booking/day-bookings.api';

// What the cabinet's screens read first, from their descriptors: the area starts it when its code
// runs (prefetchOpenedScreen), the master's day included, which only the app can ask for.
const SCREENS = AREA_SCREENS.screens;

const launch = { rawInitData: 'signed', user: { id: 100001, first_name: 'Анна' }, platform: 'tdesktop', version: '8.0', startParam: null } as unknown as LaunchData;
const { fetchMock, requested, answer } = holdFetches();

describe('prefetchRoute', () => {
  it("a master's /bookings: who the caller is, then their own day of bookings (today in their zone); a client gets nothing more", async () => {
    const master = { ...launch, user: { id: 200001, first_name: 'Мария' } } as unknown as LaunchData;
    const worker = { id: 1, user_id: 200001, business_id: 1, uuid: 'u', title: 'Мария', description: '', avatar: '', booking_rules_text: null, user: { username: 'maria', timezone: 'Asia/Novosibirsk' } };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchRoute(SCREENS, '/bookings', master, client);
    await vi.waitFor(() => expect(requested()).toEqual(['/api/workers/telegram/200001']));
    answer('/api/workers/telegram/200001', json(worker));
    const today = todayIn('Asia/Novosibirsk');
    await vi.waitFor(() => expect(requested()).toEqual(['/api/workers/telegram/200001', `/api/workers/1/bookings/${today}`]));
    answer(`/api/workers/1/bookings/${today}`, json([]));
    await vi.waitFor(() => expect(client.getQueryData(workerDayBookingsQuery(1, today).queryKey)).toEqual([]));

    // Another master's cabinet, or a client (404: not a master): only the identity check.
    for (const [path, response] of [['/worker/7/bookings', json(worker)], ['/bookings', new Response('{}', { status: 404 })]] as const) {
      fetchMock.mockClear();
      const other = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      prefetchRoute(SCREENS, path, master, other);
      await vi.waitFor(() => expect(requested()).toEqual(['/api/workers/telegram/200001']));
      answer('/api/workers/telegram/200001', response);
      // Nothing more: once the answer is in the cache, what it leads to starts in the promise chain
      // after it, which a turn of the event loop runs.
      await vi.waitFor(() => expect(other.getQueryState(workerByTelegramQuery(200001).queryKey)?.status).toBe('success'));
      await new Promise((r) => setTimeout(r, 0));
      expect(requested()).toEqual(['/api/workers/telegram/200001']);
    }
  });
});

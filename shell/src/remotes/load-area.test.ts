// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { setRoutingTable, workerKeys } from '@booking/platform';
import { loadUserArea } from './load-area';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(async () => ({ default: () => null })) }));
vi.mock('./remote-registry', () => ({ loadRemotesFile: vi.fn(async () => ({})) }));

const USER_ID = 555;
const worker = {
  id: 9, user_id: USER_ID, business_id: 1, uuid: 'u', title: 'Мастер', description: null, avatar: '', booking_rules_text: null,
  adjacent_slots_only: false, user: { username: null, timezone: null },
};
const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

setRoutingTable({
  client: [{ name: 'myBookings', patterns: ['/bookings'], notForMasters: true }],
  master: [{ name: 'masterBookings', patterns: ['/bookings'] }],
});

describe('the area of /bookings starts loading as soon as the master lookup answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(loadRemote).mockClear();
  });

  it('a master: the master area, and the answer stays cached for the frame', async () => {
    answer(200, worker);
    const client = newClient();
    expect(await loadUserArea('/bookings', USER_ID, client)).toBe('master');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('master/app'));
    expect(client.getQueryData(workerKeys.byTelegram(USER_ID))).toMatchObject({ id: 9 });
  });

  it('not a master (404): the client area', async () => {
    answer(404, { error: 'not found' });
    expect(await loadUserArea('/bookings', USER_ID, newClient())).toBe('client');
    await vi.waitFor(() => expect(loadRemote).toHaveBeenCalledWith('client/app'));
  });

  it('a failed lookup starts nothing', async () => {
    answer(500, { error: 'down' });
    expect(await loadUserArea('/bookings', USER_ID, newClient())).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

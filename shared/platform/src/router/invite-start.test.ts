// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followInviteStart, isInviteStartParam } from './invite-start';

const UUID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
/** GET /workers/uuid/{uuid} as the server answers it: the master, with the id of their first place. */
const MASTER = {
  id: 7, user_id: 200007, business_id: 2, uuid: UUID, title: 'Мастер', description: null, avatar: '', booking_rules_text: null,
  adjacent_slots_only: false, user: { username: null, timezone: null }, place_id: 3,
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_req: Request) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('following a master invite at launch', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("moves from the start page to the master's welcome page and tells the routers", async () => {
    const fetch = answer(200, MASTER);
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    await followInviteStart(UUID);
    window.removeEventListener('popstate', heard);
    expect(new URL(fetch.mock.calls[0]![0].url).pathname).toBe(`/api/workers/uuid/${UUID}`);
    expect(window.location.pathname).toBe('/welcome/3/7');
    expect(heard).toHaveBeenCalledOnce();
  });

  it('follows an invite once per tab, and never from another page than the start page', async () => {
    answer(200, MASTER);
    await followInviteStart(UUID);
    window.history.replaceState(null, '', '/');
    await followInviteStart(UUID);
    expect(window.location.pathname).toBe('/');
    sessionStorage.clear();
    window.history.replaceState(null, '', '/place/1');
    await followInviteStart(UUID);
    expect(window.location.pathname).toBe('/place/1');
  });

  it('stays on the start page for an unknown master or a failing API', async () => {
    answer(404, { message: 'Worker not found' });
    await followInviteStart(UUID);
    expect(window.location.pathname).toBe('/');
    sessionStorage.clear();
    answer(500, { message: 'Internal server error' });
    await followInviteStart(UUID);
    expect(window.location.pathname).toBe('/');
  });

  it('only a uuid is an invite (not the debug flag or anything else)', () => {
    expect(isInviteStartParam(UUID)).toBe(true);
    expect(isInviteStartParam('debug')).toBe(false);
    expect(isInviteStartParam(null)).toBe(false);
  });
});

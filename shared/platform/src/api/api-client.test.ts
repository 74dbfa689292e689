// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { setLanguage } from '../i18n/language';
import { EARLY_ANSWERS_GLOBAL } from '@booking/contracts/names';

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('ru');
});

describe('the one HTTP client', () => {
  it("asks for the server's messages in the page's language", async () => {
    const seen: (string | null)[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      seen.push(request.headers.get('accept-language'));
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    }));
    await apiClient.get('places').json();
    setLanguage('en');
    await apiClient.get('places').json();
    expect(seen).toEqual(['ru', 'en']);
  });
});

describe('outside the messengers', () => {
  it('sends the app’s own header (the session cookie counts only with it) and opens the sign-in sheet on a 401, keeping the page', async () => {
    const { sessionStore } = await import('../session/session.store');
    const { signInStore, finishSignIn } = await import('../session/sign-in.store');
    sessionStore.getState().setLaunch(null);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, origin: window.location.origin });
    const headers: (string | null)[] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      headers.push(request.headers.get('x-booking-app'));
      return new Response('{"error":"no"}', { status: 401, headers: { 'content-type': 'application/json' } });
    }));
    await expect(apiClient.get('users').json()).rejects.toThrow();
    expect(headers).toEqual(['1']);
    expect(signInStore.getState().open).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    finishSignIn();
    expect(signInStore.getState().open).toBe(false);
  });

  it('lets whoever asked for sign-in go on once a person is in, and tells them no when the sheet is closed', async () => {
    const { sessionStore } = await import('../session/session.store');
    const { requestSignIn, finishSignIn } = await import('../session/sign-in.store');
    sessionStore.getState().setLaunch(null);
    sessionStore.getState().setPerson(null);
    const closed = requestSignIn();
    finishSignIn();
    expect(await closed).toBe(false);
    const booking = requestSignIn();
    sessionStore.getState().setPerson({ id: -5, first_name: 'Вера', last_name: null, phone: '79990000001', way: 'phone' });
    finishSignIn();
    expect(await booking).toBe(true);
    // Signed in already: no sheet.
    expect(await requestSignIn()).toBe(true);
    sessionStore.getState().setPerson(null);
  });
});

describe('a tab opened by a booking’s link', () => {
  it('sends the link with that booking’s requests only, and a 401 of the link opens no sign-in sheet', async () => {
    const { sessionStore } = await import('../session/session.store');
    const { signInStore, finishSignIn } = await import('../session/sign-in.store');
    const { keepBookingLink } = await import('../session/booking-link');
    sessionStore.getState().setLaunch(null);
    const token = `42-${'A'.repeat(22)}`;
    keepBookingLink(token);
    keepBookingLink('not-a-token');
    const seen: [string, string | null][] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      seen.push([new URL(request.url).pathname, request.headers.get('x-booking-link')]);
      return new Response('{"error":"over"}', { status: 401, headers: { 'content-type': 'application/json' } });
    }));
    for (const path of ['bookings/42/card', 'bookings/42']) await expect(apiClient.get(path).json()).rejects.toThrow();
    // The link's own 401s (it no longer works) are the link page's to say: no sign-in sheet.
    expect(signInStore.getState().open).toBe(false);
    for (const path of ['bookings/420/cancel', 'bookings/telegram_id/42', 'workers/3/bookings/42/cancel', 'places']) await expect(apiClient.get(path).json()).rejects.toThrow();
    expect(seen.map(([path, link]) => [path.replace(/^.*\/api\//, ''), link])).toEqual([
      ['bookings/42/card', token], ['bookings/42', token], ['bookings/420/cancel', null], ['bookings/telegram_id/42', null],
      ['workers/3/bookings/42/cancel', null], ['places', null],
    ]);
    expect(signInStore.getState().open).toBe(true);
    finishSignIn();

    // The page's early script asked for the booking without the link (a 401 waits there): the link's request asks itself.
    const url = new URL('bookings/42', `${window.location.origin}/api/`).toString();
    (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = {
      initData: '', startedAt: Date.now(), chains: [], responses: { [url]: Promise.resolve(new Response('{"error":"early"}', { status: 401, headers: { 'content-type': 'application/json' } })) },
    };
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"id":42}', { headers: { 'content-type': 'application/json' } })));
    expect(await apiClient.get('bookings/42').json()).toEqual({ id: 42 });
    sessionStorage.clear();
  });
});

describe('inside MAX', () => {
  it("sends MAX's raw init data in X-Max-Init-Data (never Telegram's header), takes no early answer, and reloads once on a 401", async () => {
    const { sessionStore } = await import('../session/session.store');
    const { signInStore } = await import('../session/sign-in.store');
    sessionStore.getState().setLaunch(null);
    sessionStore.getState().setMax({ rawInitData: 'auth_date=1&hash=h', user: null, platform: 'ios', version: '25.9.0', startParam: null });
    // The page's early script read no MAX launch data: its answers are a guest's.
    (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = {
      initData: '',
      startedAt: Date.now(),
      responses: { [`${window.location.origin}/api/me`]: Promise.resolve(new Response('{"person":null}', { headers: { 'content-type': 'application/json' } })) },
      chains: [],
    };
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, origin: window.location.origin });
    sessionStorage.clear();
    const seen: [string | null, string | null][] = [];
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      seen.push([request.headers.get('x-max-init-data'), request.headers.get('x-telegram-init-data')]);
      return new Response('{"error":"no"}', { status: 401, headers: { 'content-type': 'application/json' } });
    }));
    try {
      await expect(apiClient.get('me').json()).rejects.toThrow();
      await expect(apiClient.get('me').json()).rejects.toThrow();
      expect(seen).toEqual([['auth_date=1&hash=h', null], ['auth_date=1&hash=h', null]]);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(signInStore.getState().open).toBe(false);
    } finally {
      sessionStore.getState().setMax(null);
      delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
    }
  });
});

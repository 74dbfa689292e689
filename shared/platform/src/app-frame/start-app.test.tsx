// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLaunchHash, DEFAULT_THEME, ERR_NOT_SUPPORTED } from '../telegram/launch-params.lib';
import { LAUNCH_HASH_KEY, MAX_LAUNCH_KEY } from '@booking/contracts/names';

// The start-up sets the session's identity and Telegram's colours at once, without the Telegram
// SDK, and loads the SDK's code only once the first screen is shown (docs/perf.md, "What sets the time").

const sdk = vi.hoisted(() => ({ imported: 0, started: [] as unknown[], failWith: null as string | null }));
vi.mock('../telegram/telegram-runtime', () => {
  sdk.imported += 1;
  return {
    startTelegramSdk: (options: unknown) => {
      sdk.started.push(options);
      if (sdk.failWith) throw new Error(sdk.failWith);
    },
  };
});

// Every React root the start makes, so each test unmounts its own: React's scheduler must not be left
// with work for after the test environment (and its window) is gone.
const roots = vi.hoisted(() => [] as { unmount: () => void }[]);
vi.mock('react-dom/client', async (importOriginal) => {
  const original = await importOriginal<typeof import('react-dom/client')>();
  return {
    ...original,
    createRoot: (...args: Parameters<typeof original.createRoot>) => {
      const root = original.createRoot(...args);
      roots.push(root);
      return root;
    },
  };
});

const user = { id: 42, first_name: 'Анна' };
const initData = new URLSearchParams({ auth_date: '1700000000', user: JSON.stringify(user), hash: 'h', signature: 's' }).toString();

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await tick();
  expect(check()).toBe(true);
}

let readyState: DocumentReadyState;

async function start() {
  const { startApp } = await import('./start-app');
  const { sessionStore } = await import('../session/session.store');
  const { telegramStore } = await import('../telegram/telegram.store');
  const container = document.createElement('div');
  document.body.append(container);
  startApp(container, () => <p>the app</p>);
  return { container, sessionStore, telegramStore };
}

beforeEach(() => {
  vi.resetModules();
  Object.assign(sdk, { imported: 0, started: [], failWith: null });
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  // The page is still loading (jsdom's is complete): only the first screen lets the SDK in.
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  window.history.replaceState(null, '', `/${buildLaunchHash(initData)}`);
});

afterEach(async () => {
  for (const root of roots.splice(0)) root.unmount();
  // What React had scheduled runs now, while the window is still there.
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('startApp with launch parameters', () => {
  it('sets identity and colours at once, renders, and loads the SDK only once the first screen is shown', async () => {
    const { container, sessionStore, telegramStore } = await start();
    // Synchronously: the screen's data can start before React DOM or the SDK arrive.
    expect(sessionStore.getState().launch).toMatchObject({ rawInitData: initData, user, version: '8.0', startParam: null });
    expect(document.documentElement.style.getPropertyValue('--tg-theme-bg-color')).toBe(DEFAULT_THEME.bg_color);
    // The launch is saved for a reload after an in-app navigation (which drops the hash).
    expect(sessionStorage.getItem(LAUNCH_HASH_KEY)).toBe(buildLaunchHash(initData));

    await until(() => container.textContent === 'the app');
    await tick();
    expect(sdk.imported).toBe(0);
    expect(telegramStore.getState().status).toBe('waiting');

    window.dispatchEvent(new Event('booking:screen-shown'));
    await until(() => telegramStore.getState().status === 'ready');
    expect(sdk.imported).toBe(1);
    // Outside Telegram the SDK is started on a bridge mocked with the same launch parameters.
    expect(sdk.started).toEqual([{ mockQuery: buildLaunchHash(initData).slice(1), debug: false }]);
  });

  it('a page on which no area says so still gets the SDK, a while after it has loaded', async () => {
    const { SDK_FALLBACK_DELAY_MS } = await import('../telegram/telegram.store');
    const { container, telegramStore } = await start();
    await until(() => container.textContent === 'the app');
    vi.useFakeTimers();
    try {
      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      // The load event comes before an area's first render: the SDK does not start at it.
      await vi.advanceTimersByTimeAsync(SDK_FALLBACK_DELAY_MS - 1);
      expect(sdk.imported).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    await until(() => telegramStore.getState().status === 'ready');
  });

  it('a client too old for the app gets the too-old screen once the SDK says so', async () => {
    sdk.failWith = ERR_NOT_SUPPORTED;
    const { container, telegramStore } = await start();
    await until(() => container.textContent === 'the app');
    window.dispatchEvent(new Event('booking:screen-shown'));
    await until(() => container.querySelector('[data-testid="env-unsupported"]') !== null);
    expect(telegramStore.getState().status).toBe('failed');
  });

  it('any other SDK failure leaves the app running without Telegram’s chrome', async () => {
    sdk.failWith = 'the bridge said no';
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, telegramStore } = await start();
    await until(() => container.textContent === 'the app');
    window.dispatchEvent(new Event('booking:screen-shown'));
    await until(() => telegramStore.getState().status === 'failed');
    expect(container.textContent).toBe('the app');
    expect(error).toHaveBeenCalledWith('Telegram SDK start-up failed', expect.any(Error));
  });

  it('launch parameters the SDK would refuse fail the start, and the tab forgets them', async () => {
    sessionStorage.setItem(LAUNCH_HASH_KEY, buildLaunchHash(initData));
    window.history.replaceState(null, '', '/#tgWebAppData=not-init-data&tgWebAppVersion=8.0&tgWebAppPlatform=tdesktop');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, sessionStore } = await start();
    await until(() => container.querySelector('[data-testid="app-crash"]') !== null);
    expect(sessionStore.getState().launch).toBeNull();
    expect(sessionStorage.getItem(LAUNCH_HASH_KEY)).toBeNull();
    expect(sdk.imported).toBe(0);
  });
});

describe('startApp without launch parameters', () => {
  it('a public page (the legal pages) opens without them, once the routing table says it is public; another page is the app for a guest once GET /me says who is here', async () => {
    window.history.replaceState(null, '', '/privacy');
    const { container } = await start();
    const { setRoutingTable } = await import('../screens/routing-table');
    // A shell on a plain static host reads the areas' screens files first: nothing is decided before.
    await tick();
    expect(container.textContent).toBe('');
    setRoutingTable({ client: [{ name: 'legal', patterns: ['/privacy', '/terms'], public: true }] });
    await until(() => container.textContent === 'the app');

    document.body.innerHTML = '';
    vi.resetModules();
    window.history.replaceState(null, '', '/place/1');
    const { setRoutingTable: setTable } = await import('../screens/routing-table');
    setTable({ client: [{ name: 'legal', patterns: ['/privacy'], public: true }, { name: 'place', patterns: ['/place/:placeId'] }] });
    let answer: (me: unknown) => void = () => undefined;
    const asked: string[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      asked.push(new URL(request.url).pathname);
      return new Promise<Response>((resolve) => {
        answer = (me) => resolve(new Response(JSON.stringify(me), { headers: { 'content-type': 'application/json' } }));
      });
    });
    const other = await start();
    await until(() => asked.includes('/api/me'));
    // Nothing renders before the page knows whether a person is signed in.
    await tick();
    expect(other.container.textContent).toBe('');
    answer({ person: null, web_sign_in: true, demo: true });
    await until(() => other.container.textContent === 'the app');
    expect(other.sessionStore.getState().web).toEqual({ webSignIn: true, demo: true });
    expect(other.sessionStore.getState().person).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('startApp inside MAX', () => {
  const maxUser = { id: 777000, first_name: 'Ира', language_code: 'en' };
  const maxInitData = new URLSearchParams({ query_id: 'q', auth_date: '1760000000', user: JSON.stringify(maxUser), start_param: 'bookings', hash: 'h' }).toString();
  const person = { id: -12, first_name: 'Ира', last_name: null, phone: null, way: 'max' };

  it("keeps MAX's launch data, learns the person from GET /me, renders without the sign-in flow, and says ready after the first screen", async () => {
    window.history.replaceState(null, '', `/#WebAppData=${encodeURIComponent(maxInitData)}&WebAppPlatform=ios&WebAppVersion=25.9.0`);
    const posted: [string, string][] = [];
    (window as unknown as { WebViewHandler?: unknown }).WebViewHandler = { postEvent: (type: string, data: string) => posted.push([type, data]) };
    const asked: [string, string | null, string | null][] = [];
    let answer: () => void = () => undefined;
    vi.stubGlobal('fetch', (request: Request) => {
      asked.push([new URL(request.url).pathname, request.headers.get('x-max-init-data'), request.headers.get('x-telegram-init-data')]);
      return new Promise<Response>((resolve) => {
        answer = () => resolve(new Response(JSON.stringify({ person, web_sign_in: true, demo: false }), { headers: { 'content-type': 'application/json' } }));
      });
    });
    try {
      const { container, sessionStore, telegramStore } = await start();
      const { callerIdOf } = await import('../session/session.store');
      const { currentLanguage } = await import('../i18n/language');
      const state = sessionStore.getState();
      expect(state.container).toBe('max');
      expect(state.launch).toBeNull();
      expect(state.max).toMatchObject({ rawInitData: maxInitData, platform: 'ios', version: '25.9.0', startParam: 'bookings' });
      expect(sessionStorage.getItem(MAX_LAUNCH_KEY)).toBe(maxInitData);
      expect(currentLanguage()).toBe('en');
      // The bot's start parameter leads to its screen, as in Telegram.
      expect(window.location.pathname).toBe('/bookings');
      expect(telegramStore.getState().status).toBe('ready');
      expect(telegramStore.getState().runtime?.canUseMainButton()).toBe(false);

      await until(() => asked.length > 0);
      expect(asked[0]).toEqual(['/api/me', maxInitData, null]);
      await tick();
      expect(container.textContent).toBe('');
      answer();
      await until(() => container.textContent === 'the app');
      expect(callerIdOf(sessionStore.getState())).toBe(-12);
      expect(sessionStore.getState().web).toBeNull();
      expect(sdk.imported).toBe(0);
      expect(posted.map(([type]) => type)).not.toContain('WebAppReady');
      window.dispatchEvent(new Event('booking:screen-shown'));
      await until(() => posted.some(([type]) => type === 'WebAppReady'));
      expect(sdk.imported).toBe(0);
    } finally {
      delete (window as unknown as { WebViewHandler?: unknown }).WebViewHandler;
      vi.unstubAllGlobals();
    }
  });

  it('a reload that lost the fragment starts from the init data the tab saved', async () => {
    sessionStorage.setItem(MAX_LAUNCH_KEY, maxInitData);
    window.history.replaceState(null, '', '/place/1');
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    try {
      const { sessionStore } = await start();
      expect(sessionStore.getState().container).toBe('max');
      expect(sessionStore.getState().max?.rawInitData).toBe(maxInitData);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyThemeColors,
  buildLaunchHash,
  findLaunchQuery,
  hashHasLaunchParams,
  isInsideTelegram,
  launchQueryOf,
  markBridgeMocked,
  parseLaunchData,
  themeColorsOf,
} from './launch-params.lib';

const user = { id: 777, first_name: 'Анна', last_name: 'Иванова', username: 'anna', language_code: 'ru' };
const initData = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const signed = (extra: Record<string, string> = {}) =>
  initData({ auth_date: '1700000000', user: JSON.stringify(user), hash: 'abc', signature: 'sig', ...extra });
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('launch parameters in the URL hash', () => {
  it('round-trips signed init data through the hash Telegram uses', () => {
    const initData = 'auth_date=1&user=%7B%22id%22%3A1%7D&hash=abc';
    const hash = buildLaunchHash(initData);
    expect(hashHasLaunchParams(hash)).toBe(true);
    const params = new URLSearchParams(hash.slice(1));
    expect(params.get('tgWebAppData')).toBe(initData);
    expect(params.get('tgWebAppVersion')).toBe('8.0');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '{}')).toHaveProperty('bg_color');
  });

  it('does not mistake an ordinary hash for launch parameters', () => {
    expect(hashHasLaunchParams('')).toBe(false);
    expect(hashHasLaunchParams('#section-2')).toBe(false);
  });

  it('reads launch parameters from the hash and the query the way the SDK does', () => {
    expect(launchQueryOf('https://app.example/place/1#tgWebAppData=x&tgWebAppVersion=8.0')).toBe('tgWebAppData=x&tgWebAppVersion=8.0');
    expect(launchQueryOf('https://app.example/?tgWebAppStartParam=debug#tgWebAppData=x')).toBe('tgWebAppStartParam=debug&tgWebAppData=x');
    expect(hashHasLaunchParams(launchQueryOf('https://app.example/place/1'))).toBe(false);
  });

  it('takes the first source that has launch parameters: the address, the loaded address, then the saved copy', () => {
    const fresh = 'https://app.example/#tgWebAppData=fresh';
    const loaded = 'https://app.example/#tgWebAppData=loaded';
    expect(findLaunchQuery([fresh, loaded, '#tgWebAppData=saved'])).toBe('tgWebAppData=fresh');
    // After an in-app navigation the address has no hash; a reload keeps the changed address.
    expect(findLaunchQuery(['https://app.example/place/1', loaded, '#tgWebAppData=saved'])).toBe('tgWebAppData=loaded');
    expect(findLaunchQuery(['https://app.example/place/1', 'https://app.example/place/1', '#tgWebAppData=saved'])).toBe('tgWebAppData=saved');
    expect(findLaunchQuery(['https://app.example/#section', undefined, null])).toBeNull();
  });
});

describe('launch data without the SDK', () => {
  const launch = (fields: Record<string, string> = {}) =>
    query({ tgWebAppData: signed(), tgWebAppVersion: '8.0', tgWebAppPlatform: 'ios', tgWebAppThemeParams: '{}', ...fields });

  it('gives the raw init data, the user, the platform, the version and the start parameter', () => {
    const data = parseLaunchData(launch({ tgWebAppStartParam: 'debug' }));
    expect(data.rawInitData).toBe(signed());
    expect(data.user).toMatchObject(user);
    expect(data).toMatchObject({ platform: 'ios', version: '8.0', startParam: 'debug' });
    expect(parseLaunchData(launch()).startParam).toBeNull();
    // Init data may come without a user (the SDK allows it); the app then has no Telegram id.
    expect(parseLaunchData(launch({ tgWebAppData: initData({ auth_date: '1', hash: 'h', signature: 's' }) })).user).toBeNull();
  });

  it('refuses what the SDK would refuse, saying what is wrong', () => {
    expect(() => parseLaunchData(launch({ tgWebAppData: 'not-init-data' }))).toThrow(/auth_date/);
    expect(() => parseLaunchData(launch({ tgWebAppData: initData({ auth_date: '1', hash: 'h' }) }))).toThrow(/signature/);
    expect(() => parseLaunchData(launch({ tgWebAppData: initData({ auth_date: '1', signature: 's' }) }))).toThrow(/hash/);
    expect(() => parseLaunchData(launch({ tgWebAppData: signed({ user: '{"id":' }) }))).toThrow(/not JSON/);
    expect(() => parseLaunchData(launch({ tgWebAppData: signed({ user: '{"id":"7","first_name":"A"}' }) }))).toThrow(/malformed/);
    expect(() => parseLaunchData(launch({ tgWebAppData: signed({ user: '{"id":7}' }) }))).toThrow(/malformed/);
    expect(() => parseLaunchData(query({ tgWebAppData: signed(), tgWebAppPlatform: 'ios' }))).toThrow(/tgWebAppVersion/);
    expect(() => parseLaunchData(query({ tgWebAppData: signed(), tgWebAppVersion: '8.0' }))).toThrow(/tgWebAppPlatform/);
    expect(() => parseLaunchData(query({ tgWebAppVersion: '8.0', tgWebAppPlatform: 'ios' }))).toThrow(/tgWebAppData/);
  });

  it('sets the theme colours under the names the SDK binds, ignoring what is not a colour', () => {
    const colors = themeColorsOf(query({ tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', section_header_text_color: '#6ab3f3', bad: 'red', n: 5 }) }));
    expect(colors).toEqual({ bg_color: '#17212b', section_header_text_color: '#6ab3f3' });
    expect(themeColorsOf(query({ tgWebAppThemeParams: '{oops' }))).toEqual({});
    expect(themeColorsOf('')).toEqual({});
    const root = { style: new Map<string, string>() };
    const el = { style: { setProperty: (k: string, v: string) => root.style.set(k, v) } } as unknown as HTMLElement;
    applyThemeColors(colors, el);
    expect(Object.fromEntries(root.style)).toEqual({ '--tg-theme-bg-color': '#17212b', '--tg-theme-section-header-text-color': '#6ab3f3' });
  });
});

describe('inside or outside Telegram', () => {
  it('treats a top-level tab without the webview proxy as outside Telegram', () => {
    const top: { parent?: unknown; TelegramWebviewProxy?: unknown } = {};
    top.parent = top;
    expect(isInsideTelegram(top as unknown as Window)).toBe(false);
    top.TelegramWebviewProxy = {};
    expect(isInsideTelegram(top as unknown as Window)).toBe(true);
    expect(isInsideTelegram({ parent: {} } as unknown as Window)).toBe(true);
  });

  // Last: the mark lasts for the page (module state).
  it('a tab whose bridge we mocked is not inside Telegram, though the mock installs a webview proxy', () => {
    const tab: { parent?: unknown; TelegramWebviewProxy?: unknown } = { TelegramWebviewProxy: {} };
    tab.parent = tab;
    markBridgeMocked();
    expect(isInsideTelegram(tab as unknown as Window)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { maxLaunchParamsOf, parseMaxInitData } from './max-launch.lib';

const user = { id: 9001, first_name: 'Ира', last_name: null, username: null, language_code: 'en', photo_url: 'https://i.mycdn.me/a.jpg' };
const initData = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const valid = initData({ query_id: 'q1', auth_date: '1760000000', user: JSON.stringify(user), start_param: 'move_12', hash: 'abc' });

describe("MAX's launch data", () => {
  it('reads the fragment: the init data URL-decoded once, the platform and the version', () => {
    const url = `https://app.example/#WebAppData=${encodeURIComponent(valid)}&WebAppPlatform=ios&WebAppVersion=25.9.0`;
    expect(maxLaunchParamsOf(url)).toEqual({ rawInitData: valid, platform: 'ios', version: '25.9.0' });
    expect(maxLaunchParamsOf('https://app.example/#tgWebAppData=x')).toBeNull();
    expect(maxLaunchParamsOf('https://app.example/')).toBeNull();
  });

  it('parses valid init data: the user, the start parameter', () => {
    expect(parseMaxInitData(valid, 'android', '25.9.0')).toEqual({ rawInitData: valid, user, platform: 'android', version: '25.9.0', startParam: 'move_12' });
    expect(parseMaxInitData(initData({ auth_date: '1', hash: 'h' })).startParam).toBeNull();
  });

  it('refuses init data without a hash or an auth_date', () => {
    expect(() => parseMaxInitData(initData({ auth_date: '1760000000', user: JSON.stringify(user) }))).toThrow(/no hash/);
    expect(() => parseMaxInitData(initData({ user: JSON.stringify(user), hash: 'h' }))).toThrow(/no auth_date/);
  });

  it('refuses a user that is not JSON, or not a user', () => {
    expect(() => parseMaxInitData(initData({ auth_date: '1', hash: 'h', user: '{not json' }))).toThrow(/not JSON/);
    expect(() => parseMaxInitData(initData({ auth_date: '1', hash: 'h', user: JSON.stringify({ id: 'x', first_name: 'a' }) }))).toThrow(/malformed/);
  });
});

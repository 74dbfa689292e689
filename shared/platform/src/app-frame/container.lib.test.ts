import { describe, expect, it } from 'vitest';
import { detectContainer } from './container.lib';

const tg = 'tgWebAppData=auth_date%3D1%26hash%3Dh&tgWebAppVersion=8.0&tgWebAppPlatform=tdesktop';
const maxData = 'auth_date=1&hash=h';
const max = `WebAppData=${encodeURIComponent(maxData)}&WebAppPlatform=android&WebAppVersion=25.9.0`;
const none = { navigation: undefined, savedTelegram: null, savedMax: null };

describe('the container', () => {
  it("is Telegram's with its launch data, as before", () => {
    expect(detectContainer({ ...none, href: `https://app/#${tg}` })).toEqual({ container: 'telegram', query: tg });
    expect(detectContainer({ ...none, href: 'https://app/place/1', savedTelegram: `#${tg}` })).toEqual({ container: 'telegram', query: tg });
  });

  it("is MAX's with WebAppData in the fragment, in the navigation's address, or saved by the tab", () => {
    expect(detectContainer({ ...none, href: `https://app/#${max}` })).toEqual({ container: 'max', rawInitData: maxData, platform: 'android', version: '25.9.0' });
    expect(detectContainer({ ...none, href: 'https://app/place/1', navigation: `https://app/#${max}` })).toMatchObject({ container: 'max', rawInitData: maxData });
    expect(detectContainer({ ...none, href: 'https://app/place/1', savedMax: maxData })).toEqual({ container: 'max', rawInitData: maxData, platform: '', version: '' });
  });

  it('takes the address before what a tab saved, whichever messenger saved it', () => {
    expect(detectContainer({ ...none, href: `https://app/#${max}`, savedTelegram: `#${tg}` }).container).toBe('max');
    expect(detectContainer({ ...none, href: `https://app/#${tg}`, savedMax: maxData }).container).toBe('telegram');
  });

  it('is a plain browser with neither', () => {
    expect(detectContainer({ ...none, href: 'https://app/' })).toEqual({ container: 'web' });
  });
});

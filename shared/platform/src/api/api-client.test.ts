// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { setLanguage } from '../i18n/language';

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

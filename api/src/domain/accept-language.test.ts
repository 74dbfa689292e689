import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage } from './accept-language';

describe('the language of an Accept-Language header', () => {
  it('English for en* first, by q, the first on a tie; Russian otherwise', () => {
    const cases: [string | undefined, 'ru' | 'en'][] = [
      [undefined, 'ru'], ['', 'ru'], ['en', 'en'], ['en-US', 'en'], ['EN_gb', 'en'], ['en-GB,en;q=0.9,ru;q=0.8', 'en'],
      ['ru', 'ru'], ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'], ['ru;q=0.5,en;q=0.9', 'en'], ['en;q=0.8,ru;q=0.8', 'en'], ['ru;q=0.8,en;q=0.8', 'ru'],
      ['de-DE,en;q=0.5', 'en'], ['de,fr', 'ru'], ['*', 'ru'], ['en;q=0', 'ru'], ['en;q=0,ru;q=0', 'ru'], ['eng', 'ru'], ['english', 'ru'],
      ['en;q=abc', 'ru'], ['en;q=1.5', 'ru'], ['en ; q = 0.7 , ru;q=0.6', 'en'], [' en ', 'en'],
    ];
    for (const [header, language] of cases) expect(languageOfAcceptLanguage(header), String(header)).toBe(language);
    expect(languageOfAcceptLanguage(['ru;q=0.1', 'en'])).toBe('en');
  });

  it('reads any string without throwing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (header) => ['ru', 'en'].includes(languageOfAcceptLanguage(header))));
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { effectiveLanguage, languageFrom, LanguageChoiceSchema, LanguageStateSchema } from './language.schema';

describe('the person’s language', () => {
  it('reads English from an English tag of any region, Russian from anything else', () => {
    for (const tag of ['en', 'en-US', 'en_GB', 'EN', ' en-gb ']) expect(languageFrom(tag), tag).toBe('en');
    for (const tag of ['ru', 'uk', 'de-DE', 'eng', 'ent', '', null, undefined]) expect(languageFrom(tag), String(tag)).toBe('ru');
  });

  it('is the person’s choice when there is one, else the messenger’s', () => {
    expect(effectiveLanguage('ru', 'en-US')).toBe('ru');
    expect(effectiveLanguage('en', null)).toBe('en');
    expect(effectiveLanguage(null, 'en')).toBe('en');
    expect(effectiveLanguage(null, 'fr')).toBe('ru');
  });

  it('takes a choice of a known language or null, nothing else', () => {
    for (const body of [{ language: 'ru' }, { language: 'en' }, { language: null }]) expect(v.is(LanguageChoiceSchema, body), JSON.stringify(body)).toBe(true);
    for (const body of [{}, { language: 'de' }, { language: 'EN' }, { language: 1 }, { language: 'en', extra: true }, null, 'en']) {
      expect(v.is(LanguageChoiceSchema, body), JSON.stringify(body)).toBe(false);
    }
    expect(v.is(LanguageStateSchema, { language: 'en', chosen: null })).toBe(true);
    expect(v.is(LanguageStateSchema, { language: null, chosen: null })).toBe(false);
  });
});

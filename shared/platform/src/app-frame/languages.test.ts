// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyCatalogue, plural, type Catalogue } from '../i18n/catalogue';
import { LANGUAGE_CHOICE_KEY, detectLanguage, intlLocale, languageFrom, setLanguage } from '../i18n/language';
import { inPageLanguage } from '../i18n/page-links';
import { formatDuration, formatPrice } from '../lib/money.lib';
import { formatTexts } from '../lib/format.texts';
import { formatTextsEn } from '../lib/format.texts.en';
import { dateLabel, monthLabel, weekdayHeaders } from '../calendar/calendar.lib';
import { calendarTexts } from '../calendar/calendar.texts';
import { calendarTextsEn } from '../calendar/calendar.texts.en';

const russian = { format: { ...formatTexts }, calendar: { ...calendarTexts } };

afterEach(() => {
  setLanguage('ru');
  applyCatalogue(formatTexts, russian.format);
  applyCatalogue(calendarTexts, russian.calendar);
  localStorage.clear();
});

describe('the person’s language', () => {
  it('en, en-US and en_GB read English; Russian, other languages and none read Russian', () => {
    expect(['en', 'en-US', 'EN_gb', ' en '].map(languageFrom)).toEqual(['en', 'en', 'en', 'en']);
    expect(['ru', 'uk', 'kk', 'de', 'eng', '', null, undefined].map(languageFrom)).toEqual(Array(8).fill('ru'));
  });

  it('their choice on this device first, then the messenger’s language, then the browser’s', () => {
    expect(detectLanguage({ launchTag: 'en', browserLanguages: ['ru-RU'] })).toBe('en');
    expect(detectLanguage({ launchTag: 'ru', browserLanguages: ['en-US'] })).toBe('ru');
    expect(detectLanguage({ browserLanguages: ['en-US', 'ru'] })).toBe('en');
    expect(detectLanguage({ launchTag: '', browserLanguages: [] })).toBe('ru');
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'ru');
    expect(detectLanguage({ launchTag: 'en', browserLanguages: ['en'] })).toBe('ru');
    // A link of this app that opened the page in another tab names its language first.
    expect(detectLanguage({ browserLanguages: ['ru'], search: '?lang=en' })).toBe('en');
    expect(detectLanguage({ launchTag: 'en', search: '?lang=xx' })).toBe('ru');
    // Anything else stored is no choice.
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'fr');
    expect(detectLanguage({ launchTag: 'en-US' })).toBe('en');
  });
});

describe('links to pages opened in another tab', () => {
  it('carry the page’s language when it is not Russian, on this site only', () => {
    expect(inPageLanguage('/privacy')).toBe('/privacy');
    setLanguage('en');
    expect([inPageLanguage('/privacy'), inPageLanguage('/terms?x=1'), inPageLanguage('https://example.org/p'), inPageLanguage('//cdn/x')]).toEqual(['/privacy?lang=en', '/terms?x=1&lang=en', 'https://example.org/p', '//cdn/x']);
  });
});

describe('plurals, durations and prices by the language', () => {
  it('Russian one, few and many; English one and other', () => {
    const forms = { one: 'услуга', few: 'услуги', many: 'услуг', other: 'услуги' };
    expect([1, 3, 5, 11, 21, 22].map((n) => plural(n, forms))).toEqual(['услуга', 'услуги', 'услуг', 'услуг', 'услуга', 'услуги']);
    setLanguage('en');
    expect([1, 2, 21].map((n) => plural(n, { one: 'service', other: 'services' }))).toEqual(['service', 'services', 'services']);
    expect(intlLocale()).toBe('en-GB');
  });

  it('Russian as before; English durations and separators', () => {
    expect([formatDuration(45), formatDuration(90), formatDuration(120), formatPrice(1500)]).toEqual(['45 минут', '1 час 30 минут', '2 часа', '1\u00a0500\u00a0₽']);
    setLanguage('en');
    applyCatalogue(formatTexts, formatTextsEn);
    expect([formatDuration(45), formatDuration(90), formatDuration(120), formatPrice(1500), formatPrice(1_250_000)]).toEqual(['45 min', '1 h 30 min', '2 h', '1,500\u00a0₽', '1,250,000\u00a0₽']);
  });
});

describe('the calendar in English', () => {
  it('labels, weekdays (Monday first) and months', () => {
    expect(dateLabel('2026-12-03', '2026-12-02')).toBe('Завтра, чт 03.12');
    setLanguage('en');
    applyCatalogue(calendarTexts, calendarTextsEn);
    expect(['2026-12-02', '2026-12-03', '2026-12-05', '2026-12-09', '2027-01-10'].map((d) => dateLabel(d, '2026-12-02'))).toEqual([
      'Today, Wed 02/12', 'Tomorrow, Thu 03/12', 'In 3 days, Sat 05/12', 'In a week, Wed 09/12', 'More than a month, Sun 10/01',
    ]);
    expect(weekdayHeaders()).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(monthLabel({ year: 2027, month: 1 }, '2026-12-02')).toBe('January 2027');
  });
});

describe('applyCatalogue', () => {
  it('writes another language into the object in place, nested objects too, so its readers need not change', () => {
    const texts = { a: 'а', count: (n: number) => `${n} шт.`, names: { x: 'икс' } };
    const seen = texts;
    const en: Catalogue<typeof texts> = { a: 'a', count: (n) => `${n} pcs`, names: { x: 'ex' } };
    applyCatalogue(texts, en);
    expect([seen.a, seen.count(2), seen.names.x]).toEqual(['a', '2 pcs', 'ex']);
  });
});

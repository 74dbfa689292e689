import { describe, expect, it } from 'vitest';
import { texts } from './texts';
import { textsEn } from './texts.en';

/** Every key of a catalogue, deep ('planNames.free'), with what it holds: a text or a text made from values (and how many). */
const shape = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object' ? shape(value as object, `${prefix}${key}.`) : [`${prefix}${key}: ${typeof value === 'function' ? `fn/${value.length}` : typeof value}`],
  ).sort();

describe("the plans area's English catalogue", () => {
  it('has exactly the Russian keys, deep, each a text where the Russian has a text and the same parameters where it has a function', () => {
    expect(shape(textsEn)).toEqual(shape(texts));
  });

  it('has no Russian letter in it', () => {
    const all = JSON.stringify(textsEn) + Object.values(textsEn).filter((v) => typeof v === 'function').map((f) => String((f as (n: number) => string)(1))).join();
    expect(all).not.toMatch(/[А-Яа-яЁё]/);
  });
});

describe('the Russian catalogue says what it said before the plural forms', () => {
  it.each([
    [texts.bookingsPerMonth(20), 'До 20 записей в месяц'],
    [texts.servicesUpTo(10), 'До 10 услуг'],
    [texts.starsLabel(500), '500 звёзд Telegram'],
    [texts.stars(500), '500 ⭐'],
    [texts.pay(500), 'Оплатить 500 ⭐'],
    [texts.perDays(90), 'за 90 дн.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('gives the names and descriptions the database holds for the product plans (api/src/db/migrations.ts)', () => {
    expect(texts.planNames).toEqual({ free: 'Бесплатный', pro_monthly: 'Про' });
    expect(texts.planDescriptions).toEqual({ free: 'До 20 записей в месяц', pro_monthly: 'Без ограничений' });
  });
});

import { describe, expect, it } from 'vitest';
import { texts } from './shared/texts';
import { textsEn } from './shared/texts.en';
import { scheduleTexts } from './entities/schedule/schedule.texts';
import { scheduleTextsEn } from './entities/schedule/schedule.texts.en';
import { analyticsTexts } from './entities/analytics/analytics.texts';
import { analyticsTextsEn } from './entities/analytics/analytics.texts.en';
import { texts as clientsTexts } from './entities/client/clients.texts';
import { textsEn as clientsTextsEn } from './entities/client/clients.texts.en';
import { depositTexts } from './entities/deposit/deposit.texts';
import { depositTextsEn } from './entities/deposit/deposit.texts.en';

/** Every key of a catalogue, deep ('hints.0'), with what it holds: a text, or a text made from values (and how many). */
const shape = (catalogue: object, prefix = ''): string[] =>
  Object.entries(catalogue)
    .flatMap(([key, value]) =>
      value && typeof value === 'object' ? shape(value as object, `${prefix}${key}.`) : [`${prefix}${key}: ${typeof value === 'function' ? `fn/${(value as () => string).length}` : typeof value}`],
    )
    .sort();

/** Every text of a catalogue, deep, the ones made from values made from sample values. */
const allTexts = (catalogue: object): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) => {
    if (value && typeof value === 'object') return allTexts(value as object);
    if (typeof value === 'function') return [1, 2, 5].map((n) => `${key}: ${String((value as (...a: unknown[]) => string)(n, 'x', 'y'))}`);
    return [`${key}: ${String(value)}`];
  });

const CATALOGUES = [
  ['shared/texts', texts, textsEn],
  ['schedule', scheduleTexts, scheduleTextsEn],
  ['analytics', analyticsTexts, analyticsTextsEn],
  ['clients', clientsTexts, clientsTextsEn],
  ['deposit', depositTexts, depositTextsEn],
] as const;

describe("the master cabinet's English catalogues", () => {
  it.each(CATALOGUES)('%s: exactly the Russian keys, deep, a text for a text and the same parameters for a function', (_, russian, english) => {
    expect(shape(english)).toEqual(shape(russian));
  });

  it.each(CATALOGUES)('%s: not a Russian letter', (_, __, english) => {
    expect(allTexts(english).filter((line) => /[А-Яа-яЁё]/.test(line))).toEqual([]);
  });
});

describe('the Russian catalogues say what they said before the plural forms', () => {
  it.each([
    [scheduleTexts.createdMany(2), 'Расписание создано для 2 дат!'],
    [scheduleTexts.createdMany(5), 'Расписание создано для 5 дат!'],
    [scheduleTexts.deletedMany(3), 'Расписание удалено для 3 дат!'],
    [scheduleTexts.multiDeleteConfirm(12), 'Расписание будет удалено у 12 дат.'],
    [analyticsTexts.lastDays(7), '7 дней'],
    [analyticsTexts.lastDays(30), '30 дней'],
    [analyticsTexts.lastDays(90), '90 дней'],
    [clientsTexts.noteTooLong(2000), 'Заметка — не больше 2000 символов. Сократите её, иначе она не сохранится.'],
    [texts.planLimit(10), 'На вашем тарифе можно не больше 10 активных услуг. Отключите или удалите другую услугу либо смените тариф.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("keep the spec's 'для N дат' for every N, and read right elsewhere where a count ends in one", () => {
    expect(scheduleTexts.createdMany(21)).toBe('Расписание создано для 21 дат!');
    expect(analyticsTexts.lastDays(1)).toBe('1 день');
  });
});

import { describe, expect, it } from 'vitest';
import { texts } from './shared/texts';
import { textsEn } from './shared/texts.en';
import { privacyText, termsText } from './pages/legal/legal.texts';
import { privacyTextEn, termsTextEn } from './pages/legal/legal.texts.en';
import { paymentReturnTexts } from './pages/payment-return/payment-return.texts';
import { paymentReturnTextsEn } from './pages/payment-return/payment-return.texts.en';

/**
 * Every path of a catalogue down to its texts ('sections.0.paragraphs.2'), a function's with its
 * number of parameters: the English must have the Russian's keys, no more and no fewer, else a
 * Russian text would show on an English page (or an English one go unused).
 */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}(${value.length})`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key));
  return [path];
}

const CATALOGUES = [
  ['shared/texts', texts, textsEn],
  ['legal: privacy', privacyText, privacyTextEn],
  ['legal: terms', termsText, termsTextEn],
  ['payment return', paymentReturnTexts, paymentReturnTextsEn],
] as const;

describe("the client area's English catalogues", () => {
  it.each(CATALOGUES)('%s: the English has exactly the Russian keys and parameters', (_, ru, en) => {
    expect(shape(en).sort()).toEqual(shape(ru).sort());
  });

  it.each(CATALOGUES)('%s: no English text is empty or has a Cyrillic letter', (_, __, en) => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
    for (const text of strings(en)) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('the texts made from values keep them in English', () => {
    expect(textsEn.cancelMessage('Maria', '10 May', '10:00')).toBe('Cancel your booking with Maria on 10 May at 10:00?');
    expect(textsEn.offsetHours('+4')).toBe('+4 h');
    expect(textsEn.bookingNumber(42)).toBe('#BK42');
    expect(textsEn.deposit('500 ₽')).toBe('Deposit 500 ₽');
    expect(paymentReturnTextsEn.when('Maria', 'Fri 10 May', '10:00')).toBe('Maria, Fri 10 May at 10:00');
  });
});

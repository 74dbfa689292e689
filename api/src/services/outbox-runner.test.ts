import { describe, expect, it } from 'vitest';
import { wordsOf } from './outbox-runner';

const start = { firstName: 'Eve', master: false, appUrl: 'https://t.me/b?startapp=home' };
const reply = { service: 'Cut', days: 14, times: [], waitlistUrl: 'https://t.me/b?startapp=w', bookUrl: 'https://t.me/b?startapp=book_1_1_1', languageCode: 'en' };

describe('what the runner sends of a row', () => {
  it('a row is written in the recipient’s choice, else their messenger’s, else the language the message carries; a written row as it was', () => {
    const row = { kind: 'start', text: null, reply_markup: null, message: start };
    const first = (r: Parameters<typeof wordsOf>[0]) => wordsOf(r).text.split(',')[0];
    expect(first({ ...row, chosen_language: 'ru', messenger_language: 'en' })).toBe('Здравствуйте');
    expect(first({ ...row, chosen_language: null, messenger_language: 'en-US' })).toBe('Hello');
    expect(first({ ...row, chosen_language: null, messenger_language: null })).toBe('Здравствуйте');
    const answer = { ...row, kind: 'business_reply', message: reply };
    expect(wordsOf({ ...answer, chosen_language: null, messenger_language: null }).text).toMatch(/^Hello!/);
    expect(wordsOf({ ...answer, chosen_language: null, messenger_language: 'ru' }).text).toMatch(/^Здравствуйте!/);
    expect(wordsOf({ kind: 'start', text: 'как было', reply_markup: { inline_keyboard: [] }, message: null, chosen_language: 'en', messenger_language: 'en' }))
      .toEqual({ text: 'как было', replyMarkup: { inline_keyboard: [] } });
  });
});

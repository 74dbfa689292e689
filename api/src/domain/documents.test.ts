import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from './documents';
import { masterCard } from './share-card';

const CYRILLIC = /[\u0400-\u04FF]/;
/** Every leaf of a catalogue, its functions called with sample arguments. */
const leaves = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : typeof node === 'function' ? [String((node as (...a: unknown[]) => unknown)('Lime', 30))] : Object.values(node as object).flatMap(leaves);

describe('the files’ words', () => {
  it('English has every word and no Russian of its own', () => {
    const en = leaves(DOCUMENT_TEXTS.en);
    expect(en.length).toBe(leaves(DOCUMENT_TEXTS.ru).length);
    for (const text of en) expect(text).not.toMatch(CYRILLIC);
  });

  it('the master’s card in their language, their own words as written', () => {
    const w = { id: 1, uuid: 'u', title: 'Мария', description: 'Стрижки', avatar: '' };
    const ru = masterCard(w, 'bot', null);
    const en = masterCard(w, 'bot', null, 'en');
    expect(ru.input_message_content.message_text).toBe('Мария\nСтрижки\n\nЗапись онлайн: выберите услугу и свободное время.');
    expect(en.input_message_content.message_text).toBe('Мария\nСтрижки\n\nBook online: choose a service and a free time.');
    expect(en.reply_markup.inline_keyboard[0]![0]!.text).toBe('Book');
    expect(en.reply_markup.inline_keyboard[0]![0]!.url).toBe(ru.reply_markup.inline_keyboard[0]![0]!.url);
  });
});

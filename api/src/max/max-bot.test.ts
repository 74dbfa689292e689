import { describe, expect, it } from 'vitest';
import { maxKeyboard } from './max-bot';
import { MAX_CONTACT_BUTTON } from '../domain/messages/render';
import { phoneOfVcard } from '../services/max-updates.service';

describe('the catalogue’s buttons in MAX’s terms', () => {
  it('a button into the app is open_app with the same start payload; another address stays a link; the contact button is request_contact', () => {
    const rows = maxKeyboard({ inline_keyboard: [
      [{ text: 'Мои записи', url: 'https://t.me/lime_bot?startapp=bookings' }, { text: 'Перенести', url: 'https://t.me/lime_bot?startapp=move_7' }],
      [{ text: 'Сайт', url: 'https://example.org/a?b=1' }],
      [{ text: 'Телефон', url: MAX_CONTACT_BUTTON }],
    ] }, 'lime_max');
    expect(rows).toEqual([
      [{ type: 'open_app', text: 'Мои записи', web_app: 'lime_max', payload: 'bookings' }, { type: 'open_app', text: 'Перенести', web_app: 'lime_max', payload: 'move_7' }],
      [{ type: 'link', text: 'Сайт', url: 'https://example.org/a?b=1' }],
      [{ type: 'request_contact', text: 'Телефон' }],
    ]);
  });

  it('keeps MAX’s limits (3 a row, 30 rows) and drops what is not a button', () => {
    const row = Array.from({ length: 5 }, (_, i) => ({ text: `t${i}`, url: `https://t.me/b?startapp=x${i}` }));
    const rows = maxKeyboard({ inline_keyboard: [...Array.from({ length: 40 }, () => row), [{ text: 1 }]] }, 'b');
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.length === 3)).toBe(true);
    expect(maxKeyboard(null, 'b')).toEqual([]);
  });
});

describe('a shared contact’s phone', () => {
  it('reads the first TEL line as international digits, a Russian 8 as 7', () => {
    expect(phoneOfVcard('BEGIN:VCARD\r\nTEL;TYPE=cell:+7 (999) 123-45-67\r\nEND:VCARD')).toBe('79991234567');
    expect(phoneOfVcard('BEGIN:VCARD\nTEL:89991234567\nEND:VCARD')).toBe('79991234567');
    expect(phoneOfVcard('BEGIN:VCARD\nFN:Без номера\nEND:VCARD')).toBeNull();
    expect(phoneOfVcard('TEL:12')).toBeNull();
    expect(phoneOfVcard(42)).toBeNull();
  });
});

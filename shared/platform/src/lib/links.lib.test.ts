import { describe, expect, it } from 'vitest';
import { InvalidUrlError, assertMessengerUrl, mapsSearchUrl, messengerChatUrl, phoneUrl } from './links.lib';

describe('links', () => {
  it('a messenger chat link is the https host plus the username, with or without @', () => {
    expect(messengerChatUrl('maria_nails')).toBe('https://t.me/maria_nails');
    expect(messengerChatUrl('@maria_nails')).toBe('https://t.me/maria_nails');
  });

  it('a messenger link not on the https host is an invalid URL error', () => {
    expect(() => assertMessengerUrl('http://t.me/maria')).toThrow(InvalidUrlError);
    expect(() => assertMessengerUrl('https://evil.example/t.me/maria')).toThrow(/Invalid URL/);
    expect(() => assertMessengerUrl('https://t.me/')).toThrow(InvalidUrlError);
    expect(assertMessengerUrl('https://t.me/maria')).toBe('https://t.me/maria');
    expect(() => messengerChatUrl('')).toThrow(InvalidUrlError);
    expect(() => messengerChatUrl('a/b?c')).toThrow(InvalidUrlError);
  });

  it('a maps search carries the full address, encoded, after the configured base', () => {
    expect(mapsSearchUrl('Москва, Тверская ул., 12 & 14', 'https://maps.test/?q=')).toBe(
      `https://maps.test/?q=${encodeURIComponent('Москва, Тверская ул., 12 & 14')}`,
    );
    expect(mapsSearchUrl('Москва')).toBe(`https://yandex.ru/maps/?text=${encodeURIComponent('Москва')}`);
  });

  it('a phone link keeps only digits and the plus', () => {
    expect(phoneUrl('+7 (999) 123-45-67')).toBe('tel:+79991234567');
  });
});

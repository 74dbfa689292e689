import { describe, expect, it } from 'vitest';
import { truncateAddress, truncateServiceTitle, truncateTitle } from './text.lib';

const long = (n: number) => 'а'.repeat(n);

describe('truncation (docs/product.md, Constants)', () => {
  it('an address label is cut at 30 characters plus …', () => {
    expect(truncateAddress(long(30))).toBe(long(30));
    expect(truncateAddress(long(31))).toBe(`${long(30)}…`);
    expect(truncateAddress('Москва, Тверская ул., 12, подъезд 3')).toBe('Москва, Тверская ул., 12, подъ…');
  });

  it('an item title is cut at 40 characters', () => {
    expect(truncateTitle(long(40))).toBe(long(40));
    expect(truncateTitle(long(41))).toBe(`${long(40)}…`);
  });

  it('a service title over 40 characters is cut to 35 plus …', () => {
    expect(truncateServiceTitle(long(40))).toBe(long(40));
    expect(truncateServiceTitle(long(41))).toBe(`${long(35)}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(truncateAddress(`${'😀'.repeat(31)}`)).toBe(`${'😀'.repeat(30)}…`);
  });
});

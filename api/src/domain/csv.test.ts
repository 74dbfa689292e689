import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, separates by ";", ends each line with CRLF', () => {
    expect(toCsv(['Дата', 'Цена'], [['2026-12-01', 1500]])).toBe('\uFEFFДата;Цена\r\n2026-12-01;1500\r\n');
  });

  it('quotes a field with ";", a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(toCsv(['a'], [['x;y'], ['say "hi"'], ['two\nlines'], ['cr\rhere'], ['plain, with comma']]))
      .toBe('\uFEFFa\r\n"x;y"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain, with comma\r\n');
  });

  it('keeps a text that looks like a formula a text', () => {
    expect(toCsv(['Клиент'], [['=HYPERLINK("x")'], ['+7 999'], ['-1'], ['@me']]))
      .toBe('\uFEFFКлиент\r\n"\'=HYPERLINK(""x"")"\r\n\'+7 999\r\n\'-1\r\n\'@me\r\n');
  });

  it('writes numbers as they are', () => {
    expect(toCsv(['n'], [[-5], [0]])).toBe('\uFEFFn\r\n-5\r\n0\r\n');
  });
});

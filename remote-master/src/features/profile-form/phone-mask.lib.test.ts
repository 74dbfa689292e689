import { describe, expect, it } from 'vitest';
import { schemas } from '@booking/contracts';
import { formatPhone } from './phone-mask.lib';

describe('phone mask (docs/product.md, Form rules)', () => {
  it.each([
    ['89991234567', '+7 (999) 123-45-67'],
    ['+7 999 123 45 67', '+7 (999) 123-45-67'],
    ['8 (999) 123-45-67', '+7 (999) 123-45-67'],
    ['9991234567', '+7 (999) 123-45-67'],
    ['', ''],
    [null, ''],
  ])('%s is shown as %s', (raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });

  it("every masked number passes the spec's phone format, and a partial one does not", () => {
    expect(schemas.RU_PHONE.test(formatPhone('89991234567'))).toBe(true);
    expect(schemas.RU_PHONE.test(formatPhone('999123'))).toBe(false);
  });
});

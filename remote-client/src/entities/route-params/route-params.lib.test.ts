import { describe, expect, it } from 'vitest';
import { parseId } from './route-params.lib';

describe('route id params', () => {
  it('reads positive whole numbers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('042')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const raw of ['abc', '1.5', '-3', '0', '7x', '1e3', ' 1', '<img>', '9999999999999999']) expect(parseId(raw), raw).toBeNull();
  });

  it('uses the default only for a missing param, never for a bad one', () => {
    expect(parseId(undefined, 1)).toBe(1);
    expect(parseId('', 1)).toBe(1);
    expect(parseId('x', 1)).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

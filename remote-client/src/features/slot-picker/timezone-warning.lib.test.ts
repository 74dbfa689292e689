import { describe, expect, it } from 'vitest';
import { formatOffset, masterOffsetHours } from './timezone-warning.lib';

describe('timezone warning', () => {
  it('gives the master’s offset from the client’s time when both zones are known and differ', () => {
    expect(masterOffsetHours('Europe/Moscow', 'Asia/Novosibirsk')).toBe(4);
    expect(masterOffsetHours('Asia/Novosibirsk', 'Europe/Moscow')).toBe(-4);
    expect(masterOffsetHours('Europe/Samara', 'Asia/Yekaterinburg')).toBe(1);
    expect(masterOffsetHours('Asia/Yekaterinburg', 'Europe/Volgograd')).toBe(-2);
  });

  it('no warning for equal offsets, unknown or missing zones', () => {
    expect(masterOffsetHours('Europe/Moscow', 'Europe/Moscow')).toBeNull();
    expect(masterOffsetHours('Europe/Moscow', 'Europe/Volgograd')).toBeNull();
    expect(masterOffsetHours('Europe/Berlin', 'Asia/Novosibirsk')).toBeNull();
    expect(masterOffsetHours('Asia/Novosibirsk', 'Asia/Omsk')).toBeNull();
    expect(masterOffsetHours(null, 'Europe/Moscow')).toBeNull();
    expect(masterOffsetHours('Europe/Moscow', undefined)).toBeNull();
  });

  it('formats the offset with its sign', () => {
    expect(formatOffset(4)).toBe('+4 ч');
    expect(formatOffset(-2)).toBe('−2 ч');
  });
});

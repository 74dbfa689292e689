import { describe, expect, it } from 'vitest';
import { sequentialStarts } from './sequential-starts.lib';

describe('sequential start times', () => {
  it('each service starts when the previous one ends', () => {
    expect(sequentialStarts('10:00:00', [60, 120, 30])).toEqual(['10:00', '11:00', '13:00']);
    expect(sequentialStarts('09:30', [45, 45])).toEqual(['09:30', '10:15']);
  });

  it('one service starts at the booking time; none gives nothing', () => {
    expect(sequentialStarts('14:30', [90])).toEqual(['14:30']);
    expect(sequentialStarts('14:30', [])).toEqual([]);
  });

  it('a service without a duration takes the default 30 minutes', () => {
    expect(sequentialStarts('12:00', [0, 60])).toEqual(['12:00', '12:30']);
  });
});

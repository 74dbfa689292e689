import { describe, expect, it } from 'vitest';
import { scheduleError } from './schedule-rules.lib';

const work = (time_start: string, time_end: string) => ({ time_start, time_end, status: 'free' as const });
const pause = (time_start: string, time_end: string) => ({ time_start, time_end, status: 'break' as const });

describe('schedule validation (spec section 5)', () => {
  it('accepts the default day and a day without breaks', () => {
    expect(scheduleError([work('09:00', '18:00'), pause('13:00', '14:00')])).toBeNull();
    expect(scheduleError([work('09:00', '18:00')])).toBeNull();
  });

  it('work must start before it ends', () => {
    expect(scheduleError([work('18:00', '09:00')])).toBe('Начало работы должно быть раньше конца');
    expect(scheduleError([work('09:00', '09:00')])).toBe('Начало работы должно быть раньше конца');
  });

  it('a break must start before it ends', () => {
    expect(scheduleError([work('09:00', '18:00'), pause('14:00', '13:00')])).toBe('Начало перерыва должно быть раньше конца');
    expect(scheduleError([work('09:00', '18:00'), pause('13:00', '13:00')])).toBe('Начало перерыва должно быть раньше конца');
  });

  it('breaks must lie within working time', () => {
    expect(scheduleError([work('09:00', '18:00'), pause('08:00', '09:30')])).toBe('Перерывы должны быть в рамках рабочего времени');
    expect(scheduleError([work('09:00', '18:00'), pause('17:30', '18:15')])).toBe('Перерывы должны быть в рамках рабочего времени');
    expect(scheduleError([work('09:00', '18:00'), pause('09:00', '18:00')])).toBeNull();
  });

  it('names the first broken rule in the spec order', () => {
    expect(scheduleError([work('18:00', '09:00'), pause('14:00', '13:00')])).toBe('Начало работы должно быть раньше конца');
    expect(scheduleError([work('09:00', '18:00'), pause('20:00', '19:00')])).toBe('Начало перерыва должно быть раньше конца');
  });
});

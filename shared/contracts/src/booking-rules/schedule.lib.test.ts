import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, breakFitsWork, validateDaySchedule, validateInterval } from './schedule.lib';

const work = [{ time_start: '09:00', time_end: '18:00' }];

describe('schedule rules (docs/product.md, Form rules)', () => {
  it('accepts a working day with a break inside it', () => {
    expect(validateDaySchedule(work, [{ time_start: '13:00', time_end: '14:00' }])).toBeNull();
  });

  it.each([
    [[{ time_start: '18:00', time_end: '09:00' }], [], SCHEDULE_MESSAGES.workOrder],
    [work, [{ time_start: '14:00', time_end: '13:00' }], SCHEDULE_MESSAGES.breakOrder],
    [work, [{ time_start: '17:30', time_end: '18:30' }], SCHEDULE_MESSAGES.breakOutside],
    [[], [], SCHEDULE_MESSAGES.noWork],
    [[...work, { time_start: '17:00', time_end: '19:00' }], [], SCHEDULE_MESSAGES.workOverlap],
    [[{ time_start: '09:10', time_end: '18:00' }], [], SCHEDULE_MESSAGES.step],
  ])('refuses work %j with breaks %j: %s', (w, b, message) => {
    expect(validateDaySchedule(w, b)).toBe(message);
  });

  it('checks one interval with the message of its kind', () => {
    expect(validateInterval({ time_start: '10:00', time_end: '10:00' }, 'free')).toBe('Начало работы должно быть раньше конца');
    expect(validateInterval({ time_start: '10:00', time_end: '10:00' }, 'break')).toBe('Начало перерыва должно быть раньше конца');
    expect(validateInterval({ time_start: '10:00:00', time_end: '10:15:00' }, 'break')).toBeNull();
  });

  it('a break fits when it lies inside one work interval, not across two', () => {
    const split = [{ time_start: '09:00', time_end: '13:00' }, { time_start: '13:00', time_end: '18:00' }];
    expect(breakFitsWork({ time_start: '12:30', time_end: '13:30' }, split)).toBe(false);
    expect(breakFitsWork({ time_start: '12:00', time_end: '13:00' }, split)).toBe(true);
  });
});

import { bookingRules, schemas } from '@booking/contracts';
import { PERIOD_TEXTS } from '@booking/contracts/analytics';
import { describe, expect, it } from 'vitest';
import type { ErrorCode, ErrorParams } from './error-codes';
import { ERROR_CATALOGUES, conflict, errorText, invalid, notFound } from './errors';

/** A sample of every code's parameters: a new code without one fails the type check. */
const SAMPLES: { [K in ErrorCode]: ErrorParams[K] } = Object.fromEntries(Object.keys(ERROR_CATALOGUES.ru).map((code) => [code, {}])) as never;
Object.assign(SAMPLES, {
  'request.refused': { reason: 'Body is not valid JSON' },
  'request.too_many': { seconds: 12 },
  'not_found.route': { method: 'GET', path: '/api/nothing' },
  'auth.unauthenticated': { reason: 'missing' },
  'booking.too_soon': { earliest: '12:30' },
  'booking.client_share': { max: 3 },
  'booking.cancel_cutoff': { hours: 24 },
  'booking.move_cutoff': { hours: 3 },
  'booking.moves_used': { max: 2 },
  'attendance.too_old': { days: 7 },
  'services.limit': { max: 5 },
  'services.too_many_categories': { max: 50 },
  'upload.too_many': { max: 30 },
  'analytics.period_too_long': { max: 366 },
  'waitlist.too_many': { max: 20 },
});
const CYRILLIC = /[\u0400-\u04FF]/;

describe('the error catalogues', () => {
  it('say every code in both languages; English has no Russian of its own', () => {
    expect(Object.keys(ERROR_CATALOGUES.en).sort()).toEqual(Object.keys(ERROR_CATALOGUES.ru).sort());
    for (const code of Object.keys(SAMPLES) as ErrorCode[]) {
      const ru = errorText(code, SAMPLES[code], 'ru');
      const en = errorText(code, SAMPLES[code], 'en');
      expect(ru, code).not.toBe('');
      expect(en, code).not.toBe('');
      expect(en, code).not.toMatch(CYRILLIC);
    }
    expect(errorText('booking.too_soon', { earliest: null }, 'en')).toBe('It’s too late to book this time.');
    expect(errorText('booking.moves_used', { max: 1 }, 'en')).toBe('A booking can only be rescheduled once. Please message your specialist.');
  });

  it('in Russian, the rules’ refusals are the contracts’ own sentences, byte for byte', () => {
    const rules = { cancel_cutoff_hours: 24, max_moves: 2 };
    expect(errorText('booking.slot_taken', {}, 'ru')).toBe(bookingRules.BOOKING_TAKEN);
    expect(errorText('booking.client_blocked', {}, 'ru')).toBe(bookingRules.CLIENT_BLOCKED);
    expect(errorText('booking.too_soon', { earliest: '12:30' }, 'ru')).toBe(bookingRules.bookingRefusalMessage('too_soon', 12 * 60 + 30));
    expect(errorText('booking.too_soon', { earliest: null }, 'ru')).toBe(bookingRules.bookingRefusalMessage('too_soon'));
    expect(errorText('booking.client_share', { max: 3 }, 'ru')).toBe(bookingRules.clientShareRefusalMessage(3));
    expect(errorText('booking.cancel_cutoff', { hours: 24 }, 'ru')).toBe(bookingRules.cancelRefusalMessage('cutoff', rules));
    expect(errorText('booking.moves_used', { max: 2 }, 'ru')).toBe(bookingRules.moveRefusalMessage('moves', rules));
    expect(errorText('attendance.too_old', { days: 7 }, 'ru')).toBe(bookingRules.attendanceRefusalMessage('too_old'));
    expect(errorText('schedule.work_order', {}, 'ru')).toBe(bookingRules.SCHEDULE_MESSAGES.workOrder);
    expect(errorText('analytics.pro_only', {}, 'ru')).toBe(PERIOD_TEXTS.ru.proOnly);
    expect(errorText('profile.avatar_upload', {}, 'ru')).toBe(schemas.SCHEMA_TEXTS.ru.avatarUpload);
    expect(errorText('booking.moves_used', { max: 2 }, 'en')).toBe(bookingRules.moveRefusalMessage('moves', rules, 'en'));
  });

  it('a refusal keeps its Russian sentence as its message, its code, params and field', () => {
    const e = conflict('booking.cancel_cutoff', { hours: 3 }, 'id');
    expect([e.kind, e.code, e.params, e.field, e.message]).toEqual(['conflict', 'booking.cancel_cutoff', { hours: 3 }, 'id', 'Отменить запись можно не позднее чем за 3 ч до начала. Напишите мастеру.']);
    expect(e.textIn('en')).toBe('Bookings can be cancelled at least 3 h before the start. Please message your specialist.');
    const n = notFound('not_found.slot', 'timeslot_id');
    expect([n.code, n.params, n.field, n.message]).toEqual(['not_found.slot', {}, 'timeslot_id', 'Слот не найден']);
    expect(invalid('schedule.same_dates').field).toBeUndefined();
  });
});

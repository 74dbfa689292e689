import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageKey, MessageParams } from './message';
import { FORMATS, renderMessage } from './render';

const slot = { date: '2026-12-01', start: '14:00', end: '15:30' };
const place = { name: 'Lime', address: 'Moscow, Tverskaya 12' };
const SAMPLES: { [K in MessageKey]: MessageParams[K] } = {
  booking_new: { client: 'Anna', slot, services: ['Cut', 'Colour'], total: 1500, dayUrl: 'https://t.me/b?startapp=day_20261201' },
  booking_confirmed: { master: 'Maria', place, slot, services: ['Cut'], bookingsUrl: 'https://t.me/b?startapp=bookings' },
  booking_cancelled_by_client: { client: 'Anna', slot, services: ['Cut'], dayUrl: 'https://t.me/b?startapp=day_20261201' },
  booking_cancelled_by_master: { master: 'Maria', slot, services: ['Cut'], bookingsUrl: 'https://t.me/b?startapp=bookings' },
  booking_moved_by_client: { client: 'Anna', from: slot, to: { ...slot, date: '2026-12-02' }, services: ['Cut'], dayUrl: 'https://t.me/b?startapp=day_20261202' },
  booking_moved_by_master: { master: 'Maria', place, from: slot, to: { ...slot, date: '2026-12-02' }, services: ['Cut'], bookingsUrl: 'https://t.me/b?startapp=bookings' },
  reminder: { minutes: 120, master: 'Maria', place, slot, services: ['Cut'], bookingsUrl: 'https://t.me/b?startapp=bookings', moveUrl: 'https://t.me/b?startapp=move_1' },
  waitlist_freed: { master: 'Maria', slot, slotsUrl: 'https://t.me/b?startapp=slots_1_1_1_2_20261201' },
  deposit_released: { master: 'Maria', slot, amount: 500, bookingsUrl: 'https://t.me/b?startapp=bookings' },
  deposit_late_refund: { master: 'Maria', slot, amount: 500, bookingsUrl: 'https://t.me/b?startapp=bookings' },
  deposit_no_shop: { client: 'Anna', slot, services: ['Cut'], amount: 500, dayUrl: 'https://t.me/b?startapp=day_20261201' },
  plan_pay_reminder: { plan: 'Pro', until: '2026-12-31', plansUrl: 'https://t.me/b?startapp=plans' },
  plan_renewal_failed: { plan: 'Pro', until: '2026-12-31', plansUrl: 'https://t.me/b?startapp=plans' },
  start: { firstName: 'Eve', master: false, appUrl: 'https://t.me/b?startapp=home' },
  max_start: { firstName: 'Eve', master: true, appUrl: 'https://t.me/b?startapp=bookings', languageCode: 'en' },
  max_phone: { outcome: 'not_own', languageCode: null },
  business_reply: { service: 'Cut', days: 14, times: [{ date: '2026-12-01', time: '10:30:00', url: 'https://t.me/b?startapp=x' }], waitlistUrl: null, bookUrl: 'https://t.me/b?startapp=book_1_1_1', languageCode: null },
};

/** The Russian lead as it was written before the catalogues (the reference the catalogue must match). */
function russianLead(minutes: number): string {
  const plural = (n: number, [one, few, many]: [string, string, string]) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    return mod10 === 1 && mod100 !== 11 ? one : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? few : many;
  };
  if (minutes % 1440 === 0) return `через ${minutes / 1440} ${plural(minutes / 1440, ['день', 'дня', 'дней'])}`;
  if (minutes % 60 === 0) return `через ${minutes / 60} ${plural(minutes / 60, ['час', 'часа', 'часов'])}`;
  return `через ${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}`;
}

describe('the bot’s messages in words', () => {
  it('dates, prices and leads by the language', () => {
    expect(FORMATS.en.date('2026-12-01')).toBe('1 December, Tue');
    expect(FORMATS.ru.date('2026-12-01')).toBe('1 декабря, вт');
    expect(FORMATS.en.price(1500)).toBe('1,500\u00a0₽');
    expect(FORMATS.ru.price(1500)).toBe('1\u00a0500\u00a0₽');
    expect(FORMATS.en.price(900)).toBe('900\u00a0₽');
    expect([1, 30, 60, 120, 1440, 2880].map(FORMATS.en.lead)).toEqual(['in 1 minute', 'in 30 minutes', 'in 1 hour', 'in 2 hours', 'in 1 day', 'in 2 days']);
    expect([1, 2, 5, 21, 60, 120, 300, 1440, 2880, 7200].map(FORMATS.ru.lead)).toEqual([
      'через 1 минуту', 'через 2 минуты', 'через 5 минут', 'через 21 минуту', 'через 1 час', 'через 2 часа', 'через 5 часов', 'через 1 день', 'через 2 дня', 'через 5 дней',
    ]);
  });

  it('Russian leads are the ones written before the catalogues, for any offset', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (minutes) => FORMATS.ru.lead(minutes) === russianLead(minutes)));
  });

  it('every message has words and buttons in both languages, and English has no Russian of its own', () => {
    for (const [key, params] of Object.entries(SAMPLES)) {
      const ru = renderMessage(key, params, 'ru');
      const en = renderMessage(key, params, 'en');
      expect(ru.text, key).toMatch(/[а-яё]/i);
      expect(en.text, key).not.toMatch(/[а-яё]/i);
      expect(en.replyMarkup.inline_keyboard.flat().map((b) => b.text).join(' '), key).not.toMatch(/[а-яё]/i);
      expect(en.replyMarkup.inline_keyboard.flat().map((b) => b.url), key).toEqual(ru.replyMarkup.inline_keyboard.flat().map((b) => b.url));
    }
    expect(renderMessage('booking_new', SAMPLES.booking_new, 'en').text).toBe('New booking\nAnna\n1 December, Tue, 14:00–15:30\nCut, Colour\nTotal: 1,500\u00a0₽');
    expect(renderMessage('reminder', SAMPLES.reminder, 'en').text.split('\n')[0]).toBe('Reminder: your booking is in 2 hours');
    expect(renderMessage('business_reply', SAMPLES.business_reply, 'en').replyMarkup.inline_keyboard.map((r) => r[0]!.text)).toEqual(['1 December, Tue, 10:30', 'Book']);
    const none = { ...SAMPLES.business_reply, times: [], waitlistUrl: 'https://t.me/b?startapp=w' };
    expect(renderMessage('business_reply', none, 'ru').replyMarkup.inline_keyboard.map((r) => r[0]!.text)).toEqual(['Лист ожидания', 'Записаться']);
    expect(renderMessage('business_reply', none, 'ru').text).toBe('Здравствуйте! В ближайшие 14 дней свободного времени нет.\nВстаньте в лист ожидания: вам напишут, как только время освободится.');
  });

  it('refuses a key it does not know (the runner retries it, then gives it up)', () => {
    expect(() => renderMessage('no_such_message', {}, 'ru')).toThrow(/no_such_message/);
  });
});

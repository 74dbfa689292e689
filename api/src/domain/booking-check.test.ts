import { describe, expect, it } from 'vitest';
import { bookingRules } from '@booking/contracts';
import { checkBooking, type BookingDay, type BookingRequest, type BookingService } from './booking-check';
import { LIMIT_REACHED } from './plan-limit';

// The rules of one booking, without any queue or database: the day as read and one request in,
// the booking or the refusal (with its text) out.
const service = (id: number, over: Partial<BookingService> = {}): BookingService => ({ id, worker_id: 7, place_id: 1, status: 'active', slot_duration: 60, booking_deadline: 15, ...over });

const day = (over: Partial<BookingDay> = {}): BookingDay => ({
  workerId: 7,
  date: '2030-05-10',
  timeslots: [
    { id: 70, time_start: '09:00:00', time_end: '18:00:00', status: 'free', booking_id: null, place_id: 1 },
    { id: 71, time_start: '13:00:00', time_end: '14:00:00', status: 'break', booking_id: null, place_id: 1 },
  ],
  busy: [{ time_start: '10:00:00', time_end: '11:00:00', booking_id: 5 }],
  worker: { adjacent_slots_only: false },
  now: { date: '2030-05-01', minutes: 12 * 60 },
  services: new Map([[1, service(1)], [2, service(2, { slot_duration: 30 })], [3, service(3, { status: 'INACTIVE' })], [4, service(4, { worker_id: 8 })]]),
  allowance: { max: 20, count: 3 },
  share: 0,
  maxPerClient: 3,
  ...over,
});

const request = (body: Partial<BookingRequest['body']> = {}): BookingRequest => ({
  callerId: 42,
  body: { telegram_id: 42, place_id: 1, service_ids: [1], timeslot_id: 70, time_start: '11:00', ...body },
});

/** The refusal's kind (the error handler maps it to the HTTP status) and text, or 'ok'. */
function outcome(req: BookingRequest, d: BookingDay | undefined) {
  const checked = checkBooking(req, d);
  return checked.ok ? 'ok' : [checked.error.kind, checked.error.message];
}

describe('checkBooking: one request against its day', () => {
  it('accepts a free time: the booking to write, its end from the services, each service once in the order asked', () => {
    const d = day();
    const busyBefore = structuredClone(d.busy);
    expect(checkBooking(request({ service_ids: [2, 1, 2], time_start: '11:00' }), d)).toEqual({
      ok: true,
      booking: { status: 'confirmed', worker_id: 7, place_id: 1, date: '2030-05-10', time_start: '11:00:00', time_end: '12:30:00' },
      serviceIds: [2, 1],
    });
    // The day it was given is left as it was.
    expect(d.busy).toEqual(busyBefore);
  });

  it('refuses with the texts a client reads', () => {
    expect(outcome(request(), undefined)).toEqual(['not_found', 'Слот не найден']);
    expect(outcome(request({ timeslot_id: 99 }), day())).toEqual(['not_found', 'Слот не найден']);
    expect(outcome(request({ place_id: 2 }), day())).toEqual(['invalid', 'Этот слот относится к другому месту']);
    expect(outcome(request(), day({ worker: undefined }))).toEqual(['not_found', 'Работник не найден']);
    expect(outcome(request({ service_ids: [9] }), day())).toEqual(['not_found', 'Услуга не найдена']);
    expect(outcome(request({ service_ids: [4] }), day())).toEqual(['invalid', 'Мастер не оказывает эту услугу в этом месте']);
    expect(outcome(request({ service_ids: [3] }), day())).toEqual(['conflict', 'Эта услуга сейчас недоступна для записи']);
    expect(outcome(request({ time_start: '10:30' }), day())).toEqual(['conflict', bookingRules.BOOKING_TAKEN]);
    expect(outcome(request({ time_start: '12:30' }), day())).toEqual(['conflict', bookingRules.bookingRefusalMessage('hours')]);
    expect(outcome(request({ time_start: '11:15' }), day())).toEqual(['conflict', bookingRules.bookingRefusalMessage('grid')]);
    expect(outcome(request(), day({ now: { date: '2030-05-11', minutes: 0 } }))).toEqual(['conflict', 'Нельзя записаться на прошедшую дату']);
    expect(outcome(request(), day({ now: { date: '2029-05-01', minutes: 0 } }))).toEqual(['invalid', 'Нельзя выбрать дату дальше чем на год вперёд.']);
  });

  it('today: not before now plus the longest booking deadline, rounded up to the half hour', () => {
    const today = day({ now: { date: '2030-05-10', minutes: 11 * 60 + 50 } });
    // 11:50 + 15 min = 12:05, so 12:30 at the earliest.
    expect(outcome(request({ time_start: '11:00' }), today)).toEqual(['conflict', bookingRules.bookingRefusalMessage('too_soon', 12 * 60 + 30)]);
    expect(outcome(request({ service_ids: [2], time_start: '12:30' }), today)).toBe('ok');
  });

  it("the master's monthly plan limit and one client's share of a limited master", () => {
    expect(outcome(request(), day({ allowance: { max: 20, count: 20 } }))).toEqual(['conflict', LIMIT_REACHED]);
    expect(outcome(request(), day({ allowance: { max: -1, count: 500 } }))).toBe('ok');
    expect(outcome(request(), day({ share: 3 }))).toEqual(['conflict', bookingRules.clientShareRefusalMessage(3)]);
    expect(outcome(request(), day({ share: 3, maxPerClient: 0 }))).toBe('ok');
    expect(outcome(request(), day({ share: 3, allowance: { max: -1, count: 0 } }))).toBe('ok');
  });

  it('the adjacency rule: only next to other bookings or a break', () => {
    const adjacent = day({ worker: { adjacent_slots_only: true } });
    expect(outcome(request({ time_start: '11:00' }), adjacent)).toBe('ok');
    expect(outcome(request({ time_start: '15:30' }), adjacent)).toEqual(['conflict', bookingRules.bookingRefusalMessage('adjacency')]);
  });
});

describe('checkBooking for a move: the same time rules, the booking itself not busy', () => {
  const moving = (over: Partial<BookingDay> = {}) => day({ moving: 5, ...over });
  it('the booking’s own time is free to it, another booking’s is not', () => {
    expect(outcome(request({ time_start: '10:30' }), moving())).toBe('ok');
    expect(outcome(request({ time_start: '10:30' }), moving({ busy: [...day().busy, { time_start: '11:00:00', time_end: '12:00:00', booking_id: 6 }] })))
      .toEqual(['conflict', bookingRules.BOOKING_TAKEN]);
  });

  it('the plan’s limit, the fair share and a service made inactive do not refuse it; the time rules do', () => {
    const full = { allowance: { max: 20, count: 20 }, share: 3 };
    expect(outcome(request({ time_start: '15:00' }), day(full))).toEqual(['conflict', LIMIT_REACHED]);
    expect(outcome(request({ time_start: '15:00' }), moving(full))).toBe('ok');
    expect(outcome(request({ service_ids: [3], time_start: '15:00' }), moving())).toBe('ok');
    expect(outcome(request({ time_start: '13:00' }), moving())).toEqual(['conflict', bookingRules.bookingRefusalMessage('hours')]);
    expect(outcome(request({ time_start: '15:15' }), moving())).toEqual(['conflict', bookingRules.bookingRefusalMessage('grid')]);
  });
});

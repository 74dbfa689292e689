import { bookingRules, type schemas } from '@booking/contracts';
import { wallClock } from './clock';
import { dayKey, type BusyInterval, type DaySlot } from './day';
import { conflict, invalid, notFound, type DomainError } from './errors';
import { LIMIT_REACHED, monthKey, type Allowance } from './plan-limit';
import { BEYOND_HORIZON, horizonEnd } from './schedule';

/**
 * The rules of one booking request, checked against a batch's state (what services/booking-queue.ts
 * read under the masters' locks), with the same shared functions the UI uses to offer times.
 */

export const TAKEN = bookingRules.BOOKING_TAKEN;

export interface BookingRequest {
  callerId: number;
  body: schemas.BookingCreate;
}

export interface CreatedBooking {
  id: number;
  status: 'confirmed';
  worker_id: number;
  place_id: number;
  date: string;
  time_start: string;
  time_end: string;
}

/** What one request of a batch came to: its booking, or the refusal to answer with. */
export type BookingOutcome = { ok: true; booking: CreatedBooking } | { ok: false; error: DomainError };

/** The service fields the rules read. */
export interface BatchServiceRow {
  id: number;
  worker_id: number;
  place_id: number;
  status: string;
  slot_duration: number;
  booking_deadline: number;
}

/** What the rules of one batch need, as read under the masters' locks (db/queries/booking-batch.queries.ts). */
export interface BatchRead {
  days: { worker_id: number; date: string; timeslots: DaySlot[]; busy: BusyInterval[] }[];
  workers: { id: number; adjacent_slots_only: boolean; timezone: string | null }[];
  allowances: { worker_id: number; month: string; max: number | null; count: number }[];
  services: BatchServiceRow[];
  /** Each requesting client's future active bookings with each requested master (fair shares). */
  client_counts: { worker_id: number; client_id: number | string; count: number | string }[];
}

/** The key of a client's share of a master: `workerId:clientId`. */
const shareKey = (workerId: number, clientId: number) => `${workerId}:${clientId}`;

/**
 * A batch's state from what was read: days by master and date, slots by id, allowances by month,
 * clients' shares; `maxPerClient` is MAX_ACTIVE_PER_CLIENT (0: no such rule).
 */
export function batchState(read: BatchRead, maxPerClient = 0): BatchState {
  const state: BatchState = {
    maxPerClient,
    shares: new Map(read.client_counts.map((c) => [shareKey(c.worker_id, Number(c.client_id)), Number(c.count)])),
    workers: new Map(read.workers.map((w) => [w.id, w])),
    slotsById: new Map(),
    days: new Map(),
    allowances: new Map(),
    services: new Map(read.services.map((s) => [s.id, s])),
    clocks: new Map(),
  };
  for (const d of read.days) {
    state.days.set(dayKey(d.worker_id, d.date), { timeslots: d.timeslots, busy: d.busy });
    for (const t of d.timeslots) state.slotsById.set(t.id, { workerId: d.worker_id, date: d.date });
  }
  for (const a of read.allowances) state.allowances.set(monthKey(a.worker_id, a.month), { max: a.max ?? -1, count: a.count });
  return state;
}

export interface Accepted {
  pending: Omit<CreatedBooking, 'id'>;
  clientId: number;
  serviceIds: number[];
}

export interface BatchState {
  /** How many future active bookings one client may hold with a master on a limited plan (0: any number). */
  maxPerClient: number;
  /** Future active bookings by `workerId:clientId`, the batch's own accepted ones counted in. */
  shares: Map<string, number>;
  slotsById: Map<number, { workerId: number; date: string }>;
  workers: Map<number, { adjacent_slots_only: boolean; timezone: string | null }>;
  days: Map<string, { timeslots: DaySlot[]; busy: BusyInterval[] }>;
  allowances: Map<string, Allowance>;
  services: Map<number, BatchServiceRow>;
  /** Each master's wall clock, read once per batch (formatToParts is slow enough to show). */
  clocks: Map<number, { date: string; minutes: number }>;
}

/** The rules for one request; on success the batch state already counts the new booking. */
export function checkOne({ callerId, body }: BookingRequest, state: BatchState): Accepted {
  const serviceIds = [...new Set(body.service_ids)];
  const ref = state.slotsById.get(body.timeslot_id);
  if (!ref) throw notFound('Слот не найден', 'timeslot_id');
  const { workerId, date } = ref;
  const day = state.days.get(dayKey(workerId, date))!;
  const slot = day.timeslots.find((t) => t.id === body.timeslot_id)!;
  if (slot.place_id !== body.place_id) throw invalid('Этот слот относится к другому месту', 'place_id');
  if (slot.status !== 'free') throw conflict(bookingRules.bookingRefusalMessage('hours'));
  const worker = state.workers.get(workerId);
  if (!worker) throw notFound('Работник не найден');

  for (const id of serviceIds) {
    const s = state.services.get(id);
    if (!s) throw notFound('Услуга не найдена', 'service_ids');
    if (Number(s.worker_id) !== workerId || Number(s.place_id) !== body.place_id) {
      throw invalid('Мастер не оказывает эту услугу в этом месте', 'service_ids');
    }
    if (s.status !== 'active') throw conflict('Эта услуга сейчас недоступна для записи', 'service_ids');
  }
  const ordered = serviceIds.map((id) => state.services.get(id)!);

  let now = state.clocks.get(workerId);
  if (!now) state.clocks.set(workerId, (now = wallClock(worker.timezone)));
  if (date < now.date) throw conflict('Нельзя записаться на прошедшую дату');
  if (date > horizonEnd(now.date)) throw invalid(BEYOND_HORIZON, 'timeslot_id');
  const earliest = date === now.date ? bookingRules.earliestStart(now.minutes, bookingRules.maxDeadline(ordered)) : null;
  const duration = bookingRules.totalDuration(ordered);
  const start = bookingRules.parseTime(body.time_start);
  const inThisSlot = start >= bookingRules.parseTime(slot.time_start) && start + duration <= bookingRules.parseTime(slot.time_end);
  const refusal =
    bookingRules.bookingRefusal({ timeslots: day.timeslots, busy: day.busy, duration, earliest, adjacentOnly: worker.adjacent_slots_only, placeId: body.place_id, start }) ??
    (inThisSlot ? null : 'hours');
  if (refusal) throw conflict(bookingRules.bookingRefusalMessage(refusal, earliest), 'time_start');

  const allowance = state.allowances.get(monthKey(workerId, date));
  if (allowance && allowance.max >= 0 && allowance.count >= allowance.max) throw conflict(LIMIT_REACHED);
  // Fair shares: on a plan with a monthly limit, one client may not hold the whole month.
  const limited = state.maxPerClient > 0 && allowance !== undefined && allowance.max >= 0;
  const share = state.shares.get(shareKey(workerId, callerId)) ?? 0;
  if (limited && share >= state.maxPerClient) throw conflict(bookingRules.clientShareRefusalMessage(state.maxPerClient));

  const time_start = bookingRules.formatTime(start);
  const time_end = bookingRules.formatTime(start + duration);
  // The rest of the batch sees this time as taken and this booking as counted.
  day.busy.push({ time_start, time_end, booking_id: 0 });
  if (allowance) allowance.count += 1;
  state.shares.set(shareKey(workerId, callerId), share + 1);
  return {
    pending: { status: 'confirmed' as const, worker_id: workerId, place_id: body.place_id, date, time_start, time_end },
    clientId: callerId,
    serviceIds,
  };
}


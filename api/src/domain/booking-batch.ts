import { bookingRules, type schemas } from '@booking/shared';
import type { Database } from '../db/database';
import { HttpError } from '../http-errors';
import { wallClock } from './clock';
import { dayKey } from './day';
import { dayBusyJson, daySlotsJson, type BusyInterval, type DaySlot } from '../db/queries/days.queries';
import { LIMIT_REACHED, monthKey, type Allowance } from './plan-limit';
import { maxBookingsSql, monthCountSql } from '../db/queries/plan-limits.queries';

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
export type BookingOutcome = { ok: true; booking: CreatedBooking } | { ok: false; error: HttpError };

interface ServiceRow {
  id: number;
  worker_id: number;
  place_id: number;
  status: string;
  slot_duration: number;
  booking_deadline: number;
}

/** Everything a batch needs, read in one statement once the masters' rows are locked. */
const BATCH_READ_SQL = `
  WITH k AS (SELECT DISTINCT worker_id, date FROM timeslots WHERE id = ANY($1::int[]))
  SELECT
    (SELECT COALESCE(json_agg(json_build_object('worker_id', k.worker_id, 'date', to_char(k.date, 'YYYY-MM-DD'),
              'timeslots', ${daySlotsJson('k.worker_id', 'k.date')}, 'busy', ${dayBusyJson('k.worker_id', 'k.date')})), '[]'::json)
       FROM k)::text AS days,
    (SELECT COALESCE(json_agg(json_build_object('id', w.id, 'adjacent_slots_only', w.adjacent_slots_only, 'timezone', u.timezone)), '[]'::json)
       FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id IN (SELECT worker_id FROM k))::text AS workers,
    -- The month's count only where the plan has a limit (CASE skips the count otherwise).
    (SELECT COALESCE(json_agg(json_build_object('worker_id', m.worker_id, 'month', to_char(m.month, 'YYYY-MM'), 'max', m.max,
              'count', CASE WHEN m.max >= 0 THEN ${monthCountSql('m.worker_id', 'm.month')} ELSE 0 END)), '[]'::json)
       FROM (SELECT km.worker_id, km.month, ${maxBookingsSql('km.worker_id')} AS max
               FROM (SELECT DISTINCT worker_id, date_trunc('month', date)::date AS month FROM k) km
             OFFSET 0) m)::text AS allowances, -- OFFSET 0: the plan's maximum is looked up once, not once per use
    (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'worker_id', s.worker_id, 'place_id', s.place_id, 'status', s.status,
              'slot_duration', s.slot_duration, 'booking_deadline', s.booking_deadline)), '[]'::json)
       FROM services s WHERE s.id = ANY($2::int[]))::text AS services`;

/**
 * The accepted bookings and their services in one statement; the new ids come back by master,
 * date and start (unique among accepted bookings: one master's bookings never overlap).
 */
const BATCH_WRITE_SQL = `
  WITH input AS (
    SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::date[], $5::time[], $6::time[], $7::text[])
      AS u(client_id, place_id, worker_id, date, time_start, time_end, services)
  ), ins AS (
    INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
    SELECT 'confirmed', client_id, place_id, worker_id, date, time_start, time_end FROM input
    RETURNING id, worker_id, date, time_start
  ), links AS (
    INSERT INTO booking_services (booking_id, service_id, position)
    SELECT ins.id, l.service_id, l.n - 1
      FROM ins JOIN input i ON i.worker_id = ins.worker_id AND i.date = ins.date AND i.time_start = ins.time_start
      CROSS JOIN LATERAL unnest(string_to_array(i.services, ',')::int[]) WITH ORDINALITY AS l(service_id, n)
  )
  SELECT id, worker_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(time_start, 'HH24:MI:SS') AS time_start FROM ins`;

/**
 * Creates the bookings of `requests` in ONE transaction of three statements (two on PGlite): the masters' rows are
 * locked in id order (bookings of one master queue up there, with each other and with changes to
 * the master's schedule and services, also across API instances on PostgreSQL); what the rules need
 * is read in one statement; every rule is checked with the same shared functions the UI uses to
 * offer times, in arrival order, against the day as the earlier requests of the batch left it; the
 * accepted ones are written in one statement. A refusal is an outcome, not an exception; only a
 * database error throws (and then nothing of the batch was written). The exclusion constraint
 * stays the last line of defence.
 */
export async function createBookings(db: Database, requests: BookingRequest[]): Promise<BookingOutcome[]> {
  return db.transaction(async (tx) => {
    const slotIds = [...new Set(requests.map((r) => r.body.timeslot_id))];
    // PGlite has a single connection, so its transactions run one at a time: the row lock adds nothing there.
    if (db.kind !== 'pglite') {
      await tx.query(
        'SELECT 1 FROM workers WHERE id IN (SELECT worker_id FROM timeslots WHERE id = ANY($1::int[])) ORDER BY id FOR UPDATE',
        [slotIds],
      );
    }
    const serviceIds = [...new Set(requests.flatMap((r) => r.body.service_ids))];
    const read = (await tx.query<{ days: string; workers: string; allowances: string; services: string }>(BATCH_READ_SQL, [slotIds, serviceIds])).rows[0]!;
    const workers = new Map((JSON.parse(read.workers) as { id: number; adjacent_slots_only: boolean; timezone: string | null }[]).map((w) => [w.id, w]));
    const state: BatchState = { workers, slotsById: new Map(), days: new Map(), allowances: new Map(), services: new Map(), clocks: new Map() };
    for (const d of JSON.parse(read.days) as { worker_id: number; date: string; timeslots: DaySlot[]; busy: BusyInterval[] }[]) {
      state.days.set(dayKey(d.worker_id, d.date), { timeslots: d.timeslots, busy: d.busy });
      for (const t of d.timeslots) state.slotsById.set(t.id, { workerId: d.worker_id, date: d.date });
    }
    for (const a of JSON.parse(read.allowances) as { worker_id: number; month: string; max: number | null; count: number }[]) {
      state.allowances.set(monthKey(a.worker_id, a.month), { max: a.max ?? -1, count: a.count });
    }
    for (const s of JSON.parse(read.services) as ServiceRow[]) state.services.set(s.id, s);

    const outcomes: (BookingOutcome | Accepted)[] = requests.map((request) => {
      try {
        return checkOne(request, state);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return { ok: false as const, error };
      }
    });

    const accepted = outcomes.filter((o): o is Accepted => 'pending' in o);
    const ids = new Map<string, number>();
    if (accepted.length > 0) {
      const rows = (
        await tx.query<{ id: number; worker_id: number; date: string; time_start: string }>(BATCH_WRITE_SQL, [
          accepted.map((a) => a.clientId),
          accepted.map((a) => a.pending.place_id),
          accepted.map((a) => a.pending.worker_id),
          accepted.map((a) => a.pending.date),
          accepted.map((a) => a.pending.time_start),
          accepted.map((a) => a.pending.time_end),
          accepted.map((a) => a.serviceIds.join(',')),
        ])
      ).rows;
      for (const r of rows) ids.set(bookingKey(Number(r.worker_id), r.date, r.time_start), Number(r.id));
    }
    return outcomes.map((o): BookingOutcome => {
      if (!('pending' in o)) return o;
      const p = o.pending;
      return { ok: true, booking: { id: ids.get(bookingKey(p.worker_id, p.date, p.time_start))!, ...p } };
    });
  });
}

/** A new booking by master, date and start: unique among accepted bookings (one master's never overlap). */
const bookingKey = (workerId: number, date: string, timeStart: string) => `${dayKey(workerId, date)} ${timeStart}`;

interface Accepted {
  pending: Omit<CreatedBooking, 'id'>;
  clientId: number;
  serviceIds: number[];
}

interface BatchState {
  slotsById: Map<number, { workerId: number; date: string }>;
  workers: Map<number, { adjacent_slots_only: boolean; timezone: string | null }>;
  days: Map<string, { timeslots: DaySlot[]; busy: BusyInterval[] }>;
  allowances: Map<string, Allowance>;
  services: Map<number, ServiceRow>;
  /** Each master's wall clock, read once per batch (formatToParts is slow enough to show). */
  clocks: Map<number, { date: string; minutes: number }>;
}

/** The rules for one request; on success the batch state already counts the new booking. */
function checkOne({ callerId, body }: BookingRequest, state: BatchState): Accepted {
  const serviceIds = [...new Set(body.service_ids)];
  const ref = state.slotsById.get(body.timeslot_id);
  if (!ref) throw new HttpError(404, 'Слот не найден', 'timeslot_id');
  const { workerId, date } = ref;
  const day = state.days.get(dayKey(workerId, date))!;
  const slot = day.timeslots.find((t) => t.id === body.timeslot_id)!;
  if (slot.place_id !== body.place_id) throw new HttpError(400, 'Этот слот относится к другому месту', 'place_id');
  if (slot.status !== 'free') throw new HttpError(409, bookingRules.bookingRefusalMessage('hours'));
  const worker = state.workers.get(workerId);
  if (!worker) throw new HttpError(404, 'Работник не найден');

  for (const id of serviceIds) {
    const s = state.services.get(id);
    if (!s) throw new HttpError(404, 'Услуга не найдена', 'service_ids');
    if (Number(s.worker_id) !== workerId || Number(s.place_id) !== body.place_id) {
      throw new HttpError(400, 'Мастер не оказывает эту услугу в этом месте', 'service_ids');
    }
    if (s.status !== 'active') throw new HttpError(409, 'Эта услуга сейчас недоступна для записи', 'service_ids');
  }
  const ordered = serviceIds.map((id) => state.services.get(id)!);

  let now = state.clocks.get(workerId);
  if (!now) state.clocks.set(workerId, (now = wallClock(worker.timezone)));
  if (date < now.date) throw new HttpError(409, 'Нельзя записаться на прошедшую дату');
  const earliest = date === now.date ? bookingRules.earliestStart(now.minutes, bookingRules.maxDeadline(ordered)) : null;
  const duration = bookingRules.totalDuration(ordered);
  const start = bookingRules.parseTime(body.time_start);
  const inThisSlot = start >= bookingRules.parseTime(slot.time_start) && start + duration <= bookingRules.parseTime(slot.time_end);
  const refusal =
    bookingRules.bookingRefusal({ timeslots: day.timeslots, busy: day.busy, duration, earliest, adjacentOnly: worker.adjacent_slots_only, placeId: body.place_id, start }) ??
    (inThisSlot ? null : 'hours');
  if (refusal) throw new HttpError(409, bookingRules.bookingRefusalMessage(refusal, earliest), 'time_start');

  const allowance = state.allowances.get(monthKey(workerId, date));
  if (allowance && allowance.max >= 0 && allowance.count >= allowance.max) throw new HttpError(409, LIMIT_REACHED);

  const time_start = bookingRules.formatTime(start);
  const time_end = bookingRules.formatTime(start + duration);
  // The rest of the batch sees this time as taken and this booking as counted.
  day.busy.push({ time_start, time_end, booking_id: 0 });
  if (allowance) allowance.count += 1;
  return {
    pending: { status: 'confirmed' as const, worker_id: workerId, place_id: body.place_id, date, time_start, time_end },
    clientId: callerId,
    serviceIds,
  };
}

/**
 * Group commit for bookings: requests that arrive while a batch is being written wait and go
 * together in the next one, so a burst costs a few transactions instead of one each (on PGlite every
 * statement has a fixed cost of about 0.3 ms, whatever it does). A batch that fails as a whole (a
 * conflict the checks did not foresee, e.g. another API instance writing) is retried request by
 * request, so one request's conflict never sinks the others.
 */
export function createBookingQueue(db: Database, maxBatch = 64) {
  type Pending = { request: BookingRequest; resolve: (o: BookingOutcome) => void; reject: (e: unknown) => void };
  const queue: Pending[] = [];
  let draining = false;

  async function drain() {
    draining = true;
    try {
      while (queue.length > 0) {
        // One turn of the event loop first: requests already received but not yet parsed join in.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = queue.splice(0, maxBatch);
        try {
          const outcomes = await createBookings(db, batch.map((p) => p.request));
          batch.forEach((p, i) => p.resolve(outcomes[i]!));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          for (const p of batch) {
            try {
              p.resolve((await createBookings(db, [p.request]))[0]!);
            } catch (single) {
              p.reject(single);
            }
          }
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    submit(request: BookingRequest): Promise<BookingOutcome> {
      return new Promise((resolve, reject) => {
        queue.push({ request, resolve, reject });
        if (!draining) void drain();
      });
    },
  };
}

import type { Database } from '../../db/database';
import { insertBookings, lockWorkersOfSlotsSql, readBatch, type BatchRead, type NewBooking } from './batch.queries';
import { isConcurrencyConflict, isDatabaseUnavailable } from '../../db/db-errors';
import { TAKEN, checkBooking, type BookingCheck, type BookingDay, type BookingOutcome, type BookingRequest } from '../../domain/booking-check';
import { conflict } from '../../domain/errors';
import { monthKey } from '../../domain/plan-limit';
import { now, wallClock } from '../../domain/clock';
import type { BookingDetails, Notice } from '../../domain/notices';

export type { BookingOutcome, BookingRequest } from '../../domain/booking-check';

/** The messages that go with the batch's new bookings (their details), written with them or not at all. */
export type MessagesFor = (written: BookingDetails[], at: Date) => Notice[];

/**
 * Checks a batch's requests in arrival order with the rules of one booking (domain/booking-check.ts),
 * each against its day as the earlier accepted requests of the batch left it (their time busy, their
 * month and the client's share counted).
 */
function checkInOrder(requests: BookingRequest[], read: BatchRead, maxPerClient: number): BookingCheck[] {
  const shareKey = (workerId: number, clientId: number) => `${workerId}:${clientId}`;
  const shares = new Map(read.client_counts.map((c) => [shareKey(c.worker_id, Number(c.client_id)), Number(c.count)]));
  const workers = new Map(read.workers.map((w) => [w.id, w]));
  const services = new Map(read.services.map((s) => [s.id, s]));
  const allowances = new Map(read.allowances.map((a) => [monthKey(a.worker_id, a.month), { max: a.max ?? -1, count: a.count }]));
  const daysBySlot = new Map(read.days.flatMap((d) => d.timeslots.map((t) => [t.id, d] as const)));
  const blocked = new Set(read.blocked.map((b) => shareKey(b.worker_id, Number(b.client_id))));
  // Each master's wall clock, read once per batch (formatToParts is slow enough to show).
  const clocks = new Map<number, { date: string; minutes: number }>();
  return requests.map((request) => {
    const d = daysBySlot.get(request.body.timeslot_id);
    let day: BookingDay | undefined;
    if (d) {
      const worker = workers.get(d.worker_id);
      let clock = clocks.get(d.worker_id);
      if (!clock) clocks.set(d.worker_id, (clock = wallClock(worker?.timezone)));
      day = {
        workerId: d.worker_id, date: d.date, timeslots: d.timeslots, busy: d.busy, worker, now: clock, services,
        allowance: allowances.get(monthKey(d.worker_id, d.date)) ?? { max: -1, count: 0 },
        share: shares.get(shareKey(d.worker_id, request.callerId)) ?? 0, maxPerClient, blocked: blocked.has(shareKey(d.worker_id, request.callerId)),
      };
    }
    const checked = checkBooking(request, day);
    if (checked.ok && day) {
      // The rest of the batch sees this time as taken and this booking as counted.
      day.busy.push({ time_start: checked.booking.time_start, time_end: checked.booking.time_end, booking_id: 0 });
      day.allowance.count += 1;
      shares.set(shareKey(day.workerId, request.callerId), day.share + 1);
    }
    return checked;
  });
}

/**
 * Creates the bookings of `requests` in ONE transaction of three round trips: the masters' rows are
 * locked in id order, with BEGIN (bookings of one master queue up there, with each other and with
 * changes to the master's schedule and services, also across API instances on PostgreSQL); what the
 * rules need is read in one statement, with an id and the details for each request's booking; the
 * requests are checked in arrival order (checkInOrder); the accepted ones are written with their
 * messages in one statement; COMMIT. A refusal is an outcome, not an exception; only a database
 * error throws (and then nothing of the batch was written). The exclusion constraint stays the last
 * line of defence. `maxPerClient` is MAX_ACTIVE_PER_CLIENT (0: no fair-share rule).
 */
export async function createBookings(db: Database, requests: BookingRequest[], messagesFor: MessagesFor = () => [], maxPerClient = 0): Promise<BookingOutcome[]> {
  const slotIds = [...new Set(requests.map((r) => r.body.timeslot_id))];
  // PGlite has a single connection, so its transactions run one at a time: the row lock adds nothing there.
  const opening = db.kind === 'pglite' ? undefined : lockWorkersOfSlotsSql(slotIds);
  return db.transaction(async (tx) => {
    const serviceIds = [...new Set(requests.flatMap((r) => r.body.service_ids))];
    const at = now();
    const read = await readBatch(
      tx,
      requests.map((r) => ({ clientId: r.callerId, slotId: r.body.timeslot_id, placeId: r.body.place_id, timeStart: r.body.time_start, serviceIds: [...new Set(r.body.service_ids)] })),
      serviceIds,
      at,
      maxPerClient,
    );
    const checks = checkInOrder(requests, read, maxPerClient);

    const written: { booking: NewBooking; details: BookingDetails }[] = [];
    checks.forEach((c, i) => {
      if (!c.ok) return;
      const p = c.booking;
      const details = read.details[i];
      // An accepted request's timeslot, place, master, services and client all exist: the read found them.
      if (!details) throw new Error(`booking batch: no details for accepted request ${i}`);
      written.push({
        booking: { id: read.ids[i]!, clientId: requests[i]!.callerId, placeId: p.place_id, workerId: p.worker_id, date: p.date, timeStart: p.time_start, timeEnd: p.time_end, serviceIds: c.serviceIds },
        // The end is the checks' (the read knew only the start).
        details: { ...details, timeEnd: p.time_end },
      });
    });
    if (written.length > 0) {
      const details = written.map((w) => w.details);
      // What the new bookings cause (the bot's messages) is written with them, or not at all.
      await insertBookings(tx, written.map((w) => w.booking), messagesFor(details, at), at);
    }
    return checks.map((c, i): BookingOutcome => (c.ok ? { ok: true, booking: { id: read.ids[i]!, ...c.booking } } : c));
  }, { opening });
}

/**
 * Group commit for bookings: requests that arrive while a batch is being written wait and go
 * together in the next one, so a burst costs a few transactions instead of one each (on PGlite every
 * statement has a fixed cost of about 0.3 ms, whatever it does). A batch that fails as a whole (a
 * conflict the checks did not foresee, e.g. another API instance writing) is retried request by
 * request, so one request's conflict never sinks the others; one that failed because the database
 * is out is not (each would wait for it again).
 */
export function createBookingQueue(
  db: Database,
  { messagesFor, afterCommit = () => undefined, maxBatch = 64, maxPerClient = 0 }: { messagesFor?: MessagesFor; afterCommit?: () => void; maxBatch?: number; maxPerClient?: number } = {},
) {
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
          const outcomes = await createBookings(db, batch.map((p) => p.request), messagesFor, maxPerClient);
          afterCommit();
          batch.forEach((p, i) => p.resolve(outcomes[i]!));
        } catch (error) {
          // One by one would not help a database that is out: each would wait for it again (up to
          // DB_CONNECT_TIMEOUT_MS each). All of the batch is answered 503 at once.
          if (batch.length === 1 || isDatabaseUnavailable(error)) {
            for (const p of batch) p.reject(error);
            continue;
          }
          for (const p of batch) {
            try {
              p.resolve((await createBookings(db, [p.request], messagesFor, maxPerClient))[0]!);
              afterCommit();
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

/**
 * One request through the queue: its booking, or its refusal thrown. A conflict the database reports
 * (another process got there first) is the same refusal as a taken time.
 */
export async function submitBooking(queue: ReturnType<typeof createBookingQueue>, request: BookingRequest) {
  let outcome: BookingOutcome;
  try {
    outcome = await queue.submit(request);
  } catch (error) {
    if (isConcurrencyConflict(error)) throw conflict(TAKEN);
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.booking;
}

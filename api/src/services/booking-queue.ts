import type { Database, Queryable } from '../db/database';
import { insertBookings, lockWorkersOfSlotsSql, readBatch } from '../db/queries/booking-batch.queries';
import { isConcurrencyConflict } from '../db/db-errors';
import { TAKEN, batchState, bookingKey, checkOne, type Accepted, type BookingOutcome, type BookingRequest } from '../domain/booking-check';
import { conflict, isDomainError } from '../domain/errors';
import { now } from '../domain/clock';
import type { BookingDetails } from '../domain/notices';

export type { BookingOutcome, BookingRequest } from '../domain/booking-check';

/** Runs in the batch's transaction once its bookings are written, with their details. */
export type AfterWrite = (tx: Queryable, written: BookingDetails[]) => Promise<void>;

/**
 * Creates the bookings of `requests` in ONE transaction: the masters' rows are locked in id order,
 * with BEGIN in one round trip (bookings of one master queue up there, with each other and with
 * changes to the master's schedule and services, also across API instances on PostgreSQL); what the rules need
 * is read in one statement; every rule is checked with the same shared functions the UI uses to
 * offer times, in arrival order, against the day as the earlier requests of the batch left it; the
 * accepted ones are written in one statement. A refusal is an outcome, not an exception; only a
 * database error throws (and then nothing of the batch was written). The exclusion constraint
 * stays the last line of defence.
 */
export async function createBookings(db: Database, requests: BookingRequest[], afterWrite: AfterWrite = async () => undefined): Promise<BookingOutcome[]> {
  const slotIds = [...new Set(requests.map((r) => r.body.timeslot_id))];
  // The masters' rows are locked with BEGIN, in its round trip. PGlite has a single connection, so
  // its transactions run one at a time: the row lock adds nothing there.
  const opening = db.kind === 'pglite' ? undefined : lockWorkersOfSlotsSql(slotIds);
  return db.transaction(async (tx) => {
    const serviceIds = [...new Set(requests.flatMap((r) => r.body.service_ids))];
    const state = batchState(await readBatch(tx, slotIds, serviceIds, now()));

    const outcomes: (BookingOutcome | Accepted)[] = requests.map((request) => {
      try {
        return checkOne(request, state);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return { ok: false as const, error };
      }
    });

    const accepted = outcomes.filter((o): o is Accepted => 'pending' in o);
    const ids = new Map<string, number>();
    if (accepted.length > 0) {
      const written = await insertBookings(
        tx,
        accepted.map((a) => ({
          clientId: a.clientId, placeId: a.pending.place_id, workerId: a.pending.worker_id, date: a.pending.date,
          timeStart: a.pending.time_start, timeEnd: a.pending.time_end, serviceIds: a.serviceIds,
        })),
      );
      for (const r of written) ids.set(bookingKey(r.workerId, r.date, r.timeStart), r.bookingId);
      // What the new bookings cause (the bot's messages) commits with them, or not at all.
      await afterWrite(tx, written);
    }
    return outcomes.map((o): BookingOutcome => {
      if (!('pending' in o)) return o;
      const p = o.pending;
      return { ok: true, booking: { id: ids.get(bookingKey(p.worker_id, p.date, p.time_start))!, ...p } };
    });
  }, { opening });
}

/**
 * Group commit for bookings: requests that arrive while a batch is being written wait and go
 * together in the next one, so a burst costs a few transactions instead of one each (on PGlite every
 * statement has a fixed cost of about 0.3 ms, whatever it does). A batch that fails as a whole (a
 * conflict the checks did not foresee, e.g. another API instance writing) is retried request by
 * request, so one request's conflict never sinks the others.
 */
export function createBookingQueue(db: Database, { afterWrite, afterCommit = () => undefined, maxBatch = 64 }: { afterWrite?: AfterWrite; afterCommit?: () => void; maxBatch?: number } = {}) {
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
          const outcomes = await createBookings(db, batch.map((p) => p.request), afterWrite);
          afterCommit();
          batch.forEach((p, i) => p.resolve(outcomes[i]!));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          for (const p of batch) {
            try {
              p.resolve((await createBookings(db, [p.request], afterWrite))[0]!);
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

import type { Queryable } from '../../db/queryable';
import type { BookingService } from '../../domain/booking-check';
import type { BusyInterval, DaySlot } from '../../domain/day';
import { dayBusyJson, daySlotsJson } from '../../db/queries/days.queries';
import { maxBookingsSql, monthCountSql } from '../../db/queries/plan-limits.queries';
import { detailsSql, toDetails, type DetailsRow } from '../../db/queries/notices.queries';
import { outboxInsertSql, outboxParams } from '../../db/queries/outbox.queries';
import type { BookingDetails, Notice } from '../../domain/notices';
import { activeSql } from '../../db/queries/active-booking.queries';
import { blockedSql } from '../../db/queries/client-blocks.queries';
import { DEFAULT_TIMEZONE } from '../../domain/clock';

/** The SQL of the booking batch (queue.ts): lock, read everything, write the accepted and their messages. */

/** What the rules of one batch need, as read under the masters' locks. */
export interface BatchRead {
  days: { worker_id: number; date: string; timeslots: DaySlot[]; busy: BusyInterval[] }[];
  workers: { id: number; adjacent_slots_only: boolean; timezone: string | null }[];
  allowances: { worker_id: number; month: string; max: number | null; count: number }[];
  services: BookingService[];
  /** Each requesting client's future active bookings with each requested master (fair shares). */
  client_counts: { worker_id: number; client_id: number | string; count: number | string }[];
  /** The requesting clients that a requested master blocked (issue 42). */
  blocked: { worker_id: number; client_id: number | string }[];
}

/**
 * Everything a batch needs, read in one statement once the masters' rows are locked: the days, the
 * masters, the plan allowances, the services, and for each request (by its place in the batch, n)
 * the details its booking would have for the bot's messages (notices.queries.ts, over the requests
 * themselves: the end time is the checks' to set), with an id for each request from the bookings'
 * sequence, so the messages are made before the one write.
 */
const BATCH_READ_SQL = `
  WITH k AS (SELECT DISTINCT worker_id, date FROM timeslots WHERE id = ANY($1::int[])),
  req AS (
    SELECT r.n::int AS id, r.client_id, t.worker_id, r.place_id, t.date, r.time_start, r.time_start AS time_end, 0 AS revision
      FROM unnest($4::bigint[], $5::int[], $6::int[], $7::time[]) WITH ORDINALITY AS r(client_id, slot_id, place_id, time_start, n)
      JOIN timeslots t ON t.id = r.slot_id
  ), req_links AS (
    SELECT r.n::int AS booking_id, l.service_id, (l.pos - 1)::int AS position, NULL::int AS price
      FROM unnest($8::text[]) WITH ORDINALITY AS r(services, n)
      CROSS JOIN LATERAL unnest(string_to_array(r.services, ',')::int[]) WITH ORDINALITY AS l(service_id, pos)
  )
  SELECT
    (SELECT COALESCE(json_agg(d), '[]'::json) FROM (${detailsSql('req', 'req_links')}) d)::text AS details,
    (SELECT json_agg(nextval('bookings_id_seq')) FROM generate_series(1, cardinality($5::int[])))::text AS ids,
    (SELECT COALESCE(json_agg(json_build_object('worker_id', k.worker_id, 'date', to_char(k.date, 'YYYY-MM-DD'),
              'timeslots', ${daySlotsJson('k.worker_id', 'k.date')}, 'busy', ${dayBusyJson('k.worker_id', 'k.date')})), '[]'::json)
       FROM k)::text AS days,
    (SELECT COALESCE(json_agg(json_build_object('id', w.id, 'adjacent_slots_only', w.adjacent_slots_only, 'timezone', u.timezone)), '[]'::json)
       FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id IN (SELECT worker_id FROM k))::text AS workers,
    -- The month's count only where the plan has a limit (CASE skips the count otherwise).
    (SELECT COALESCE(json_agg(json_build_object('worker_id', m.worker_id, 'month', to_char(m.month, 'YYYY-MM'), 'max', m.max,
              'count', CASE WHEN m.max >= 0 THEN ${monthCountSql('m.worker_id', 'm.month')} ELSE 0 END)), '[]'::json)
       FROM (SELECT km.worker_id, km.month, ${maxBookingsSql('km.worker_id', '$3::timestamptz')} AS max
               FROM (SELECT DISTINCT worker_id, date_trunc('month', date)::date AS month FROM k) km
             OFFSET 0) m)::text AS allowances, -- OFFSET 0: the plan's maximum is looked up once, not once per use
    (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'worker_id', s.worker_id, 'place_id', s.place_id, 'status', s.status,
              'slot_duration', s.slot_duration, 'booking_deadline', s.booking_deadline)), '[]'::json)
       FROM services s WHERE s.id = ANY($2::int[]))::text AS services,
    -- Fair shares ($9 = MAX_ACTIVE_PER_CLIENT, 0: off): each client's future active bookings with each
    -- master asked for, start after now on the master's clock; the date bound keeps to the client's index.
    (SELECT COALESCE(json_agg(json_build_object('worker_id', c.worker_id, 'client_id', c.client_id, 'count',
              CASE WHEN $9::int > 0 THEN (SELECT count(*) FROM bookings b
                WHERE b.client_id = c.client_id AND b.worker_id = c.worker_id AND ${activeSql('b')}
                  AND b.date >= ($3::timestamptz AT TIME ZONE 'UTC')::date - 1
                  AND (b.date + b.time_start) AT TIME ZONE COALESCE(c.timezone, '${DEFAULT_TIMEZONE}') > $3::timestamptz) ELSE 0 END)), '[]'::json)
       FROM (SELECT DISTINCT r.client_id, r.worker_id, u.timezone FROM req r JOIN workers w ON w.id = r.worker_id LEFT JOIN users u ON u.id = w.user_id) c)::text AS client_counts,
    -- Clients a requested master blocked (issue 42: worker_clients).
    (SELECT COALESCE(json_agg(json_build_object('worker_id', c.worker_id, 'client_id', c.client_id)), '[]'::json)
       FROM (SELECT DISTINCT client_id, worker_id FROM req) c WHERE ${blockedSql('c.worker_id', 'c.client_id')})::text AS blocked`;

/**
 * The accepted bookings (under the ids the read took for them), their services, the bot's messages
 * about them and the end of each booked client's wait for that master's day (waitlist), in one
 * statement: the data-modifying parts all run, and the outbox rows' references to the new bookings
 * are checked at its end.
 */
const BATCH_WRITE_SQL = `
  WITH input AS (
    SELECT * FROM unnest($1::int[], $2::bigint[], $3::int[], $4::int[], $5::date[], $6::time[], $7::time[], $8::text[])
      AS u(id, client_id, place_id, worker_id, date, time_start, time_end, services)
  ), given AS (
    -- These bookings come with their cards (below, from the services written with them): the trigger on
    -- booking_services does not make them again (migration 22). For this transaction only.
    SELECT set_config('booking.list_cards_given', $1::int[]::text, true)
  ), ins AS (
    -- With its card for the client's list (migration 22), made here from the services it is written with.
    INSERT INTO bookings (id, status, client_id, place_id, worker_id, date, time_start, time_end, list_card)
    SELECT id, 'confirmed', client_id, place_id, worker_id, date, time_start, time_end,
           booking_list_card(id, 'confirmed', place_id, worker_id, date, time_start, string_to_array(services, ',')::int[])
      FROM input CROSS JOIN given
  ), links AS (
    -- Each service with its price of now, kept with the booking (migration 28).
    INSERT INTO booking_services (booking_id, service_id, position, price)
    SELECT i.id, l.service_id, l.n - 1, s.price
      FROM input i CROSS JOIN LATERAL unnest(string_to_array(i.services, ',')::int[]) WITH ORDINALITY AS l(service_id, n)
      JOIN services s ON s.id = l.service_id
  ), ended AS (
    -- Each booked client's wait for that master's day is over (waitlist, migration 6).
    UPDATE waitlist wl SET ended_at = $16
      FROM input e WHERE wl.client_id = e.client_id AND wl.worker_id = e.worker_id AND wl.date = e.date AND wl.ended_at IS NULL
  )
  ${outboxInsertSql(9)}`;

/**
 * SQL that locks the rows of the masters of these timeslots, in id order: bookings of one master
 * queue up there, with each other and with changes to the master's schedule and services, also
 * across API processes on PostgreSQL. Without parameters (the ids are written into it, checked to be
 * integers), so the batch sends it with BEGIN in one round trip (Database.transaction's `opening`).
 */
export function lockWorkersOfSlotsSql(slotIds: number[]): string {
  if (slotIds.length === 0 || !slotIds.every((id) => Number.isSafeInteger(id))) throw new Error(`timeslot ids must be integers: ${slotIds.join(',')}`);
  return `SELECT 1 FROM workers WHERE id IN (SELECT worker_id FROM timeslots WHERE id = ANY('{${slotIds.join(',')}}'::int[])) ORDER BY id FOR UPDATE`;
}

/** One request as the read needs it (services in the order asked, each once). */
export interface ReadRequest {
  clientId: number;
  slotId: number;
  placeId: number;
  timeStart: string;
  serviceIds: number[];
}

/**
 * The days of these requests' timeslots with busy time, their masters, the plan allowances, the
 * services and each client's future bookings with each master (counted only when `maxPerClient` > 0); for each request (by index) an id for its booking and the details that booking would
 * have (none for a request whose timeslot, place, master or services do not exist: the checks refuse it).
 */
export async function readBatch(tx: Queryable, requests: ReadRequest[], serviceIds: number[], at: Date, maxPerClient = 0): Promise<BatchRead & { ids: number[]; details: (BookingDetails | undefined)[] }> {
  const slotIds = [...new Set(requests.map((r) => r.slotId))];
  const row = (await tx.query<{ days: string; workers: string; allowances: string; services: string; details: string; ids: string; client_counts: string; blocked: string }>(BATCH_READ_SQL, [
    slotIds, serviceIds, at.toISOString(),
    requests.map((r) => r.clientId), requests.map((r) => r.slotId), requests.map((r) => r.placeId), requests.map((r) => r.timeStart), requests.map((r) => r.serviceIds.join(',')),
    maxPerClient,
  ])).rows[0]!;
  const ids = (JSON.parse(row.ids) as (number | string)[]).map(Number);
  const details: (BookingDetails | undefined)[] = requests.map(() => undefined);
  // Each row's id is its request's place in the batch (1-based) until it gets the booking's id.
  for (const d of JSON.parse(row.details) as DetailsRow[]) {
    const n = Number(d.id) - 1;
    details[n] = { ...toDetails(d), bookingId: ids[n]! };
  }
  return { days: JSON.parse(row.days), workers: JSON.parse(row.workers), allowances: JSON.parse(row.allowances), services: JSON.parse(row.services), client_counts: JSON.parse(row.client_counts), blocked: JSON.parse(row.blocked), ids, details };
}

export interface NewBooking {
  id: number;
  clientId: number;
  placeId: number;
  workerId: number;
  date: string;
  timeStart: string;
  timeEnd: string;
  serviceIds: number[];
}

/**
 * Writes the accepted bookings, their services and their messages, and ends the booked clients'
 * waits for those days, in one statement.
 */
export async function insertBookings(tx: Queryable, list: NewBooking[], notices: Notice[], at: Date): Promise<void> {
  await tx.query(BATCH_WRITE_SQL, [
    list.map((b) => b.id),
    list.map((b) => b.clientId),
    list.map((b) => b.placeId),
    list.map((b) => b.workerId),
    list.map((b) => b.date),
    list.map((b) => b.timeStart),
    list.map((b) => b.timeEnd),
    list.map((b) => b.serviceIds.join(',')),
    ...outboxParams(notices),
    at.toISOString(),
  ]);
}

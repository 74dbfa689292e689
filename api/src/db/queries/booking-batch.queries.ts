import type { Queryable } from '../queryable';
import type { BatchRead } from '../../domain/booking-check';
import { dayBusyJson, daySlotsJson } from './days.queries';
import { maxBookingsSql, monthCountSql } from './plan-limits.queries';
import { detailsSql, toDetails, type DetailsRow } from './notices.queries';
import type { BookingDetails } from '../../domain/notices';

/** The SQL of the booking batch (services/booking-queue.ts): lock, read everything, write the accepted. */

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
       FROM (SELECT km.worker_id, km.month, ${maxBookingsSql('km.worker_id', '$3::timestamptz')} AS max
               FROM (SELECT DISTINCT worker_id, date_trunc('month', date)::date AS month FROM k) km
             OFFSET 0) m)::text AS allowances, -- OFFSET 0: the plan's maximum is looked up once, not once per use
    (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'worker_id', s.worker_id, 'place_id', s.place_id, 'status', s.status,
              'slot_duration', s.slot_duration, 'booking_deadline', s.booking_deadline)), '[]'::json)
       FROM services s WHERE s.id = ANY($2::int[]))::text AS services`;

/**
 * The accepted bookings and their services in one statement, answering each new booking's details
 * for the bot's messages (notices.queries.ts: from the inserted rows, which the rest of the
 * statement cannot read from the tables).
 */
const BATCH_WRITE_SQL = `
  WITH input AS (
    SELECT * FROM unnest($1::bigint[], $2::int[], $3::int[], $4::date[], $5::time[], $6::time[], $7::text[])
      AS u(client_id, place_id, worker_id, date, time_start, time_end, services)
  ), ins AS (
    INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
    SELECT 'confirmed', client_id, place_id, worker_id, date, time_start, time_end FROM input
    RETURNING id, client_id, place_id, worker_id, date, time_start, time_end
  ), links AS (
    INSERT INTO booking_services (booking_id, service_id, position)
    SELECT ins.id, l.service_id, l.n - 1
      FROM ins JOIN input i ON i.worker_id = ins.worker_id AND i.date = ins.date AND i.time_start = ins.time_start
      CROSS JOIN LATERAL unnest(string_to_array(i.services, ',')::int[]) WITH ORDINALITY AS l(service_id, n)
    RETURNING booking_id, service_id, position
  )
  ${detailsSql('ins', 'links')}`;

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

/** The days of these timeslots with busy time, their masters, the plan allowances and the services, in one statement. */
export async function readBatch(tx: Queryable, slotIds: number[], serviceIds: number[], at: Date): Promise<BatchRead> {
  const row = (await tx.query<{ days: string; workers: string; allowances: string; services: string }>(BATCH_READ_SQL, [slotIds, serviceIds, at.toISOString()])).rows[0]!;
  return { days: JSON.parse(row.days), workers: JSON.parse(row.workers), allowances: JSON.parse(row.allowances), services: JSON.parse(row.services) };
}

export interface NewBooking {
  clientId: number;
  placeId: number;
  workerId: number;
  date: string;
  timeStart: string;
  timeEnd: string;
  serviceIds: number[];
}

/** Writes the accepted bookings and their services in one statement; the new bookings' details. */
export async function insertBookings(tx: Queryable, list: NewBooking[]): Promise<BookingDetails[]> {
  const { rows } = await tx.query<DetailsRow>(BATCH_WRITE_SQL, [
    list.map((b) => b.clientId),
    list.map((b) => b.placeId),
    list.map((b) => b.workerId),
    list.map((b) => b.date),
    list.map((b) => b.timeStart),
    list.map((b) => b.timeEnd),
    list.map((b) => b.serviceIds.join(',')),
  ]);
  return rows.map(toDetails);
}

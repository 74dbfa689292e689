import type { Queryable } from '../queryable';
import type { BookingService } from '../../domain/booking-check';
import type { BusyInterval, DaySlot } from '../../domain/day';
import { DEFAULT_TIMEZONE } from '../../domain/clock';
import { activeSql } from './active-booking.queries';
import { dayBusyJson, daySlotsJson } from './days.queries';
import { maxBookingsSql, monthCountSql } from './plan-limits.queries';
import { blockedSql } from './client-blocks.queries';

/** Creating one booking (services/booking-create.service.ts): lock its master, read its day, write it. */

/**
 * The master and date of timeslot `slotId`, the master's row locked for the transaction: bookings of
 * one master queue here, with each other and with changes to the master's schedule and services
 * (they lock the same row first), also across API processes. Undefined for an unknown timeslot.
 */
export async function lockMasterOfSlot(tx: Queryable, slotId: number): Promise<{ workerId: number; date: string } | undefined> {
  const row = (await tx.query<{ worker_id: number; date: string }>(
    `SELECT w.id AS worker_id, to_char(t.date, 'YYYY-MM-DD') AS date FROM timeslots t JOIN workers w ON w.id = t.worker_id WHERE t.id = $1 FOR UPDATE OF w`,
    [slotId],
  )).rows[0];
  return row && { workerId: Number(row.worker_id), date: row.date };
}

export interface BookingDayRow {
  timezone: string | null;
  adjacent_slots_only: boolean;
  timeslots: DaySlot[];
  busy: BusyInterval[];
  services: BookingService[];
  /** features.max_bookings of the plan in force (null: unlimited) and the month's active bookings (counted only under a limit). */
  max: number | null;
  count: number;
  /** The client's future active bookings with this master (counted only when `maxPerClient` > 0). */
  share: number;
  /** Whether the master blocked the client (issue 42). */
  blocked: boolean;
}

// The master is `mw`: the SQL fragments below name their own `w`, `b` and `t`.
const DAY_SQL = `
  SELECT mu.timezone, mw.adjacent_slots_only,
         ${daySlotsJson('mw.id', '$2::date')}::text AS timeslots,
         ${dayBusyJson('mw.id', '$2::date')}::text AS busy,
         (SELECT COALESCE(json_agg(json_build_object('id', s.id, 'worker_id', s.worker_id, 'place_id', s.place_id, 'status', s.status,
                   'slot_duration', s.slot_duration, 'booking_deadline', s.booking_deadline)), '[]'::json)
            FROM services s WHERE s.id = ANY($3::int[]))::text AS services,
         m.max,
         CASE WHEN m.max >= 0 THEN ${monthCountSql('mw.id', `date_trunc('month', $2::date)::date`)} ELSE 0 END AS count,
         CASE WHEN $6::int > 0 THEN (SELECT count(*) FROM bookings b
           WHERE b.client_id = $5 AND b.worker_id = mw.id AND ${activeSql('b')} AND b.date >= ($4::timestamptz AT TIME ZONE 'UTC')::date - 1
             AND (b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') > $4::timestamptz) ELSE 0 END AS share,
         ${blockedSql('mw.id', '$5::bigint')} AS blocked
    FROM workers mw LEFT JOIN users mu ON mu.id = mw.user_id
         CROSS JOIN LATERAL (SELECT ${maxBookingsSql('mw.id', '$4::timestamptz')} AS max) m
   WHERE mw.id = $1`;

/** What the rules of one booking read: the master's day, the services asked for, the plan allowance, the client's share and block. */
export async function readBookingDay(tx: Queryable, workerId: number, date: string, serviceIds: number[], clientId: number, at: Date, maxPerClient: number): Promise<BookingDayRow | undefined> {
  const row = (await tx.query<Record<string, string | number | boolean | null>>(DAY_SQL, [workerId, date, serviceIds, at.toISOString(), clientId, maxPerClient])).rows[0];
  if (!row) return undefined;
  return {
    timezone: row.timezone as string | null,
    adjacent_slots_only: row.adjacent_slots_only as boolean,
    timeslots: JSON.parse(row.timeslots as string),
    busy: JSON.parse(row.busy as string),
    services: JSON.parse(row.services as string),
    max: row.max === null ? null : Number(row.max),
    count: Number(row.count),
    share: Number(row.share),
    blocked: row.blocked === true,
  };
}

/** Writes a booking and its services (in the order given, each with its price of now) and ends the client's wait for that master's day; its id. */
export async function insertBooking(
  tx: Queryable,
  b: { clientId: number; placeId: number; workerId: number; date: string; timeStart: string; timeEnd: string; serviceIds: number[] },
  at: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `WITH ins AS (
       INSERT INTO bookings (status, client_id, place_id, worker_id, date, time_start, time_end)
       VALUES ('confirmed', $1, $2, $3, $4, $5, $6) RETURNING id
     ), links AS (
       -- Each service with its price of now, kept with the booking (migration 28).
       INSERT INTO booking_services (booking_id, service_id, position, price)
       SELECT ins.id, l.service_id, l.n - 1, s.price FROM ins CROSS JOIN unnest($7::int[]) WITH ORDINALITY AS l(service_id, n) JOIN services s ON s.id = l.service_id
     ), ended AS (
       -- The client's wait for that master's day is over (waitlist, migration 6).
       UPDATE waitlist SET ended_at = $8 WHERE client_id = $1 AND worker_id = $3 AND date = $4 AND ended_at IS NULL
     )
     SELECT id FROM ins`,
    [b.clientId, b.placeId, b.workerId, b.date, b.timeStart, b.timeEnd, b.serviceIds, at.toISOString()],
  );
  return Number(rows[0]!.id);
}

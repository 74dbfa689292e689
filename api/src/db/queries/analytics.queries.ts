import type { DepositViewRow } from './deposits.queries';
import type { Queryable } from '../queryable';
import type { PeriodCounts } from '../../domain/analytics';
import type { WorkerOwnerRow } from './workers.queries';
import { activeSql } from './active-booking.queries';
import { planFlagSql } from './plan-limits.queries';
import { webPhoneSql } from './identities.queries';

/**
 * The master's figures, counted from the bookings at each read: a master's bookings of a
 * date range through the (worker_id, date) index, their services by the primary key. "Took place":
 * active, started by `$now` (the master's wall clock, a timestamp without zone) and not a no-show.
 */

/** SQL: booking `b` took place by the wall-clock timestamp `now`. */
export const tookPlaceSql = (b: string, now: string) =>
  `(${activeSql(b)} AND ${b}.date + ${b}.time_start <= ${now} AND ${b}.attendance IS DISTINCT FROM 'no_show')`;

/** The worker with its master, zone and whether the plan in force has features.analytics; undefined: no such worker. */
export async function readAnalyticsOwner(db: Queryable, workerId: number, at: Date): Promise<(WorkerOwnerRow & { analytics: boolean }) | undefined> {
  return (await db.query<WorkerOwnerRow & { analytics: boolean }>(
    // The worker is `mw`: the plan's SQL names its own `w`.
    `SELECT mw.id, mw.user_id, mu.timezone, ${planFlagSql('analytics', 'mw.id', '$2::timestamptz')} AS analytics
       FROM workers mw LEFT JOIN users mu ON mu.id = mw.user_id WHERE mw.id = $1`,
    [workerId, at.toISOString()],
  )).rows[0];
}

/** SQL: the JSON text of the periods' services (`by_service`: cur, service_id, count, revenue), each with its title. */
export const SERVICES_JSON = `(SELECT COALESCE(json_agg(json_build_object('cur', s.cur, 'service_id', s.service_id,
              -- Titles by key (a join left to the planner hashes the whole services table).
              'title', (SELECT sv.title FROM services sv WHERE sv.id = s.service_id), 'count', s.count, 'revenue', s.revenue)), '[]'::json)
       FROM by_service s)::text AS services`;

/** SQL: the JSON text of worker $1's working hours and breaks on the dates `from` to `to` (the next 7 days' occupancy). */
export const weekSlotsJson = (from: string, to: string) => `(SELECT COALESCE(json_agg(json_build_object('date', to_char(t.date, 'YYYY-MM-DD'),
              'time_start', t.time_start::text, 'time_end', t.time_end::text, 'status', t.status)), '[]'::json)
       FROM timeslots t WHERE t.worker_id = $1 AND t.date BETWEEN ${from}::date AND ${to}::date AND t.status IN ('free', 'break'))::text AS slots`;

/**
 * $1 worker, $2 the previous period's first day, $3 the period's first day, $4 its last day, $5 now
 * on the master's wall clock; $6..$7 the dates of the next 7 days' occupancy.
 * `p` is both periods' bookings, each read once (cur: in the period asked for).
 */
const FIGURES_SQL = `
  WITH p AS MATERIALIZED (
    SELECT b.id, b.client_id, b.date, b.time_start, b.status, b.cancelled_by, b.attendance, b.date >= $3::date AS cur,
           ${activeSql('b')} AND b.date + b.time_start <= $5::timestamp AS started,
           ${tookPlaceSql('b', '$5::timestamp')} AS took,
           b.id IN (SELECT m.booking_id FROM booking_moves m WHERE m.worker_id = $1) AS moved
      FROM bookings b WHERE b.worker_id = $1 AND b.date BETWEEN $2::date AND $4::date
  ), counts AS (
    SELECT cur, count(*)::int AS bookings,
           count(*) FILTER (WHERE NOT ${activeSql('p')} AND cancelled_by = 'client')::int AS cancelled_by_client,
           count(*) FILTER (WHERE NOT ${activeSql('p')} AND cancelled_by = 'master')::int AS cancelled_by_master,
           count(*) FILTER (WHERE moved)::int AS moves,
           count(*) FILTER (WHERE started AND attendance = 'no_show')::int AS no_shows,
           count(*) FILTER (WHERE started)::int AS started,
           count(*) FILTER (WHERE took)::int AS took_place
      FROM p GROUP BY cur
  ), visitors AS (
    SELECT DISTINCT cur, client_id FROM p WHERE took
  ), earlier AS (
    -- Clients who came before the previous period (the master's older bookings).
    SELECT DISTINCT b.client_id FROM bookings b WHERE b.worker_id = $1 AND b.date < $2::date AND ${tookPlaceSql('b', '$5::timestamp')}
  ), clients AS (
    -- Returning: came before the period (before the previous one, or in it for the period asked for).
    SELECT v.cur, count(*)::int AS visitors,
           count(*) FILTER (WHERE v.client_id IN (SELECT client_id FROM earlier)
                              OR (v.cur AND v.client_id IN (SELECT client_id FROM visitors WHERE NOT cur)))::int AS returning
      FROM visitors v GROUP BY v.cur
  ), by_service AS (
    SELECT p.cur, bs.service_id, count(*)::int AS count, sum(bs.price)::int AS revenue
      FROM p JOIN booking_services bs ON bs.booking_id = p.id WHERE p.took GROUP BY p.cur, bs.service_id
  ), by_day AS (
    SELECT p.cur, to_char(p.date, 'YYYY-MM-DD') AS date, sum(bs.price)::int AS revenue
      FROM p JOIN booking_services bs ON bs.booking_id = p.id WHERE p.took GROUP BY p.cur, p.date
  ), busy AS (
    SELECT cur, json_agg(json_build_array(dow, hour, n)) AS cells
      FROM (SELECT cur, extract(isodow FROM date)::int AS dow, extract(hour FROM time_start)::int AS hour, count(*)::int AS n
              FROM p WHERE took GROUP BY 1, 2, 3) g GROUP BY cur
  )
  SELECT
    (SELECT COALESCE(json_agg(c), '[]'::json) FROM counts c)::text AS counts,
    (SELECT COALESCE(json_agg(c), '[]'::json) FROM clients c)::text AS clients,
    ${SERVICES_JSON},
    (SELECT COALESCE(json_agg(b), '[]'::json) FROM busy b)::text AS busy,
    (SELECT COALESCE(json_agg(d), '[]'::json) FROM by_day d)::text AS days,
    ${weekSlotsJson('$6', '$7')},
    (SELECT COALESCE(json_agg(json_build_object('date', to_char(b.date, 'YYYY-MM-DD'), 'time_start', b.time_start::text, 'time_end', b.time_end::text)), '[]'::json)
       FROM bookings b WHERE b.worker_id = $1 AND b.date BETWEEN $6::date AND $7::date AND ${activeSql('b')})::text AS upcoming`;

type Slot = { date: string; time_start: string; time_end: string; status: string };
type Interval = { date: string; time_start: string; time_end: string };

/** What a figures read is asked: the periods' days, now and the next 7 days on the master's wall clock. */
export type FiguresQuery = { previousFrom: string; from: string; to: string; nowLocal: string; weekFrom: string; weekTo: string };
/** Both periods' counts (the one asked for, and the one before it) and what the next 7 days' occupancy reads. */
export type FiguresRead = { current: PeriodCounts; previous: PeriodCounts; slots: Slot[]; upcoming: Interval[] };
/** The figures statement's one row: each part as JSON text (this plain one's and speed/figures' alike). */
export type FiguresRow = Record<'counts' | 'clients' | 'services' | 'busy' | 'days' | 'slots' | 'upcoming', string>;

export async function readFigures(db: Queryable, workerId: number, q: FiguresQuery): Promise<FiguresRead> {
  const row = (await db.query<FiguresRow>(FIGURES_SQL, [workerId, q.previousFrom, q.from, q.to, q.nowLocal, q.weekFrom, q.weekTo])).rows[0]!;
  return parseFigures(row);
}

/** The figures statement's row as both periods' counts. */
export function parseFigures(row: FiguresRow): FiguresRead {
  const counts = JSON.parse(row.counts) as (Omit<PeriodCounts, 'new_clients' | 'returning_clients' | 'services' | 'busy'> & { cur: boolean })[];
  const clients = JSON.parse(row.clients) as { cur: boolean; visitors: number; returning: number }[];
  const services = JSON.parse(row.services) as (PeriodCounts['services'][number] & { cur: boolean })[];
  const busy = JSON.parse(row.busy) as { cur: boolean; cells: [number, number, number][] }[];
  const days = JSON.parse(row.days) as { cur: boolean; date: string; revenue: number }[];
  const of = (cur: boolean): PeriodCounts => {
    const c = counts.find((x) => x.cur === cur);
    const v = clients.find((x) => x.cur === cur);
    return {
      bookings: c?.bookings ?? 0, cancelled_by_client: c?.cancelled_by_client ?? 0, cancelled_by_master: c?.cancelled_by_master ?? 0,
      moves: c?.moves ?? 0, no_shows: c?.no_shows ?? 0, started: c?.started ?? 0, took_place: c?.took_place ?? 0,
      new_clients: v ? v.visitors - v.returning : 0, returning_clients: v?.returning ?? 0,
      services: services.filter((s) => s.cur === cur).map(({ cur: _, ...s }) => s),
      busy: busy.find((b) => b.cur === cur)?.cells ?? [],
      days: days.filter((d) => d.cur === cur).map(({ date, revenue }) => ({ date, revenue })),
    };
  };
  return { current: of(true), previous: of(false), slots: JSON.parse(row.slots), upcoming: JSON.parse(row.upcoming) };
}

export interface ExportRow {
  date: string;
  time_start: string;
  client_name: string;
  client_username: string | null;
  /** A client who came by phone (no Telegram): their phone, international digits. */
  client_phone: string | null;
  services: string;
  price: number;
  status: string;
  cancelled_by: 'client' | 'master' | null;
  attendance: 'came' | 'no_show' | null;
  /** Its deposit, if its services asked one (deposits.queries.ts reads where it stands). */
  deposit_amount: number | null;
  deposit_state: DepositViewRow['deposit_state'];
  deposit_refund: DepositViewRow['deposit_refund'];
}

/** The period's bookings for the CSV, by start: client, services in order, the kept prices' sum. */
export async function readExportRows(db: Queryable, workerId: number, from: string, to: string): Promise<ExportRow[]> {
  const { rows } = await db.query<ExportRow>(
    `SELECT to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI') AS time_start,
            concat_ws(' ', c.first_name, c.last_name) AS client_name, c.username AS client_username, ${webPhoneSql('c')} AS client_phone,
            sv.titles AS services, sv.price, b.status, b.cancelled_by, b.attendance,
            d.amount AS deposit_amount, d.state AS deposit_state, d.refund_state AS deposit_refund
       FROM bookings b JOIN users c ON c.id = b.client_id
       LEFT JOIN deposits d ON d.booking_id = b.id
       CROSS JOIN LATERAL (SELECT COALESCE(string_agg(s.title, ', ' ORDER BY bs.position), '') AS titles, COALESCE(sum(bs.price), 0)::int AS price
                             FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id) sv
      WHERE b.worker_id = $1 AND b.date BETWEEN $2::date AND $3::date
      ORDER BY b.date, b.time_start, b.id`,
    [workerId, from, to],
  );
  return rows.map((r) => ({ ...r, price: Number(r.price), deposit_amount: r.deposit_amount === null ? null : Number(r.deposit_amount) }));
}

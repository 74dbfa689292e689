import type { Queryable } from '../queryable';
import type { CalendarBooking } from '../../domain/calendar-feed';

/** Calendar feeds (migration 29): the master's secret token and their bookings as events. */

export async function readCalendarToken(db: Queryable, workerId: number): Promise<string | null> {
  const { rows } = await db.query<{ calendar_token: string | null }>('SELECT calendar_token FROM workers WHERE id = $1', [workerId]);
  return rows[0]?.calendar_token ?? null;
}

/** Sets the token; with `onlyIfNone`, keeps one already there. Answers the token in force. */
export async function setCalendarToken(db: Queryable, workerId: number, token: string, onlyIfNone: boolean): Promise<string> {
  const { rows } = await db.query<{ calendar_token: string }>(
    `UPDATE workers SET calendar_token = CASE WHEN $3 AND calendar_token IS NOT NULL THEN calendar_token ELSE $2 END WHERE id = $1 RETURNING calendar_token`,
    [workerId, token, onlyIfNone],
  );
  return rows[0]!.calendar_token;
}

export interface FeedOwner { worker_id: number; user_id: number | null; title: string; timezone: string | null }

export async function findFeedOwner(db: Queryable, token: string): Promise<FeedOwner | undefined> {
  const { rows } = await db.query<FeedOwner>(
    `SELECT w.id AS worker_id, w.user_id, w.title, u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.calendar_token = $1`,
    [token],
  );
  return rows[0] && { ...rows[0], worker_id: Number(rows[0].worker_id), user_id: rows[0].user_id === null ? null : Number(rows[0].user_id) };
}

const EVENT_SQL = `
  SELECT b.id, b.status, to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI') AS time_start, to_char(b.time_end, 'HH24:MI') AS time_end,
         b.revision, b.client_id,
         to_char(GREATEST(b.created_at, b.cancelled_at, (SELECT max(m.moved_at) FROM booking_moves m WHERE m.booking_id = b.id)) AT TIME ZONE 'UTC',
                 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS changed_at,
         concat_ws(' ', c.first_name, c.last_name) AS client, w.title AS master, p.name AS place_name, p.address AS place_address,
         sv.services, sv.total, mu.timezone
    FROM bookings b JOIN users c ON c.id = b.client_id JOIN workers w ON w.id = b.worker_id JOIN places p ON p.id = b.place_id
    LEFT JOIN users mu ON mu.id = w.user_id
    CROSS JOIN LATERAL (
      SELECT COALESCE(json_agg(s.title ORDER BY bs.position), '[]'::json)::text AS services, COALESCE(sum(s.price), 0)::int AS total
        FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id) sv`;

type EventRow = Omit<CalendarBooking, 'services'> & { services: string; client_id: string; timezone: string | null };
const toEvent = (r: EventRow): CalendarBooking & { clientId: number; timezone: string | null } => ({
  ...r, id: Number(r.id), revision: Number(r.revision), total: Number(r.total), services: JSON.parse(r.services) as string[],
  clientId: Number(r.client_id), timezone: r.timezone,
});

/**
 * The master's events: bookings from `fromDate` on (the master's date 30 days back), a cancelled one
 * only while it was cancelled after `cancelledSince` (30 days ago; one cancelled before cancels were
 * dated goes by its date).
 */
export async function readFeedBookings(db: Queryable, workerId: number, fromDate: string, cancelledSince: Date) {
  const { rows } = await db.query<EventRow>(
    `${EVENT_SQL}
      WHERE b.worker_id = $1 AND b.date >= $2::date AND (b.status <> 'cancelled' OR b.cancelled_at IS NULL OR b.cancelled_at >= $3::timestamptz)
      ORDER BY b.date, b.time_start, b.id`,
    [workerId, fromDate, cancelledSince.toISOString()],
  );
  return rows.map(toEvent);
}

/**
 * What the feed's ETag is made of, as one short text (a count and a sum of 64-bit hashes, which
 * needs neither sorting nor one long string): per event of the window (the same rows as
 * readFeedBookings) its id, status, revision (raised by every move and cancel), date, times, client's
 * name and place; the master's services (titles and prices); and the cancels' dates. Read from the
 * bookings' rows and index without writing a single event, so an unchanged feed answers 304 cheaply.
 */
export async function readFeedFingerprint(db: Queryable, workerId: number, fromDate: string, cancelledSince: Date): Promise<string> {
  const { rows } = await db.query<{ events: string | null; services: string | null }>(
    `SELECT (SELECT count(*) || '.' || COALESCE(sum(hashtextextended(concat_ws('|', b.id, b.status, b.revision, b.date, b.time_start, b.time_end, b.cancelled_at,
                                                         c.first_name, c.last_name, b.place_id, p.name, p.address), 0)), 0)
               FROM bookings b JOIN users c ON c.id = b.client_id JOIN places p ON p.id = b.place_id
              WHERE b.worker_id = $1 AND b.date >= $2::date AND (b.status <> 'cancelled' OR b.cancelled_at IS NULL OR b.cancelled_at >= $3::timestamptz)) AS events,
            (SELECT count(*) || '.' || COALESCE(sum(hashtextextended(concat_ws('|', s.id, s.title, s.price), 0)), 0) FROM services s WHERE s.worker_id = $1) AS services`,
    [workerId, fromDate, cancelledSince.toISOString()],
  );
  return `${rows[0]?.events ?? ''}:${rows[0]?.services ?? ''}`;
}

export async function readBookingEvent(db: Queryable, bookingId: number) {
  const { rows } = await db.query<EventRow>(`${EVENT_SQL} WHERE b.id = $1`, [bookingId]);
  return rows[0] && toEvent(rows[0]);
}

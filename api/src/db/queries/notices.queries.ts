import type { Queryable } from '../queryable';
import type { BookingDetails } from '../../domain/notices';
import { DEFAULT_TIMEZONE } from '../../domain/clock';

/**
 * SQL: what the bot's messages about bookings say (client, master, place, services, total, start)
 * for the bookings `$1` names, with their services' kept prices (or the service's own price where
 * none was kept).
 */
const DETAILS_SQL = `
  SELECT b.id, b.client_id, concat_ws(' ', c.first_name, c.last_name) AS client_name, w.user_id AS master_user_id, w.title AS master_title,
         p.name AS place_name, p.address AS place_address, w.business_id, b.place_id, b.worker_id,
         to_char(b.date, 'YYYY-MM-DD') AS date, to_char(b.time_start, 'HH24:MI:SS') AS time_start, to_char(b.time_end, 'HH24:MI:SS') AS time_end,
         to_char((b.date + b.time_start) AT TIME ZONE COALESCE(mu.timezone, '${DEFAULT_TIMEZONE}') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS starts_at,
         sv.service_ids, sv.service_titles, sv.total, w.cancel_cutoff_hours, b.revision
    FROM bookings b JOIN users c ON c.id = b.client_id JOIN workers w ON w.id = b.worker_id JOIN places p ON p.id = b.place_id
    LEFT JOIN users mu ON mu.id = w.user_id
    -- The booking's services in one pass: ids and titles in their order, and the total.
    CROSS JOIN LATERAL (
      SELECT COALESCE(json_agg(s.id ORDER BY bs.position), '[]'::json)::text AS service_ids,
             COALESCE(json_agg(s.title ORDER BY bs.position), '[]'::json)::text AS service_titles,
             COALESCE(sum(COALESCE(bs.price, s.price)), 0)::int AS total
        FROM booking_services bs JOIN services s ON s.id = bs.service_id WHERE bs.booking_id = b.id) sv
   WHERE b.id = ANY($1::int[])
   ORDER BY b.id`;

type DetailsRow = {
  id: number; client_id: string; client_name: string; master_user_id: string | null; master_title: string; place_name: string; place_address: string | null;
  business_id: number; place_id: number; worker_id: number; date: string; time_start: string; time_end: string; starts_at: string;
  service_ids: string; service_titles: string; total: number; cancel_cutoff_hours: number; revision: number;
};

export async function bookingDetails(db: Queryable, bookingIds: number[]): Promise<BookingDetails[]> {
  if (bookingIds.length === 0) return [];
  const { rows } = await db.query<DetailsRow>(DETAILS_SQL, [bookingIds]);
  return rows.map(toDetails);
}

function toDetails(r: DetailsRow): BookingDetails {
  return {
    bookingId: Number(r.id),
    clientId: Number(r.client_id),
    clientName: r.client_name,
    masterUserId: r.master_user_id === null ? null : Number(r.master_user_id),
    masterTitle: r.master_title,
    placeName: r.place_name,
    placeAddress: r.place_address,
    businessId: Number(r.business_id),
    placeId: Number(r.place_id),
    workerId: Number(r.worker_id),
    serviceIds: JSON.parse(r.service_ids) as number[],
    serviceTitles: JSON.parse(r.service_titles) as string[],
    total: Number(r.total),
    date: r.date,
    timeStart: r.time_start,
    timeEnd: r.time_end,
    startsAt: new Date(r.starts_at),
    cancelCutoffHours: Number(r.cancel_cutoff_hours),
    revision: Number(r.revision),
  };
}

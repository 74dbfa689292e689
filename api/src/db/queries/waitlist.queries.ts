import type { Queryable } from '../queryable';

/** Clients waiting for time with a master on a date (migration 6). */

/** Joins the wait (again: the same row, its services updated and open once more). */
export async function joinWaitlist(db: Queryable, w: { clientId: number; workerId: number; placeId: number; date: string; serviceIds: number[] }) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO waitlist (client_id, worker_id, place_id, date, service_ids) VALUES ($1, $2, $3, $4, $5::int[])
     ON CONFLICT (client_id, worker_id, date) DO UPDATE SET place_id = EXCLUDED.place_id, service_ids = EXCLUDED.service_ids, ended_at = NULL
     RETURNING id`,
    [w.clientId, w.workerId, w.placeId, w.date, w.serviceIds],
  );
  return Number(rows[0]!.id);
}

export async function lockClient(db: Queryable, clientId: number): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [clientId]);
}

/**
 * The client's open waits other than the one for `except` (joining it again changes that row): not
 * ended and not past. Zones lie within UTC-12..+14, so a date before yesterday in UTC is past everywhere.
 */
export async function countOpenWaits(db: Queryable, clientId: number, at: Date, except: { workerId: number; date: string }): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM waitlist
      WHERE client_id = $1 AND ended_at IS NULL AND date >= ($2::timestamptz AT TIME ZONE 'UTC')::date - 1 AND NOT (worker_id = $3 AND date = $4)`,
    [clientId, at.toISOString(), except.workerId, except.date],
  );
  return Number(rows[0]!.n);
}

/** The open waits for a master's date at a place, with the business to link to. */
export async function openWaits(db: Queryable, workerId: number, placeId: number, date: string) {
  const { rows } = await db.query<{ id: number; client_id: string; business_id: number; service_ids: number[] }>(
    `SELECT wl.id, wl.client_id, w.business_id, wl.service_ids FROM waitlist wl JOIN workers w ON w.id = wl.worker_id
      WHERE wl.worker_id = $1 AND wl.place_id = $2 AND wl.date = $3 AND wl.ended_at IS NULL ORDER BY wl.id`,
    [workerId, placeId, date],
  );
  return rows.map((r) => ({ id: Number(r.id), clientId: Number(r.client_id), businessId: Number(r.business_id), serviceIds: r.service_ids.map(Number) }));
}

/** How many of `ids` are active services of the master at the place. */
export async function countBookableServices(db: Queryable, workerId: number, placeId: number, ids: number[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM services WHERE id = ANY($3::int[]) AND worker_id = $1 AND place_id = $2 AND status = 'active'`,
    [workerId, placeId, ids],
  );
  return Number(rows[0]!.n);
}

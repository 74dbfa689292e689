import { schemas } from '@booking/contracts';
import type { Queryable } from '../database';
import { planFeatureSql } from './plan-limits.queries';
import type { Page } from './places.queries';

export type { Page } from './places.queries';

/** Services (docs/product.md, API paths): the SQL of the services area. */
const SERVICE_SELECT = `SELECT id, worker_id, category_id, title, description, price, slot_duration, booking_deadline, status, place_id, deposit_type, deposit_value FROM services`;

/** A row with its deposit in rubles, as the contracts' depositOf works it out (one rule for the server and the app). */
const withDeposit = (row: ServiceRow): ServiceRow =>
  ({ ...row, deposit: schemas.depositOf(Number(row.price), row.deposit_type as schemas.DepositType, Number(row.deposit_value)) });

export type ServiceRow = Record<string, unknown> & { id: number; worker_id: number; status: string };

export interface ServiceFields {
  category_id: number;
  place_id: number;
  title: string;
  description?: string | null;
  price: number;
  slot_duration: number;
  booking_deadline: number;
  status: string;
  /** Absent: as it is (a new service: none). */
  deposit_type?: string;
  deposit_value?: number;
}

export interface ServiceFilter {
  workerId?: number;
  placeId?: number;
  /** The caller (a Telegram user): the INACTIVE services of their own worker, if they are a master, are listed too. */
  callerId: number;
  showArchive: boolean;
}

export async function findService(db: Queryable, id: number): Promise<ServiceRow | undefined> {
  const row = (await db.query<ServiceRow>(`${SERVICE_SELECT} WHERE id = $1`, [id])).rows[0];
  return row && withDeposit(row);
}

/** Active services; the own worker's INACTIVE ones too; ARCHIVED ones only with showArchive; a page in id order. */
export async function listServices(db: Queryable, f: ServiceFilter, page: Page): Promise<ServiceRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.workerId !== undefined) where.push(`worker_id = $${params.push(f.workerId)}`);
  if (f.placeId !== undefined) where.push(`place_id = $${params.push(f.placeId)}`);
  // The caller's worker looked up in the same statement (workers.user_id is unique): one round trip a list.
  const visible = [`status = 'active'`, `(status = 'INACTIVE' AND worker_id = (SELECT w.id FROM workers w WHERE w.user_id = $${params.push(f.callerId)}))`];
  if (f.showArchive) visible.push(`status = 'ARCHIVED'`);
  where.push(`(${visible.join(' OR ')})`);
  const paged = `LIMIT $${params.push(page.limit)} OFFSET $${params.push(page.offset)}`;
  return (await db.query<ServiceRow>(`${SERVICE_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id ${paged}`, params)).rows.map(withDeposit);
}

export async function insertService(db: Queryable, workerId: number, s: ServiceFields): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO services (worker_id, category_id, place_id, title, description, price, slot_duration, booking_deadline, status, deposit_type, deposit_value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [workerId, s.category_id, s.place_id, s.title, s.description ?? null, s.price, s.slot_duration, s.booking_deadline, s.status, s.deposit_type ?? 'none', s.deposit_type && s.deposit_type !== 'none' ? s.deposit_value ?? 0 : 0],
  );
  return Number(rows[0]!.id);
}

export async function updateService(db: Queryable, id: number, s: ServiceFields): Promise<void> {
  await db.query(
    `UPDATE services SET category_id = $2, place_id = $3, title = $4, description = $5, price = $6, slot_duration = $7, booking_deadline = $8, status = $9,
            deposit_type = COALESCE($10, deposit_type), deposit_value = CASE WHEN $10::text IS NULL THEN deposit_value WHEN $10 = 'none' THEN 0 ELSE $11 END
      WHERE id = $1`,
    [id, s.category_id, s.place_id, s.title, s.description ?? null, s.price, s.slot_duration, s.booking_deadline, s.status, s.deposit_type ?? null, s.deposit_value ?? 0],
  );
}

export async function serviceWasBooked(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM booking_services WHERE service_id = $1 LIMIT 1', [id])).rows.length > 0;
}

export async function archiveService(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE services SET status = 'ARCHIVED' WHERE id = $1`, [id]);
}

export async function deleteService(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM services WHERE id = $1', [id]);
}

/**
 * The master's plan maximum of active services (features.max_services; null or -1 unlimited) and
 * how many they have, not counting `exceptId`.
 */
export async function serviceAllowance(db: Queryable, workerId: number, at: Date, exceptId = 0): Promise<{ max: number | null; count: number }> {
  const { rows } = await db.query<{ max: number | null; count: number }>(
    `SELECT ${planFeatureSql('max_services', '$1', '$3::timestamptz')} AS max,
            (SELECT count(*)::int FROM services WHERE worker_id = $1 AND status = 'active' AND id <> $2) AS count`,
    [workerId, exceptId, at.toISOString()],
  );
  const { max, count } = rows[0]!;
  return { max: max === null ? null : Number(max), count: Number(count) };
}

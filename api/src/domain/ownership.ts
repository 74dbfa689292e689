import type { Queryable } from '../db/database';
import { HttpError } from '../http-errors';

export interface OwnedWorker {
  id: number;
  user_id: number | null;
  timezone: string | null;
}

/**
 * The worker, if the caller is its master. Unknown worker: 404. Someone else's: 403. The caller
 * comes from verified init data, never from the request body.
 */
export async function requireOwnWorker(db: Queryable, callerId: number, workerId: number): Promise<OwnedWorker> {
  const { rows } = await db.query<{ id: number; user_id: string | number | null; timezone: string | null }>(
    // Locked: every change to a master's schedule, and every booking (domain/booking-batch), holds
    // the master's row first, so they queue up instead of racing (in a transaction; a no-op outside one).
    'SELECT w.id, w.user_id, u.timezone FROM workers w LEFT JOIN users u ON u.id = w.user_id WHERE w.id = $1 FOR UPDATE OF w',
    [workerId],
  );
  const worker = rows[0];
  if (!worker) throw new HttpError(404, 'Работник не найден');
  if (worker.user_id === null || Number(worker.user_id) !== callerId) throw new HttpError(403, 'Это может изменить только сам мастер');
  return { id: Number(worker.id), user_id: Number(worker.user_id), timezone: worker.timezone };
}

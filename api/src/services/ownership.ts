import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../domain/errors';
import { findWorkerWithTimezone, lockWorkerWithTimezone } from '../db/queries/workers.queries';

export interface OwnedWorker {
  id: number;
  user_id: number | null;
  timezone: string | null;
}

/**
 * The worker, if the caller is its master. Unknown worker: 404. Someone else's: 403. The caller
 * comes from verified init data, never from the request body.
 */
export async function requireOwnWorker(db: Queryable, callerId: number, workerId: number, { forRead = false } = {}): Promise<OwnedWorker> {
  // Locked: every change to a master's schedule, and every booking (domain/booking-batch), holds
  // the master's row first, so they queue up instead of racing. A read takes no lock: outside a
  // transaction a row lock on PostgreSQL is a write with its own commit (a WAL flush per read).
  return ownWorker(forRead ? await findWorkerWithTimezone(db, workerId) : await lockWorkerWithTimezone(db, workerId), callerId);
}

/** A worker row read elsewhere (undefined: not found), if the caller is its master: 404 / 403 as requireOwnWorker. */
export function ownWorker(worker: { id: number; user_id: string | number | null; timezone: string | null } | undefined, callerId: number): OwnedWorker {
  if (!worker) throw notFound('Работник не найден');
  if (worker.user_id === null || Number(worker.user_id) !== callerId) throw forbidden('Это может изменить только сам мастер');
  return { id: Number(worker.id), user_id: Number(worker.user_id), timezone: worker.timezone };
}
